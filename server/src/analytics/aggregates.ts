import type { Shot } from './shot';
import { accurateMean, rate } from './numbers';

/** Scores out of shots for one group of shots. */
export type Conversion = { shots: number; scores: number; rate: number };

/** Five-metre bands, with the first ten metres together, as the 2023 figures were published. */
export const DISTANCE_BANDS: readonly (readonly [number, number])[] = [
  [0, 10],
  [10, 15],
  [15, 20],
  [20, 25],
  [25, 30],
  [30, 35],
  [35, 40],
  [40, 45],
  [45, 50],
  [50, 55],
  [55, 60],
  [60, 65],
];

/** Bands include their lower edge: a shot at exactly 10 m is in 10-15. */
export function distanceBand(distance: number): string {
  const band = DISTANCE_BANDS.find(([low, high]) => distance >= low && distance < high);
  return band ? `${band[0]}-${band[1]}` : `${DISTANCE_BANDS.at(-1)?.[1] ?? 0}+`;
}

/** Conversion per group; shots whose key is null (unknown) are left out of every group. */
export function conversionBy<K extends string>(
  shots: readonly Shot[],
  keyOf: (shot: Shot) => K | null,
): Map<K, Conversion> {
  const groups = new Map<K, Conversion>();
  for (const shot of shots) {
    const key = keyOf(shot);
    if (key === null) continue;
    const group = groups.get(key) ?? { shots: 0, scores: 0, rate: 0 };
    group.shots += 1;
    if (shot.outcome === 'score') group.scores += 1;
    groups.set(key, group);
  }
  for (const group of groups.values()) group.rate = rate(group.scores, group.shots);
  return groups;
}

export function overallConversion(shots: readonly Shot[]): Conversion {
  return conversionBy(shots, () => 'all').get('all') ?? { shots: 0, scores: 0, rate: 0 };
}

export function meanDistance(shots: readonly Shot[]): number {
  return accurateMean(shots.map((shot) => shot.distance));
}

export const pressureKey = (shot: Shot): 'under pressure' | 'no pressure' | null =>
  shot.pressure === null ? null : shot.pressure ? 'under pressure' : 'no pressure';
