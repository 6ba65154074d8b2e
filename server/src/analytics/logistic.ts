/**
 * L2-regularised logistic regression fitted by Newton's method (iteratively reweighted least
 * squares) with step halving. Written here rather than taken from a library because it is about a
 * hundred lines, has no native parts, and we need exact control of the folds and the penalty; the
 * tests check it recovers a known model.
 */

/**
 * Model inputs as compressed sparse rows: row r's non-zero entries are `columns`/`values` from
 * `starts[r]` to `starts[r + 1]`, columns ascending; column 0 is the intercept (always 1). Most
 * inputs are indicators that are 0 for most shots, so this is a third of the dense size and the
 * Hessian update touches only the entries that matter.
 */
export type DesignMatrix = {
  rows: number;
  cols: number;
  starts: Int32Array;
  columns: Uint16Array;
  values: Float64Array;
};

/** A design matrix from dense row-major numbers (small hand-made matrices in tests). */
export function denseMatrix(rows: number, cols: number, data: ArrayLike<number>): DesignMatrix {
  const starts = new Int32Array(rows + 1);
  const columns: number[] = [];
  const values: number[] = [];
  for (let row = 0; row < rows; row += 1) {
    starts[row] = columns.length;
    for (let j = 0; j < cols; j += 1) {
      const value = data[row * cols + j] ?? 0;
      if (value !== 0) {
        columns.push(j);
        values.push(value);
      }
    }
  }
  starts[rows] = columns.length;
  return { rows, cols, starts, columns: Uint16Array.from(columns), values: Float64Array.from(values) };
}

export type FitOptions = {
  /** Ridge penalty on every coefficient but the intercept, in units of the log-likelihood. */
  l2: number;
  /**
   * A tiny penalty on the intercept keeps the system solvable when a training set is empty or all
   * one outcome (the fit then falls back towards p = 0.5 instead of failing).
   */
  interceptL2: number;
  maxIterations: number;
  /** Stop once no coefficient moves by more than this in one step. */
  tolerance: number;
};

export const DEFAULT_FIT: FitOptions = { l2: 1, interceptL2: 1e-6, maxIterations: 50, tolerance: 1e-9 };

export type LogisticFit = { coefficients: Float64Array; iterations: number; converged: boolean };

export function sigmoid(eta: number): number {
  if (eta >= 0) return 1 / (1 + Math.exp(-eta));
  const e = Math.exp(eta);
  return e / (1 + e);
}

function linearPredictor(matrix: DesignMatrix, row: number, beta: Float64Array): number {
  const end = matrix.starts[row + 1] ?? 0;
  let eta = 0;
  for (let k = matrix.starts[row] ?? 0; k < end; k += 1)
    eta += (beta[matrix.columns[k] ?? 0] ?? 0) * (matrix.values[k] ?? 0);
  return eta;
}

export function predictRow(matrix: DesignMatrix, row: number, beta: Float64Array): number {
  return sigmoid(linearPredictor(matrix, row, beta));
}

function penaltyOf(j: number, options: FitOptions): number {
  return j === 0 ? options.interceptL2 : options.l2;
}

type Evaluation = { loss: number; gradient: Float64Array; hessian: Float64Array };

/**
 * The penalised loss (negative log-likelihood plus the ridge term), its gradient and its Hessian
 * at beta, in one pass over the rows. log(1 + e^eta) is computed without overflow; the Hessian is
 * filled from its upper half.
 */
function evaluate(
  matrix: DesignMatrix,
  outcomes: ArrayLike<number>,
  rows: ArrayLike<number>,
  beta: Float64Array,
  options: FitOptions,
): Evaluation {
  const d = matrix.cols;
  const { starts, columns, values } = matrix;
  const gradient = new Float64Array(d);
  const hessian = new Float64Array(d * d);
  let loss = 0;
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] ?? 0;
    const from = starts[row] ?? 0;
    const to = starts[row + 1] ?? 0;
    const eta = linearPredictor(matrix, row, beta);
    const outcome = outcomes[row] ?? 0;
    loss += Math.max(eta, 0) + Math.log1p(Math.exp(-Math.abs(eta))) - outcome * eta;
    const p = sigmoid(eta);
    const residual = p - outcome;
    const weight = p * (1 - p);
    for (let k = from; k < to; k += 1) {
      const a = columns[k] ?? 0;
      const xa = values[k] ?? 0;
      gradient[a] = (gradient[a] ?? 0) + residual * xa;
      const wxa = weight * xa;
      for (let l = k; l < to; l += 1) {
        const index = a * d + (columns[l] ?? 0);
        hessian[index] = (hessian[index] ?? 0) + wxa * (values[l] ?? 0);
      }
    }
  }
  for (let a = 0; a < d; a += 1) {
    const penalty = penaltyOf(a, options);
    loss += 0.5 * penalty * (beta[a] ?? 0) ** 2;
    gradient[a] = (gradient[a] ?? 0) + penalty * (beta[a] ?? 0);
    hessian[a * d + a] = (hessian[a * d + a] ?? 0) + penalty;
    for (let b = 0; b < a; b += 1) hessian[a * d + b] = hessian[b * d + a] ?? 0;
  }
  return { loss, gradient, hessian };
}

/**
 * Solves A x = b for a symmetric positive definite A (d x d, row-major) by Cholesky
 * factorisation. The ridge term guarantees positive definiteness for any data.
 */
