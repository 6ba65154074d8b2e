import { NO_FILTER } from '../../../contract/filters';
import type { TeamFilterArg } from '../../app/apiPaths';
import { makeStore } from '../../app/store';
import { mockApi } from '../../testKit/mockApi';
import { testServices } from '../../testKit/renderWithProviders';
import { SHOTS } from '../../testKit/shotRecords';
import { selectShotById, selectShotCounts, selectShotsOf } from './selectors';
import { shotsEndpoints } from './shotsEndpoints';

const ALL: TeamFilterArg = { squadId: null, team: 'Galway', filter: NO_FILTER };
const SECOND_HALF: TeamFilterArg = { squadId: null, team: 'Galway', filter: { ...NO_FILTER, half: '2' } };

/**
 * A real store holding the shots as the app gets them: fetched (from the mocked API), validated and
 * normalised by the endpoint. RTK 2.14 runs the raw-answer schema over upsertQueryData's already
 * normalised data as well, so this endpoint is preloaded through a fetch rather than an upsert.
 */
async function storeWithShots() {
  mockApi({ '/shots?team=Galway': { body: SHOTS } });
  const store = makeStore(undefined, testServices());
  await store.dispatch(shotsEndpoints.endpoints.getShots.initiate(ALL));
  return store;
}

describe('shot map selectors', () => {
  it('keeps the shots in the store once each, by id, in the API’s order', async () => {
    const store = await storeWithShots();
    const cached = shotsEndpoints.endpoints.getShots.select(ALL)(store.getState()).data;
    expect(cached?.ids).toEqual(['s1', 's2', 's3', 's4']);
    expect(cached?.entities.s2).toEqual(SHOTS[1]);
  });

  it('reads the shots back in order for one team and filter', async () => {
    const store = await storeWithShots();
    expect(selectShotsOf(store.getState(), ALL)).toEqual(SHOTS);
    expect(selectShotsOf(store.getState(), SECOND_HALF)).toEqual([]);
  });

  it('memoises: the same cached shots give the same array, even for an equal new argument', async () => {
    const store = await storeWithShots();
    const first = selectShotsOf(store.getState(), ALL);
    store.dispatch({ type: 'unrelated/action' });
    expect(selectShotsOf(store.getState(), { squadId: null, team: 'Galway', filter: { ...NO_FILTER } })).toBe(first);
    expect(selectShotCounts(store.getState(), ALL)).toBe(selectShotCounts(store.getState(), ALL));
  });

  it('counts the shots by outcome and type for the legend', async () => {
    const store = await storeWithShots();
    expect(selectShotCounts(store.getState(), ALL)).toMatchObject({
      total: 4,
      scored: 3,
      missed: 1,
      byType: { play: 2, free: 1, '45': 1, mark: 0, penalty: 0 },
    });
    expect(selectShotCounts(store.getState(), SECOND_HALF).total).toBe(0);
  });

  it('looks a shot up by its id', async () => {
    const store = await storeWithShots();
    expect(selectShotById(store.getState(), ALL, 's3')).toEqual(SHOTS[2]);
    expect(selectShotById(store.getState(), ALL, 'nope')).toBeUndefined();
  });
});
