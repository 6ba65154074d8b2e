import { createEntityAdapter } from '@reduxjs/toolkit';
import type { FirestoreSdk, ProfileStore } from '../../app/firebase';
import { figureTags } from '../../app/apiPaths';
import { apiSlice } from '../../app/apiSlice';
import { firestoreOf, listenedCollection, parsed, type Listened } from '../../app/listenedCollection';
import { squadMatchSchema, squadPlayerSchema, type SquadMatch, type SquadPlayer } from '../../../contract/squad';

/**
 * A squad's roster and matches, read and written straight in Firestore under its rules
 * (firestore.rules): the data stays in RTK Query, kept live by a listener (app/listenedCollection.ts).
 */

export type RosterPlayer = SquadPlayer & { id: string };
export type SquadMatchEntry = SquadMatch & { id: string };

export const rosterAdapter = createEntityAdapter<RosterPlayer>({
  sortComparer: (a, b) => (a.number ?? 100) - (b.number ?? 100) || a.name.localeCompare(b.name),
});
export const squadMatchesAdapter = createEntityAdapter<SquadMatchEntry>({
  sortComparer: (a, b) => b.date.localeCompare(a.date),
});

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
      ...listenedCollection(
        rosterAdapter,
        (squadId: string) => ['squads', squadId, 'players'] as const,
        parsed(squadPlayerSchema),
      ),
      keepUnusedDataFor: 30,
    }),
    getSquadMatches: builder.query<Listened<SquadMatchEntry>, string>({
      ...listenedCollection(
        squadMatchesAdapter,
        (squadId: string) => ['squads', squadId, 'matches'] as const,
        parsed(squadMatchSchema),
      ),
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
