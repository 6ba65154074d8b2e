import type { createEntityAdapter, Dispatch, EntityState } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { apiSlice } from './apiSlice';
import type { ProfileStore } from './firebase';
import { listenSynced } from './firestoreSync';
import { isAppServices } from './services';

/**
 * A Firestore collection as an RTK Query cache entry, kept live by a listener opened when the entry
 * is added and closed when it is removed (RTK Query's streaming updates): what the squads' roster
 * and matches and a recorded match's events are read through.
 */

/** A listened collection: its entities, whether the first snapshot has come, and why it stopped, if it did. */
export type Listened<T> = EntityState<T, string> & { loaded: boolean; error: string | null };

export async function firestoreOf(extra: unknown): Promise<ProfileStore> {
  if (!isAppServices(extra)) throw new Error('The store was made without app services');
  return (await extra.loadFirebase()).profileStore();
}

/** A document's data as the contract reads it, with its id; null (left out) when it breaks the contract. */
export const parsed =
  <T>(schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } }) =>
  (id: string, data: unknown): (T & { id: string }) | null => {
    const result = schema.safeParse(data);
    return result.success ? { ...result.data, id } : null;
  };

/**
 * The queryFn of an entry a Firestore listener keeps (every `onCacheEntryAdded` here and in the
 * features): `initial` the first time; when the entry is asked for again (the API slice refetches
 * every query once the browser is back online), the data the listener has kept. Its listener goes
 * on and only sends what changes next, so answering `initial` again would empty the entry for good.
 */
export function streamedQueryFn<T>(initial: () => T) {
  return (_arg: unknown, api: BaseQueryApi): { data: T } => {
    const state = (api.getState() as Partial<Record<string, ReturnType<typeof apiSlice.reducer>>>)[
      apiSlice.reducerPath
    ];
    const kept = api.queryCacheKey === undefined ? undefined : state?.queries[api.queryCacheKey]?.data;
    // Only this queryFn and its listener ever write the entry, so what it holds is a T.
    return { data: kept === undefined ? initial() : (kept as T) };
  };
}

type StreamApi<T> = {
  extra: unknown;
  dispatch: Dispatch;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (update: (draft: Listened<T>) => void) => void;
};

export type ListenOptions<Arg> = {
  /** Every snapshot's count of documents whose changes the server has not confirmed (a match's events waiting to sync). */
  onPending?: (pending: number, arg: Arg, dispatch: Dispatch) => void;
  /** Some of those changes reached the server: what it computes from them may be asked for again. */
  onConfirmed?: (arg: Arg, dispatch: Dispatch) => void;
};

/**
 * A query whose data is the Firestore collection at `pathOf(arg)`, parsed by `parse`, listened to
 * through the sync status (app/firestoreSync.ts). After the first snapshot only the documents that
 * changed are applied, so a match of 400 events costs one entity per write, not 400.
 */
export function listenedCollection<T extends { id: string }, Arg>(
  adapter: ReturnType<typeof createEntityAdapter<T>>,
  pathOf: (arg: Arg) => readonly [string, ...string[]],
  parse: (id: string, data: unknown) => T | null,
  { onPending, onConfirmed }: ListenOptions<Arg> = {},
) {
  const initial = (): Listened<T> => ({ ...adapter.getInitialState(), loaded: false, error: null });
  type Draft = Parameters<typeof adapter.setAll>[0];
  return {
    queryFn: streamedQueryFn(initial),
    async onCacheEntryAdded(arg: Arg, api: StreamApi<T>) {
      await api.cacheDataLoaded;
      const store = await firestoreOf(api.extra);
      const [first, ...rest] = pathOf(arg);
      let heard = false;
      const stop = listenSynced(store, store.sdk.collection(store.db, first, ...rest), api.dispatch, {
        onDocs: (changes, last) => {
          // One setMany and one removeMany however many changed: a sorted adapter sorts once, so
          // events arriving together (another device's, or a reconnect) cost one pass per part.
          const set: T[] = [];
          const removed: string[] = [];
          for (const change of changes) {
            const item = change.type === 'removed' ? null : parse(change.doc.id, change.doc.data());
            if (item) set.push(item);
            else removed.push(change.doc.id);
          }
          const opening = !heard;
          heard = true;
          api.updateCachedData((draft) => {
            if (opening) adapter.setAll(draft as Draft, set);
            else if (set.length > 0) adapter.setMany(draft as Draft, set);
            if (removed.length > 0) adapter.removeMany(draft as Draft, removed);
            // A long match opened comes in parts: it is loaded with its last.
            if (last) draft.loaded = true;
            draft.error = null;
          });
        },
        onError: (error) =>
          api.updateCachedData((draft) => {
            draft.error = error.message;
          }),
        onConfirmed: onConfirmed && (() => onConfirmed(arg, api.dispatch)),
        onPending: onPending && ((pending) => onPending(pending, arg, api.dispatch)),
      });
      await api.cacheEntryRemoved;
      stop();
    },
  };
}
