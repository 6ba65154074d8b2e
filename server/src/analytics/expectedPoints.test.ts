import { sampleSeasonShots, SAMPLE_SEED } from '../testKit/shots';
import { computeAnalytics } from './datasetAnalytics';
import { applyShotModels, fitShotModels, shotProbabilities } from './expectedPoints';

const publicShots = sampleSeasonShots(SAMPLE_SEED);
// Another season of the same game, drawn afresh: shots the public models never saw, as a squad's are.
const otherShots = sampleSeasonShots(SAMPLE_SEED + 1);
const models = fitShotModels(publicShots);

const mean = (values: ArrayLike<number>) => Array.from(values).reduce((sum, value) => sum + value, 0) / values.length;

describe('models fitted on one dataset and applied to another', () => {
  it("score the other dataset's shots close to what they scored", () => {
    const scored = applyShotModels(models, otherShots);
    const observed = otherShots.filter((shot) => shot.outcome === 'score').length / otherShots.length;
    expect(Math.abs(mean(scored.xPoints) - observed)).toBeLessThan(0.03);
    expect(Math.abs(mean(scored.xPAdvShot) - observed)).toBeLessThan(0.03);
    const points = otherShots.reduce((sum, shot) => sum + shot.value, 0);
    expect(Math.abs(scored.xPts.reduce((sum, value) => sum + value, 0) - points) / points).toBeLessThan(0.08);
  });

  it("give each shot its estimate alone: a shot's score does not depend on the other shots scored with it", () => {
    const all = applyShotModels(models, otherShots);
    const firstTen = applyShotModels(models, otherShots.slice(0, 10));
    expect(Array.from(firstTen.xPoints)).toEqual(Array.from(all.xPoints.slice(0, 10)));
    expect(Array.from(firstTen.xPts)).toEqual(Array.from(all.xPts.slice(0, 10)));
  });

  it('score a dataset close to its own out-of-fold estimates when applied to the shots they were fitted on', () => {
    const inSample = applyShotModels(models, publicShots);
    const outOfFold = shotProbabilities(publicShots);
    expect(Math.abs(mean(inSample.xPoints) - mean(outOfFold.xPoints))).toBeLessThan(0.01);
  });
});

describe("a squad's analytics, scored by the public models", () => {
  const analytics = computeAnalytics({
    version: 'squad-1',
    shots: otherShots,
    scoredBy: { models, version: 'public-7', shots: publicShots.length, matches: 24 },
  });

  it('use the fitted models for every shot, and fit nothing out of fold', () => {
    expect(Array.from(analytics.probabilities().xPoints)).toEqual(
      Array.from(applyShotModels(models, otherShots).xPoints),
    );
  });

  it("have a model card that names the dataset the models were fitted on and grades them on the squad's shots", () => {
    const card = analytics.modelQuality();
    expect(card.fittedOn).toEqual({ version: 'public-7', shots: publicShots.length, matches: 24 });
    expect(card.folds).toBe(0);
    expect(card.xPoints.shots).toBe(otherShots.length);
    expect(card.xPoints.auc).toBeGreaterThan(0.6);
  });
});
