import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { AppConfig } from './config';

import type * as FirebaseSdkModule from './firebaseSdk';

export type FirebaseSdk = typeof FirebaseSdkModule;

export type FirebaseServices = {
  auth: Auth;
  db: Firestore;
  sdk: FirebaseSdk;
};

export type LoadFirebase = () => Promise<FirebaseServices>;

/** Loads the SDK chunk once and connects to the configured project (or the local emulators). */
export function firebaseLoader(config: AppConfig): LoadFirebase {
  let services: Promise<FirebaseServices> | null = null;
  return () => {
    services ??= import(/* webpackChunkName: "firebase" */ './firebaseSdk').then((sdk) => ({
      ...sdk.connect(config),
      sdk,
    }));
    return services;
  };
}
