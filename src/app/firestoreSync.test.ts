import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { DocumentReference, Query } from 'firebase/firestore';
import type { ProfileStore } from './firebase';
import {
  listenerClosed,
  listenerSynced,
  listenSynced,
  MANY_CHANGES,
  writeApplied,
  writeOnDevice,
  writeRefused,
  writeStarted,
} from './firestoreSync';

type Change = { type: 'added' | 'modified' | 'removed'; doc: { id: string; metadata: { hasPendingWrites: boolean } } };
type Snapshot = {
  metadata: { fromCache: boolean };
  docChanges: (options?: { includeMetadataChanges: boolean }) => Change[];
};

/** A Firestore whose one listener the test drives, and whose cache read answers when the test says. */
function fakeStore() {
  let next: (snapshot: Snapshot) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let stored: () => void = () => undefined;
  const stop = jest.fn();
  const sdk = {
    onSnapshot: jest.fn((_query: unknown, options: unknown, onNext: typeof next, onError: typeof fail) => {
      expect(options).toEqual({ includeMetadataChanges: true });
      next = onNext;
      fail = onError;
      return stop;
    }),
    getDocFromCache: jest.fn(() => new Promise<void>((resolve) => (stored = resolve))),
  };
  const store = { db: {}, sdk, keepsOnDevice: true } as unknown as ProfileStore;
  return {
    store,
    stop,
    emit: (snapshot: Snapshot) => next(snapshot),
    fail: (error: Error) => fail(error),
    stored: () => stored(),
  };
}

/** A dispatch that keeps what it is given. */
const record =
  (actions: UnknownAction[]): Dispatch =>
  <T>(action: T) => {
    actions.push(action as UnknownAction);
    return action;
  };

// Stand-ins the fake SDK only passes along.
const QUERY = {} as unknown as Query;
const WRITTEN = {} as unknown as DocumentReference;

/**
 * A snapshot of the documents that changed, as [id, how, pending]: 'metadata' is a change of the
 * pending state alone, which the SDK lists only to a caller that asks for metadata changes.
 */
const snapshot = (changes: Array<[string, Change['type'] | 'metadata', boolean]>, fromCache: boolean): Snapshot => ({
  metadata: { fromCache },
  docChanges: (options) =>
    changes
      .filter(([, how]) => how !== 'metadata' || options?.includeMetadataChanges)
      .map(([id, how, hasPendingWrites]) => ({
        type: how === 'metadata' ? 'modified' : how,
        doc: { id, metadata: { hasPendingWrites } },
      })),
});

/** `count` documents added by the server, none pending. */
const added = (count: number) =>
  Array.from({ length: count }, (_, k): [string, 'added', boolean] => [`e${k}`, 'added', false]);

/** A listener whose handler throws on the first part it is given, and the size of each part it took. */
function listenerFailingOnce() {
  const { store, emit } = fakeStore();
  const taken: number[] = [];
  const onDocs = jest.fn((changes: readonly unknown[]) => {
    taken.push(changes.length);
    if (taken.length === 1) throw new Error('a bug in the handler');
  });
  listenSynced(store, QUERY, record([]), { onDocs, onError: jest.fn() });
  return { emit, taken };
}

