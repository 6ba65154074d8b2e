import { analyticsFor } from './datasetAnalytics';
import { makeShot, sampleSeasonShots } from '../testKit/shots';

const sampleShots = sampleSeasonShots(7);

describe('analyticsFor', () => {
  it('computes a dataset version once and reuses it', () => {
    const dataset = { version: 'v1', shots: [makeShot({ team: 'Galway', opposition: 'Mayo', x: 120, y: 40 })] };
    const first = analyticsFor(dataset);
    expect(analyticsFor(dataset)).toBe(first);
    expect(first.players()).toBe(first.players());
  });

  it('recomputes for a new version, as after an import', () => {
    const shots = [makeShot({ team: 'Galway', opposition: 'Mayo', x: 120, y: 40 })];
    const before = analyticsFor({ version: 'v1', shots });
    const after = analyticsFor({
      version: 'v2',
      shots: [...shots, makeShot({ team: 'Kerry', opposition: 'Clare', x: 130, y: 44 })],
    });
    expect(after).not.toBe(before);
    expect(after.teams).toEqual(['Clare', 'Galway', 'Kerry', 'Mayo']);
    expect(before.teams).toEqual(['Galway', 'Mayo']);
  });

  it('never mixes up two datasets that share a version string', () => {
    const a = analyticsFor({
      version: 'same',
      shots: [makeShot({ team: 'Galway', opposition: 'Mayo', x: 120, y: 40 })],
    });
    const b = analyticsFor({
      version: 'same',
      shots: [makeShot({ team: 'Kerry', opposition: 'Clare', x: 120, y: 40 })],
    });
    expect(a.teams).not.toEqual(b.teams);
  });
});

describe('the models on a generated season', () => {
  const analytics = analyticsFor({ version: 'sample-7', shots: sampleShots });
  const quality = analytics.modelQuality();

  it('beat always predicting the season’s scoring rate, out of fold', () => {
    for (const model of [quality.xPoints, quality.xP_adv_shot]) {
      expect(model.shots).toBe(sampleShots.length);
      expect(model.brier).toBeLessThan(model.baselineBrier ?? 0);
      expect(model.auc).toBeGreaterThan(0.65);
      expect(model.calibration).toHaveLength(10);
    }
    // Pressure, foot and position carry signal in the generator, so the fuller model must use it.
    expect(quality.xP_adv_shot.logLoss).toBeLessThan(quality.xPoints.logLoss ?? 0);
  });

  it('expects about as many scores as there were, in total and within each decile', () => {
    const { xPoints } = analytics.probabilities();
    const expected = xPoints.reduce((sum, p) => sum + p, 0);
    const scored = sampleShots.filter((shot) => shot.outcome === 'score').length;
    expect(Math.abs(expected - scored) / scored).toBeLessThan(0.03);
    for (const bin of quality.xPoints.calibration)
      expect(Math.abs(bin.meanPredicted - bin.observedRate)).toBeLessThan(0.15);
  });

  it('sums each player’s probabilities into the player table', () => {
    const players = analytics.players();
    const totalScores = players.reduce((sum, row) => sum + row.Scores, 0);
    const totalExpected = players.reduce((sum, row) => sum + row.xPoints, 0);
    expect(Math.abs(totalExpected - totalScores) / totalScores).toBeLessThan(0.03);
    expect(players.every((row) => Math.abs(row.Difference - (row.Scores - row.xPoints)) <= 0.011)).toBe(true);
  });
});
