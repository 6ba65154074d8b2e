import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { AppConfig } from './config';

import type * as AuthSdkModule from './authSdk';
import type * as FirestoreSdkModule from './firestoreSdk';

export type AuthSdk = typeof AuthSdkModule;
export type FirestoreSdk = typeof FirestoreSdkModule;

/**
 * The profile store: Firestore, loaded on first use. `keepsOnDevice`: its cache and unsent writes
 * are kept in IndexedDB (false where the browser allows none, and they live in memory only).
 */
export type ProfileStore = { db: Firestore; sdk: FirestoreSdk; keepsOnDevice: boolean };

export type FirebaseServices = {
  auth: Auth;
  sdk: AuthSdk;
  /** Loads Firestore (once) and connects it; only profiles need it, so the sign-in page never does. */
  profileStore: () => Promise<ProfileStore>;
};

export type LoadFirebase = () => Promise<FirebaseServices>;

/** Loads the Auth chunk once and connects to the configured project (or the local emulators). */
export function firebaseLoader(config: AppConfig): LoadFirebase {
  let services: Promise<FirebaseServices> | null = null;
  return () => {
    services ??= import(/* webpackChunkName: "auth" */ './authSdk').then((sdk) => {
      const { app, auth } = sdk.connect(config);
      let store: Promise<ProfileStore> | null = null;
      const profileStore = () => {
        store ??= sdk.loadFirestoreSdk().then(async (firestoreSdk) => ({
          ...(await firestoreSdk.connect(app, config)),
          sdk: firestoreSdk,
        }));
        return store;
      };
      return { auth, sdk, profileStore };
    });
    return services;
  };
}
