import { csvDocument } from '../../../../contract/csv';
import { isOutsideTwoPointArc, PITCH } from '../../../../contract/pitch';
import { valueIfScored } from '../../../../contract/scoring';
import { distanceToGoal, GOAL_X, GOAL_Y, PITCH_LENGTH, PITCH_WIDTH } from '../../analytics/geometry';
import { round2 } from '../../analytics/numbers';
import { ACTIONS } from '../import/actions';
import { FILE_COLUMN_ORDER, OPTIONAL_COLUMNS } from '../import/columns';
import { createRandom, type Random } from './random';
import { sampleSeasonOfYear, type SampleRow } from './sample';

/**
 * A synthetic season under the two-point rules (docs/behaviour.md#sample-data), in the championship
 * format with the optional `Points` and `Touched` columns. It is the sample championship played in
 * 2025 or 2026, reshaped to what the first two-point seasons showed: about 12 kicked attempts from
 * on or outside the 40 m arc a game, about 43% of them scored, and now and then a scored one
 * touched on its way over. Seeded and pure: the same seed and season give the same rows.
 */

export const TWO_POINT_SAMPLE_SEED = 2025;
export const TWO_POINT_SEASONS = ['2025', '2026'] as const;
export type TwoPointSeason = (typeof TWO_POINT_SEASONS)[number];

/** What the generator aims at, per match and over the season. */
export const TWO_POINT_TARGETS = { attemptsPerMatch: { low: 10, high: 14 }, conversion: 0.43, touched: 0.06 };

export type TwoPointSampleRow = SampleRow & { Points: number; Touched: 'y' | 'n' };

const ARC = PITCH.twoPointArc.radius;

/** A kicked point attempt (in play, a free or a mark) that is not a goal attempt. */
function isKickedPointAttempt(row: SampleRow): boolean {
  const meaning = ACTIONS.get(row.Action);
  return (
    meaning !== undefined &&
    !meaning.goalAttempt &&
    meaning.shotType !== '45' &&
    meaning.shotType !== 'penalty' &&
    row.Foot !== 'hand'
  );
}

const isTwoPointAttempt = (row: SampleRow): boolean =>
  isKickedPointAttempt(row) && isOutsideTwoPointArc(row.stand_x, row.stand_y);

/** Moves a shot out along its line to the goal to `distance` metres, keeping the end it attacked. */
function moveOut(row: SampleRow, distance: number): void {
  const highEnd = row.x === row.stand_x && row.y === row.stand_y;
  const along = GOAL_X - row.stand_x;
  const across = row.stand_y - GOAL_Y;
  const scale = distance / Math.max(1e-9, Math.hypot(along, across));
  const standX = round2(GOAL_X - along * scale);
  const standY = round2(Math.min(PITCH_WIDTH - 1, Math.max(1, GOAL_Y + across * scale)));
  row.stand_x = standX;
  row.stand_y = standY;
  row.Shot_Distance = round2(distanceToGoal(standX, standY));
  row.x = highEnd ? standX : round2(PITCH_LENGTH - standX);
  row.y = highEnd ? standY : round2(PITCH_WIDTH - standY);
}

/** Tops a match up to its number of two-point attempts with kicks from just inside the arc, moved out. */
function topUpMatch(random: Random, rows: SampleRow[]): void {
  const target = random.integer(TWO_POINT_TARGETS.attemptsPerMatch.low, TWO_POINT_TARGETS.attemptsPerMatch.high);
  let missing = target - rows.filter(isTwoPointAttempt).length;
  const candidates = rows.filter(
    (row) => isKickedPointAttempt(row) && row.Shot_Distance >= 26 && row.Shot_Distance < ARC,
  );
  while (missing > 0 && candidates.length > 0) {
    const [row] = candidates.splice(random.integer(0, candidates.length - 1), 1);
    if (row) moveOut(row, random.truncatedNormal(44, 3.5, 40.2, 54));
    missing -= 1;
  }
}

