import type { ModelQualityAnswer, ModelSummary } from '../../../contract/answers';
import type { Shot } from './shot';
import { DEFAULT_FIT, DEFAULT_FOLDS, outOfFoldProbabilities } from './logistic';
import { modelQuality, type ModelQuality } from './modelQuality';
import { roundTo } from './numbers';
import { designMatrix, outcomesOf, X_P_ADV_FEATURES, X_POINTS_FEATURES, type Feature } from './shotFeatures';

/** Per-shot out-of-fold scoring probabilities of both models, aligned with the shots array. */
export type ShotProbabilities = { xPoints: Float64Array; xPAdvShot: Float64Array };

/** What /model-quality answers, but the dataset version the route adds. */
export type ModelQualityReport = Omit<ModelQualityAnswer, 'version'>;

function probabilitiesFor(shots: readonly Shot[], features: readonly Feature[], outcomes: Uint8Array): Float64Array {
  return outOfFoldProbabilities(designMatrix(shots, features), outcomes, DEFAULT_FOLDS, DEFAULT_FIT);
}

export function shotProbabilities(shots: readonly Shot[]): ShotProbabilities {
  const outcomes = outcomesOf(shots);
  return {
    xPoints: probabilitiesFor(shots, X_POINTS_FEATURES, outcomes),
    xPAdvShot: probabilitiesFor(shots, X_P_ADV_FEATURES, outcomes),
  };
}

const round4 = (value: number | null): number | null => (value === null ? null : roundTo(value, 4));

/** Four decimals are plenty to compare models and keep the answer readable. */
function summarise(quality: ModelQuality, features: readonly Feature[]): ModelSummary {
  return {
    shots: quality.shots,
    brier: round4(quality.brier),
    baselineBrier: round4(quality.baselineBrier),
    logLoss: round4(quality.logLoss),
    auc: round4(quality.auc),
    calibration: quality.calibration.map((bin) => ({
      decile: bin.decile,
      count: bin.count,
      meanPredicted: roundTo(bin.meanPredicted, 4),
      observedRate: roundTo(bin.observedRate, 4),
    })),
    features: features.map((feature) => feature.name),
  };
}

export function modelQualityReport(shots: readonly Shot[], probabilities: ShotProbabilities): ModelQualityReport {
  const outcomes = outcomesOf(shots);
  return {
    folds: DEFAULT_FOLDS,
    l2: DEFAULT_FIT.l2,
    xPoints: summarise(modelQuality(probabilities.xPoints, outcomes), X_POINTS_FEATURES),
    xP_adv_shot: summarise(modelQuality(probabilities.xPAdvShot, outcomes), X_P_ADV_FEATURES),
  };
}
