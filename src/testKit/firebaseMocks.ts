import { collection, doc, getDoc, onSnapshot } from 'firebase/firestore';
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
    profileStore: () => Promise.resolve({ db: fakeDb, sdk: firestoreSdk }),
  });

/** A signed-in user's Firebase, whose ID token is `token`: what a squad's calls send. */
export function signedInFirebase(uid: string, token = `token-of-${uid}`): LoadFirebase {
  const auth = { name: 'fake-auth', currentUser: { uid, getIdToken: () => Promise.resolve(token) } };
  return () =>
    Promise.resolve({
      auth: auth as unknown as FirebaseServices['auth'],
      sdk: authSdk,
      profileStore: () => Promise.resolve({ db: fakeDb, sdk: firestoreSdk }),
    });
}

/**
 * Firestore's collections as lists of documents: every onSnapshot of one of them hears them at once
 * (the listener a squad's roster and matches are kept by), and writes resolve.
 */
export function mockCollections(collections: Record<string, ReadonlyArray<{ id: string; data: unknown }>>): void {
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
  // onSnapshot(reference, next) or onSnapshot(reference, options, next): the listener is the first function.
  jest.mocked(onSnapshot).mockImplementation(((reference: { path: string }, ...rest: unknown[]) => {
    const next = rest.find((argument): argument is (snapshot: unknown) => void => typeof argument === 'function');
    if (!next) throw new Error('onSnapshot without a listener');
    const docs = (collections[reference.path] ?? []).map((document) => ({
      id: document.id,
      data: () => document.data,
    }));
    next({ docs });
    return () => undefined;
  }) as unknown as typeof onSnapshot);
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
