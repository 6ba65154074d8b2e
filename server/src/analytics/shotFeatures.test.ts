import { denseMatrix, predictRow } from './logistic';
import { designMatrix, kicksAcrossBody, X_P_ADV_FEATURES, type Feature } from './shotFeatures';
import { makeShot } from '../testKit/shots';

describe('kicksAcrossBody', () => {
  const at = (standY: number, foot: 'right' | 'left' | 'hand' | null) =>
    makeShot({ team: 'Galway', opposition: 'Mayo', x: 120, y: standY, foot });

  it('is the kicking foot on the same side of the goal as the shooter', () => {
    // Facing the goal at x = 145, the shooter's right is lower y.
    expect(kicksAcrossBody(at(30, 'right'))).toBe(true);
    expect(kicksAcrossBody(at(58, 'left'))).toBe(true);
    expect(kicksAcrossBody(at(58, 'right'))).toBe(false);
    expect(kicksAcrossBody(at(30, 'left'))).toBe(false);
  });

  it('does not apply straight in front, to a fisted shot, or with the foot unknown', () => {
    expect(kicksAcrossBody(at(44, 'right'))).toBe(false);
    expect(kicksAcrossBody(at(30, 'hand'))).toBe(false);
    expect(kicksAcrossBody(at(30, null))).toBe(false);
  });
});

describe('designMatrix', () => {
  const features: Feature[] = [
    { name: 'distance', continuous: true, value: (shot) => shot.distance },
    { name: 'free', continuous: false, value: (shot) => (shot.shotType === 'free' ? 1 : 0) },
  ];
  const shots = [
    makeShot({ team: 'Galway', opposition: 'Mayo', x: 135, y: 44 }), // 10 m
    makeShot({ team: 'Galway', opposition: 'Mayo', x: 115, y: 44, shotType: 'free' }), // 30 m
  ];

  it('standardises continuous inputs, keeps indicators 0/1, and adds the intercept', () => {
    // Distances 10 and 30: mean 20, sd 10, so -1 and +1.
    expect(designMatrix(shots, features)).toEqual(denseMatrix(2, 3, [1, -1, 0, 1, 1, 1]));
  });

  it('gives the same predictions sparse as dense', () => {
    const matrix = designMatrix(shots, features);
    const beta = Float64Array.from([0.2, -0.5, 1.5]);
    expect(predictRow(matrix, 1, beta)).toBeCloseTo(1 / (1 + Math.exp(-(0.2 - 0.5 + 1.5))), 12);
  });

  it('has one column per feature of the fuller model plus the intercept', () => {
    expect(designMatrix(shots, X_P_ADV_FEATURES).cols).toBe(X_P_ADV_FEATURES.length + 1);
  });
});
