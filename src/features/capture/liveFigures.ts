import { skipToken } from '@reduxjs/toolkit/query/react';
import { eventsDigest } from '../../../contract/eventsDigest';
import { matchEventSchema, squadMatchSchema } from '../../../contract/squad';
import { figureTags } from '../../app/apiPaths';
import { apiSlice } from '../../app/apiSlice';
import { firestoreOf, streamedQueryFn } from '../../app/listenedCollection';
import { captureEndpoints, eventsPath } from './captureEndpoints';

/**
 * A squad's dashboard following the matches being recorded (docs/behaviour.md#live-figures): a
 * Firestore listener on the squad's matches, and one on the events of each live match. When a
 * match's events change on the server, the API is asked to catch up with exactly those events
 * (the `caught-up` route waits for its own listener), and only then are the squad's figures asked
 * for again, so a refetch never beats the API's read model to the event. No polling.
 */

/** The events the server holds (not this device's pending writes), as the API will read them. */
function serverDigest(docs: ReadonlyArray<{ id: string; data: () => unknown }>): string {
  return eventsDigest(
    docs.flatMap((doc) => {
      const event = matchEventSchema.safeParse(doc.data());
      return event.success ? [[doc.id, event.data] as const] : [];
    }),
  );
}

export const liveFiguresEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    followLiveMatches: builder.query<null, string>({
      queryFn: streamedQueryFn(() => null),
      async onCacheEntryAdded(squadId, api) {
        await api.cacheDataLoaded;
        const { db, sdk } = await firestoreOf(api.extra);
        const listening = new Map<string, () => void>();
        const refresh = async (matchId: string, digest: string) => {
          await api.dispatch(
            captureEndpoints.endpoints.caughtUp.initiate({ squadId, matchId, digest }, { forceRefetch: true }),
          );
          api.dispatch(apiSlice.util.invalidateTags(figureTags(squadId)));
        };
        const follow = (matchId: string) => {
          let first = true;
          const [root, ...rest] = eventsPath({ squadId, matchId });
          return sdk.onSnapshot(sdk.collection(db, root, ...rest), (snapshot) => {
            // The first answer is what the figures on screen were drawn from; later ones are news.
            const news = !first && !snapshot.metadata.hasPendingWrites;
            first = false;
            if (news) void refresh(matchId, serverDigest(snapshot.docs));
          });
        };
        const stopMatches = sdk.onSnapshot(sdk.collection(db, 'squads', squadId, 'matches'), (snapshot) => {
          const live = new Set(
            snapshot.docs
              .filter((doc) => squadMatchSchema.safeParse(doc.data()).data?.status === 'live')
              .map((doc) => doc.id),
          );
          for (const [matchId, stop] of listening) {
            if (!live.has(matchId)) {
              stop();
              listening.delete(matchId);
            }
          }
          for (const matchId of live) if (!listening.has(matchId)) listening.set(matchId, follow(matchId));
        });
        await api.cacheEntryRemoved;
        stopMatches();
        for (const stop of listening.values()) stop();
      },
    }),
  }),
});

/** Keeps a squad's dashboard following its live matches while it is open; nothing for the public data. */
export function useLiveFigures(squadId: string | null): void {
  liveFiguresEndpoints.useFollowLiveMatchesQuery(squadId ?? skipToken);
}
