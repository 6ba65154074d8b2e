import type { PlayerRecord } from '../../../contract/answers';
import type { Shot } from './shot';
import type { ShotProbabilities } from './expectedPoints';
import { rate, round2 } from './numbers';
import { playerKey } from './identities';
import { compareNames } from './teams';

/** Who took each shot: an index into `players`, or -1 for a shot without a name. */
export type PlayerIndex = {
  ofRow: Int32Array;
  players: ReadonlyArray<{ id: string; name: string; team: string }>;
};

/**
 * Shots without a player name belong to no player record (there is no one to credit), exactly as
 * the original grouped them; they still count for teams and models.
 */
export function indexPlayers(shots: readonly Shot[], playerIdOf: ReadonlyMap<string, string>): PlayerIndex {
  const ofRow = new Int32Array(shots.length).fill(-1);
  const players: Array<{ id: string; name: string; team: string }> = [];
  const indexOf = new Map<string, number>();
  shots.forEach((shot, row) => {
    if (shot.playerName === null) return;
    const key = playerKey(shot.team, shot.playerName);
    let index = indexOf.get(key);
    if (index === undefined) {
      const id = playerIdOf.get(key);
      if (id === undefined) throw new Error(`No id for ${shot.playerName} of ${shot.team}: ids from another dataset?`);
      index = players.length;
      players.push({ id, name: shot.playerName, team: shot.team });
      indexOf.set(key, index);
    }
    ofRow[row] = index;
  });
  return { ofRow, players };
}

/**
 * Neumaier-compensated running sums, one per player: the same sums `accurateSum` gives, added in
 * the same (row) order, so a player's figures do not depend on how the rows were gathered.
 */
class Sums {
  private readonly sum: Float64Array;
  private readonly compensation: Float64Array;
  constructor(size: number) {
    this.sum = new Float64Array(size);
    this.compensation = new Float64Array(size);
  }
  add(index: number, value: number): void {
    const sum = this.sum[index] ?? 0;
    const next = sum + value;
    const correction = Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum;
    this.compensation[index] = (this.compensation[index] ?? 0) + correction;
    this.sum[index] = next;
  }
  total(index: number): number {
    return (this.sum[index] ?? 0) + (this.compensation[index] ?? 0);
  }
}

const increment = (counts: Int32Array, index: number) => {
  counts[index] = (counts[index] ?? 0) + 1;
};

/** Highest Difference first; ties by name then team so the order never depends on input order. */
function byDifference(a: PlayerRecord, b: PlayerRecord): number {
  return (
    b.Difference - a.Difference || compareNames(a.PlayerName, b.PlayerName) || compareNames(a.TeamName, b.TeamName)
  );
}

function allRows(count: number): Int32Array {
  return Int32Array.from({ length: count }, (_, row) => row);
}

/**
 * One row per (player, team) over the shots at `rows` (all of them by default), in one pass
 * (docs/behaviour.md#player-record). `probabilities` and `index` are aligned with `shots`.
 */
export function playerTable(
  shots: readonly Shot[],
  probabilities: ShotProbabilities,
  index: PlayerIndex,
  rows: ArrayLike<number> = allRows(shots.length),
): PlayerRecord[] {
  const size = index.players.length;
  const attempts = new Int32Array(size);
  const scores = new Int32Array(size);
  const successUP = new Int32Array(size);
  const failedUP = new Int32Array(size);
  const right = new Int32Array(size);
  const left = new Int32Array(size);
  const hand = new Int32Array(size);
  const distance = new Sums(size);
  const xPoints = new Sums(size);
  const xPAdvShot = new Sums(size);
  const points = new Int32Array(size);
  const xPts = new Sums(size);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] ?? 0;
    const player = index.ofRow[row] ?? -1;
    const shot = shots[row];
    if (player < 0 || shot === undefined) continue;
    increment(attempts, player);
    distance.add(player, shot.distance);
    xPoints.add(player, probabilities.xPoints[row] ?? 0);
    xPAdvShot.add(player, probabilities.xPAdvShot[row] ?? 0);
    xPts.add(player, probabilities.xPts[row] ?? 0);
    points[player] = (points[player] ?? 0) + shot.value;
    if (shot.outcome === 'score') {
      increment(scores, player);
      if (shot.pressure === true) increment(successUP, player);
      if (shot.foot === 'right') increment(right, player);
      else if (shot.foot === 'left') increment(left, player);
      else if (shot.foot === 'hand') increment(hand, player);
    } else if (shot.pressure === true) increment(failedUP, player);
  }
  const records: PlayerRecord[] = [];
  index.players.forEach((player, p) => {
    const shotCount = attempts[p] ?? 0;
    if (shotCount === 0) return;
    const scored = scores[p] ?? 0;
    const success = successUP[p] ?? 0;
    const failed = failedUP[p] ?? 0;
    const expected = xPoints.total(p);
    const scoredPoints = points[p] ?? 0;
    const expectedPoints = xPts.total(p);
    records.push({
      id: player.id,
      PlayerName: player.name,
      TeamName: player.team,
      Scores: scored,
      Shots: shotCount,
      Success_UP: success,
      Failed_UP: failed,
      Success_UP_Percentage: round2(100 * rate(success, success + failed)),
      Scored_Right: right[p] ?? 0,
      Scored_Left: left[p] ?? 0,
      Scored_Hand: hand[p] ?? 0,
      Shot_Distance: round2(distance.total(p) / shotCount),
      xPoints: round2(expected),
      xP_adv_shot: round2(xPAdvShot.total(p)),
      Difference: round2(scored - expected),
      Points: scoredPoints,
      xPts: round2(expectedPoints),
      Points_minus_xPts: round2(scoredPoints - expectedPoints),
    });
  });
  return records.sort(byDifference);
}
