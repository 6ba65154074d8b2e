import { createEntityAdapter, type Dispatch } from '@reduxjs/toolkit';
import type { DocumentReference } from 'firebase/firestore';
import type { ProfileStore } from '../../app/firebase';
import { writeOnDevice } from '../../app/firestoreSync';
import { figureTags } from '../../app/apiPaths';
import { apiSlice } from '../../app/apiSlice';
import { firestoreOf, listenedCollection, parsed, streamedQueryFn, type Listened } from '../../app/listenedCollection';
import {
  memberSchema,
  squadMatchSchema,
  squadPlayerSchema,
  squadSchema,
  type Role,
  type SquadMatch,
  type SquadPlayer,
} from '../../../contract/squad';

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

/** Changes kept on the device reached the server: the squad's counts and figures are new. */
const figuresAskedAgain = (squadId: string, dispatch: Dispatch) =>
  dispatch(apiSlice.util.invalidateTags(['Squads', ...figureTags(squadId)]));

/** Writes started: each as a document it touches and the SDK's promise for it. */
type Writes = Array<[DocumentReference, Promise<unknown>]>;

/** What a write's query function is given by RTK Query. */
type WriteApi = { extra: unknown; dispatch: Dispatch };

/**
 * Firestore writes against the squad, confirmed once they are on this device (docs/behaviour.md#offline):
 * `work` starts them, each as `[a document it touches, the SDK's promise]`. The squad's figures are
 * asked for again once the server has them (`invalidates`), since the API computes them from there.
 */
async function write(
  { extra, dispatch }: WriteApi,
  invalidates: Parameters<typeof apiSlice.util.invalidateTags>[0],
  work: (store: ProfileStore) => Writes | Promise<Writes>,
) {
  try {
    const store = await firestoreOf(extra);
    const writes = await work(store);
    const acknowledged = Promise.all(writes.map(([, done]) => done));
    acknowledged.then(() => dispatch(apiSlice.util.invalidateTags(invalidates))).catch(() => undefined);
    await Promise.all(writes.map(([written, done]) => writeOnDevice(store, dispatch, written, done)));
    return { data: null };
  } catch (error) {
    return {
      error: { status: 'CUSTOM_ERROR' as const, error: error instanceof Error ? error.message : String(error) },
    };
  }
}

/**
 * A squad as this device last read it from Firestore, and the user's role in it: what the squad's
 * page shows when the API cannot be reached (docs/behaviour.md#offline). No counts: the API makes them.
 */
export type SquadOnDevice = {
  loaded: boolean;
  squad: { id: string; name: string; team: string; sample: boolean; role: Role } | null;
};

/**
 * Listens to `squads/{id}` and the user's `members/{uid}`, so both stay in the device's cache while
 * the page is open online and are there to read with no network. The sample squad has no member
 * document for its readers, who are its viewers.
 */
