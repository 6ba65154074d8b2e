import { getDoc } from 'firebase/firestore';
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
