import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { FirestoreSdk, ProfileStore } from '../../app/firebase';
import { figureTags } from '../../app/apiPaths';
import { apiSlice } from '../../app/apiSlice';
import { isAppServices } from '../../app/services';
import { squadMatchSchema, squadPlayerSchema, type SquadMatch, type SquadPlayer } from '../../../contract/squad';

/**
 * A squad's roster and matches, read and written straight in Firestore under its rules
 * (firestore.rules): the data stays in RTK Query, kept live by a listener opened when the cache
 * entry is added and closed when it is removed (RTK Query's streaming updates).
 */

export type RosterPlayer = SquadPlayer & { id: string };
export type SquadMatchEntry = SquadMatch & { id: string };

export const rosterAdapter = createEntityAdapter<RosterPlayer>({
  sortComparer: (a, b) => (a.number ?? 100) - (b.number ?? 100) || a.name.localeCompare(b.name),
});
export const squadMatchesAdapter = createEntityAdapter<SquadMatchEntry>({
  sortComparer: (a, b) => b.date.localeCompare(a.date),
});

/** A listened collection: its entities, whether the first snapshot has come, and why it stopped, if it did. */
export type Listened<T> = EntityState<T, string> & { loaded: boolean; error: string | null };

async function firestoreOf(extra: unknown): Promise<ProfileStore> {
  if (!isAppServices(extra)) throw new Error('The store was made without app services');
  return (await extra.loadFirebase()).profileStore();
}

/**
 * A query whose data is a Firestore collection under the squad, parsed by `schema` (a document
 * that breaks the contract is left out) and kept in step by onSnapshot.
 */
function listenedCollection<T extends { id: string }>(
  adapter: ReturnType<typeof createEntityAdapter<T>>,
  collectionOf: (squadId: string) => string[],
  parse: (id: string, data: unknown) => T | null,
) {
  const initial = (): Listened<T> => ({ ...adapter.getInitialState(), loaded: false, error: null });
  return {
    queryFn: () => ({ data: initial() }),
    async onCacheEntryAdded(
      squadId: string,
      api: {
        extra: unknown;
        cacheDataLoaded: Promise<unknown>;
        cacheEntryRemoved: Promise<unknown>;
        updateCachedData: (update: (draft: Listened<T>) => void) => void;
      },
    ) {
      await api.cacheDataLoaded;
      const { db, sdk } = await firestoreOf(api.extra);
      const [first, ...rest] = collectionOf(squadId);
      const stop = sdk.onSnapshot(
        sdk.collection(db, first ?? 'squads', ...rest),
        (snapshot) =>
          api.updateCachedData((draft) => {
            const items = snapshot.docs.flatMap((doc) => {
              const item = parse(doc.id, doc.data());
              return item ? [item] : [];
            });
            adapter.setAll(draft as Parameters<typeof adapter.setAll>[0], items);
            draft.loaded = true;
            draft.error = null;
          }),
        (error) =>
          api.updateCachedData((draft) => {
            draft.error = error.message;
          }),
      );
      await api.cacheEntryRemoved;
      stop();
    },
  };
}

const parsed =
  <T>(schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } }) =>
  (id: string, data: unknown): (T & { id: string }) | null => {
    const result = schema.safeParse(data);
    return result.success ? { ...result.data, id } : null;
  };

/** A Firestore write against the squad, and the squad's figures asked for again once it is made. */
async function write(extra: unknown, work: (sdk: FirestoreSdk, db: ProfileStore['db']) => Promise<unknown>) {
  try {
    const { db, sdk } = await firestoreOf(extra);
    await work(sdk, db);
    return { data: null };
  } catch (error) {
    return {
      error: { status: 'CUSTOM_ERROR' as const, error: error instanceof Error ? error.message : String(error) },
    };
  }
}

/** Events are deleted in batches of this many (Firestore takes at most 500 writes a batch). */
const BATCH = 400;

export const rosterEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getRoster: builder.query<Listened<RosterPlayer>, string>({
      ...listenedCollection(rosterAdapter, (squadId) => ['squads', squadId, 'players'], parsed(squadPlayerSchema)),
      keepUnusedDataFor: 30,
    }),
    getSquadMatches: builder.query<Listened<SquadMatchEntry>, string>({
      ...listenedCollection(squadMatchesAdapter, (squadId) => ['squads', squadId, 'matches'], parsed(squadMatchSchema)),
      keepUnusedDataFor: 30,
    }),
    /** Adds a player (no id) or changes one; the listener brings the change back. */
    savePlayer: builder.mutation<null, { squadId: string; id: string | null; player: SquadPlayer }>({
      queryFn: ({ squadId, id, player }, { extra }) =>
        write(extra, (sdk, db) => {
          const players = sdk.collection(db, 'squads', squadId, 'players');
          return sdk.setDoc(id === null ? sdk.doc(players) : sdk.doc(players, id), player);
        }),
      invalidatesTags: (_result, _error, { squadId }) => figureTags(squadId),
    }),
    removePlayer: builder.mutation<null, { squadId: string; id: string }>({
      queryFn: ({ squadId, id }, { extra }) =>
        write(extra, (sdk, db) => sdk.deleteDoc(sdk.doc(db, 'squads', squadId, 'players', id))),
      invalidatesTags: (_result, _error, { squadId }) => figureTags(squadId),
    }),
    changeMatch: builder.mutation<
      null,
      { squadId: string; id: string; change: Partial<Pick<SquadMatch, 'date' | 'opponent' | 'competition' | 'venue'>> }
    >({
      queryFn: ({ squadId, id, change }, { extra }) =>
        write(extra, (sdk, db) => sdk.updateDoc(sdk.doc(db, 'squads', squadId, 'matches', id), change)),
      invalidatesTags: (_result, _error, { squadId }) => figureTags(squadId),
    }),
    /**
     * A match and its events. The match goes first, so the API stops counting it at once (events
     * under no match are no one's data), then its events, a batch at a time.
     */
    deleteMatch: builder.mutation<null, { squadId: string; id: string }>({
      queryFn: ({ squadId, id }, { extra }) =>
        write(extra, async (sdk, db) => {
          await sdk.deleteDoc(sdk.doc(db, 'squads', squadId, 'matches', id));
          const events = await sdk.getDocs(sdk.collection(db, 'squads', squadId, 'matches', id, 'events'));
          for (let start = 0; start < events.docs.length; start += BATCH) {
            const batch = sdk.writeBatch(db);
            for (const event of events.docs.slice(start, start + BATCH)) batch.delete(event.ref);
            await batch.commit();
          }
        }),
      invalidatesTags: (_result, _error, { squadId }) => ['Squads', ...figureTags(squadId)],
    }),
  }),
});

export const {
  useGetRosterQuery,
  useGetSquadMatchesQuery,
  useSavePlayerMutation,
  useRemovePlayerMutation,
  useChangeMatchMutation,
  useDeleteMatchMutation,
} = rosterEndpoints;
