import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NO_FILTER, type ShotFilter } from '../../contract/shotFilter';
import type { HeatMapType } from '../../contract/images';
import { authStateChanged } from '../features/auth/authSlice';

export type View = 'attacking' | 'defending' | 'players' | 'restarts' | 'fixtures';
export const VIEWS: readonly View[] = ['attacking', 'defending', 'players', 'restarts', 'fixtures'];

/** Each view's title, as its heading shows it. */
export const VIEW_TITLES: Readonly<Record<View, string>> = {
  attacking: 'Attacking',
  defending: 'Defending',
  players: 'Players Stats',
  restarts: 'Restarts',
  fixtures: 'Fixtures',
};
/** A season as /seasons names it: its year. */
export type Season = string;

/** The season shown until the user picks another: the data's newest, 2023 until it is known (docs/behaviour.md#seasons). */
export function defaultSeason(seasons: readonly Season[] | null): Season {
  return seasons?.[seasons.length - 1] ?? '2023';
}

export const DEFAULT_TEAM = 'Galway';

export type UiState = {
  /**
   * Whose data the dashboard shows: null for the public championship data, else a squad's id
   * (docs/squads.md). Part of the link, like the team and view.
   */
  squadId: string | null;
  view: View;
  sidebarOpen: boolean;
  heatMapType: HeatMapType;
  /** The selected season. */
  season: Season;
  /** The user or a link chose the season; otherwise it follows the data's default as the data changes. */
  seasonChosen: boolean;
  /**
   * The seasons the data holds, oldest first; null until /seasons has answered. Every data call
   * waits for them: with more than one, each call names the selected season.
   */
  seasons: Season[] | null;
  /**
   * A new dataset version was found and `seasons` is the old one's list until /seasons answers
   * again: every call waits, so nothing of the new data is asked for under the old seasons.
   */
  seasonsStale: boolean;
  /** 'New data loaded' after the data changed under the page (docs/behaviour.md#new-data). */
  dataNotice: string | null;
  /** Counts the dataset versions the page has followed: the views start afresh on each. */
  dataGeneration: number;
  /** '' when the user picked 'Select a team'. */
  selectedTeam: string;
  /** The shot filter every figure, image and table of the dashboard follows. */
  filter: ShotFilter;
  /** What a link asked for that we could not show, and what we show instead. */
  notice: string | null;
};

export const initialUiState: UiState = {
  squadId: null,
  view: 'attacking',
  sidebarOpen: true,
  heatMapType: 'shots',
  season: '2023',
  seasonChosen: false,
  seasons: null,
  seasonsStale: false,
  dataNotice: null,
  dataGeneration: 0,
  selectedTeam: DEFAULT_TEAM,
  filter: NO_FILTER,
  notice: null,
};

/** The parts of a filter that name one team's matches or players mean nothing for another team. */
const forAnotherTeam = (filter: ShotFilter): ShotFilter => ({ ...filter, match: [], player: null });

/** The dashboard as a link describes it: what `linkOpened` puts in place. */
export type DashboardLink = {
  squadId: string | null;
  team: string;
  view: View;
  filter: ShotFilter;
  /** The link's season, or null for the data's default. */
  season: Season | null;
  notice: string | null;
};

/** A season's matches are not another's; the rest of the filter still means something. */
const forAnotherSeason = (filter: ShotFilter): ShotFilter => ({ ...filter, match: [] });

const addNotice = (state: UiState, notice: string) => {
  if (!state.notice) state.notice = notice;
  else if (!state.notice.includes(notice)) state.notice = `${state.notice} ${notice}`;
};

/**
 * Once the data's seasons are known, a season nobody chose follows the data's default, and a
 * chosen one the data lacks gives way to it with a notice; the filter's matches go with the season.
 */
