/**
 * A small seeded generator (mulberry32) and the draws the sample season needs. Deterministic on
 * every platform: the same seed gives the same season, so the sample's dataset version is stable.
 */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  between(low: number, high: number): number;
  /** Integer in [low, high]. */
  integer(low: number, high: number): number;
  chance(probability: number): boolean;
  /** Normal by Box-Muller, cut to [low, high] by redrawing. */
  truncatedNormal(mean: number, sd: number, low: number, high: number): number;
  pick<T>(items: readonly T[]): T;
  /** Index drawn with probability proportional to its weight. */
  weightedIndex(weights: readonly number[]): number;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (): number => {
    const u = 1 - next();
    const v = next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const random: Random = {
    next,
    between: (low, high) => low + (high - low) * next(),
    integer: (low, high) => low + Math.floor(next() * (high - low + 1)),
    chance: (probability) => next() < probability,
    truncatedNormal(mean, sd, low, high) {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const value = mean + sd * normal();
        if (value >= low && value <= high) return value;
      }
      return Math.min(Math.max(mean, low), high);
    },
    pick(items) {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weightedIndex(weights) {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let target = next() * total;
      for (let i = 0; i < weights.length; i += 1) {
        target -= weights[i] ?? 0;
        if (target < 0) return i;
      }
      return weights.length - 1;
    },
  };
  return random;
}