async function listenToSquadOnDevice(
  { squadId, uid }: { squadId: string; uid: string },
  api: {
    extra: unknown;
    cacheDataLoaded: Promise<unknown>;
    cacheEntryRemoved: Promise<unknown>;
    updateCachedData: (update: (draft: SquadOnDevice) => void) => void;
  },
) {
  await api.cacheDataLoaded;
  const { db, sdk } = await firestoreOf(api.extra);
  let squad: { name: string; team: string; sample: boolean } | null | undefined;
  let role: Role | null | undefined;
  const show = () => {
    if (squad === undefined || (role === undefined && !squad?.sample)) return;
    const shownRole = role ?? (squad?.sample ? 'viewer' : null);
    api.updateCachedData((draft) => {
      draft.loaded = true;
      draft.squad = squad && shownRole ? { id: squadId, ...squad, role: shownRole } : null;
    });
  };
  /**
   * Follows one document. A snapshot from the cache that lacks it is checked with a read of the
   * cache itself: on a reload with no network, before this tab has taken over from the page it
   * replaces, a listener was seen (in Chromium) to report a cached document missing.
   */
  const follow = (reference: DocumentReference, take: (data: unknown) => void) =>
    sdk.onSnapshot(
      reference,
      (snapshot) => {
        if (snapshot.exists() || !snapshot.metadata.fromCache) {
          take(snapshot.data());
          return;
        }
        sdk.getDocFromCache(reference).then(
          (cached) => take(cached.data()),
          () => take(undefined),
        );
      },
      () => take(undefined),
    );
  const stops = [
    follow(sdk.doc(db, 'squads', squadId), (data) => {
      const parsedSquad = squadSchema.safeParse(data);
      squad = parsedSquad.success
        ? { name: parsedSquad.data.name, team: parsedSquad.data.team, sample: parsedSquad.data.sample ?? false }
        : null;
      show();
    }),
    follow(sdk.doc(db, 'squads', squadId, 'members', uid), (data) => {
      const parsedMember = memberSchema.safeParse(data);
      role = parsedMember.success ? parsedMember.data.role : null;
      show();
    }),
  ];
  await api.cacheEntryRemoved;
  for (const stop of stops) stop();
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
        { onConfirmed: figuresAskedAgain },
      ),
      keepUnusedDataFor: 30,
    }),
    getSquadMatches: builder.query<Listened<SquadMatchEntry>, string>({
      ...listenedCollection(
        squadMatchesAdapter,
        (squadId: string) => ['squads', squadId, 'matches'] as const,
        parsed(squadMatchSchema),
        { onConfirmed: figuresAskedAgain },
      ),
      keepUnusedDataFor: 30,
    }),
    getSquadOnDevice: builder.query<SquadOnDevice, { squadId: string; uid: string }>({
      queryFn: streamedQueryFn<SquadOnDevice>(() => ({ loaded: false, squad: null })),
      onCacheEntryAdded: listenToSquadOnDevice,
      keepUnusedDataFor: 30,
    }),
    /** Adds a player (no id) or changes one; the listener brings the change back. */
    savePlayer: builder.mutation<null, { squadId: string; id: string | null; player: SquadPlayer }>({
      queryFn: ({ squadId, id, player }, api) =>
        write(api, figureTags(squadId), ({ db, sdk }) => {
          const players = sdk.collection(db, 'squads', squadId, 'players');
          const written = id === null ? sdk.doc(players) : sdk.doc(players, id);
          return [[written, sdk.setDoc(written, player)]];
        }),
    }),
    removePlayer: builder.mutation<null, { squadId: string; id: string }>({
      queryFn: ({ squadId, id }, api) =>
        write(api, figureTags(squadId), ({ db, sdk }) => {
          const written = sdk.doc(db, 'squads', squadId, 'players', id);
          return [[written, sdk.deleteDoc(written)]];
        }),
    }),
    changeMatch: builder.mutation<
      null,
      { squadId: string; id: string; change: Partial<Pick<SquadMatch, 'date' | 'opponent' | 'competition' | 'venue'>> }
    >({
      queryFn: ({ squadId, id, change }, api) =>
        write(api, figureTags(squadId), ({ db, sdk }) => {
          const written = sdk.doc(db, 'squads', squadId, 'matches', id);
          return [[written, sdk.updateDoc(written, change)]];
        }),
    }),
    /**
     * A match and its events. The match goes first, so the API stops counting it at once (events
     * under no match are no one's data), then its events, a batch at a time.
     */
    deleteMatch: builder.mutation<null, { squadId: string; id: string }>({
      queryFn: ({ squadId, id }, api) =>
        write(api, ['Squads', ...figureTags(squadId)], async ({ db, sdk }) => {
          const match = sdk.doc(db, 'squads', squadId, 'matches', id);
          const writes: Writes = [[match, sdk.deleteDoc(match)]];
          // With no network the SDK answers from the events this device has seen.
          const events = await sdk.getDocs(sdk.collection(db, 'squads', squadId, 'matches', id, 'events'));
          for (let start = 0; start < events.docs.length; start += BATCH) {
            const batch = sdk.writeBatch(db);
            const chunk = events.docs.slice(start, start + BATCH);
            for (const event of chunk) batch.delete(event.ref);
            writes.push([chunk[0]?.ref ?? match, batch.commit()]);
          }
          return writes;
        }),
    }),
  }),
});

export const {
  useGetRosterQuery,
  useGetSquadMatchesQuery,
  useGetSquadOnDeviceQuery,
  useSavePlayerMutation,
  useRemovePlayerMutation,
  useChangeMatchMutation,
  useDeleteMatchMutation,
} = rosterEndpoints;
