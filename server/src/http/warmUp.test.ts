import { analyticsFor, type ResolvedFilter } from '../analytics/datasetAnalytics';
import type { Dataset } from '../data/store/dataset';
import { sampleSeasonShots } from '../testKit/shots';
import { warmUpFilteredFigures } from './warmUp';

const datasetOf = (shots: Dataset['shots']): Dataset => ({ version: 'v1', isSample: false, importedAt: null, shots });

describe('the start-up warm-up of the filtered figures', () => {
  it('computes every filtered figure and image, for filters that between them set every parameter the shot test reads', () => {
    const dataset = datasetOf(sampleSeasonShots(7));
    const analytics = analyticsFor(dataset);
    const figures = ['scoringZone', 'arcZones', 'players', 'matches', 'shots', 'describe', 'shotsAround'] as const;
    const spies = figures.map((figure) => jest.spyOn(analytics, figure));

    warmUpFilteredFigures(dataset);

    for (const spy of spies) expect(spy).toHaveBeenCalled();
    const filters = (analytics.shotsAround as jest.Mock).mock.calls.map(
      ([, filter]) => (filter as ResolvedFilter).filter,
    );
    for (const param of ['half', 'period', 'shotType', 'pressure'] as const) {
      expect(filters.some((filter) => filter[param] !== null)).toBe(true);
    }
  });

  it('does nothing for a dataset with no teams', () => {
    const dataset = datasetOf([]);
    const resolve = jest.spyOn(analyticsFor(dataset), 'resolve');
    warmUpFilteredFigures(dataset);
    expect(resolve).not.toHaveBeenCalled();
  });
});
