/** How good a set of probabilities is against what happened (outcomes 0/1). */

export type CalibrationBin = {
  /** 1 = the tenth of shots with the lowest predicted probability. */
  decile: number;
  count: number;
  meanPredicted: number;
  observedRate: number;
};

export type ModelQuality = {
  shots: number;
  /** Mean squared error of the probabilities; null with no shots. */
  brier: number | null;
  /** Brier score of always predicting the overall scoring rate: what a model must beat. */
  baselineBrier: number | null;
  logLoss: number | null;
  /** Log loss of always predicting the overall scoring rate. */
  baselineLogLoss: number | null;
  /** Area under the ROC curve; null when every shot had the same outcome. */
  auc: number | null;
  calibration: CalibrationBin[];
};

// Keeps log loss finite when a model is certain and wrong.
const EPSILON = 1e-15;

export function brierScore(predicted: ArrayLike<number>, outcomes: ArrayLike<number>): number | null {
  if (predicted.length === 0) return null;
  let sum = 0;
  for (let i = 0; i < predicted.length; i += 1) sum += ((predicted[i] ?? 0) - (outcomes[i] ?? 0)) ** 2;
  return sum / predicted.length;
}

export function logLoss(predicted: ArrayLike<number>, outcomes: ArrayLike<number>): number | null {
  if (predicted.length === 0) return null;
  let sum = 0;
  for (let i = 0; i < predicted.length; i += 1) {
    const p = Math.min(Math.max(predicted[i] ?? 0, EPSILON), 1 - EPSILON);
    sum -= (outcomes[i] ?? 0) === 1 ? Math.log(p) : Math.log(1 - p);
  }
  return sum / predicted.length;
}

/**
 * AUC as the Mann-Whitney statistic: the chance a random score was given a higher probability than
 * a random miss, ties counting half (average ranks).
 */
export function areaUnderCurve(predicted: ArrayLike<number>, outcomes: ArrayLike<number>): number | null {
  const order = Array.from({ length: predicted.length }, (_, i) => i).sort(
    (a, b) => (predicted[a] ?? 0) - (predicted[b] ?? 0),
  );
  let positives = 0;
  let positiveRankSum = 0;
  let start = 0;
  while (start < order.length) {
    let end = start;
    const value = predicted[order[start] ?? 0] ?? 0;
    while (end + 1 < order.length && (predicted[order[end + 1] ?? 0] ?? 0) === value) end += 1;
    const averageRank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i += 1) {
      if ((outcomes[order[i] ?? 0] ?? 0) === 1) {
        positives += 1;
        positiveRankSum += averageRank;
      }
    }
    start = end + 1;
  }
  const negatives = order.length - positives;
  if (positives === 0 || negatives === 0) return null;
  return (positiveRankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Shots sorted by predicted probability and cut into ten groups as equal in size as possible. */
export function calibrationByDecile(predicted: ArrayLike<number>, outcomes: ArrayLike<number>): CalibrationBin[] {
  const n = predicted.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (predicted[a] ?? 0) - (predicted[b] ?? 0));
  const bins = Array.from({ length: 10 }, (_, i) => ({ decile: i + 1, count: 0, predicted: 0, observed: 0 }));
  order.forEach((row, rank) => {
    const bin = bins[Math.floor((rank * 10) / n)];
    if (!bin) return;
    bin.count += 1;
    bin.predicted += predicted[row] ?? 0;
    bin.observed += outcomes[row] ?? 0;
  });
  return bins
    .filter((bin) => bin.count > 0)
    .map((bin) => ({
      decile: bin.decile,
      count: bin.count,
      meanPredicted: bin.predicted / bin.count,
      observedRate: bin.observed / bin.count,
    }));
}

export function modelQuality(predicted: ArrayLike<number>, outcomes: ArrayLike<number>): ModelQuality {
  const n = predicted.length;
  let scored = 0;
  for (let i = 0; i < n; i += 1) scored += outcomes[i] ?? 0;
  const baseRate = n === 0 ? 0 : scored / n;
  return {
    shots: n,
    brier: brierScore(predicted, outcomes),
    baselineBrier: n === 0 ? null : baseRate * (1 - baseRate),
    logLoss: logLoss(predicted, outcomes),
    baselineLogLoss: n === 0 ? null : logLoss(new Float64Array(n).fill(baseRate), outcomes),
    auc: areaUnderCurve(predicted, outcomes),
    calibration: calibrationByDecile(predicted, outcomes),
  };
}

/** Expected points against points scored, by tenth of shots from the least to the most expected. */
export type PointsCalibrationBin = { decile: number; count: number; meanExpected: number; meanPoints: number };

export type PointsModelQuality = {
  shots: number;
  /** Mean squared error in points (squared); null with no shots. */
  meanSquaredError: number | null;
  /** The same for always expecting the mean points per shot: what the model must beat. */
  baselineMeanSquaredError: number | null;
  /** How well expected points rank scores above misses. */
  auc: number | null;
  expectedPoints: number;
  points: number;
  calibration: PointsCalibrationBin[];
};

/** How good expected points are against the points the shots scored (docs/behaviour.md#model-quality). */
export function pointsModelQuality(
  expected: ArrayLike<number>,
  points: ArrayLike<number>,
  scored: ArrayLike<number>,
): PointsModelQuality {
  const n = expected.length;
  let total = 0;
  let expectedTotal = 0;
  for (let i = 0; i < n; i += 1) {
    total += points[i] ?? 0;
    expectedTotal += expected[i] ?? 0;
  }
  const mean = n === 0 ? 0 : total / n;
  let squared = 0;
  let baseline = 0;
  for (let i = 0; i < n; i += 1) {
    squared += ((expected[i] ?? 0) - (points[i] ?? 0)) ** 2;
    baseline += (mean - (points[i] ?? 0)) ** 2;
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (expected[a] ?? 0) - (expected[b] ?? 0));
  const bins = Array.from({ length: 10 }, (_, i) => ({ decile: i + 1, count: 0, expected: 0, points: 0 }));
  order.forEach((row, rank) => {
    const bin = bins[Math.floor((rank * 10) / n)];
    if (!bin) return;
    bin.count += 1;
    bin.expected += expected[row] ?? 0;
    bin.points += points[row] ?? 0;
  });
  return {
    shots: n,
    meanSquaredError: n === 0 ? null : squared / n,
    baselineMeanSquaredError: n === 0 ? null : baseline / n,
    auc: areaUnderCurve(expected, scored),
    expectedPoints: expectedTotal,
    points: total,
    calibration: bins
      .filter((bin) => bin.count > 0)
      .map((bin) => ({
        decile: bin.decile,
        count: bin.count,
        meanExpected: bin.expected / bin.count,
        meanPoints: bin.points / bin.count,
      })),
  };
}
