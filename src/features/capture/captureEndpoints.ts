import { createEntityAdapter } from '@reduxjs/toolkit';
import { eventsDigest } from '../../../contract/eventsDigest';
import { matchEventSchema, squadMatchSchema, type MatchEvent, type SquadMatch } from '../../../contract/squad';
import { caughtUpSchema, type CaughtUp } from '../../../contract/squadApi';
import { apiSlice } from '../../app/apiSlice';
import { reconnectFirestore } from '../../app/firestoreSync';
import { firestoreOf, listenedCollection, parsed, streamedQueryFn, type Listened } from '../../app/listenedCollection';
import { pendingCounted } from './captureSlice';

/**
 * A recorded match and its events, straight from Firestore (RTK Query streaming updates): the
 * capture screen, the squad's other members watching it, and the dashboard's live figures all read
 * them here, one listener per match whoever asks.
 */

export type EventEntry = MatchEvent & { id: string };
export type MatchArg = { squadId: string; matchId: string };

/** Plain code-unit order: ISO times and document ids need no locale, and a 400-event sort is many compares. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** In match order: half, clock, then the order they were recorded in. */
export const eventsAdapter = createEntityAdapter<EventEntry>({
  sortComparer: (a, b) =>
    a.half - b.half || a.clock - b.clock || byText(a.recordedAt, b.recordedAt) || byText(a.id, b.id),
});

export const eventsPath = ({ squadId, matchId }: MatchArg) =>
  ['squads', squadId, 'matches', matchId, 'events'] as const;

/** One match document, live: null once Firestore says it does not exist (or may not be read). */
export type ListenedMatch = { match: (SquadMatch & { id: string }) | null; loaded: boolean; error: string | null };

/** An event entry as its document holds it: the id is the document's name, not a field. */
export function withoutId(entry: EventEntry): MatchEvent {
  const event: Partial<EventEntry> = { ...entry };
  delete event.id;
  return event as MatchEvent;
}

/** The digest of a match's events as this device holds them (contract/eventsDigest.ts). */
export function digestOfEvents(events: Listened<EventEntry>): string {
  return eventsDigest(
    events.ids.flatMap((id) => {
      const entry = events.entities[id];
      if (!entry) return [];
      return [[id, withoutId(entry)] as const];
    }),
  );
}

/**
 * After a listener's word that a match is missing, the waits (ms) before each read of the server:
 * a just-written match is found as soon as the server has it, and a real bad link, read once more
 * on a new connection after these, says so some 3.5 s after the page opens.
 */
export const MISSING_RECHECKS_MS = [0, 250, 500, 1000] as const;

export const captureEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getMatchEvents: builder.query<Listened<EventEntry>, MatchArg>({
      ...listenedCollection(eventsAdapter, eventsPath, parsed(matchEventSchema), {
        // Events written here and not yet confirmed by the server: the screen says how many wait.
        onPending: (count, { matchId }, dispatch) => dispatch(pendingCounted({ matchId, count })),
      }),
      keepUnusedDataFor: 60,
    }),
    getMatch: builder.query<ListenedMatch, MatchArg>({
      queryFn: streamedQueryFn<ListenedMatch>(() => ({ match: null, loaded: false, error: null })),
      async onCacheEntryAdded({ squadId, matchId }, api) {
        await api.cacheDataLoaded;
        const { db, sdk } = await firestoreOf(api.extra);
        const reference = sdk.doc(db, 'squads', squadId, 'matches', matchId);
        const show = (snapshot: { exists(): boolean; data(): unknown }) =>
          api.updateCachedData((draft) => {
            const result = snapshot.exists() ? squadMatchSchema.safeParse(snapshot.data()) : null;
            draft.match = result?.success ? { ...result.data, id: matchId } : null;
            draft.loaded = true;
            draft.error = result && !result.success ? 'The match document is not valid' : null;
          });
        let asked = false;
        const entry = { removed: false };
        // The Firestore emulator was seen to tell a listener opened while the match's write was in
        // flight that the match does not exist, after it had committed it, and never to correct
        // itself (firebase-tools#3867). A query of its own asks the server afresh: a read of the same
        // document shares the listener's target, and was seen to answer the same stale word. It asks
        // once this device's writes have reached the server, the match's own among them (a busy
        // server took over 2 s to commit it, and the match vanished), then a few times; then once
        // more on a new connection (Firestore's network turned off and on, which starts the listener
        // afresh too), as every read on one connection was seen to answer that stale word for 3 s
        // after the server had taken the write. Only then is it believed; the screen keeps what it
        // showed meanwhile.
        const askServer = async (missing: Parameters<typeof show>[0]) => {
          await sdk.waitForPendingWrites(db).catch(() => undefined);
          const matches = sdk.collection(db, 'squads', squadId, 'matches');
          // The match, null where the server has none, undefined where it could not be asked.
          const readFromServer = () =>
            sdk.getDocsFromServer(sdk.query(matches, sdk.where(sdk.documentId(), '==', matchId))).then(
              (read) => read.docs[0] ?? null,
              () => undefined,
            );
          let found: Awaited<ReturnType<typeof readFromServer>> = null;
          for (const wait of MISSING_RECHECKS_MS) {
            await new Promise((resolve) => setTimeout(resolve, wait));
            found = await readFromServer();
            if (found !== null || entry.removed) break;
          }
          if (found === null && !entry.removed) {
            await reconnectFirestore({ db, sdk });
            found = await readFromServer();
          }
          if (!entry.removed) show(found ?? missing);
        };
        const stop = sdk.onSnapshot(
          reference,
          (snapshot) => {
            if (snapshot.exists() || snapshot.metadata.fromCache || asked) {
              show(snapshot);
              return;
            }
            asked = true;
            void askServer(snapshot);
          },
          (error) =>
            api.updateCachedData((draft) => {
              draft.loaded = true;
              draft.error = error.message;
            }),
        );
        await api.cacheEntryRemoved;
        entry.removed = true;
        stop();
      },
      keepUnusedDataFor: 60,
    }),
    /**
     * Whether the API's read model holds the match's events exactly as `digest` says, asked before
     * a live dashboard refetches its figures (docs/behaviour.md#live-figures).
     */
    caughtUp: builder.query<CaughtUp, MatchArg & { digest: string }>({
      query: ({ squadId, matchId, digest }) =>
        `squads/${encodeURIComponent(squadId)}/matches/${encodeURIComponent(matchId)}/caught-up?digest=${digest}`,
      transformResponse: (answer: unknown) => caughtUpSchema.parse(answer),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMatchEventsQuery, useGetMatchQuery } = captureEndpoints;
