import { configureStore, createEntityAdapter } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import type { FirebaseServices, ProfileStore } from './firebase';
import { MANY_CHANGES } from './firestoreSync';
import { listenedCollection, type Listened } from './listenedCollection';
import { readConfig } from './config';
import type { AppServices } from './services';

type Item = { id: string; label: string };
type Change = { type: 'added' | 'modified' | 'removed'; doc: { id: string; data: () => unknown; metadata: object } };

/** A store with one listened collection, over a Firestore whose one listener the test drives. */
function listenedStore() {
  let next: ((snapshot: unknown) => void) | null = null;
  const sdk = {
    collection: () => ({}),
    onSnapshot: (_query: unknown, _options: unknown, onNext: (snapshot: unknown) => void) => {
      next = onNext;
      return () => undefined;
    },
  };
  const profile = { db: {}, sdk, keepsOnDevice: true } as unknown as ProfileStore;
  const services: AppServices = {
    config: readConfig({}),
    loadFirebase: () =>
      Promise.resolve({ profileStore: () => Promise.resolve(profile) } as unknown as FirebaseServices),
  };
  const adapter = createEntityAdapter<Item>();
  const api = createApi({
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      items: build.query<Listened<Item>, string>(
        listenedCollection(
          adapter,
          (match) => ['items', match],
          (id, data) => ({ id, label: String((data as { label: unknown }).label) }),
        ),
      ),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults({ thunk: { extraArgument: services } }).concat(api.middleware),
  });
  // Subscribed for the test's length; the entry, and its listener, stay.
  void store.dispatch(api.endpoints.items.initiate('m1'));
  const listened = () => api.endpoints.items.select('m1')(store.getState()).data;
  const metadata = { hasPendingWrites: false, fromCache: false };
  const changes = (type: Change['type'], from: number, to: number): Change[] =>
    Array.from({ length: to - from }, (_, k) => ({
      type,
      doc: { id: `e${from + k}`, data: () => ({ label: `${type} ${from + k}` }), metadata },
    }));
  const emit = (list: Change[]) => next?.({ metadata, docChanges: () => list });
  // The listener is opened once the entry's first data is in and Firestore is loaded.
  const opened = async () => {
    for (let turn = 0; turn < 50 && next === null; turn += 1) await Promise.resolve();
    return next !== null;
  };
  /** The entry asked for again, as RTK Query does when the browser is back online. */
  const askedAgain = () => store.dispatch(api.endpoints.items.initiate('m1', { subscribe: false, forceRefetch: true }));
  return { listened, changes, emit, opened, askedAgain };
}

describe('listenedCollection', () => {
  it('takes a long collection opened in parts, loaded with its last, then later changes in order', async () => {
    jest.useFakeTimers();
    try {
      const { listened, changes, emit, opened } = listenedStore();
      expect(await opened()).toBe(true);
      const size = MANY_CHANGES * 2 + 10;
      emit(changes('added', 0, size));
      expect(listened()?.ids).toHaveLength(0);
      jest.advanceTimersToNextTimer();
      expect(listened()).toMatchObject({ loaded: false });
      expect(listened()?.ids).toHaveLength(MANY_CHANGES);
      jest.advanceTimersToNextTimer();
      expect(listened()?.ids).toHaveLength(MANY_CHANGES * 2);
      expect(listened()?.loaded).toBe(false);
      jest.advanceTimersToNextTimer();
      expect(listened()?.ids).toHaveLength(size);
      expect(listened()?.loaded).toBe(true);
      // A small change after is taken at once; one that comes while a large one waits, after it.
      emit(changes('removed', 0, 1));
      expect(listened()?.ids).toHaveLength(size - 1);
      emit(changes('modified', 1, 1 + MANY_CHANGES));
      emit(changes('removed', 1, 2));
      expect(listened()?.entities.e1?.label).toBe('added 1');
      jest.runAllTimers();
      expect(listened()?.entities.e1).toBeUndefined();
      expect(listened()?.entities.e2?.label).toBe('modified 2');
      expect(listened()?.ids).toHaveLength(size - 2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps what its listener brought when the entry is asked for again, and goes on taking changes', async () => {
    const { listened, changes, emit, opened, askedAgain } = listenedStore();
    expect(await opened()).toBe(true);
    emit(changes('added', 0, 3));
    expect(listened()).toMatchObject({ loaded: true, ids: ['e0', 'e1', 'e2'] });
    await askedAgain();
    expect(listened()).toMatchObject({ loaded: true, ids: ['e0', 'e1', 'e2'] });
    emit(changes('modified', 1, 2));
    expect(listened()?.entities.e1?.label).toBe('modified 1');
    expect(listened()?.ids).toEqual(['e0', 'e1', 'e2']);
  });
});