const SCORED_ACTION: Readonly<Record<string, string>> = { play: 'point', free: 'free', mark: 'offensive mark' };
const MISSED_ACTION: Readonly<Record<string, string>> = {
  play: 'wide',
  free: 'free wide',
  mark: 'offensive mark wide',
};

/**
 * Exactly the target share of the season's two-point attempts scores: each attempt gets a draw on
 * the log-odds scale, lowered with distance and raised for a dead ball, and the highest score.
 */
function settleTwoPointAttempts(random: Random, attempts: SampleRow[]): void {
  const keys = attempts.map((row) => {
    const u = Math.min(1 - 1e-9, Math.max(1e-9, random.next()));
    const deadBall = ACTIONS.get(row.Action)?.shotType === 'play' ? 0 : 0.6;
    return Math.log(u / (1 - u)) - 0.12 * (row.Shot_Distance - 44) + deadBall;
  });
  const order = attempts.map((_, i) => i).sort((a, b) => (keys[b] ?? 0) - (keys[a] ?? 0));
  const scored = new Set(order.slice(0, Math.round(TWO_POINT_TARGETS.conversion * attempts.length)));
  attempts.forEach((row, i) => {
    const kind = ACTIONS.get(row.Action)?.shotType ?? 'play';
    const wasMiss = row.Score === 'Miss';
    if (scored.has(i)) {
      row.Action = SCORED_ACTION[kind] ?? 'point';
      row.Score = 'Score';
    } else {
      // A miss keeps how it missed (short, blocked, post); a former score goes wide.
      if (!wasMiss) row.Action = MISSED_ACTION[kind] ?? 'wide';
      row.Score = 'Miss';
    }
  });
}

/** The value the file records for a row: by the season's rules, 0 for a miss. */
function pointsOf(row: SampleRow, touched: boolean): number {
  const meaning = ACTIONS.get(row.Action);
  if (!meaning || meaning.outcome !== 'score') return 0;
  return valueIfScored({
    date: row.Date,
    goalAttempt: meaning.goalAttempt,
    shotType: meaning.shotType,
    foot: row.Foot,
    standX: row.stand_x,
    standY: row.stand_y,
    touched,
  });
}

/** The two-point season's rows, match by match in the sample championship's order. */
export function generateTwoPointSeason(
  seed: number = TWO_POINT_SAMPLE_SEED,
  season: TwoPointSeason = '2025',
): TwoPointSampleRow[] {
  const rows = sampleSeasonOfYear(seed, Number(season));
  // A stream of its own for the reshaping, so the base season's draws stay those of the sample.
  const random = createRandom(seed ^ 0x2b0a7);
  const byMatch = new Map<string, SampleRow[]>();
  for (const row of rows) {
    const key = `${row.Date}|${row.Game}|${[row.TeamName, row.Opposition].sort().join('|')}`;
    const match = byMatch.get(key) ?? [];
    match.push(row);
    byMatch.set(key, match);
  }
  for (const match of byMatch.values()) topUpMatch(random, match);
  settleTwoPointAttempts(random, rows.filter(isTwoPointAttempt));
  return rows.map((row) => {
    const touched = isTwoPointAttempt(row) && row.Score === 'Score' && random.chance(TWO_POINT_TARGETS.touched);
    return { ...row, Points: pointsOf(row, touched), Touched: touched ? 'y' : 'n' };
  });
}

const COLUMNS: ReadonlyArray<keyof TwoPointSampleRow> = [...FILE_COLUMN_ORDER, ...OPTIONAL_COLUMNS];

/** The rows as a championship-format CSV file. */
export function twoPointSeasonCsv(rows: readonly TwoPointSampleRow[]): string {
  return csvDocument(
    COLUMNS,
    rows.map((row) => COLUMNS.map((column) => row[column])),
  );
}
