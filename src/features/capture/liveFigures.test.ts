import { onSnapshot } from 'firebase/firestore';
import { eventsDigest } from '../../../contract/eventsDigest';
import { matchDocument } from '../../../contract/testKit/squadDocuments';
import type { MatchEvent } from '../../../contract/squad';
import { makeStore, type AppStore } from '../../app/store';
import { shotEvent } from '../../testKit/events';
import { mockCollections, signedInFirebase } from '../../testKit/firebaseMocks';
import { mockApi } from '../../testKit/mockApi';
import { testServices } from '../../testKit/renderWithProviders';
import { liveFiguresEndpoints } from './liveFigures';

/**
 * A squad's dashboard following its live matches (docs/behaviour.md#live-figures): the squad's
 * matches and each live match's events are listened to; news of the server's events asks the API
 * to catch up with exactly them, then the figures again.
 */

const MATCH = matchDocument();
const MATCHES = 'squads/sq1/matches';
const EVENTS = 'squads/sq1/matches/m1/events';
const POINT = shotEvent();
const WIDE = shotEvent({ outcome: 'wide', clock: 700 });

type Next = (snapshot: unknown) => void;
type Doc = { id: string; data: unknown; pending?: boolean };

/** Firestore's listeners by path, each kept so the test sends its snapshots; null once stopped. */
function heldListeners() {
  const listeners = new Map<string, Next | null>();
  jest.mocked(onSnapshot).mockImplementation(((reference: { path: string }, ...rest: unknown[]) => {
    const next = rest.find((argument): argument is Next => typeof argument === 'function');
    if (!next) throw new Error('onSnapshot without a listener');
    listeners.set(reference.path, next);
    return () => listeners.set(reference.path, null);
  }) as unknown as typeof onSnapshot);
  /** A snapshot whose changes are `changed` (every one 'added' or 'modified'), from the server or only the device's cache. */
  const send = (path: string, changed: readonly Doc[], { fromCache = false, type = 'added' } = {}) => {
    const docs = changed.map(({ id, data, pending = false }) => ({
      id,
      data: () => data,
      metadata: { hasPendingWrites: pending, fromCache },
    }));
    const changes = docs.map((doc) => ({ type, doc }));
    const next = listeners.get(path);
    if (!next) throw new Error(`No one listens to ${path}`);
    next({
      metadata: { hasPendingWrites: changed.some(({ pending }) => pending), fromCache },
      docChanges: () => changes,
    });
  };
  return { listeners, send };
}

let store: AppStore;

afterEach(() => store.stopListening());

async function following() {
  mockCollections({});
  const firestore = heldListeners();
  store = makeStore(undefined, testServices(signedInFirebase('u1')));
  void store.dispatch(liveFiguresEndpoints.endpoints.followLiveMatches.initiate('sq1'));
  await waitUntil(() => firestore.listeners.has(MATCHES));
  return firestore;
}

async function waitUntil(condition: () => boolean) {
  for (let turn = 0; turn < 200 && !condition(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

const caughtUpPath = (events: Array<readonly [string, MatchEvent]>) =>
  `/squads/sq1/matches/m1/caught-up?digest=${eventsDigest(events)}`;

describe('a dashboard following the squad’s live matches', () => {
  it('asks the API to catch up with the server’s events, then the figures, only on news', async () => {
    const { listeners, send } = await following();
    send(MATCHES, [{ id: 'm1', data: MATCH }]);
    expect(listeners.has(EVENTS)).toBe(true);
    const withWide = caughtUpPath([
      ['e1', POINT],
      ['e2', WIDE],
    ]);
    const api = mockApi({ [withWide]: { body: { caughtUp: true, digest: 'x' } } });
    try {
      // What the figures on screen were drawn from: no news.
      send(EVENTS, [{ id: 'e1', data: POINT }]);
      // This device's own write, not yet on the server: the API cannot have it.
      send(EVENTS, [{ id: 'e2', data: WIDE, pending: true }], { type: 'modified' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(api.requested).toEqual([]);
      send(EVENTS, [{ id: 'e2', data: WIDE }], { type: 'modified' });
      await waitUntil(() => api.requested.length > 0);
      expect(api.requested).toEqual([withWide]);
    } finally {
      api.restore();
    }
  });

  it('stops following a match once it is no longer live', async () => {
    const { listeners, send } = await following();
    send(MATCHES, [{ id: 'm1', data: MATCH }]);
    expect(listeners.get(EVENTS)).toEqual(expect.any(Function));
    send(MATCHES, [{ id: 'm1', data: { ...MATCH, status: 'final' } }], { type: 'modified' });
    expect(listeners.get(EVENTS)).toBeNull();
    expect(Object.keys(store.getState().sync.listeners)).toHaveLength(1);
  });

  it('tells the sync status whether its listeners have the server’s data, so one left behind is started again', async () => {
    const { send } = await following();
    send(MATCHES, [{ id: 'm1', data: MATCH }]);
    send(EVENTS, [{ id: 'e1', data: POINT }], { fromCache: true });
    expect(Object.values(store.getState().sync.listeners)).toEqual(
      expect.arrayContaining([{ pending: 0, fromCache: true }]),
    );
  });
});
