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
    auc: areaUnderCurve(predicted, outcomes),
    calibration: calibrationByDecile(predicted, outcomes),
  };
}
