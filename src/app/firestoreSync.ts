import { createAction, type Dispatch } from '@reduxjs/toolkit';
import type { DocumentChange, DocumentReference, FirestoreError, Query, QuerySnapshot } from 'firebase/firestore';
import type { ProfileStore } from './firebase';

/**
 * How the app's Firestore reads and writes tell the sync status (src/features/sync) what waits to
 * be sent (docs/behaviour.md#offline). Any feature that listens to or writes Firestore uses these
 * two helpers; the sync feature turns the events below into what the screen says.
 */

/** One listener's latest snapshot: how many of its documents hold changes the server has not yet confirmed. */
export const listenerSynced = createAction<{ listener: string; pending: number; fromCache: boolean }>(
  'sync/listenerSynced',
);
/** A listener stopped (its data is no longer shown), so its documents no longer count. */
export const listenerClosed = createAction<string>('sync/listenerClosed');
/** A write was started: until it is applied on this device, leaving the page would lose it. */
export const writeStarted = createAction('sync/writeStarted');
/** A write was applied on this device (or could not be made at all); the server's answer is still to come. */
export const writeApplied = createAction('sync/writeApplied');
/** The server refused a write made earlier (its rules, say); the device has dropped it too. */
export const writeRefused = createAction<string>('sync/writeRefused');

let listeners = 0;

/** What a listener does with its snapshots. */
export type SyncedHandlers = {
  /**
   * The documents that changed: every one in the first snapshot (as added), then those of each
   * snapshot whose documents changed (not those where only metadata did). A snapshot of
   * `MANY_CHANGES` or more comes in parts; `last` is false for all but its last part.
   */
  onDocs: (changes: readonly DocumentChange[], last: boolean) => void;
  onError: (error: FirestoreError) => void;
  /**
   * Fewer documents hold unconfirmed changes than before: the server has some of them now (made on
   * this page or, before a reload or in another tab, with no network), so what it computes from them
   * may be asked for again.
   */
  onConfirmed?: () => void;
  /** Every snapshot, metadata-only ones too: how many of its documents hold unconfirmed changes. */
  onPending?: (pending: number) => void;
};

/**
 * Changes the app takes from a snapshot in one task: many more than recording an event brings (one
 * to three), so a tap's snapshot is taken at once. A snapshot of more (another device's events after
 * a spell with no signal, or a long match opened) is taken this many at a time, each part in a task
 * of its own, so the page draws between them (docs/performance.md#capture).
 */
export const MANY_CHANGES = 50;

/**
 * Runs `part` in a task of its own once the page has nothing more pressing to do: where the browser
 * schedules tasks by priority (Chromium, Firefox), at background priority, so a frame the page owes
 * is drawn first and the SDK finishes its own work on the snapshot; elsewhere (Safari), after any
 * task already waiting. A part that throws is reported as an uncaught error is, either way.
 */
function inTaskOfItsOwn(part: () => void): void {
  if ('scheduler' in globalThis) void scheduler.postTask(part, { priority: 'background' }).catch(reportError);
  else setTimeout(part, 0);
}

/**
 * onSnapshot over a collection or query, with metadata changes, so the sync status hears when a
 * document's local change reaches the server (hasPendingWrites) and whether the data is the
 * server's or only this device's (fromCache). Returns the unsubscribe function.
 *
 * Snapshots are taken in the order they come: one of `MANY_CHANGES` or more in parts, each in a
 * task of its own, after the SDK's work on it; any that come meanwhile wait their turn, each in a
 * task too. The sync status hears of a snapshot with its last part.
 */
