import type { Shot } from './shot';
import type { DesignMatrix } from './logistic';
import { eraOfDate, hasTwoPointArc, pointValue } from '../../../contract/scoring';
import { scoringAttempt } from './shotValue';
import { angleToGoal, sideOfGoal } from './geometry';

/**
 * A model input. Continuous features are standardised (mean 0, sd 1) so one ridge penalty means the
 * same for metres and radians; indicators (continuous: false) must be 0 or 1 and stay so, so their
 * coefficients read as log-odds shifts.
 */
export type Feature = { name: string; continuous: boolean; value: (shot: Shot) => number };

const indicator = (condition: boolean): number => (condition ? 1 : 0);

/** The match was played under the two-point rules (2025 on). */
export const isTwoPointEra = (shot: Shot): boolean => hasTwoPointArc(eraOfDate(shot.date));

/**
 * A point attempt worth two if it scores, untouched: kicked from on or outside the arc in a
 * two-point season. Only what was known before the kick counts, so a touch does not.
 */
export const isTwoPointAttempt = (shot: Shot): boolean =>
  !shot.goalAttempt && pointValue(scoringAttempt(shot, null)) === 2;

/**
 * The rule era as covariates (docs/behaviour.md#model-quality): the two-point rules changed who
 * shoots from where, so a season under them may convert at another rate, and a kick worth two is
 * taken from further out more readily than one worth one. Both are 0 for every shot before 2025,
 * so on such data they change nothing.
 */
const ERA_TWO_POINT: Feature = { name: 'era_two_point', continuous: false, value: (s) => indicator(isTwoPointEra(s)) };
const ERA_FEATURES: readonly Feature[] = [
  ERA_TWO_POINT,
  { name: 'two_point_attempt', continuous: false, value: (s) => indicator(isTwoPointAttempt(s)) },
];

/**
 * Where the shot was taken and what kind of shot it was (docs/behaviour.md#xpoints), and the rule
 * era. The squared distance lets the fall-off with range bend; frees get their own slope because
 * a dead ball from range is converted far more often than a shot in play from the same spot.
 */
export const X_POINTS_FEATURES: readonly Feature[] = [
  { name: 'distance', continuous: true, value: (s) => s.distance },
  { name: 'distance_squared', continuous: true, value: (s) => s.distance ** 2 },
  { name: 'angle', continuous: true, value: (s) => angleToGoal(s.standX, s.standY) },
  { name: 'type_free', continuous: false, value: (s) => indicator(s.shotType === 'free') },
  { name: 'type_45', continuous: false, value: (s) => indicator(s.shotType === '45') },
  { name: 'type_mark', continuous: false, value: (s) => indicator(s.shotType === 'mark') },
  { name: 'type_penalty', continuous: false, value: (s) => indicator(s.shotType === 'penalty') },
  { name: 'goal_attempt', continuous: false, value: (s) => indicator(s.goalAttempt) },
  { name: 'free_distance', continuous: true, value: (s) => (s.shotType === 'free' ? s.distance : 0) },
  ...ERA_FEATURES,
];

/**
 * Whether a scored goal attempt went in rather than over (docs/behaviour.md#xpts): nearer the goal
 * and from the penalty spot a scored attempt is a goal more often.
 */
export const GOAL_GIVEN_SCORE_FEATURES: readonly Feature[] = [
  { name: 'distance', continuous: true, value: (s) => s.distance },
  { name: 'type_penalty', continuous: false, value: (s) => indicator(s.shotType === 'penalty') },
  ERA_TWO_POINT,
];

/**
 * Kicking across the body: the kicking foot is on the same side as the shooter's position
 * relative to the goal, so the ball must be swung back across the body towards the posts. Whether
 * that helps or hurts is for the fit to say; only the pairing of foot and side is fixed here.
 */
export function kicksAcrossBody(shot: Shot): boolean {
  const side = sideOfGoal(shot.standY);
  return (shot.foot === 'right' && side === 1) || (shot.foot === 'left' && side === -1);
}

