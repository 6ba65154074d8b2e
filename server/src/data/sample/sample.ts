import type { ImportResult, WritableShotStore } from '../store/dataset';
import { normaliseTable } from '../import/normalise';
import { createRandom, type Random } from './random';
import { tableOfRecords, type RawTable } from '../import/rawTable';
import { createNamePool, createRoster, type Roster } from './sampleRoster';
import { SAMPLE_MATCHES, TEAM_TARGETS, teamShots, type SampleMatch, type SampleRow } from './sampleSeason';

export type { SampleRow } from './sampleSeason';

/** The seed of the bundled sample season; changing it changes every sample figure. */
export const SAMPLE_SEED = 2023;
const SAMPLE_YEAR = 2023;

export type SampleOptions = {
  /**
   * More than one season (for load tests): season s is played s years before 2023 by the same
   * panels with fresh draws, so players accumulate shots and matches never collide.
   */
  seasons?: number;
};

function rostersFor(seed: number): Map<string, Roster> {
  const random = createRandom(seed);
  const nextName = createNamePool(random);
  return new Map(Object.keys(TEAM_TARGETS).map((team) => [team, createRoster(random, nextName)]));
}

/**
 * Splits each team's season total over its matches (largest remainder), so totals are exact. A
 * match's tempo is shared by both sides, so opponents take comparable numbers of shots and the
 * fixed knock-out winners can win on the day.
 */
function shotsPerMatch(random: Random): Map<number, Map<string, number>> {
  const plan = new Map<number, Map<string, number>>();
  const tempo = SAMPLE_MATCHES.map(() => random.between(0.8, 1.2));
  for (const [team, target] of Object.entries(TEAM_TARGETS)) {
    const matches = SAMPLE_MATCHES.flatMap((match, index) => (match.teams.includes(team) ? [index] : []));
    const weights = matches.map((match) => (tempo[match] ?? 1) * random.between(0.9, 1.1));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const exact = weights.map((weight) => (target.shots * weight) / total);
    const counts = exact.map(Math.floor);
    let left = target.shots - counts.reduce((sum, count) => sum + count, 0);
    const byRemainder = exact.map((value, i) => [value - Math.floor(value), i] as const).sort((a, b) => b[0] - a[0]);
    for (const [, i] of byRemainder) {
      if (left === 0) break;
      counts[i] = (counts[i] ?? 0) + 1;
      left -= 1;
    }
    matches.forEach((match, i) => {
      const teams = plan.get(match) ?? new Map<string, number>();
      teams.set(team, counts[i] ?? 0);
      plan.set(match, teams);
    });
  }
  return plan;
}

function totalFor(rows: readonly SampleRow[], team: string): number {
  let total = 0;
  for (const row of rows) {
    if (row.TeamName !== team || row.Score !== 'Score') continue;
    total += row.Action === 'goal' || row.Action === 'penalty goal' ? 3 : 1;
  }
  return total;
}

const MAX_REPLAYS = 200;

/**
 * One match, both teams' shots in time order. A knock-out match is replayed with fresh draws
 * until its fixed winner wins, so the bracket reads true in the fixtures view.
 */
function playMatch(
  random: Random,
  match: SampleMatch,
  date: string,
  counts: Map<string, number>,
  rosters: Map<string, Roster>,
): SampleRow[] {
  const [home, away] = match.teams;
  const attacksHighEndFirst = random.chance(0.5);
  let rows: SampleRow[] = [];
  for (let replay = 0; replay < MAX_REPLAYS; replay += 1) {
    rows = match.teams.flatMap((team) => {
      const roster = rosters.get(team);
      if (!roster) throw new Error(`No roster for ${team}`);
      const opposition = team === home ? away : home;
      const context = {
        date,
        stage: match.stage,
        team,
        opposition,
        attacksHighEndFirst: (team === home) === attacksHighEndFirst,
      };
      return teamShots(random, roster, context, counts.get(team) ?? 0);
    });
    const loser = match.winner === home ? away : home;
    if (!match.winner || totalFor(rows, match.winner) > totalFor(rows, loser)) break;
  }
  return rows.sort((a, b) => a.Half.localeCompare(b.Half) || a.Minute - b.Minute);
}

