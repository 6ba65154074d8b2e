import { accurateMean, accurateSum, rate, round2, roundTo } from './numbers';

describe('round2', () => {
  it('rounds half to even on the scaled value, as the published figures were', () => {
    expect(round2(47.965)).toBe(47.96);
    expect(round2(11.265)).toBe(11.26);
    expect(round2(24.395)).toBe(24.4);
    expect(round2(85.714285)).toBe(85.71);
    expect(round2(2.5)).toBe(2.5);
  });

  it('rounds away from the half both ways', () => {
    expect(round2(1.006)).toBe(1.01);
    expect(round2(1.004)).toBe(1);
    expect(round2(-3.996)).toBe(-4);
    expect(roundTo(0.12345, 4)).toBe(0.1234);
  });
});

describe('accurateSum and accurateMean', () => {
  it('gives the exact decimal mean where naive summation drifts', () => {
    const distances = [37.93, 25.14, 45.58, 24.93];
    const naive = distances.reduce((sum, d) => sum + d, 0) / distances.length;
    expect(naive * 100).not.toBe(3339.5);
    // 33.395 is exactly a half at the second decimal; half-even gives 33.39 only on the exact mean.
    expect(round2(accurateMean(distances))).toBe(33.39);
  });

  it('sums cancelling values without losing the small ones', () => {
    expect(accurateSum([1e16, 1, -1e16])).toBe(1);
    expect(accurateMean([])).toBe(0);
  });
});

describe('rate', () => {
  it('is 0 when there is nothing to divide by', () => {
    expect(rate(0, 0)).toBe(0);
    expect(rate(7, 8)).toBe(0.875);
  });
});
