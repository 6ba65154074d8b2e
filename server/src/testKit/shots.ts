import type { Dataset, ShotStore } from '../data/store/dataset';
import { normaliseTable } from '../data/import/normalise';
import { createRandom, type Random } from '../data/sample/random';
import { generateSampleSeason, sampleTable } from '../data/sample/sample';
import { generateTwoPointSeason, type TwoPointSeason } from '../data/sample/sampleTwoPoint';
import { tableOfRecords } from '../data/import/rawTable';
import { distanceToGoal, turnToAttackingGoal } from '../analytics/geometry';
import type { Outcome, Shot, ShotType } from '../analytics/shot';
import { valueIfScored } from '../../../contract/scoring';

/**
 * Shots for tests and benches: one shot builder with sensible defaults, a seeded synthetic season,
 * and an in-memory ShotStore. Made up here, never taken from real data.
 */

export type ShotInput = Partial<Shot> & {
  readonly team: string;
  readonly opposition: string;
};

function actionFor(outcome: Outcome, shotType: ShotType): string {
  switch (shotType) {
    case 'free':
      return outcome === 'score' ? 'free' : 'free wide';
    case '45':
      return outcome === 'score' ? 'fortyfive' : 'fortyfive wide';
    case 'mark':
      return outcome === 'score' ? 'offensive mark' : 'offensive mark wide';
    case 'penalty':
      return outcome === 'score' ? 'penalty goal' : 'pen miss';
    default:
      return outcome === 'score' ? 'point' : 'wide';
  }
}

/** The importer's match identity: date, stage and the two teams in either order. */
export function matchIdOf(date: string, game: string, team: string, opposition: string): string {
  const pair = team < opposition ? `${team}|${opposition}` : `${opposition}|${team}`;
  return `${date}|${game}|${pair}`;
}

/**
 * A shot. Give `x`/`y` (raw, either half) or `standX`/`standY` (already turned); the other pair, the
 * distance, the action and the match id are derived the way the importer derives them.
 */
export function makeShot(input: ShotInput): Shot {
  const outcome = input.outcome ?? 'score';
  const shotType = input.shotType ?? 'play';
  const x = input.x ?? input.standX ?? 120;
  const y = input.y ?? input.standY ?? 44;
  const turned =
    input.standX !== undefined && input.standY !== undefined
      ? { standX: input.standX, standY: input.standY }
      : turnToAttackingGoal(x, y);
  const date = input.date ?? '2023-06-03';
  const game = input.game ?? 'All Ireland Group R2';
  const goalAttempt = input.goalAttempt ?? false;
  const foot = input.foot === undefined ? 'right' : input.foot;
  const touched = input.touched ?? null;
  const value =
    input.value ??
    (outcome === 'score'
      ? valueIfScored({ date, goalAttempt, shotType, foot, touched, standX: turned.standX, standY: turned.standY })
      : 0);
  return {
    matchId: matchIdOf(date, game, input.team, input.opposition),
    date,
    game,
    half: 1,
    minute: 10,
    action: actionFor(outcome, shotType),
    playerName: 'Test Player',
    playerNumber: 14,
    position: 'forward',
    pressure: false,
    ...input,
    value,
    goalAttempt,
    foot,
    touched,
    outcome,
    shotType,
    x,
    y,
    standX: turned.standX,
    standY: turned.standY,
    distance: input.distance ?? distanceToGoal(turned.standX, turned.standY),
  };
}

/** The sample season's seeded generator: the same seed always gives the same numbers. */
export function seededRandom(seed: number): Random {
  return createRandom(seed);
}

/** The seed of the sample season the product ships, for tests that must see what its users see. */
export { SAMPLE_SEED } from '../data/sample/sample';

/** The bundled sample season as the importer reads it: realistic shots for tests across layers. */
export function sampleSeasonShots(seed: number): Shot[] {
  return normaliseTable(sampleTable(generateSampleSeason(seed))).shots;
}

/** The seeded 2025 (or 2026) season `npm run sample:2025` writes, as the importer reads it. */
export function twoPointSeasonShots(seed: number, season: TwoPointSeason = '2025'): Shot[] {
  return normaliseTable(tableOfRecords(generateTwoPointSeason(seed, season))).shots;
}

export type SyntheticOptions = {
  readonly seed?: number;
  /** Shots per team, by team name; every team plays every other in turn. */
  readonly shotsPerTeam: Readonly<Record<string, number>>;
  /** How many named players each team spreads its shots over. */
  readonly playersPerTeam?: number;
};

/**
 * Synthetic shots for a set of teams, spread the way real shots are (most from 15 to 40 m, fairly
 * central, some from the wings), with pressure, blocks, frees and minutes mixed in.
 */
export function syntheticShots(options: SyntheticOptions): Shot[] {
  const random = seededRandom(options.seed ?? 1).next;
  const teams = Object.keys(options.shotsPerTeam);
  const players = options.playersPerTeam ?? 10;
  const shots: Shot[] = [];
  teams.forEach((team, t) => {
    const count = options.shotsPerTeam[team] ?? 0;
    const opponents = teams.filter((other) => other !== team);
    for (let k = 0; k < count; k++) {
      const opposition = opponents[k % Math.max(1, opponents.length)] ?? `${team} Reserves`;
      const depth = 8 + (40 * (random() + random())) / 2 + 6 * random();
      const across = 44 + (random() + random() + random() - 1.5) * 30;
      const standX = Math.min(145, Math.max(73, 145 - depth));
      const standY = Math.min(88, Math.max(0, across));
      const distance = distanceToGoal(standX, standY);
      const pressure = random() < 0.45;
      const roll = random();
      const shotType: ShotType = roll < 0.16 ? 'free' : roll < 0.18 ? '45' : roll < 0.2 ? 'mark' : 'play';
      const chance = 0.95 - distance / 60 - (pressure ? 0.1 : 0);
      const blocked = shotType === 'play' && random() < 0.05;
      const outcome: Outcome = !blocked && random() < chance ? 'score' : 'miss';
      // Every other shot from the other end, so the turning is exercised too.
      const raw = k % 2 === 0 ? { x: standX, y: standY } : { x: 145 - standX, y: 88 - standY };
      const player = (t * 7 + Math.floor(random() ** 1.6 * players)) % players;
      shots.push(
        makeShot({
          team,
          opposition,
          outcome,
          shotType,
          action: blocked ? 'blocked' : actionFor(outcome, shotType),
          pressure: random() < 0.05 ? null : pressure,
          minute: random() < 0.03 ? null : Math.floor(random() * 78),
          half: k % 2 === 0 ? 1 : 2,
          playerName: `${team} Player ${player + 1}`,
          ...raw,
          distance,
        }),
      );
    }
  });
  return shots;
}

/** An in-memory ShotStore whose data can be replaced, as an import would. */
export type MemoryShotStore = ShotStore & { replace(shots: readonly Shot[], version: string): void };

export function memoryShotStore(shots: readonly Shot[], version = 'v1', isSample = false): MemoryShotStore {
  let dataset: Dataset = { version, isSample, importedAt: null, shots };
  return {
    current: () => dataset,
    loadFailure: () => null,
    isEmpty: () => dataset.shots.length === 0,
    close: () => undefined,
    replace(next, nextVersion) {
      dataset = { version: nextVersion, isSample, importedAt: null, shots: next };
    },
  };
}