export function solveSymmetricPositiveDefinite(a: Float64Array, b: Float64Array, d: number): Float64Array {
  const lower = new Float64Array(d * d);
  for (let i = 0; i < d; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = a[i * d + j] ?? 0;
      for (let k = 0; k < j; k += 1) sum -= (lower[i * d + k] ?? 0) * (lower[j * d + k] ?? 0);
      if (i === j) {
        if (!(sum > 0)) throw new Error('Matrix is not positive definite');
        lower[i * d + i] = Math.sqrt(sum);
      } else {
        lower[i * d + j] = sum / (lower[j * d + j] ?? 1);
      }
    }
  }
  const forward = new Float64Array(d);
  for (let i = 0; i < d; i += 1) {
    let sum = b[i] ?? 0;
    for (let k = 0; k < i; k += 1) sum -= (lower[i * d + k] ?? 0) * (forward[k] ?? 0);
    forward[i] = sum / (lower[i * d + i] ?? 1);
  }
  const x = new Float64Array(d);
  for (let i = d - 1; i >= 0; i -= 1) {
    let sum = forward[i] ?? 0;
    for (let k = i + 1; k < d; k += 1) sum -= (lower[k * d + i] ?? 0) * (x[k] ?? 0);
    x[i] = sum / (lower[i * d + i] ?? 1);
  }
  return x;
}

/** Fits on the given rows of the matrix (all rows when none are given). Outcomes are 0 or 1. */
export function fitLogistic(
  matrix: DesignMatrix,
  outcomes: ArrayLike<number>,
  rows: ArrayLike<number> = allRows(matrix.rows),
  options: FitOptions = DEFAULT_FIT,
): LogisticFit {
  let beta: Float64Array = new Float64Array(matrix.cols);
  let current = evaluate(matrix, outcomes, rows, beta, options);
  for (let iteration = 1; iteration <= options.maxIterations; iteration += 1) {
    const step = solveSymmetricPositiveDefinite(current.hessian, current.gradient, matrix.cols);
    // Newton steps can overshoot on near-separable data; halve until the loss does not rise.
    let scale = 1;
    let next = takeStep(beta, step, scale);
    let evaluated = evaluate(matrix, outcomes, rows, next, options);
    while (evaluated.loss > current.loss + 1e-12 * Math.abs(current.loss) && scale > 1e-6) {
      scale /= 2;
      next = takeStep(beta, step, scale);
      evaluated = evaluate(matrix, outcomes, rows, next, options);
    }
    const moved = largestMove(beta, next);
    beta = next;
    current = evaluated;
    if (moved < options.tolerance) return { coefficients: beta, iterations: iteration, converged: true };
  }
  return { coefficients: beta, iterations: options.maxIterations, converged: false };
}

function takeStep(beta: Float64Array, step: Float64Array, scale: number): Float64Array {
  const next = new Float64Array(beta.length);
  for (let j = 0; j < beta.length; j += 1) next[j] = (beta[j] ?? 0) - scale * (step[j] ?? 0);
  return next;
}

function largestMove(before: Float64Array, after: Float64Array): number {
  let largest = 0;
  for (let j = 0; j < before.length; j += 1) largest = Math.max(largest, Math.abs((after[j] ?? 0) - (before[j] ?? 0)));
  return largest;
}

function allRows(count: number): Int32Array {
  const rows = new Int32Array(count);
  for (let i = 0; i < count; i += 1) rows[i] = i;
  return rows;
}

/** Which fold each row belongs to, and how many folds there are. */
export type Folds = { ofRow: Uint8Array; count: number };

export const DEFAULT_FOLDS = 5;

/**
 * Folds by group (docs/behaviour.md#model-quality): every row of a group (a match) is in the same
 * fold, so no match is both fitted and tested on; shots of one match share a day, a pitch, the
 * weather and two teams' form, and a model tested on a match it was fitted on looks better than it
 * is. Groups are numbered in order of first appearance and dealt round-robin, so folds are the same
 * on every run, and with the store's order (match, then file order) about equal in size. With fewer
 * groups than folds, each group is its own fold.
 */
export function groupedFolds(groups: ArrayLike<string | number>, folds: number = DEFAULT_FOLDS): Folds {
  const indexOf = new Map<string | number, number>();
  const groupOfRow = new Int32Array(groups.length);
  for (let row = 0; row < groups.length; row += 1) {
    const group = groups[row] ?? '';
    let index = indexOf.get(group);
    if (index === undefined) {
      index = indexOf.size;
      indexOf.set(group, index);
    }
    groupOfRow[row] = index;
  }
  const count = Math.max(1, Math.min(folds, indexOf.size));
  return { ofRow: Uint8Array.from(groupOfRow, (group) => group % count), count };
}

/**
 * Every row's probability from a model fitted without that row's fold, so no shot's own outcome
 * (nor any shot of its match) ever informs its estimate. `trainable`, when given, limits the fitting
 * to the rows it marks 1 (a model of goals among scored goal attempts, say); every row still gets
 * a probability.
 */
export function outOfFoldProbabilities(
  matrix: DesignMatrix,
  outcomes: ArrayLike<number>,
  folds: Folds,
  options: FitOptions = DEFAULT_FIT,
  trainable?: ArrayLike<number>,
): Float64Array {
  const probabilities = new Float64Array(matrix.rows);
  // One buffer of row numbers reused by every fold: typed, so 100,000 rows never become a large
  // JavaScript array for the garbage collector to carry.
  const rows = new Int32Array(matrix.rows);
  for (let fold = 0; fold < folds.count; fold += 1) {
    let trainingCount = 0;
    for (let row = 0; row < matrix.rows; row += 1)
      if (folds.ofRow[row] !== fold && (trainable === undefined || trainable[row] === 1)) rows[trainingCount++] = row;
    const { coefficients } = fitLogistic(matrix, outcomes, rows.subarray(0, trainingCount), options);
    for (let row = 0; row < matrix.rows; row += 1)
      if (folds.ofRow[row] === fold) probabilities[row] = predictRow(matrix, row, coefficients);
  }
  return probabilities;
}
