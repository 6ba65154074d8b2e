import type {
  ArcZoneEfficiency,
  Match,
  PlayerRecord,
  ScoringZoneEfficiency,
  SeasonInfo,
  ShotRecord,
} from '../../../contract/answers';
import { eraOfSeason, seasonOfDate } from '../../../contract/scoring';
import { arcZoneEfficiency } from './arcZones';
import { describeFilter, isFiltered, matchName, NO_FILTER, type ShotFilter } from '../../../contract/filters';
import type { Shot } from './shot';
import {
  applyShotModels,
  fitShotModels,
  modelQualityReport,
  shotProbabilities,
  type FittedShotModels,
  type ModelQualityReport,
  type ShotProbabilities,
} from './expectedPoints';
import { teamMatches } from './fixtures';
import { identitiesOf, type Identities } from './identities';
import { indexPlayers, playerTable, type PlayerIndex } from './players';
import { scoringZoneEfficiency } from './scoringZone';
import { shotRecords } from './shotRecords';
import { rowsByTeam, selectRows, shotTest, type ShotTest, type TeamRows } from './shotSelection';
import { listTeams } from './teams';

/**
 * What a new dataset version costs time to analyse, done in one go: the indexes over every shot
 * and both models' figures. Plain data only (maps, arrays, typed arrays), so a worker thread can
 * compute it and post it to the server's thread, which then builds the version's analytics from
 * it without touching a single shot (`analyticsFor`).
 */
export type PrecomputedAnalytics = ShotIndex & {
  probabilities: ShotProbabilities;
  /** The models fitted on every shot, to score shots of squads (docs/behaviour.md#squad-models). */
  models: FittedShotModels;
  /** Every player's record over the whole season: the unfiltered `/players`. */
  seasonPlayers: PlayerRecord[];
  modelQuality: ModelQualityReport;
};

/** Models fitted on another dataset, and what that dataset was: how a squad's shots are scored. */
export type ScoringModels = { models: FittedShotModels; version: string; shots: number; matches: number };

/**
 * What analytics need from a dataset: its shots and the version that names them, and what was
 * precomputed for them elsewhere, when it was. With `scoredBy`, every shot is scored by those
 * models rather than by models fitted out of fold on these shots.
 */
export type AnalyticsInput = {
  version: string;
  shots: readonly Shot[];
  precomputed?: PrecomputedAnalytics;
  scoredBy?: ScoringModels;
};

export type DatasetCounts = { shots: number; matches: number; teams: number; players: number };

/**
 * A filter whose values the data knows: its match ids turned into the data's own match keys. Made
 * by `DatasetAnalytics.resolve`, which is where unknown matches and players are found.
 */
export type ResolvedFilter = { filter: ShotFilter; test: ShotTest; matchTest: ShotTest };

/** Why a filter cannot be answered: which parameter, and what the data would accept. */
export type UnknownValue = { param: 'match' | 'player' | 'season'; value: string; allowed: readonly string[] | null };

/**
 * Every figure the JSON routes and images serve, for one dataset version, each for any filter.
 * The models (the only costly part) run once, on the whole season, and every filtered figure sums
 * or draws the same per-shot estimates, so a filter never changes what a shot was worth.
 */
export type DatasetAnalytics = {
  version: string;
  teams: readonly string[];
  /** The seasons the data holds, oldest first (docs/behaviour.md#seasons). */
  seasons: readonly SeasonInfo[];
  /** The teams that took or conceded a shot in the season; every team for null. */
  teamsIn(season: string | null): readonly string[];
  hasTeam(team: string): boolean;
  counts: DatasetCounts;
  /** Checks the filter's matches (against the team's, when a team is given) and player. */
  resolve(filter: ShotFilter, team: string | null): ResolvedFilter | UnknownValue;
  scoringZone(team: string, filter: ResolvedFilter): ScoringZoneEfficiency;
  arcZones(team: string, filter: ResolvedFilter): ArcZoneEfficiency;
  matches(team: string, filter: ResolvedFilter): Match[];
  /** Every player's record over the filtered shots, or one team's players when a team is given. */
  players(filter?: ResolvedFilter, team?: string | null): readonly PlayerRecord[];
  shots(team: string, filter: ResolvedFilter): ShotRecord[];
  /** The public id of a match by the data's own key for it. */
  matchIdOf(key: string): string | undefined;
  /** What a public match id names: the data's own key for it, its date and its two teams. */
  matchInfo(matchId: string): { key: string; date: string; teams: readonly [string, string] } | undefined;
  /** The filter in words from the team's side ('v Kerry, 25 Jun 2023', '2nd half'), for images. */
  describe(team: string, filter: ResolvedFilter): string[];
  /** The shots the team took or conceded that pass the filter: what its images are drawn from. */
  shotsAround(team: string, filter: ResolvedFilter): Shot[];
  modelQuality(): ModelQualityReport;
  /** Each shot's out-of-fold estimates under every model, aligned with the dataset's shots. */
  probabilities(): ShotProbabilities;
  /** The models fitted on every shot of this dataset, to score another's. */
  fittedModels(): FittedShotModels;
};

