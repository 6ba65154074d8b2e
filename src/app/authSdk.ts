/**
 * Every Firebase Auth call the app makes goes through this module. It is loaded lazily, as the one
 * part of Firebase that signing in needs; Firestore comes later, in a chunk of its own (firestoreSdk.ts).
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import type { AppConfig } from './config';

export { createUserWithEmailAndPassword, onAuthStateChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';

export function connect(config: AppConfig) {
  const app = initializeApp(config.firebase);
  // getAuth's persistence without its popup and redirect sign-in, which the app never offers and
  // which would add a fifth of the SDK to what the sign-in page downloads.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (config.emulators) connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
  return { app, auth };
}

/**
 * Firestore's chunk, loaded from this one rather than from the app's: the build then knows that
 * Firebase's core, which both use, is already here, and sends it inside this chunk instead of a
 * third file (one request fewer before the capture screen works).
 */
export const loadFirestoreSdk = () => import(/* webpackChunkName: "firestore" */ './firestoreSdk');
