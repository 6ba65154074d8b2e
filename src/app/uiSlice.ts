import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NO_FILTER, type ShotFilter } from '../../contract/shotFilter';
import type { HeatMapType } from '../../contract/images';
import { authStateChanged } from '../features/auth/authSlice';

export type View = 'attacking' | 'defending' | 'players' | 'fixtures';
export const VIEWS: readonly View[] = ['attacking', 'defending', 'players', 'fixtures'];
export type Season = '2023' | '2024';

export const DEFAULT_TEAM = 'Galway';

export type UiState = {
  view: View;
  sidebarOpen: boolean;
  heatMapType: HeatMapType;
  season: Season;
  /** '' when the user picked 'Select a team'. */
  selectedTeam: string;
  /** The shot filter every figure, image and table of the dashboard follows. */
  filter: ShotFilter;
  /** What a link asked for that we could not show, and what we show instead. */
  notice: string | null;
};

export const initialUiState: UiState = {
  view: 'attacking',
  sidebarOpen: true,
  heatMapType: 'shots',
  season: '2023',
  selectedTeam: DEFAULT_TEAM,
  filter: NO_FILTER,
  notice: null,
};

/** The parts of a filter that name one team's matches or players mean nothing for another team. */
const forAnotherTeam = (filter: ShotFilter): ShotFilter => ({ ...filter, match: [], player: null });

/** The dashboard as a link describes it: what `linkOpened` puts in place. */
export type DashboardLink = { team: string; view: View; filter: ShotFilter; notice: string | null };

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
    /** On a phone the sidebar covers the page: it closes on its own (docs/behaviour.md#phone-sidebar). */
    sidebarClosed(state) {
      state.sidebarOpen = false;
    },
    heatMapTypeChanged(state, action: PayloadAction<HeatMapType>) {
      state.heatMapType = action.payload;
    },
    seasonChanged(state, action: PayloadAction<Season>) {
      // Only 2023 has data; 2024 is listed as 'Coming Soon' and cannot be chosen (docs/behaviour.md#season).
      if (action.payload === '2023') state.season = action.payload;
    },
    teamSelected(state, action: PayloadAction<string>) {
      if (action.payload !== state.selectedTeam) state.filter = forAnotherTeam(state.filter);
      state.selectedTeam = action.payload;
    },
    /** Sets some of the filter's parameters; the rest stay as they are. */
    filterChanged(state, action: PayloadAction<Partial<ShotFilter>>) {
      state.filter = { ...state.filter, ...action.payload };
    },
    filtersCleared(state) {
      state.filter = NO_FILTER;
    },
    /** A click on a player's name: that player's team, and only that player's shots. */
    playerChosen(state, action: PayloadAction<{ team: string; player: string }>) {
      if (action.payload.team !== state.selectedTeam) state.filter = forAnotherTeam(state.filter);
      state.selectedTeam = action.payload.team;
      state.filter = { ...state.filter, player: action.payload.player };
    },
    /** A click on a match in Fixtures: that match alone, on the attacking view. */
    matchChosen(state, action: PayloadAction<string>) {
      state.filter = { ...state.filter, match: [action.payload] };
      state.view = 'attacking';
    },
    /** The dashboard a link (or Back and Forward) describes. */
    linkOpened(state, action: PayloadAction<DashboardLink>) {
      state.selectedTeam = action.payload.team;
      state.view = action.payload.view;
      state.filter = action.payload.filter;
      state.notice = action.payload.notice;
    },
    /**
     * The data does not know what the link named: the team is replaced (or the matches and player
     * dropped) and the notice says so.
     */
    linkCorrected(state, action: PayloadAction<{ team?: string; filter?: Partial<ShotFilter>; notice: string }>) {
      if (action.payload.team !== undefined) {
        state.selectedTeam = action.payload.team;
        state.filter = forAnotherTeam(state.filter);
      }
      state.filter = { ...state.filter, ...action.payload.filter };
      const { notice } = action.payload;
      if (!state.notice) state.notice = notice;
      else if (!state.notice.includes(notice)) state.notice = `${state.notice} ${notice}`;
    },
    noticeDismissed(state) {
      state.notice = null;
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
    selectFilter: (state) => state.filter,
    selectNotice: (state) => state.notice,
  },
});

export const {
  viewChanged,
  sidebarToggled,
  sidebarClosed,
  heatMapTypeChanged,
  seasonChanged,
  teamSelected,
  filterChanged,
  filtersCleared,
  playerChosen,
  matchChosen,
  linkOpened,
  linkCorrected,
  noticeDismissed,
} = uiSlice.actions;
export const {
  selectView,
  selectSidebarOpen,
  selectHeatMapType,
  selectSeason,
  selectSelectedTeam,
  selectFilter,
  selectNotice,
} = uiSlice.selectors;