function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T | undefined;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value as T;
  };
}

/** Each season's shots and matches, oldest first. */
export function seasonsOf(shots: readonly Shot[]): SeasonInfo[] {
  const bySeason = new Map<string, { shots: number; matches: Set<string> }>();
  for (const shot of shots) {
    const season = seasonOfDate(shot.date);
    let tally = bySeason.get(season);
    if (!tally) {
      tally = { shots: 0, matches: new Set() };
      bySeason.set(season, tally);
    }
    tally.shots += 1;
    tally.matches.add(shot.matchId);
  }
  return [...bySeason]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([season, tally]) => ({ season, era: eraOfSeason(season), shots: tally.shots, matches: tally.matches.size }));
}

/** Who and what the shots are about, found in a pass or two over every shot. */
type ShotIndex = {
  teams: string[];
  seasons: SeasonInfo[];
  identities: Identities;
  teamRows: Map<string, TeamRows>;
  players: PlayerIndex;
};

function indexShots(shots: readonly Shot[]): ShotIndex {
  const identities = identitiesOf(shots);
  return {
    teams: listTeams(shots),
    seasons: seasonsOf(shots),
    identities,
    teamRows: rowsByTeam(shots),
    players: indexPlayers(shots, identities.playerIdOf),
  };
}

/** The costly figures, each computed when first asked for or handed over ready. */
type ModelFigures = {
  probabilities: () => ShotProbabilities;
  seasonPlayers: () => readonly PlayerRecord[];
  modelQuality: () => ModelQualityReport;
  fittedModels: () => FittedShotModels;
};

/** Everything costly about `shots`, computed now: what the dataset loader's worker thread does. */
export function precomputeAnalytics(shots: readonly Shot[]): PrecomputedAnalytics {
  const index = indexShots(shots);
  const probabilities = shotProbabilities(shots);
  return {
    ...index,
    probabilities,
    seasonPlayers: playerTable(shots, probabilities, index.players),
    modelQuality: modelQualityReport(shots, probabilities),
    models: fitShotModels(shots),
  };
}

const EMPTY_ROWS: TeamRows = { own: new Int32Array(0), conceded: new Int32Array(0), involved: new Int32Array(0) };

function pick<T>(all: ArrayLike<T>, rows: ArrayLike<number>): T[] {
  return Array.from(rows, (row) => {
    const value = all[row];
    if (value === undefined) throw new Error(`No row ${row}`);
    return value;
  });
}

/**
 * The analytics of `input`: built from its precomputed figures when it has them (no pass over the
 * shots at all, so a server thread can do it between two requests), else indexed here with the
 * models fitted on first use.
 */
export function computeAnalytics(input: AnalyticsInput): DatasetAnalytics {
  const { shots, precomputed, scoredBy } = input;
  if (precomputed) {
    return assemble(input, precomputed, {
      probabilities: () => precomputed.probabilities,
      seasonPlayers: () => precomputed.seasonPlayers,
      modelQuality: () => precomputed.modelQuality,
      fittedModels: () => precomputed.models,
    });
  }
  const index = indexShots(shots);
  const probabilities = once(() => (scoredBy ? applyShotModels(scoredBy.models, shots) : shotProbabilities(shots)));
  const fittedOn = scoredBy && { version: scoredBy.version, shots: scoredBy.shots, matches: scoredBy.matches };
  return assemble(input, index, {
    probabilities,
    seasonPlayers: once(() => playerTable(shots, probabilities(), index.players)),
    modelQuality: once(() => modelQualityReport(shots, probabilities(), fittedOn)),
    fittedModels: once(() => fitShotModels(shots)),
  });
}

