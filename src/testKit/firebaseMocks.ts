import { waitFor } from '@testing-library/react';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocFromCache,
  getDocsFromServer,
  onSnapshot,
  setDoc,
  updateDoc,
  waitForPendingWrites,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import type { FirebaseServices, LoadFirebase, ProfileStore } from '../app/firebase';
import * as authSdk from '../app/authSdk';
import * as firestoreSdk from '../app/firestoreSdk';

/** The `*Sdk` modules are the real ones, over the Firebase SDK that setup.ts mocks for every web test. */
export const fakeAuth = { name: 'fake-auth' } as unknown as FirebaseServices['auth'];
export const fakeDb = { name: 'fake-db' } as unknown as ProfileStore['db'];

export const loadMockedFirebase: LoadFirebase = () =>
  Promise.resolve({
    auth: fakeAuth,
    sdk: authSdk,
    profileStore: () => Promise.resolve({ db: fakeDb, sdk: firestoreSdk, keepsOnDevice: true }),
  });

/** A signed-in user's Firebase, whose ID token is `token`: what a squad's calls send. */
export function signedInFirebase(uid: string, token = `token-of-${uid}`): LoadFirebase {
  const auth = { name: 'fake-auth', currentUser: { uid, getIdToken: () => Promise.resolve(token) } };
  return () =>
    Promise.resolve({
      auth: auth as unknown as FirebaseServices['auth'],
      sdk: authSdk,
      profileStore: () => Promise.resolve({ db: fakeDb, sdk: firestoreSdk, keepsOnDevice: true }),
    });
}

type Listener = (snapshot: unknown) => void;

type MockDocument = { id: string; data: () => unknown; metadata: { hasPendingWrites: boolean } };

/**
 * A collection's first snapshot as the SDK gives it: its documents, each of them also a change of
 * type 'added' (with metadata changes asked for or not), and the snapshot's own metadata.
 */
export function firstSnapshotOf(
  docs: readonly MockDocument[],
  metadata: { hasPendingWrites: boolean; fromCache: boolean },
) {
  return { docs, metadata, docChanges: () => docs.map((document) => ({ type: 'added', doc: document })) };
}

/**
 * Firestore's collections as lists of documents, and single documents by path: every onSnapshot of
 * one of them hears it at once, as the server's (the listeners a squad's roster, matches and page are
 * kept by), and writes are stored and then acknowledged by the server.
 */
export function mockCollections(
  collections: Record<string, ReadonlyArray<{ id: string; data: unknown }>>,
  documents: Record<string, unknown> = {},
): void {
  jest
    .mocked(collection)
    .mockImplementation(
      (_db: unknown, ...segments: string[]) =>
        ({ path: segments.join('/') }) as unknown as ReturnType<typeof collection>,
    );
  // A reference is its path: under a collection (`doc(players, 'p7')`), or from the root.
  jest.mocked(doc).mockImplementation(((parent: { path?: string }, ...segments: string[]) => {
    const below = segments.length === 0 ? ['new-document'] : segments;
    return { path: [...(parent.path === undefined ? [] : [parent.path]), ...below].join('/') };
  }) as unknown as typeof doc);
  const metadata = { hasPendingWrites: false, fromCache: false };
  // onSnapshot(reference, next, error) or onSnapshot(reference, options, next, error): the listener is the first function.
  jest.mocked(onSnapshot).mockImplementation(((reference: { path: string }, ...rest: unknown[]) => {
    const next = rest.find((argument): argument is Listener => typeof argument === 'function');
    if (!next) throw new Error('onSnapshot without a listener');
    if (reference.path.split('/').length % 2 === 0) {
      const data = documents[reference.path];
      next({ id: reference.path, exists: () => data !== undefined, data: () => data, metadata });
      return () => undefined;
    }
    const docs = (collections[reference.path] ?? []).map((document) => ({
      id: document.id,
      data: () => document.data,
      metadata,
    }));
    next(firstSnapshotOf(docs, metadata));
    return () => undefined;
  }) as unknown as typeof onSnapshot);
  for (const write of [setDoc, deleteDoc, updateDoc]) jest.mocked(write).mockResolvedValue(undefined);
  jest.mocked(getDocFromCache).mockResolvedValue(snapshotOf(undefined));
  jest
    .mocked(getDocsFromServer)
    .mockResolvedValue({ docs: [] } as unknown as Awaited<ReturnType<typeof getDocsFromServer>>);
  jest.mocked(waitForPendingWrites).mockResolvedValue(undefined);
}

export function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

type Snapshot = Awaited<ReturnType<typeof getDoc>>;

/** A Firestore snapshot of `data`, or of a missing document for `undefined`. */
export function snapshotOf(data: unknown): Snapshot {
  return { exists: () => data !== undefined, data: () => data } as unknown as Snapshot;
}

/** Every profile read answers with this document (or none). */
export function mockProfile(data: { email: string; fullName: string } | undefined): void {
  jest.mocked(getDoc).mockResolvedValue(snapshotOf(data));
}

type CountsWrites = { getState(): { sync: { writesStarted: number; writesApplied: number } } };

/**
 * Waits until every Firestore write `store` started is stored on the device. Capture starts its
 * writes once the confirmation is painted, so a test that ends sooner would leave them running
 * into the next.
 */
export function writesStored(store: CountsWrites | null): Promise<void> {
  return waitFor(() => {
    const { writesStarted, writesApplied } = store?.getState().sync ?? { writesStarted: 0, writesApplied: 0 };
    expect(writesApplied).toBe(writesStarted);
  });
}

/**
 * Firestore's batches as the mocked SDK writes them: each batch committed at once and kept, as its
 * updates `[reference, data]`, with `arrayRemove(...)` as `{ remove: [...] }` and `arrayUnion(...)`
 * as `{ union: [...] }`. Answers the list the batches go in.
 */
export function recordBatches(): unknown[][] {
  const batches: unknown[][] = [];
  jest.mocked(writeBatch).mockImplementation(() => {
    const updates: unknown[] = [];
    batches.push(updates);
    const batch = {
      update: (reference: unknown, data: unknown) => {
        updates.push([reference, data]);
        return batch;
      },
      commit: () => Promise.resolve(),
    };
    return batch as unknown as WriteBatch;
  });
  jest
    .mocked(arrayRemove)
    .mockImplementation((...elements) => ({ remove: elements }) as unknown as ReturnType<typeof arrayRemove>);
  jest
    .mocked(arrayUnion)
    .mockImplementation((...elements) => ({ union: elements }) as unknown as ReturnType<typeof arrayUnion>);
  return batches;
}
