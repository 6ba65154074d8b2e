import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { listenerClosed, listenerSynced, writeApplied, writeRefused, writeStarted } from '../../app/firestoreSync';

/**
 * What the sync status knows (docs/behaviour.md#offline): for each open Firestore listener, how many
 * of its documents hold changes the server has not confirmed and whether its data is only this
 * device's; whether the browser says it is online; how many checks of the SDK's queue of unsent
 * writes are still waiting (that queue also holds deletions and earlier sessions' writes, which no
 * listener shows); where Firestore keeps them; and the last write the server refused.
 */
export type SyncState = {
  listeners: Record<string, { pending: number; fromCache: boolean }>;
  online: boolean;
  /** Checks of the write queue (waitForPendingWrites) that found it not empty and still wait. */
  queueChecksWaiting: number;
  /** Writes started since the page opened; those not yet applied are not yet stored anywhere. */
  writesStarted: number;
  /** Writes applied on this device since the page opened: each one asks for a new queue check. */
  writesApplied: number;
  /** 'device': IndexedDB, kept across reloads and closed tabs; 'memory': lost with the page. */
  storage: 'device' | 'memory' | 'unknown';
  refused: string | null;
  /** Times Firestore's listens were started again because they never caught up with the server. */
  listenRestarts: number;
};

export const initialSyncState: SyncState = {
  listeners: {},
  online: true,
  queueChecksWaiting: 0,
  writesStarted: 0,
  writesApplied: 0,
  storage: 'unknown',
  refused: null,
  listenRestarts: 0,
};

export const syncSlice = createSlice({
  name: 'sync',
  initialState: initialSyncState,
  reducers: {
    /** The browser's `online` event (or its state when the status first shows). */
    wentOnline(state) {
      state.online = true;
    },
    /** The browser's `offline` event. */
    wentOffline(state) {
      state.online = false;
    },
    /** A queue check found writes not yet on the server. */
    queueWaiting(state) {
      state.queueChecksWaiting += 1;
    },
    /** A check that was waiting saw every write it waited for reach the server (or gave up). */
    queueFlushed(state) {
      state.queueChecksWaiting = Math.max(0, state.queueChecksWaiting - 1);
    },
    storageKnown(state, action: PayloadAction<'device' | 'memory'>) {
      state.storage = action.payload;
    },
    /** The user has read the refusal. */
    refusalDismissed(state) {
      state.refused = null;
    },
    /** Firestore's listens are started again: they had not caught up with a server that has every write. */
    listensRestarted(state) {
      state.listenRestarts += 1;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(listenerSynced, (state, action) => {
        const { listener, pending, fromCache } = action.payload;
        state.listeners[listener] = { pending, fromCache };
      })
      .addCase(listenerClosed, (state, action) => {
        state.listeners = Object.fromEntries(
          Object.entries(state.listeners).filter(([listener]) => listener !== action.payload),
        );
      })
      .addCase(writeStarted, (state) => {
        state.writesStarted += 1;
      })
      .addCase(writeApplied, (state) => {
        state.writesApplied += 1;
      })
      .addCase(writeRefused, (state, action) => {
        state.refused = action.payload;
      });
  },
  selectors: {
    selectWritesApplied: (state) => state.writesApplied,
  },
});

export const { wentOnline, wentOffline, queueWaiting, queueFlushed, storageKnown, refusalDismissed, listensRestarted } =
  syncSlice.actions;
export const { selectWritesApplied } = syncSlice.selectors;

/** What the screen says about the user's changes. */
export type SyncStatus = {
  /** Documents on screen with changes not yet on the server. */
  pending: number;
  /**
   * Some change waits though no document on screen shows it: a deletion, an earlier session's write,
   * or one just started and not yet stored on the device, which no listener knows of till then.
   */
  waiting: boolean;
  /** No way to the server: the browser is offline, or changes wait and every listener has only this device's data. */
  offline: boolean;
  /** Changes made now are kept on the device across reloads (IndexedDB), not only in this page's memory. */
  keptOnDevice: boolean;
  /** Why the server refused a change, until the user dismisses it. */
  refused: string | null;
};

const selectSync = (state: { sync: SyncState }) => state.sync;

export const selectSyncStatus = createSelector([selectSync], (sync): SyncStatus => {
  const listeners = Object.values(sync.listeners);
  const pending = listeners.reduce((sum, listener) => sum + listener.pending, 0);
  const unconfirmed = listeners.length > 0 && listeners.every((listener) => listener.fromCache);
  return {
    pending,
    waiting: pending === 0 && (sync.queueChecksWaiting > 0 || sync.writesStarted > sync.writesApplied),
    offline: !sync.online || ((pending > 0 || sync.queueChecksWaiting > 0) && unconfirmed),
    keptOnDevice: sync.storage !== 'memory',
    refused: sync.refused,
  };
});

/**
 * The browser is online and some listener still has only this device's data: right after a
 * reconnect, or, once the server has every write for a while, a listen that will not catch up.
 */
export const selectListensBehind = createSelector(
  [selectSync],
  (sync) => sync.online && Object.values(sync.listeners).some((listener) => listener.fromCache),
);

/**
 * Leaving the page now would lose a change: a write not yet stored on the device (a few hundred ms
 * on a slow phone), or, where the browser keeps nothing on the device, one not yet on the server.
 */
export const selectChangesAtRisk = createSelector(
  [selectSync, selectSyncStatus],
  (sync, status) =>
    sync.writesStarted > sync.writesApplied ||
    (!status.keptOnDevice && (status.pending > 0 || sync.queueChecksWaiting > 0)),
);
