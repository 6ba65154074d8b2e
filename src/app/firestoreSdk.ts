/**
 * Every Firestore call the app makes goes through this module. Firestore is the largest part of
 * Firebase and only profiles and squads need it, so it is loaded after sign-in (or at sign-up),
 * never for the sign-in page.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import type { AppConfig } from './config';

export {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  disableNetwork,
  doc,
  getDoc,
  getDocFromCache,
  documentId,
  enableNetwork,
  getDocsFromServer,
  getDocs,
  onSnapshot,
  query,
  setDoc,
  updateDoc,
  waitForPendingWrites,
  where,
  writeBatch,
} from 'firebase/firestore';

/**
 * Whether this browser lets the page keep an IndexedDB database: not every private mode does, and
 * where it does not, Firestore keeps its cache and unsent writes in memory only.
 */
function indexedDbWorks(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open('pairc-storage-check');
      request.onsuccess = () => {
        request.result.close();
        resolve(true);
      };
      request.onerror = () => resolve(false);
    } catch {
      resolve(false);
    }
  });
}

/**
 * Firestore with its cache and its queue of unsent writes in IndexedDB, shared by every open tab
 * (docs/behaviour.md#offline): a write is kept on the device at once, survives a reload or a closed
 * tab with no network, and is sent when the network returns. `keepsOnDevice` is false where the
 * browser allows no IndexedDB; the app then says so while offline.
 */
export async function connect(app: FirebaseApp, config: AppConfig) {
  const keepsOnDevice = await indexedDbWorks();
  if (!keepsOnDevice) {
    console.warn('IndexedDB is not available: changes are kept in memory until they reach the server.');
  }
  const db = initializeFirestore(app, {
    localCache: keepsOnDevice
      ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
      : memoryLocalCache(),
  });
  if (config.emulators) {
    connectFirestoreEmulator(db, config.emulators.firestoreHost, config.emulators.firestorePort);
  }
  return { db, keepsOnDevice };
}