const settleSeason = (state: UiState, afterNewData: boolean) => {
  const { seasons } = state;
  if (seasons === null || seasons.length === 0 || (state.seasonChosen && seasons.includes(state.season))) return;
  const fallback = defaultSeason(seasons);
  if (fallback === state.season) return;
  if (state.seasonChosen) {
    addNotice(
      state,
      afterNewData
        ? `The new data has no ${state.season} season; showing ${fallback}.`
        : `The link's season '${state.season}' is not in the data; showing ${fallback}.`,
    );
  }
  state.season = fallback;
  state.seasonChosen = false;
  state.filter = forAnotherSeason(state.filter);
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
    /** On a phone the sidebar covers the page: it closes on its own (docs/behaviour.md#phone-sidebar). */
    sidebarClosed(state) {
      state.sidebarOpen = false;
    },
    heatMapTypeChanged(state, action: PayloadAction<HeatMapType>) {
      state.heatMapType = action.payload;
    },
    seasonChanged(state, action: PayloadAction<Season>) {
      // Only a season the data holds can be chosen; with 2023 alone, 2024 is listed as 'Coming
      // Soon' and cannot be (docs/behaviour.md#seasons).
      const loaded = state.seasons ?? ['2023'];
      if (!loaded.includes(action.payload) || action.payload === state.season) return;
      state.season = action.payload;
      state.seasonChosen = true;
      state.filter = forAnotherSeason(state.filter);
    },
    /** /seasons answered (an empty list when it could not): the season settles on one the data holds. */
    seasonsLoaded(state, action: PayloadAction<Season[]>) {
      const afterNewData = state.seasonsStale;
      state.seasons = action.payload;
      state.seasonsStale = false;
      settleSeason(state, afterNewData);
    },
    /**
     * The server holds a new dataset version: every call waits for its seasons (the data may have
     * gained or lost some), and the page says the data changed.
     */
    datasetReplaced(state) {
      state.seasonsStale = true;
      state.dataNotice = 'New data loaded';
      state.dataGeneration += 1;
    },
    dataNoticeDismissed(state) {
      state.dataNotice = null;
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
    /**
     * The data source chosen in the sidebar: the public data (null) or a squad, whose team the
     * dashboard then shows. Another source's matches, players and seasons mean nothing here, so the
     * filter starts afresh and the seasons are asked for again.
     */
    dataSourceChosen(state, action: PayloadAction<{ squadId: string | null; team: string }>) {
      if (action.payload.squadId === state.squadId) return;
      state.squadId = action.payload.squadId;
      state.selectedTeam = action.payload.team;
      state.filter = NO_FILTER;
      state.seasons = null;
      state.season = initialUiState.season;
    },
    /** The squad shown is gone, or the user is no longer one of its members: back to the public data, saying so. */
    squadLost(state, action: PayloadAction<string>) {
      state.squadId = null;
      state.selectedTeam = DEFAULT_TEAM;
      state.filter = NO_FILTER;
      state.seasons = null;
      state.season = initialUiState.season;
      addNotice(state, action.payload);
    },
    /** The dashboard a link (or Back and Forward) describes. */
    linkOpened(state, action: PayloadAction<DashboardLink>) {
      if (action.payload.squadId !== state.squadId) state.seasons = null;
      state.squadId = action.payload.squadId;
      state.selectedTeam = action.payload.team;
      state.view = action.payload.view;
      state.filter = action.payload.filter;
      state.season = action.payload.season ?? defaultSeason(state.seasons);
      state.seasonChosen = action.payload.season !== null;
      state.notice = action.payload.notice;
      settleSeason(state, false);
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
      addNotice(state, action.payload.notice);
    },
    /** A link's team in another case ('kerry'): the data's own spelling, the filter kept. */
    linkTeamSpelled(state, action: PayloadAction<string>) {
      state.selectedTeam = action.payload;
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
    selectSquadId: (state) => state.squadId,
    selectView: (state) => state.view,
    selectSidebarOpen: (state) => state.sidebarOpen,
    selectHeatMapType: (state) => state.heatMapType,
    selectSeason: (state) => state.season,
    selectSeasons: (state) => state.seasons,
    /**
     * The `season` every data call sends: undefined while the seasons are unknown or stale (calls
     * wait), null with one season (the calls are exactly as without seasons), else the selected one.
     */
    selectSeasonParam: (state): Season | null | undefined =>
      state.seasons === null || state.seasonsStale ? undefined : state.seasons.length > 1 ? state.season : null,
    selectDataNotice: (state) => state.dataNotice,
    selectDataGeneration: (state) => state.dataGeneration,
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
  seasonsLoaded,
  datasetReplaced,
  dataNoticeDismissed,
  teamSelected,
  filterChanged,
  filtersCleared,
  playerChosen,
  matchChosen,
  linkOpened,
  linkCorrected,
  linkTeamSpelled,
  noticeDismissed,
  dataSourceChosen,
  squadLost,
} = uiSlice.actions;
export const {
  selectSquadId,
  selectView,
  selectSidebarOpen,
  selectHeatMapType,
  selectSeason,
  selectSeasons,
  selectSeasonParam,
  selectSelectedTeam,
  selectFilter,
  selectNotice,
  selectDataNotice,
  selectDataGeneration,
} = uiSlice.selectors;
