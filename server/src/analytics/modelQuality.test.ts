import { areaUnderCurve, brierScore, calibrationByDecile, logLoss, modelQuality } from './modelQuality';

describe('model quality measures', () => {
  const predicted = [0.1, 0.4, 0.35, 0.8];
  const outcomes = [0, 0, 1, 1];

  it('works out the Brier score by hand', () => {
    // (0.01 + 0.16 + 0.4225 + 0.04) / 4 = 0.158125
    expect(brierScore(predicted, outcomes)).toBeCloseTo(0.158125, 12);
  });

  it('works out log loss by hand', () => {
    const expected = -(Math.log(0.9) + Math.log(0.6) + Math.log(0.35) + Math.log(0.8)) / 4;
    expect(logLoss(predicted, outcomes)).toBeCloseTo(expected, 12);
  });

  it('works out AUC as the share of score-miss pairs ranked right, ties counting half', () => {
    // Pairs (score, miss): (0.35 > 0.1) yes, (0.35 > 0.4) no, (0.8 > 0.1) yes, (0.8 > 0.4) yes = 3/4.
    expect(areaUnderCurve(predicted, outcomes)).toBe(0.75);
    expect(areaUnderCurve([0.5, 0.5], [1, 0])).toBe(0.5);
    expect(areaUnderCurve([0.2, 0.3], [1, 1])).toBeNull();
  });

  it('cuts calibration into ten equal groups by predicted probability', () => {
    const p = Array.from({ length: 20 }, (_, i) => i / 20);
    const y = p.map((value) => (value >= 0.5 ? 1 : 0));
    const bins = calibrationByDecile(p, y);
    expect(bins).toHaveLength(10);
    expect(bins.every((bin) => bin.count === 2)).toBe(true);
    expect(bins[0]).toEqual({ decile: 1, count: 2, meanPredicted: 0.025, observedRate: 0 });
    expect(bins[9]?.observedRate).toBe(1);
  });

  it('reports nulls and no bins for no shots', () => {
    expect(modelQuality([], [])).toEqual({
      shots: 0,
      brier: null,
      baselineBrier: null,
      baselineLogLoss: null,
      logLoss: null,
      auc: null,
      calibration: [],
    });
  });

  it('sets the base rate beside the model', () => {
    expect(modelQuality(predicted, outcomes).baselineBrier).toBe(0.25);
  });
});
