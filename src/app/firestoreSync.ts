import { createAction, type Dispatch } from '@reduxjs/toolkit';
import type { DocumentReference, FirestoreError, Query, QuerySnapshot } from 'firebase/firestore';
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
  /** The first snapshot, and each one whose documents changed (not those where only metadata did). */
  onDocs: (snapshot: QuerySnapshot) => void;
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
 * Changes in one snapshot from which the app takes it in a task of its own: more than recording
 * brings, as many as another device's events after a spell with no signal (docs/performance.md#capture).
 */
export const MANY_CHANGES = 100;

/**
 * onSnapshot over a collection or query, with metadata changes, so the sync status hears when a
 * document's local change reaches the server (hasPendingWrites) and whether the data is the
 * server's or only this device's (fromCache). Returns the unsubscribe function.
 *
 * Snapshots are taken in the order they come. One of `MANY_CHANGES` or more is taken in a task of
 * its own, after the SDK's work on it, so the page may draw between the two; any that come while it
 * waits are taken after it, in the same task.
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
  const take = (snapshot: QuerySnapshot) => {
    for (const { type, doc } of snapshot.docChanges({ includeMetadataChanges: true })) {
      if (type !== 'removed' && doc.metadata.hasPendingWrites) unconfirmed.add(doc.id);
      else unconfirmed.delete(doc.id);
    }
    const pending = unconfirmed.size;
    dispatch(listenerSynced({ listener, pending, fromCache: snapshot.metadata.fromCache }));
    onPending?.(pending);
    if (previous === null || snapshot.docChanges().length > 0) onDocs(snapshot);
    if (previous !== null && pending < previous) onConfirmed?.();
    previous = pending;
  };
  // The snapshots waiting for their task, if any; a stopped or failed listener takes none of them.
  let waiting: QuerySnapshot[] | null = null;
  let stopped = false;
  const stop = sdk.onSnapshot(
    query,
    { includeMetadataChanges: true },
    (snapshot) => {
      if (waiting) waiting.push(snapshot);
      else if (snapshot.docChanges({ includeMetadataChanges: true }).length < MANY_CHANGES) take(snapshot);
      else {
        waiting = [snapshot];
        setTimeout(() => {
          const taken = waiting ?? [];
          waiting = null;
          for (const next of taken) if (!stopped) take(next);
        }, 0);
      }
    },
    (error) => {
      stopped = true;
      dispatch(listenerClosed(listener));
      onError(error);
    },
  );
  return () => {
    stopped = true;
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
