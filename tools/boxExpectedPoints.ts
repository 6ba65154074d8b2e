import type { Shot } from '../server/src/analytics/shot';

/**
 * The original product's xPoints, kept only to compare our models with it: for each shot, the
 * scoring rate of every shot within 2 m either way of it on the turned pitch (a 4 m x 4 m box),
 * the shot itself included, so it partly grades itself. Shots are bucketed into 2 m cells so the
 * search stays near-linear on large files.
 */
export function boxExpectedPoints(shots: readonly Shot[], halfWidth = 2): Float64Array {
  const cellOf = (value: number): number => Math.floor(value / halfWidth);
  const buckets = new Map<string, number[]>();
  shots.forEach((shot, index) => {
    const key = `${cellOf(shot.standX)},${cellOf(shot.standY)}`;
    const bucket = buckets.get(key) ?? [];
    bucket.push(index);
    buckets.set(key, bucket);
  });
  return Float64Array.from(shots, (shot) => {
    let count = 0;
    let scored = 0;
    const cx = cellOf(shot.standX);
    const cy = cellOf(shot.standY);
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const other of buckets.get(`${cx + dx},${cy + dy}`) ?? []) {
          const neighbour = shots[other];
          if (!neighbour) continue;
          if (
            Math.abs(neighbour.standX - shot.standX) > halfWidth ||
            Math.abs(neighbour.standY - shot.standY) > halfWidth
          )
            continue;
          count += 1;
          if (neighbour.outcome === 'score') scored += 1;
        }
      }
    }
    return scored / count;
  });
}
