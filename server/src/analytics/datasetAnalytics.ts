import type { Shot } from './shot';
import {
  modelQualityReport,
  shotProbabilities,
  type ModelQualityReport,
  type ShotProbabilities,
} from './expectedPoints';
import { fixturesByTeam, type Fixture } from './fixtures';
import { playerTable, type PlayerRecord } from './players';
import { scoringZoneEfficiencyByTeam, type ScoringZoneEfficiency } from './scoringZone';
import { listTeams } from './teams';

/** What analytics need from a dataset: its shots and the version that names them. */
export type AnalyticsInput = { version: string; shots: readonly Shot[] };

export type DatasetCounts = { shots: number; matches: number; teams: number; players: number };

/**
 * Every figure the JSON routes serve, for one dataset version. Cheap figures are computed up front;
 * the models (the only costly part) run on first use and are shared by players and model quality.
 */
export type DatasetAnalytics = {
  version: string;
  teams: readonly string[];
  hasTeam(team: string): boolean;
  counts: DatasetCounts;
  scoringZone(team: string): ScoringZoneEfficiency | undefined;
  fixtures(team: string): readonly Fixture[];
  players(): readonly PlayerRecord[];
  modelQuality(): ModelQualityReport;
  /** Each shot's out-of-fold probabilities under both models, aligned with the dataset's shots. */
  probabilities(): ShotProbabilities;
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

export function countDataset(shots: readonly Shot[], teams: readonly string[]): DatasetCounts {
  const matches = new Set<string>();
  const players = new Set<string>();
  for (const shot of shots) {
    matches.add(shot.matchId);
    if (shot.playerName !== null) players.add(`${shot.playerName}\u0000${shot.team}`);
  }
  return { shots: shots.length, matches: matches.size, teams: teams.length, players: players.size };
}

export function computeAnalytics(input: AnalyticsInput): DatasetAnalytics {
  const { shots } = input;
  const teams = listTeams(shots);
  const teamSet = new Set(teams);
  const zones = scoringZoneEfficiencyByTeam(shots);
  const fixtureLists = fixturesByTeam(shots);
  const probabilities: () => ShotProbabilities = once(() => shotProbabilities(shots));
  return {
    version: input.version,
    teams,
    hasTeam: (team) => teamSet.has(team),
    counts: countDataset(shots, teams),
    scoringZone: (team) => zones.get(team),
    fixtures: (team) => fixtureLists.get(team) ?? [],
    players: once(() => playerTable(shots, probabilities())),
    modelQuality: once(() => modelQualityReport(shots, probabilities())),
    probabilities,
  };
}

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
