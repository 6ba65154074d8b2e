import type {
  ModelQualityAnswer,
  ModelSummary,
  PointsModelSummary,
  SeasonModelQuality,
} from '../../../contract/answers';
import { eraOfSeason, seasonOfDate } from '../../../contract/scoring';
import type { Shot } from './shot';
import {
  DEFAULT_FIT,
  DEFAULT_FOLDS,
  fitLogistic,
  groupedFolds,
  outOfFoldProbabilities,
  predictRow,
  type Folds,
} from './logistic';
import { modelQuality, pointsModelQuality, type ModelQuality, type PointsModelQuality } from './modelQuality';
import { roundTo } from './numbers';
import {
  designMatrix,
  featureScales,
  GOAL_GIVEN_SCORE_FEATURES,
  type FeatureScales,
  outcomesOf,
  X_P_ADV_FEATURES,
  X_POINTS_FEATURES,
  type Feature,
} from './shotFeatures';
import { shotPointValue, shotValueIfScored } from './shotValue';

/**
 * Per-shot out-of-fold estimates, aligned with the shots array: both models' scoring probabilities,
 * and the expected points in points (docs/behaviour.md#xpts).
 */
export type ShotProbabilities = { xPoints: Float64Array; xPAdvShot: Float64Array; xPts: Float64Array };

/** What /model-quality answers, but the dataset version the route adds. */
export type ModelQualityReport = Omit<ModelQualityAnswer, 'version'>;

/** The folds every model uses: grouped by match (docs/behaviour.md#model-quality). */
export function matchFolds(shots: readonly Shot[]): Folds {
  return groupedFolds(
    shots.map((shot) => shot.matchId),
    DEFAULT_FOLDS,
  );
}

function probabilitiesFor(
  shots: readonly Shot[],
  features: readonly Feature[],
  outcomes: Uint8Array,
  folds: Folds,
  trainable?: Uint8Array,
): Float64Array {
  return outOfFoldProbabilities(designMatrix(shots, features), outcomes, folds, DEFAULT_FIT, trainable);
}

/**
 * Expected points in points. A point attempt is worth its point value if it scores: P(score) x
 * value. A goal attempt that scores is a goal or goes over the bar for a point, so its worth is
 * P(score) x (P(goal | scored) x 3 + (1 - P(goal | scored)) x the point's value from that spot).
 */
function pointsExpected(shots: readonly Shot[], scoring: Float64Array, goalGivenScore: Float64Array): Float64Array {
  return Float64Array.from(shots, (shot, row) => {
    const score = scoring[row] ?? 0;
    if (!shot.goalAttempt) return score * shotValueIfScored(shot);
    const goal = goalGivenScore[row] ?? 0;
    return score * (3 * goal + shotPointValue(shot) * (1 - goal));
  });
}

const goalsOf = (shots: readonly Shot[]) => Uint8Array.from(shots, (shot) => (shot.value === 3 ? 1 : 0));
const scoredGoalAttemptsOf = (shots: readonly Shot[]) =>
  Uint8Array.from(shots, (shot) => (shot.goalAttempt && shot.outcome === 'score' ? 1 : 0));

/** Expected points with P(goal | scored) fitted on the scored goal attempts of the other folds. */
function expectedPoints(shots: readonly Shot[], scoring: Float64Array, folds: Folds): Float64Array {
  const goalGivenScore = probabilitiesFor(
    shots,
    GOAL_GIVEN_SCORE_FEATURES,
    goalsOf(shots),
    folds,
    scoredGoalAttemptsOf(shots),
  );
  return pointsExpected(shots, scoring, goalGivenScore);
}

export function shotProbabilities(shots: readonly Shot[]): ShotProbabilities {
  const outcomes = outcomesOf(shots);
  const folds = matchFolds(shots);
  const xPoints = probabilitiesFor(shots, X_POINTS_FEATURES, outcomes, folds);
  return {
    xPoints,
    xPAdvShot: probabilitiesFor(shots, X_P_ADV_FEATURES, outcomes, folds),
    xPts: expectedPoints(shots, xPoints, folds),
  };
}

/** One model fitted on a whole dataset: how it scales its features, and its coefficients (intercept first). */
export type FittedModel = FeatureScales & { coefficients: Float64Array };

/**
 * The three models fitted on every shot of a dataset, to score shots they never saw: a squad's,
 * whose few matches are too few to fit models of their own (docs/behaviour.md#squad-models). Plain
 * data (typed arrays), so the loader's worker thread can fit them and post them over.
 */
export type FittedShotModels = { xPoints: FittedModel; xPAdvShot: FittedModel; goalGivenScore: FittedModel };

