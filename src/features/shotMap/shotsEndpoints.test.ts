import { NO_FILTER } from '../../../contract/filters';
import { makeStore } from '../../app/store';
import { mockApi } from '../../testKit/mockApi';
import { testServices } from '../../testKit/renderWithProviders';
import { SHOTS } from '../../testKit/shotRecords';
import { shotsEndpoints } from './shotsEndpoints';

const getShots = (store: ReturnType<typeof makeStore>, filter = NO_FILTER) =>
  store.dispatch(shotsEndpoints.endpoints.getShots.initiate({ squadId: null, team: 'Galway', filter }));

describe('the shots endpoint', () => {
  it('asks for exactly /shots?team=Galway without a filter', async () => {
    const api = mockApi({ '/shots?team=Galway': { body: SHOTS } });
    await getShots(makeStore(undefined, testServices()));
    expect(api.requested).toEqual(['/shots?team=Galway']);
  });

  it('adds the filter’s parameters to the query', async () => {
    const api = mockApi({ '/shots?team=Galway&half=2': { body: SHOTS.slice(3) } });
    const result = await getShots(makeStore(undefined, testServices()), { ...NO_FILTER, half: '2' });
    expect(api.requested).toEqual(['/shots?team=Galway&half=2']);
    expect(result.data?.ids).toEqual(['s4']);
  });

  it('normalises the answer into ids in the API’s order and entities by id', async () => {
    mockApi({ '/shots?team=Galway': { body: [SHOTS[2], SHOTS[0]] } });
    const result = await getShots(makeStore(undefined, testServices()));
    expect(result.data?.ids).toEqual(['s3', 's1']);
    expect(result.data?.entities.s1).toEqual(SHOTS[0]);
  });

  it('fails, naming the fault, when the answer breaks the contract', async () => {
    mockApi({ '/shots?team=Galway': { body: [{ ...SHOTS[0], xPoints: 'high' }] } });
    const result = await getShots(makeStore(undefined, testServices()));
    expect(result.isError).toBe(true);
    expect(result.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: expect.stringMatching(/^The shots answer broke the contract: .+ at 0\.xPoints$/) as string,
    });
  });
});
