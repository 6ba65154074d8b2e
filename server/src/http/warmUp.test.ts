import { computeAnalytics, type ResolvedFilter } from '../analytics/datasetAnalytics';
import { sampleSeasonShots } from '../testKit/shots';
import { warmUpFilteredFigures } from './warmUp';

describe('the start-up warm-up of the filtered figures', () => {
  it('computes every filtered figure, for filters that between them set every parameter the shot test reads', () => {
    const analytics = computeAnalytics({ version: 'v1', shots: sampleSeasonShots(7) });
    const figures = ['scoringZone', 'arcZones', 'players', 'matches', 'shots', 'shotsAround'] as const;
    const spies = figures.map((figure) => jest.spyOn(analytics, figure));

    warmUpFilteredFigures(analytics);

    for (const spy of spies) expect(spy).toHaveBeenCalled();
    const filters = (analytics.shotsAround as jest.Mock).mock.calls.map(
      ([, filter]) => (filter as ResolvedFilter).filter,
    );
    for (const param of ['half', 'period', 'shotType', 'pressure'] as const) {
      expect(filters.some((filter) => filter[param] !== null)).toBe(true);
    }
  });

  it('does nothing for a dataset with no teams', () => {
    const analytics = computeAnalytics({ version: 'v1', shots: [] });
    const resolve = jest.spyOn(analytics, 'resolve');
    warmUpFilteredFigures(analytics);
    expect(resolve).not.toHaveBeenCalled();
  });
});