/**
 * Every team must concede at least one blocked shot, one shot it put under pressure and one free,
 * or its defending maps would be empty. A rare season lacks one; the nearest fitting miss of the
 * opposition is then relabelled, which moves the calibrated figures by a shot at most.
 */
function ensureDefendingData(rows: SampleRow[]): void {
  for (const team of Object.keys(TEAM_TARGETS)) {
    const conceded = rows.filter((row) => row.Opposition === team);
    const inPlayMiss = conceded.filter((row) => row.Score === 'Miss' && ['wide', 'short', 'post'].includes(row.Action));
    if (!conceded.some((row) => row.Pressure === 'y')) {
      const shot = conceded.find((row) => row.Action === 'point' || row.Action === 'wide');
      if (shot) shot.Pressure = 'y';
    }
    if (!conceded.some((row) => row.Action === 'blocked')) {
      const shot = inPlayMiss.find((row) => row.Pressure === 'y') ?? inPlayMiss[0];
      if (shot) {
        shot.Action = 'blocked';
        shot.Pressure = 'y';
      }
    }
    if (!conceded.some((row) => row.Action.startsWith('free'))) {
      const shot = conceded.find((row) => (row.Action === 'point' || row.Action === 'wide') && row.Foot !== 'hand');
      if (shot) {
        shot.Action = shot.Score === 'Score' ? 'free' : 'free wide';
        shot.Pressure = 'n';
      }
    }
  }
}

function season(seed: number, index: number, rosters: Map<string, Roster>): SampleRow[] {
  // Seasons after the first get their own stream, spaced well apart from the roster's.
  return playSeason(createRandom(seed + 7919 * (index + 1)), SAMPLE_YEAR - index, rosters);
}

/** The fictional championship played once in `year`, every draw from `random`. */
function playSeason(random: Random, year: number, rosters: Map<string, Roster>): SampleRow[] {
  const plan = shotsPerMatch(random);
  const rows = SAMPLE_MATCHES.flatMap((match, i) =>
    playMatch(random, match, `${year}-${match.day}`, plan.get(i) ?? new Map<string, number>(), rosters),
  );
  ensureDefendingData(rows);
  return rows;
}

/**
 * The synthetic sample season: rows in the 2023 championship file's format for the 16 counties,
 * with fictional players. Pure and deterministic: the same seed always gives the same rows.
 */
export function generateSampleSeason(seed: number = SAMPLE_SEED, options: SampleOptions = {}): SampleRow[] {
  const rosters = rostersFor(seed);
  const seasons = Math.max(1, Math.floor(options.seasons ?? 1));
  return Array.from({ length: seasons }, (_, index) => season(seed, index, rosters)).flat();
}

/**
 * The sample championship played in `year` by the sample season's panels, its draws from `seed`:
 * the base of the two-point seasons (sampleTwoPoint.ts).
 */
export function sampleSeasonOfYear(seed: number, year: number): SampleRow[] {
  return playSeason(createRandom(seed), year, rostersFor(SAMPLE_SEED));
}

/** Rows of our own generator as the importer's raw table, so the sample goes through the same checks. */
export function sampleTable(rows: readonly SampleRow[]): RawTable {
  return tableOfRecords(rows);
}

/** Replaces whatever the store holds with the sample season, labelled as sample data. */
export function importSampleSeason(store: WritableShotStore): ImportResult {
  const { shots, issues } = normaliseTable(sampleTable(generateSampleSeason(SAMPLE_SEED)));
  if (issues.length > 0) throw new Error(`The sample season failed its own checks: ${issues.length} rows`);
  return store.importShots(shots, { mode: 'replace', isSample: true });
}
