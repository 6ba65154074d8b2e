import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { FirebaseServerConfig } from '../../config';

/** The Admin SDK's two services the API uses: Firestore (squads' documents) and Auth (ID tokens). */
export type FirebaseAdmin = { db: Firestore; auth: Auth; projectId: string; close(): Promise<void> };

let apps = 0;

/**
 * Connects the Admin SDK to the configured project: Google's services, or the local emulators for
 * a `demo-` project (config.ts refuses any other mix). Each call makes an app of its own, so two
 * servers in one test process read and write as two replicas would.
 */
export function connectFirebase(config: FirebaseServerConfig): FirebaseAdmin {
  const { emulators, projectId } = config;
  if (emulators) {
    // The Admin SDK's Auth has no setting for its emulator but this variable, read at each call;
    // against it, verifyIdToken accepts the emulator's unsigned tokens and no others.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulators.auth;
    // Nothing to look up on a Google metadata server that is not there (the SDK would try, and warn).
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  apps += 1;
  const app: App = initializeApp({ projectId }, `pairc-api-${apps}`);
  const db = getFirestore(app);
  // Without SSL the SDK talks to the emulator as its administrator, past the security rules.
  if (emulators) db.settings({ host: emulators.firestore, ssl: false });
  return { db, auth: getAuth(app), projectId, close: () => deleteApp(app) };
}
