import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HeatMapType } from '../../contract/images';
import { authStateChanged } from '../features/auth/authSlice';

export type View = 'attacking' | 'defending' | 'players' | 'fixtures';
export type Season = '2023' | '2024';

export const DEFAULT_TEAM = 'Galway';

export type UiState = {
  view: View;
  sidebarOpen: boolean;
  heatMapType: HeatMapType;
  season: Season;
  /** '' when the user picked 'Select a team'. */
  selectedTeam: string;
};

export const initialUiState: UiState = {
  view: 'attacking',
  sidebarOpen: true,
  heatMapType: 'shots',
  season: '2023',
  selectedTeam: DEFAULT_TEAM,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    viewChanged(state, action: PayloadAction<View>) {
      state.view = action.payload;
    },
    sidebarToggled(state) {
      state.sidebarOpen = !state.sidebarOpen;
    },
    heatMapTypeChanged(state, action: PayloadAction<HeatMapType>) {
      state.heatMapType = action.payload;
    },
    seasonChanged(state, action: PayloadAction<Season>) {
      // Only 2023 has data; 2024 is listed as 'Coming Soon' and cannot be chosen (docs/behaviour.md#season).
      if (action.payload === '2023') state.season = action.payload;
    },
    teamSelected(state, action: PayloadAction<string>) {
      state.selectedTeam = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The next person to sign in on this browser starts from the defaults, not from our choices.
    builder.addCase(authStateChanged, (state, action) => (action.payload === null ? initialUiState : state));
  },
  selectors: {
    selectView: (state) => state.view,
    selectSidebarOpen: (state) => state.sidebarOpen,
    selectHeatMapType: (state) => state.heatMapType,
    selectSeason: (state) => state.season,
    selectSelectedTeam: (state) => state.selectedTeam,
  },
});

export const { viewChanged, sidebarToggled, heatMapTypeChanged, seasonChanged, teamSelected } = uiSlice.actions;
export const { selectView, selectSidebarOpen, selectHeatMapType, selectSeason, selectSelectedTeam } = uiSlice.selectors;
