import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { sampleSquadBundle } from '../sample/sampleSquad';
import { writeSquadTree } from './squadWrites';

/** A document reference as far as writeSquadTree uses one: its path, and the collections under it. */
function refAt(path: string): DocumentReference {
  return {
    path,
    collection: (name: string) => ({ doc: (id: string) => refAt(`${path}/${name}/${id}`) }),
  } as unknown as DocumentReference;
}

/**
 * A batch writer that sends what it holds at each flush: every write succeeds but those whose path
 * `refuses`, which fail as Firestore's BulkWriter fails a write it gives up on (its own promise
 * rejects; flush and close still resolve). `sent` holds each flush's paths.
 */
function fakeDb(refuses: (path: string) => boolean) {
  const sent: string[][] = [];
  let held: Array<{ path: string; settle: () => void }> = [];
  const send = async () => {
    sent.push(held.map(({ path }) => path));
    for (const { settle } of held) settle();
    held = [];
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const writer = {
    set: (ref: DocumentReference) =>
      new Promise<void>((resolve, reject) => {
        const refused = refuses(ref.path);
        held.push({
          path: ref.path,
          settle: () => (refused ? reject(new Error(`9 FAILED_PRECONDITION: ${ref.path}`)) : resolve()),
        });
      }),
    flush: send,
    close: send,
  };
  return { db: { bulkWriter: () => writer } as unknown as Pick<Firestore, 'bulkWriter'>, sent };
}

const bundle = sampleSquadBundle();
const squad = { ...bundle.squad, createdAt: '2026-01-01T00:00:00.000Z', createdBy: 'sample', sample: true };

describe('writeSquadTree', () => {
  it('writes players and events, then the matches, then the squad, each level once the one under it is sent', async () => {
    const { db, sent } = fakeDb(() => false);
    await writeSquadTree(db, refAt('squads/s1'), bundle, squad);
    const [under, matches, top] = sent;
    expect(under).toHaveLength(
      bundle.players.length + bundle.matches.reduce((total, match) => total + match.events.length, 0),
    );
    expect(under?.every((path) => /\/(players|events)\/[^/]+$/.test(path))).toBe(true);
    expect(matches).toEqual(bundle.matches.map(({ id }) => `squads/s1/matches/${id}`));
    expect(top).toEqual(['squads/s1']);
  });

  it('stops at a write Firestore refuses, before the level above, and rejects with it, leaving no rejection unheard', async () => {
    const unheard: unknown[] = [];
    const hear = (reason: unknown) => unheard.push(reason);
    process.on('unhandledRejection', hear);
    try {
      const refusedEvent = `squads/s1/matches/${bundle.matches[0]?.id ?? ''}/events/${bundle.matches[0]?.events[0]?.id ?? ''}`;
      const { db, sent } = fakeDb((path) => path === refusedEvent);
      await expect(writeSquadTree(db, refAt('squads/s1'), bundle, squad)).rejects.toThrow(
        `9 FAILED_PRECONDITION: ${refusedEvent}`,
      );
      // Nothing above the refused level was sent: no match document, and above all no squad document.
      expect(sent.flat().filter((path) => /^squads\/s1(\/matches\/[^/]+)?$/.test(path))).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unheard).toEqual([]);
    } finally {
      process.off('unhandledRejection', hear);
    }
  });
});
