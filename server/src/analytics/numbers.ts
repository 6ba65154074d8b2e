/**
 * Rounds half to even on the scaled double, the way numpy and pandas `round(2)` do. The original
 * product published its figures that way, so rounding like this lets an analyst compare our
 * two-decimal numbers with theirs digit for digit (e.g. a mean of 47.965 m shows as 47.96).
 */
export function roundTo(value: number, places: number): number {
  const scale = 10 ** places;
  const scaled = value * scale;
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  let rounded: number;
  if (fraction > 0.5) rounded = floor + 1;
  else if (fraction < 0.5) rounded = floor;
  else rounded = floor % 2 === 0 ? floor : floor + 1;
  // `+ 0` turns a negative zero into zero so JSON never shows "-0"-like surprises in comparisons.
  return rounded / scale + 0;
}

export function round2(value: number): number {
  return roundTo(value, 2);
}

/**
 * Neumaier-compensated sum. Means of two-decimal distances must come out as the exact decimal
 * mean (e.g. 33.395, not 33.395000000000003) or the half-even rounding above tips the wrong way.
 */
export function accurateSum(values: Iterable<number>): number {
  let sum = 0;
  let compensation = 0;
  for (const value of values) {
    const next = sum + value;
    if (Math.abs(sum) >= Math.abs(value)) compensation += sum - next + value;
    else compensation += value - next + sum;
    sum = next;
  }
  return sum + compensation;
}

/** Mean with compensated summation; 0 for no values, which every caller shows as "no shots". */
export function accurateMean(values: readonly number[]): number {
  return values.length === 0 ? 0 : accurateSum(values) / values.length;
}

/** A share in [0, 1]; 0 when there is nothing to divide by (an empty scoring zone's success rate is 0). */
export function rate(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}