describe('listenSynced', () => {
  it('tells the sync status each snapshot’s pending documents, hands on only snapshots whose documents changed, and says when the server confirmed some', () => {
    const { store, emit, stop } = fakeStore();
    const actions: UnknownAction[] = [];
    const onDocs = jest.fn();
    const onConfirmed = jest.fn();
    const unsubscribe = listenSynced(store, QUERY, record(actions), { onDocs, onError: jest.fn(), onConfirmed });
    emit(
      snapshot(
        [
          ['d0', 'added', true],
          ['d1', 'added', true],
          ['d2', 'added', false],
        ],
        true,
      ),
    );
    emit(snapshot([['d0', 'metadata', false]], false));
    emit(
      snapshot(
        [
          ['d1', 'metadata', false],
          ['d3', 'added', false],
        ],
        false,
      ),
    );
    expect(onDocs).toHaveBeenCalledTimes(2);
    // Two pending, then one, then none: the server confirmed changes twice.
    expect(onConfirmed).toHaveBeenCalledTimes(2);
    const listener = (actions[0] as ReturnType<typeof listenerSynced>).payload.listener;
    expect(actions).toEqual([
      listenerSynced({ listener, pending: 2, fromCache: true }),
      listenerSynced({ listener, pending: 1, fromCache: false }),
      listenerSynced({ listener, pending: 0, fromCache: false }),
    ]);
    unsubscribe();
    expect(stop).toHaveBeenCalled();
    expect(actions.at(-1)).toEqual(listenerClosed(listener));
  });

  it('stops counting a pending document once it is removed', () => {
    const { store, emit } = fakeStore();
    const actions: UnknownAction[] = [];
    listenSynced(store, QUERY, record(actions), { onDocs: jest.fn(), onError: jest.fn() });
    emit(snapshot([['d0', 'added', true]], true));
    emit(snapshot([['d0', 'removed', true]], true));
    expect(actions.map((action) => (action as ReturnType<typeof listenerSynced>).payload.pending)).toEqual([1, 0]);
  });

  it('takes a snapshot of many changes in parts, each in a task of its own, and those that come meanwhile after it, in order', () => {
    jest.useFakeTimers();
    try {
      const { store, emit } = fakeStore();
      const actions: UnknownAction[] = [];
      const taken: Array<[number, boolean]> = [];
      const onDocs = jest.fn((changes: readonly unknown[], last: boolean) => taken.push([changes.length, last]));
      listenSynced(store, QUERY, record(actions), { onDocs, onError: jest.fn() });
      const pendings = () => actions.map((action) => (action as ReturnType<typeof listenerSynced>).payload.pending);
      const many = added(MANY_CHANGES * 2.5);
      emit(snapshot([['d0', 'added', true]], false));
      emit(snapshot(many, false));
      emit(snapshot([['d0', 'metadata', false]], false));
      emit(snapshot([['d1', 'added', false]], false));
      expect(taken).toEqual([[1, true]]);
      jest.advanceTimersToNextTimer();
      // The sync status hears of a snapshot with its last part only.
      expect(taken).toEqual([
        [1, true],
        [MANY_CHANGES, false],
      ]);
      expect(pendings()).toEqual([1]);
      jest.advanceTimersToNextTimer();
      jest.advanceTimersToNextTimer();
      expect(taken.slice(1)).toEqual([
        [MANY_CHANGES, false],
        [MANY_CHANGES, false],
        [MANY_CHANGES / 2, true],
      ]);
      expect(pendings()).toEqual([1, 1]);
      jest.runAllTimers();
      expect(taken.at(-1)).toEqual([1, true]);
      expect(pendings()).toEqual([1, 1, 0, 0]);
      // Below the mark, with nothing waiting, a snapshot is taken at once again.
      emit(snapshot([['d2', 'added', false]], false));
      expect(taken).toHaveLength(6);
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes on to the parts after one whose handler throws', () => {
    jest.useFakeTimers();
    try {
      const { emit, taken } = listenerFailingOnce();
      emit(snapshot(added(MANY_CHANGES * 2), false));
      expect(() => jest.advanceTimersToNextTimer()).toThrow('a bug in the handler');
      jest.runAllTimers();
      emit(snapshot([['d0', 'added', false]], false));
      expect(taken).toEqual([MANY_CHANGES, MANY_CHANGES, 1]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('where the browser schedules tasks by priority, posts each part at background priority, so a frame the page owes is drawn first', async () => {
    const posted: Array<{ priority: string | undefined; run: () => void }> = [];
    const reported: unknown[] = [];
    const scheduler = {
      postTask: (task: () => void, options?: { priority?: string }) =>
        new Promise<void>((resolve, reject) => {
          posted.push({
            priority: options?.priority,
            run: () => {
              try {
                task();
                resolve();
              } catch (error) {
                reject(error instanceof Error ? error : new Error(String(error)));
              }
            },
          });
        }),
    };
    const { reportError } = globalThis;
    Object.assign(globalThis, { scheduler, reportError: (error: unknown) => reported.push(error) });
    jest.useFakeTimers();
    try {
      const { emit, taken } = listenerFailingOnce();
      emit(snapshot(added(MANY_CHANGES * 2), false));
      expect(taken).toEqual([]);
      // One part a task, the next posted only as the one before it ends.
      expect(posted).toHaveLength(1);
      posted[0]?.run();
      await Promise.resolve();
      expect(reported).toEqual([new Error('a bug in the handler')]);
      expect(posted).toHaveLength(2);
      posted[1]?.run();
      expect(taken).toEqual([MANY_CHANGES, MANY_CHANGES]);
      expect(posted.map(({ priority }) => priority)).toEqual(['background', 'background']);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
      Reflect.deleteProperty(globalThis, 'scheduler');
      Object.assign(globalThis, { reportError });
    }
  });

  it('takes none of the snapshots that wait once it is stopped or has failed', () => {
    jest.useFakeTimers();
    try {
      const many = Array.from({ length: MANY_CHANGES }, (_, k): [string, 'added', boolean] => [`e${k}`, 'added', true]);
      for (const end of ['stopped', 'failed'] as const) {
        const { store, emit, fail } = fakeStore();
        const actions: UnknownAction[] = [];
        const onDocs = jest.fn();
        const unsubscribe = listenSynced(store, QUERY, record(actions), { onDocs, onError: jest.fn() });
        emit(snapshot(many, true));
        if (end === 'stopped') unsubscribe();
        else fail(new Error('Missing or insufficient permissions.'));
        jest.runAllTimers();
        expect(onDocs).not.toHaveBeenCalled();
        expect(actions.map((action) => action.type)).toEqual([listenerClosed.type]);
      }
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes its count when the listener fails, and says why', () => {
    const { store, fail } = fakeStore();
    const actions: UnknownAction[] = [];
    const onError = jest.fn();
    listenSynced(store, QUERY, record(actions), { onDocs: jest.fn(), onError });
    fail(new Error('Missing or insufficient permissions.'));
    expect(actions.at(-1)?.type).toBe(listenerClosed.type);
    expect(onError).toHaveBeenCalledWith(new Error('Missing or insufficient permissions.'));
  });
});

describe('writeOnDevice', () => {
  it('resolves once the write is stored on the device, though the server has not answered', async () => {
    const { store, stored } = fakeStore();
    const actions: UnknownAction[] = [];
    let done = false;
    const written = writeOnDevice(store, record(actions), WRITTEN, new Promise(() => undefined)).then(
      () => (done = true),
    );
    await Promise.resolve();
    expect(done).toBe(false);
    expect(actions).toEqual([writeStarted()]);
    stored();
    await written;
    expect(actions).toEqual([writeStarted(), writeApplied()]);
  });

  it('reports a refusal the server sends later to the sync status', async () => {
    const { store, stored } = fakeStore();
    const actions: UnknownAction[] = [];
    let refuse: (error: Error) => void = () => undefined;
    const acknowledged = new Promise((_resolve, reject) => (refuse = reject));
    const written = writeOnDevice(store, record(actions), WRITTEN, acknowledged);
    stored();
    await written;
    refuse(new Error('Missing or insufficient permissions.'));
    await acknowledged.catch(() => undefined);
    await Promise.resolve();
    expect(actions).toEqual([writeStarted(), writeApplied(), writeRefused('Missing or insufficient permissions.')]);
  });
});