function fitModel(
  shots: readonly Shot[],
  features: readonly Feature[],
  outcomes: Uint8Array,
  trainable?: Uint8Array,
): FittedModel {
  const scales = featureScales(shots, features);
  const matrix = designMatrix(shots, features, scales);
  const rows = trainable ? Int32Array.from(shots.keys()).filter((row) => trainable[row] === 1) : undefined;
  return { ...scales, coefficients: fitLogistic(matrix, outcomes, rows, DEFAULT_FIT).coefficients };
}

export function fitShotModels(shots: readonly Shot[]): FittedShotModels {
  const outcomes = outcomesOf(shots);
  return {
    xPoints: fitModel(shots, X_POINTS_FEATURES, outcomes),
    xPAdvShot: fitModel(shots, X_P_ADV_FEATURES, outcomes),
    goalGivenScore: fitModel(shots, GOAL_GIVEN_SCORE_FEATURES, goalsOf(shots), scoredGoalAttemptsOf(shots)),
  };
}

function predict(shots: readonly Shot[], features: readonly Feature[], model: FittedModel): Float64Array {
  const matrix = designMatrix(shots, features, model);
  return Float64Array.from(shots, (_shot, row) => predictRow(matrix, row, model.coefficients));
}

/** Every shot's estimates under models fitted elsewhere: none of these shots informed them. */
export function applyShotModels(models: FittedShotModels, shots: readonly Shot[]): ShotProbabilities {
  const xPoints = predict(shots, X_POINTS_FEATURES, models.xPoints);
  return {
    xPoints,
    xPAdvShot: predict(shots, X_P_ADV_FEATURES, models.xPAdvShot),
    xPts: pointsExpected(shots, xPoints, predict(shots, GOAL_GIVEN_SCORE_FEATURES, models.goalGivenScore)),
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
    baselineLogLoss: round4(quality.baselineLogLoss),
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

function summarisePoints(quality: PointsModelQuality): PointsModelSummary {
  return {
    shots: quality.shots,
    meanSquaredError: round4(quality.meanSquaredError),
    baselineMeanSquaredError: round4(quality.baselineMeanSquaredError),
    auc: round4(quality.auc),
    expectedPoints: roundTo(quality.expectedPoints, 2),
    points: quality.points,
    calibration: quality.calibration.map((bin) => ({
      decile: bin.decile,
      count: bin.count,
      meanExpected: roundTo(bin.meanExpected, 4),
      meanPoints: roundTo(bin.meanPoints, 4),
    })),
    features: [
      ...X_POINTS_FEATURES.map((feature) => feature.name),
      ...GOAL_GIVEN_SCORE_FEATURES.map((feature) => `goal_given_score:${feature.name}`),
    ],
  };
}

function pick(values: Float64Array | Uint8Array, rows: readonly number[]): Float64Array {
  return Float64Array.from(rows, (row) => values[row] ?? 0);
}

/** Every model's quality over the shots at `rows` (all of one season, say). */
function qualityOver(
  shots: readonly Shot[],
  rows: readonly number[],
  probabilities: ShotProbabilities,
  outcomes: Uint8Array,
) {
  const observed = pick(outcomes, rows);
  const points = Float64Array.from(rows, (row) => shots[row]?.value ?? 0);
  return {
    xPoints: summarise(modelQuality(pick(probabilities.xPoints, rows), observed), X_POINTS_FEATURES),
    xP_adv_shot: summarise(modelQuality(pick(probabilities.xPAdvShot, rows), observed), X_P_ADV_FEATURES),
    xPts: summarisePoints(pointsModelQuality(pick(probabilities.xPts, rows), points, observed)),
  };
}

/**
 * The models' quality over the whole dataset and season by season (docs/behaviour.md#model-quality).
 * Every figure is out of fold: each shot was estimated by models that never saw its match, or, with
 * `fittedOn`, by models fitted on another dataset altogether.
 */
export function modelQualityReport(
  shots: readonly Shot[],
  probabilities: ShotProbabilities,
  fittedOn?: ModelQualityReport['fittedOn'],
): ModelQualityReport {
  const outcomes = outcomesOf(shots);
  const rowsBySeason = new Map<string, number[]>();
  shots.forEach((shot, row) => {
    const season = seasonOfDate(shot.date);
    const rows = rowsBySeason.get(season) ?? [];
    rows.push(row);
    rowsBySeason.set(season, rows);
  });
  const seasons: SeasonModelQuality[] = [...rowsBySeason.keys()].sort().map((season) => ({
    season,
    era: eraOfSeason(season),
    ...qualityOver(shots, rowsBySeason.get(season) ?? [], probabilities, outcomes),
  }));
  const everyRow = shots.map((_shot, row) => row);
  return {
    // Scored by models fitted on another dataset, the shots were never split into folds.
    ...(fittedOn ? { fittedOn, folds: 0 } : { folds: matchFolds(shots).count }),
    foldsGroupedBy: 'match',
    l2: DEFAULT_FIT.l2,
    ...qualityOver(shots, everyRow, probabilities, outcomes),
    seasons,
  };
}
