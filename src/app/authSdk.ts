/**
 * Every Firebase call the app makes goes through this module, which is loaded lazily so that the
 * SDK (about two thirds of the JavaScript) does not delay the first paint of the spinner.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import type { AppConfig } from './config';

export { createUserWithEmailAndPassword, onAuthStateChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
export { doc, getDoc, setDoc } from 'firebase/firestore';

export function connect(config: AppConfig) {
  const app = initializeApp(config.firebase);
  const auth = getAuth(app);
  const db = getFirestore(app);
  if (config.emulators) {
    connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
    connectFirestoreEmulator(db, config.emulators.firestoreHost, config.emulators.firestorePort);
  }
  return { auth, db };
}
