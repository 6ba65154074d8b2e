import { skipToken } from '@reduxjs/toolkit/query/react';
import type { DocumentChange } from 'firebase/firestore';
import { eventsDigest } from '../../../contract/eventsDigest';
import { matchEventSchema, squadMatchSchema } from '../../../contract/squad';
import { figureTags } from '../../app/apiPaths';
import { apiSlice } from '../../app/apiSlice';
import { listenSynced } from '../../app/firestoreSync';
import { firestoreOf, streamedQueryFn } from '../../app/listenedCollection';
import { captureEndpoints, eventsPath } from './captureEndpoints';

/**
 * A squad's dashboard following the matches being recorded (docs/behaviour.md#live-figures): a
 * Firestore listener on the squad's matches, and one on the events of each live match. When a
 * match's events change on the server, the API is asked to catch up with exactly those events
 * (the `caught-up` route waits for its own listener), and only then are the squad's figures asked
 * for again, so a refetch never beats the API's read model to the event. No polling.
 */

/** The events as the API will read them, from the server's documents (not this device's pending writes). */
function serverDigest(docs: Iterable<{ id: string; data: () => unknown }>): string {
  return eventsDigest(
    Array.from(docs).flatMap((doc) => {
      const event = matchEventSchema.safeParse(doc.data());
      return event.success ? [[doc.id, event.data] as const] : [];
    }),
  );
}

type Doc = DocumentChange['doc'];

/** A collection's documents as a listener keeps them, from each snapshot's changes. */
function keptDocs() {
  const docs = new Map<string, Doc>();
  return {
    docs,
    take(changes: readonly DocumentChange[]) {
      for (const { type, doc } of changes) {
        if (type === 'removed') docs.delete(doc.id);
        else docs.set(doc.id, doc);
      }
    },
  };
}

export const liveFiguresEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    followLiveMatches: builder.query<null, string>({
      queryFn: streamedQueryFn(() => null),
      async onCacheEntryAdded(squadId, api) {
        await api.cacheDataLoaded;
        const store = await firestoreOf(api.extra);
        const { db, sdk } = store;
        const listening = new Map<string, () => void>();
        const refresh = async (matchId: string, digest: string) => {
          await api.dispatch(
            captureEndpoints.endpoints.caughtUp.initiate({ squadId, matchId, digest }, { forceRefetch: true }),
          );
          api.dispatch(apiSlice.util.invalidateTags(figureTags(squadId)));
        };
        // Through the sync status's helper, so a listen a reconnect left behind is started again
        // here too, though a dashboard writes nothing (docs/behaviour.md#listen-restart).
        const follow = (matchId: string) => {
          const events = keptDocs();
          let heard = false;
          let pending = 0;
          const [root, ...rest] = eventsPath({ squadId, matchId });
          return listenSynced(store, sdk.collection(db, root, ...rest), api.dispatch, {
            onPending: (count) => {
              pending = count;
            },
            onDocs: (changes, last) => {
              events.take(changes);
              if (!last) return;
              // The first answer is what the figures on screen were drawn from; later ones are news.
              if (heard && pending === 0) void refresh(matchId, serverDigest(events.docs.values()));
              heard = true;
            },
            // The figures' own calls to the API say what is wrong; these only keep them current.
            onError: () => undefined,
          });
        };
        const matches = keptDocs();
        const stopMatches = listenSynced(store, sdk.collection(db, 'squads', squadId, 'matches'), api.dispatch, {
          onDocs: (changes, last) => {
            matches.take(changes);
            if (!last) return;
            const live = new Set(
              Array.from(matches.docs.values())
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
          },
          onError: () => undefined,
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