function assemble(input: AnalyticsInput, index: ShotIndex, figures: ModelFigures): DatasetAnalytics {
  const { shots } = input;
  const { teams, seasons, identities, players } = index;
  const teamSet = new Set(teams);
  const seasonNames = seasons.map((info) => info.season);
  const teamsBySeason = new Map<string, readonly string[]>();
  const teamsIn = (season: string | null): readonly string[] => {
    if (season === null) return teams;
    let list = teamsBySeason.get(season);
    if (!list) {
      list = listTeams(shots.filter((shot) => seasonOfDate(shot.date) === season));
      teamsBySeason.set(season, list);
    }
    return list;
  };
  const rowsOf = (team: string): TeamRows => index.teamRows.get(team) ?? EMPTY_ROWS;
  const { probabilities } = figures;
  const allRows = once(() => Int32Array.from(shots, (_shot, row) => row));
  // From the player list rather than the shots: the same names, without a pass over every shot.
  const playersOfTeam = once(() => {
    const names = new Map<string, Set<string>>();
    for (const player of players.players) {
      const list = names.get(player.team) ?? new Set<string>();
      list.add(player.name);
      names.set(player.team, list);
    }
    return names;
  });

  const teamMatchIds = new Map<string, ReadonlySet<string>>();
  /** The public ids of the team's matches, worked out once per team. */
  const matchIdsOf = (team: string): ReadonlySet<string> => {
    let ids = teamMatchIds.get(team);
    if (!ids) {
      const keys = new Set(pick(shots, rowsOf(team).involved).map((shot) => shot.matchId));
      ids = new Set([...keys].map((key) => identities.matchIdOf.get(key) ?? key));
      teamMatchIds.set(team, ids);
    }
    return ids;
  };

  const resolveFilter = (filter: ShotFilter, team: string | null): ResolvedFilter | UnknownValue => {
    if (filter.season !== null && !seasonNames.includes(filter.season)) {
      return { param: 'season', value: filter.season, allowed: seasonNames };
    }
    const known = team === null ? null : matchIdsOf(team);
    for (const id of filter.match) {
      if (!(known ? known.has(id) : identities.matchKeyOf.has(id))) {
        return { param: 'match', value: id, allowed: known ? [...known] : null };
      }
    }
    if (filter.player !== null) {
      const names = team === null ? null : (playersOfTeam().get(team) ?? new Set<string>());
      const player = filter.player;
      const found = names ? names.has(player) : [...playersOfTeam().values()].some((set) => set.has(player));
      if (!found) return { param: 'player', value: player, allowed: names ? [...names].sort() : null };
    }
    const matchKeys = new Set(filter.match.map((id) => identities.matchKeyOf.get(id) ?? id));
    return {
      filter,
      test: shotTest(filter, matchKeys),
      matchTest: shotTest({ ...NO_FILTER, match: filter.match, season: filter.season }, matchKeys),
    };
  };

  const seasonWords = (season: string | null): string[] => {
    const first = seasonNames[0];
    const last = seasonNames[seasonNames.length - 1];
    if (season !== null) return [`${season} season`];
    if (first === undefined || last === undefined) return [];
    return [first === last ? `${first} season` : `${first}–${last} seasons`];
  };

  const everything = resolveFilter(NO_FILTER, null);
  if ('param' in everything) throw new Error('An empty filter cannot name an unknown value');
  // Most requests carry no filter: they share one resolved filter and skip every check.
  const resolve = (filter: ShotFilter, team: string | null) =>
    isFiltered(filter) ? resolveFilter(filter, team) : everything;

  return {
    version: input.version,
    teams,
    seasons,
    teamsIn,
    hasTeam: (team) => teamSet.has(team),
    counts: {
      shots: shots.length,
      matches: identities.matchIdOf.size,
      teams: teams.length,
      players: identities.playerIdOf.size,
    },
    resolve,
    scoringZone: (team, filter) =>
      scoringZoneEfficiency(pick(shots, selectRows(shots, rowsOf(team).own, filter.test)), team),
    arcZones: (team, filter) => arcZoneEfficiency(pick(shots, selectRows(shots, rowsOf(team).own, filter.test)), team),
    matches: (team, filter) =>
      teamMatches(
        team,
        pick(shots, selectRows(shots, rowsOf(team).involved, filter.matchTest)),
        keepsPartOfMatches(filter.filter) ? { test: filter.test, againstSide: filter.filter.player === null } : null,
        identities.matchIdOf,
      ),
    players(filter = everything, team = null) {
      if (team === null && !isFiltered(filter.filter)) return figures.seasonPlayers();
      const rows = team === null ? allRows() : rowsOf(team).own;
      return playerTable(shots, probabilities(), players, selectRows(shots, rows, filter.test));
    },
    shots: (team, filter) =>
      shotRecords(shots, selectRows(shots, rowsOf(team).own, filter.test), identities, probabilities()),
    matchIdOf: (key) => identities.matchIdOf.get(key),
    matchInfo: (matchId) => {
      const info = identities.matchInfo.get(matchId);
      const key = identities.matchKeyOf.get(matchId);
      return info && key !== undefined ? { key, ...info } : undefined;
    },
    describe: (team, filter) => [
      ...describeFilter(filter.filter, (id) => {
        const info = identities.matchInfo.get(id);
        if (!info) return id;
        return matchName(info.teams[0] === team ? info.teams[1] : info.teams[0], info.date);
      }),
      // The season it is drawn from, so a downloaded copy says which it shows.
      ...seasonWords(filter.filter.season),
    ],
    shotsAround: (team, filter) => pick(shots, selectRows(shots, rowsOf(team).involved, filter.test)),
    modelQuality: figures.modelQuality,
    probabilities,
    fittedModels: figures.fittedModels,
  };
}

/** Whether the filter keeps part of each match, rather than whole matches (or seasons) only. */
const keepsPartOfMatches = (filter: ShotFilter): boolean => isFiltered({ ...filter, match: [], season: null });

// Keyed by the shots array itself as well as the version, so two datasets that happen to share a
// version string (hand-built ones in tests, say) never see each other's figures. The store hands
// out the same array until an import replaces it, which is what invalidates the cache.
const cache = new WeakMap<readonly Shot[], DatasetAnalytics>();

/** The analytics of a dataset, computed once per dataset version. */
export function analyticsFor(input: AnalyticsInput): DatasetAnalytics {
  const hit = cache.get(input.shots);
  if (hit && hit.version === input.version) return hit;
  const analytics = computeAnalytics(input);
  cache.set(input.shots, analytics);
  return analytics;
}
