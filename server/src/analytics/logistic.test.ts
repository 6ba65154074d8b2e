import {
  DEFAULT_FIT,
  fitLogistic,
  groupedFolds,
  outOfFoldProbabilities,
  predictRow,
  sigmoid,
  solveSymmetricPositiveDefinite,
  type DesignMatrix,
  denseMatrix,
} from './logistic';
import { seededRandom } from '../testKit/shots';

/** Rows drawn from a known model: intercept 0.4, a normal feature (-1.2), an indicator (+0.9). */
const TRUE_BETA = [0.4, -1.2, 0.9];

function simulate(rows: number, seed: number): { matrix: DesignMatrix; outcomes: Uint8Array; truth: Float64Array } {
  const random = seededRandom(seed);
  const data = new Float64Array(rows * 3);
  const outcomes = new Uint8Array(rows);
  const truth = new Float64Array(rows);
  for (let row = 0; row < rows; row += 1) {
    const continuous = random.truncatedNormal(0, 1, -4, 4);
    const indicator = random.chance(0.3) ? 1 : 0;
    data.set([1, continuous, indicator], row * 3);
    const p = sigmoid(0.4 - 1.2 * continuous + 0.9 * indicator);
    truth[row] = p;
    outcomes[row] = random.chance(p) ? 1 : 0;
  }
  return { matrix: denseMatrix(rows, 3, data), outcomes, truth };
}

describe('solveSymmetricPositiveDefinite', () => {
  it('solves a small system exactly', () => {
    // [[4, 2], [2, 3]] x = [2, 1] has x = [0.5, 0].
    const x = solveSymmetricPositiveDefinite(Float64Array.from([4, 2, 2, 3]), Float64Array.from([2, 1]), 2);
    expect(x[0]).toBeCloseTo(0.5, 12);
    expect(x[1]).toBeCloseTo(0, 12);
  });

  it('refuses a matrix that is not positive definite', () => {
    expect(() =>
      solveSymmetricPositiveDefinite(Float64Array.from([1, 2, 2, 1]), Float64Array.from([1, 1]), 2),
    ).toThrow();
  });
});

describe('fitLogistic', () => {
  const { matrix, outcomes, truth } = simulate(20_000, 11);
  const fit = fitLogistic(matrix, outcomes, undefined, { ...DEFAULT_FIT, l2: 1e-3 });

  it('converges and recovers each coefficient of a known model within 0.1', () => {
    expect(fit.converged).toBe(true);
    TRUE_BETA.forEach((beta, j) => expect(Math.abs((fit.coefficients[j] ?? NaN) - beta)).toBeLessThan(0.1));
  });

  it('gives probabilities within 0.02 of the true ones on average (calibration)', () => {
    let error = 0;
    for (let row = 0; row < matrix.rows; row += 1)
      error += Math.abs(predictRow(matrix, row, fit.coefficients) - (truth[row] ?? 0));
    expect(error / matrix.rows).toBeLessThan(0.02);
  });

  it('stays finite on perfectly separable data thanks to the ridge penalty', () => {
    const data = Float64Array.from([1, -1, 1, -2, 1, 1, 1, 2]);
    const separable = fitLogistic(denseMatrix(4, 2, data), Uint8Array.from([0, 0, 1, 1]));
    expect(separable.coefficients.every(Number.isFinite)).toBe(true);
    expect(separable.coefficients[1]).toBeGreaterThan(0);
  });

  it('falls back to a probability of 0.5 with nothing to learn from', () => {
    const empty = fitLogistic(denseMatrix(0, 2, []), new Uint8Array(0));
    expect(sigmoid(empty.coefficients[0] ?? NaN)).toBeCloseTo(0.5, 6);
  });
});

describe('outOfFoldProbabilities', () => {
  const { matrix, outcomes, truth } = simulate(2_000, 5);
  // Each row its own group: folds dealt round-robin by row.
  const byRow = groupedFolds(Array.from({ length: matrix.rows }, (_, row) => row));

  it('never uses a shot’s own outcome: flipping it leaves its own estimate unchanged', () => {
    const before = outOfFoldProbabilities(matrix, outcomes, byRow);
    for (const row of [0, 1, 7, 1234]) {
      const flipped = Uint8Array.from(outcomes);
      flipped[row] = 1 - (flipped[row] ?? 0);
      const after = outOfFoldProbabilities(matrix, flipped, byRow);
      expect(after[row]).toBe(before[row]);
      // The flip does reach shots in other folds, so the test would notice a leak.
      const otherFold = row + 1;
      expect(after[otherFold]).not.toBe(before[otherFold]);
    }
  });

  it('is deterministic and calibrated on held-out shots', () => {
    const first = outOfFoldProbabilities(matrix, outcomes, byRow);
    expect(outOfFoldProbabilities(matrix, outcomes, byRow)).toEqual(first);
    let error = 0;
    for (let row = 0; row < matrix.rows; row += 1) error += Math.abs((first[row] ?? 0) - (truth[row] ?? 0));
    expect(error / matrix.rows).toBeLessThan(0.04);
  });

  it('deals groups to folds round-robin, in order of first appearance', () => {
    expect([...groupedFolds([0, 1, 2, 3, 4, 5, 6], 5).ofRow]).toEqual([0, 1, 2, 3, 4, 0, 1]);
    expect([...groupedFolds(['b', 'b', 'a', 'c', 'a'], 2).ofRow]).toEqual([0, 0, 1, 0, 1]);
  });

  it('never puts one match in two folds, and every match of a fold is held out together', () => {
    const matches = Array.from({ length: 2_000 }, (_, row) => `match ${Math.floor(row / 37) % 29}|${row % 3 === 0}`);
    const folds = groupedFolds(matches, 5);
    expect(folds.count).toBe(5);
    const foldOfMatch = new Map<string, number>();
    matches.forEach((match, row) => {
      const fold = folds.ofRow[row] ?? -1;
      expect(foldOfMatch.get(match) ?? fold).toBe(fold);
      foldOfMatch.set(match, fold);
    });
    // Flipping one shot's outcome moves no estimate of any shot of its match.
    const before = outOfFoldProbabilities(matrix, outcomes, folds);
    const flipped = Uint8Array.from(outcomes);
    flipped[40] = 1 - (flipped[40] ?? 0);
    const after = outOfFoldProbabilities(matrix, flipped, folds);
    matches.forEach((match, row) => {
      if (match === matches[40]) expect(after[row]).toBe(before[row]);
    });
    expect([...after].some((value, row) => value !== before[row])).toBe(true);
  });

  it('fits only on the rows marked trainable', () => {
    const none = new Uint8Array(matrix.rows);
    const flat = outOfFoldProbabilities(matrix, outcomes, byRow, undefined, none);
    expect(flat[0]).toBeCloseTo(0.5, 6);
  });

  it('copes with fewer shots than folds', () => {
    const one = outOfFoldProbabilities(denseMatrix(1, 1, [1]), Uint8Array.from([1]), groupedFolds([0]));
    expect(one[0]).toBeCloseTo(0.5, 6);
    const three = outOfFoldProbabilities(
      denseMatrix(3, 1, [1, 1, 1]),
      Uint8Array.from([1, 1, 0]),
      groupedFolds([0, 1, 2]),
    );
    // Each shot sees only the other two: a score among {score, miss} is estimated near 0.5,
    // the miss sees two scores and is estimated high.
    expect(three[0]).toBeCloseTo(0.5, 3);
    expect(three[2]).toBeGreaterThan(0.6);
  });
});