/** xP_adv_shot: everything xPoints knows plus who shot and how (docs/behaviour.md#xp-adv-shot). */
export const X_P_ADV_FEATURES: readonly Feature[] = [
  ...X_POINTS_FEATURES,
  { name: 'under_pressure', continuous: false, value: (s) => indicator(s.pressure === true) },
  { name: 'pressure_unknown', continuous: false, value: (s) => indicator(s.pressure === null) },
  { name: 'foot_left', continuous: false, value: (s) => indicator(s.foot === 'left') },
  { name: 'foot_hand', continuous: false, value: (s) => indicator(s.foot === 'hand') },
  { name: 'foot_unknown', continuous: false, value: (s) => indicator(s.foot === null) },
  { name: 'across_body', continuous: false, value: (s) => indicator(kicksAcrossBody(s)) },
  { name: 'position_midfielder', continuous: false, value: (s) => indicator(s.position === 'midfielder') },
  { name: 'position_back', continuous: false, value: (s) => indicator(s.position === 'back') },
  { name: 'position_goalkeeper', continuous: false, value: (s) => indicator(s.position === 'goalkeeper') },
  { name: 'position_unknown', continuous: false, value: (s) => indicator(s.position === null) },
];

/**
 * How each feature's values are scaled before a fit: continuous ones to mean 0 and sd 1, indicators
 * left as they are (mean 0, sd 1). Kept with a fitted model, so shots of another dataset are scaled
 * exactly as the shots it was fitted on were.
 */
export type FeatureScales = { means: Float64Array; sds: Float64Array };

/** Mean and standard deviation; a constant column gets sd 1 so it centres to 0 and stays harmless. */
function standardisation(values: Float64Array): { mean: number; sd: number } {
  if (values.length === 0) return { mean: 0, sd: 1 };
  let sum = 0;
  for (const value of values) sum += value;
  const mean = sum / values.length;
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  return { mean, sd: Math.sqrt(squares / values.length) || 1 };
}

/** The scales of `shots`' own features: what a fit on them uses. */
export function featureScales(shots: readonly Shot[], features: readonly Feature[]): FeatureScales {
  const means = new Float64Array(features.length);
  const sds = new Float64Array(features.length).fill(1);
  features.forEach((feature, j) => {
    if (!feature.continuous) return;
    const { mean, sd } = standardisation(Float64Array.from(shots, (shot) => feature.value(shot)));
    means[j] = mean;
    sds[j] = sd;
  });
  return { means, sds };
}

/**
 * Intercept plus one column per feature, as sparse rows. Standardisation uses every shot's
 * features (never outcomes), so it cannot leak a shot's result into its own out-of-fold estimate;
 * `scales`, when given, are another dataset's, to score these shots with a model fitted there.
 */
export function designMatrix(
  shots: readonly Shot[],
  features: readonly Feature[],
  scales: FeatureScales = featureScales(shots, features),
): DesignMatrix {
  const rows = shots.length;
  // Each feature once per shot, column by column: continuous ones standardised in place.
  // Indicators fit in a byte each: with 100,000 shots that is 1.5 MB for all of them, not 12.
  const columnsOfValues = features.map((feature, j): Float64Array | Uint8Array => {
    if (!feature.continuous) return Uint8Array.from(shots, (shot) => feature.value(shot));
    const values = Float64Array.from(shots, (shot) => feature.value(shot));
    const mean = scales.means[j] ?? 0;
    const sd = scales.sds[j] ?? 1;
    for (let i = 0; i < rows; i += 1) values[i] = ((values[i] ?? 0) - mean) / sd;
    return values;
  });
  let nonZero = rows;
  for (const values of columnsOfValues) for (const value of values) if (value !== 0) nonZero += 1;
  const starts = new Int32Array(rows + 1);
  const columns = new Uint16Array(nonZero);
  const values = new Float64Array(nonZero);
  let k = 0;
  for (let row = 0; row < rows; row += 1) {
    starts[row] = k;
    columns[k] = 0;
    values[k] = 1;
    k += 1;
    columnsOfValues.forEach((column, j) => {
      const value = column[row] ?? 0;
      if (value === 0) return;
      columns[k] = j + 1;
      values[k] = value;
      k += 1;
    });
  }
  starts[rows] = k;
  return { rows, cols: features.length + 1, starts, columns, values };
}

export function outcomesOf(shots: readonly Shot[]): Uint8Array {
  return Uint8Array.from(shots, (shot) => (shot.outcome === 'score' ? 1 : 0));
}
