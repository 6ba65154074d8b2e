/**
 * Every Firestore call the app makes goes through this module. Firestore is the largest part of
 * Firebase and only profiles and squads need it, so it is loaded after sign-in (or at sign-up),
 * never for the sign-in page.
 */
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import type { AppConfig } from './config';

export {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';

export function connect(app: FirebaseApp, config: AppConfig) {
  const db = getFirestore(app);
  if (config.emulators) {
    connectFirestoreEmulator(db, config.emulators.firestoreHost, config.emulators.firestorePort);
  }
  return db;
}