export function listenSynced(
  { sdk }: ProfileStore,
  query: Query,
  dispatch: Dispatch,
  { onDocs, onError, onConfirmed, onPending }: SyncedHandlers,
): () => void {
  listeners += 1;
  const listener = `listener-${listeners}`;
  let previous: number | null = null;
  // The documents holding unconfirmed changes, kept from each snapshot's changes (metadata ones
  // included) rather than counted over all its documents: a match of 400 events would otherwise
  // cost 400 document objects per snapshot, and a write brings two or three snapshots.
  const unconfirmed = new Set<string>();
  const take = (snapshot: QuerySnapshot, changes: readonly DocumentChange[], last: boolean) => {
    if (!last) {
      onDocs(changes, false);
      return;
    }
    for (const { type, doc } of snapshot.docChanges({ includeMetadataChanges: true })) {
      if (type !== 'removed' && doc.metadata.hasPendingWrites) unconfirmed.add(doc.id);
      else unconfirmed.delete(doc.id);
    }
    const pending = unconfirmed.size;
    dispatch(listenerSynced({ listener, pending, fromCache: snapshot.metadata.fromCache }));
    onPending?.(pending);
    if (previous === null || changes.length > 0) onDocs(changes, true);
    if (previous !== null && pending < previous) onConfirmed?.();
    previous = pending;
  };
  // Parts of snapshots waiting for their task, in order; a stopped or failed listener takes none of them.
  const waiting: Array<() => void> = [];
  let stopped = false;
  const takeNext = () =>
    inTaskOfItsOwn(() => {
      if (stopped) return;
      // A part that throws (a handler's bug) must not leave those after it waiting for ever.
      try {
        waiting.shift()?.();
      } finally {
        if (waiting.length > 0) takeNext();
      }
    });
  const wait = (part: () => void) => {
    waiting.push(part);
    if (waiting.length === 1) takeNext();
  };
  const end = () => {
    stopped = true;
    waiting.length = 0;
  };
  const stop = sdk.onSnapshot(
    query,
    { includeMetadataChanges: true },
    (snapshot) => {
      const changes = snapshot.docChanges();
      if (waiting.length === 0 && snapshot.docChanges({ includeMetadataChanges: true }).length < MANY_CHANGES) {
        take(snapshot, changes, true);
        return;
      }
      for (let from = 0; from === 0 || from < changes.length; from += MANY_CHANGES) {
        const part = changes.slice(from, from + MANY_CHANGES);
        const last = from + MANY_CHANGES >= changes.length;
        wait(() => take(snapshot, part, last));
      }
    },
    (error) => {
      end();
      dispatch(listenerClosed(listener));
      onError(error);
    },
  );
  return () => {
    end();
    stop();
    dispatch(listenerClosed(listener));
  };
}

/** What an error says, whatever was thrown. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A write (`acknowledged`: the SDK's promise for it, which settles only when the server answers,
 * never while offline) made safe on the device: resolves once the write is stored in this device's
 * cache, so the screen may confirm it then, with or without a network. A later refusal by the
 * server goes to the sync status. `written` is a document the write touches.
 */
export async function writeOnDevice(
  store: ProfileStore,
  dispatch: Dispatch,
  written: DocumentReference,
  acknowledged: Promise<unknown>,
): Promise<void> {
  dispatch(writeStarted());
  await storedOnDevice(store, dispatch, written, acknowledged);
}

/** writeOnDevice for a write whose start was counted already (`writeStarted`), when it was decided. */
export async function storedOnDevice(
  { sdk }: ProfileStore,
  dispatch: Dispatch,
  written: DocumentReference,
  acknowledged: Promise<unknown>,
): Promise<void> {
  acknowledged.catch((error: unknown) => dispatch(writeRefused(messageOf(error))));
  // The SDK runs writes and cache reads in the order they are made, on one queue, and a write is
  // stored locally before the next task starts: a cache read of the written document made now
  // answers once the write is on the device (a deleted one answers "no such document" or fails).
  await sdk.getDocFromCache(written).catch(() => undefined);
  dispatch(writeApplied());
}

/**
 * Turns Firestore's network off and on: a new connection, on which every listen starts afresh and
 * every read is answered anew. The local emulator was seen to leave one connection's listens
 * behind for good (docs/behaviour.md#listen-restart), and to answer its reads stale for seconds.
 */
export async function reconnectFirestore({ db, sdk }: Pick<ProfileStore, 'db' | 'sdk'>): Promise<void> {
  await sdk.disableNetwork(db);
  await sdk.enableNetwork(db);
}
