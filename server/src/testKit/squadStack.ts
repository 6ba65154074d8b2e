import { generateKeyPairSync, sign } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startEmulators, type Emulators } from '../../../scripts/emulators';
import { answers, howItExited, startProcess, waitUntilReady } from '../../../scripts/processes';
import { readyFirestoreEmulator } from '../../../scripts/firestoreEmulator';
import { testStackEnv, type StackPorts } from '../../../scripts/testKit/ports';
import { eventsDigest } from '../../../contract/eventsDigest';
import { matchEventSchema } from '../../../contract/squad';
import { caughtUpSchema } from '../../../contract/squadApi';
import { callApi, within } from './http';

/**
 * For tests of squads against the real emulators: Auth and Firestore started on ports of their own,
 * accounts made through the Auth emulator's REST API (as the sign-up screen makes them), and ID
 * tokens of every kind a client could send, good and bad.
 */

export type SquadTestEnv = ReturnType<typeof testStackEnv>;

export function squadTestEnv(base: StackPorts): SquadTestEnv {
  return testStackEnv(base);
}

export type TestEmulators = {
  env: SquadTestEnv;
  /** The emulators' processes now (a crashed one is restarted as another), for a bench to read their CPU time. */
  pids(): number[];
  stop(): Promise<void>;
};

/** The settings that point an API process at the emulators `env` names. */
export function squadApiEnv(env: SquadTestEnv): Record<string, string> {
  return {
    AUTH_EMULATOR_PORT: env.AUTH_EMULATOR_PORT,
    FIRESTORE_EMULATOR_PORT: env.FIRESTORE_EMULATOR_PORT,
    FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID,
  };
}

/**
 * The Admin SDK's Firestore on the emulators `env` names, under an app called `name`: a test's way
 * to read what the API wrote and to write as other tools may. `close` deletes the app.
 */
export function adminFirestore(env: SquadTestEnv, name: string): { db: Firestore; close(): Promise<void> } {
  // As connectFirebase: no Google metadata server to look up here (the SDK would try, and warn).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, name);
  const db = getFirestore(app);
  db.settings({ host: `${env.HOST}:${env.FIRESTORE_EMULATOR_PORT}`, ssl: false });
  return { db, close: () => deleteApp(app) };
}

/**
 * A test's own write, tried once more if the emulator answers it UNKNOWN: under CI's load it now and
 * then answers a commit so, with no message (a test's own write and the sample squad's, in two CI
 * runs of 28 November), and a client of Google's Firestore retries such an answer too. Any other
 * refusal is the test's to see.
 */
export async function writeRetryingUnknown<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
    if (code !== 2) throw error;
    return write();
  }
}

export type ApiProcess = {
  origin: string;
  /** What the process has logged so far. */
  log(): string;
  stop(): Promise<void>;
};

/**
 * The product's API server as a process of its own on `port` (`env`'s app port unless given),
 * against `env`'s emulators, with a database of its own in a new folder (the sample season) and a
 * read model of its own, as each replica behind a load balancer has. `stop` stops it and removes
 * the folder. Never in Jest's process: the Admin SDK's listener streams can end after their app is
 * deleted, and one that ended after its test file was torn down failed the next file (a `require`
 * after teardown).
 */
export async function startApiProcess(env: SquadTestEnv, name: string, port = env.PORT): Promise<ApiProcess> {
  const root = path.resolve(__dirname, '..', '..', '..');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pairc-${name}-`));
  const origin = `http://${env.HOST}:${port}`;
  const log = path.join(dir, `${name}.log`);
  const server = startProcess(
    name,
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        ...squadApiEnv(env),
        HOST: env.HOST,
        PORT: port,
        PAIRC_DB: path.join(dir, 'pairc.sqlite'),
        PAIRC_DIST: '',
      },
      output: { kind: 'file', path: log },
    },
  );
  const state = { stopping: false };
  // Its log goes with its folder at the end: an API that dies under a test says why here instead.
  void server.exited.then(() => {
    if (state.stopping) return;
    const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
    console.error(`The ${name} API process stopped (${howItExited(server)}). The end of its log:\n${tail}`);
  });
  const stop = async () => {
    state.stopping = true;
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server, () => answers(`${origin}/api/health`), 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, log: () => fs.readFileSync(log, 'utf8'), stop };
}

/** Both emulators, empty, for one test file. */
export async function startTestEmulators(env: SquadTestEnv): Promise<TestEmulators> {
  const root = path.resolve(__dirname, '..', '..', '..');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-squads-emulators-'));
  let pids: number[] = [];
  const emulators: Emulators = await startEmulators({
    root,
    host: env.HOST,
    projectId: env.FIREBASE_PROJECT_ID,
    ports: {
      auth: Number(env.AUTH_EMULATOR_PORT),
      firestore: Number(env.FIRESTORE_EMULATOR_PORT),
      hub: Number(env.EMULATOR_HUB_PORT),
      logging: Number(env.LOGGING_EMULATOR_PORT),
    },
    save: null,
    workDir,
    firestore: await readyFirestoreEmulator(root, process.env),
    output: (name) => ({ kind: 'file', path: path.join(workDir, `${name}.log`), echo: false }),
    onChange: (members) => {
      pids = members.flatMap((member) => (member.process.child.pid === undefined ? [] : [member.process.child.pid]));
    },
  });
  return {
    env,
    pids: () => pids,
    stop: async () => {
      await emulators.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * One integration file's squads stack: both emulators, the API with squads over the sample season
 * (a process of its own, see startApiProcess), the Admin SDK's Firestore, and what the file adds to
 * `cleanUps`, all undone last first by `stop` (also when starting failed halfway).
 */
export type SquadStack = {
  api: ApiProcess;
  /** The Admin SDK's Firestore on the stack's emulator (adminFirestore). */
  db: Firestore;
  cleanUps: Array<() => Promise<unknown> | void>;
  stop(): Promise<void>;
};

export async function startSquadStack(env: SquadTestEnv): Promise<SquadStack> {
  const cleanUps: SquadStack['cleanUps'] = [];
  const stop = async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  };
  try {
    const emulators = await startTestEmulators(env);
    cleanUps.push(() => emulators.stop());
    const api = await startApiProcess(env, 'api');
    cleanUps.push(() => api.stop());
    const admin = adminFirestore(env, `squad-stack-${env.PORT}`);
    cleanUps.push(() => admin.close());
    return { api, db: admin.db, cleanUps, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type TestAccount = { uid: string; email: string; idToken: string; fullName: string };

let counter = 0;

/**
 * A new account, signed up through the Auth emulator and then signed in, with its profile written
 * as the app writes it. The token is the sign-in's: the emulator's sign-up dates the token's
 * `auth_time` from the moment the request began and the account's `validSince` from a moment later,
 * both in whole seconds, so a second that turns between the two gives a token the Admin SDK refuses
 * as revoked for its whole hour (firebase-tools 15.34, `signUp` in its auth operations). A sign-in
 * leaves `validSince` as it was.
 */
export async function signUpAccount(env: SquadTestEnv, fullName: string): Promise<TestAccount> {
  counter += 1;
  const email = `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now().toString(36)}.${counter}@example.ie`;
  const base = `http://${env.HOST}:${env.AUTH_EMULATOR_PORT}/identitytoolkit.googleapis.com/v1/accounts`;
  const account = async (method: 'signUp' | 'signInWithPassword') => {
    const response = await fetch(`${base}:${method}?key=any`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'pitch-side-7', returnSecureToken: true }),
    });
    if (!response.ok) throw new Error(`${method} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { localId: string; idToken: string };
  };
  await account('signUp');
  const { localId, idToken } = await account('signInWithPassword');
  const profile = await fetch(
    `http://${env.HOST}:${env.FIRESTORE_EMULATOR_PORT}/v1/projects/${env.FIREBASE_PROJECT_ID}/databases/(default)/documents/users/${localId}`,
    {
      method: 'PATCH',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { email: { stringValue: email }, fullName: { stringValue: fullName } } }),
    },
  );
  if (!profile.ok) throw new Error(`profile write answered ${profile.status}: ${await profile.text()}`);
  return { uid: localId, email, idToken, fullName };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of an ID token for `uid` of `projectId`, issued `issuedSecondsAgo` and lasting an hour. */
function claims(projectId: string, uid: string, issuedSecondsAgo: number) {
  const now = Math.floor(Date.now() / 1000) - issuedSecondsAgo;
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email: `${uid}@example.ie`,
    email_verified: false,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
}

/** An unsigned token as the Auth emulator issues them (alg none), with the claims given. */
export function emulatorStyleToken(projectId: string, uid: string, issuedSecondsAgo = 0): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims(projectId, uid, issuedSecondsAgo))}.`;
}

/**
 * A token signed with a key of our own making, as a forger would: RS256 like Google's, with a key
 * id Google never issued. Valid in every claim; only its signature is false.
 */
export function forgedToken(projectId: string, uid: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT', kid: 'forged-key' })}.${base64url(claims(projectId, uid, 0))}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}

/**
 * Once the API's read model holds every event of the sample squad: the API writes the squad's
 * document last, so once it serves the squad Firestore holds the rest, and `caught-up` waits for
 * the read model to hold each match's events as Firestore does.
 */
export async function sampleSquadRead(stack: SquadStack, token: string): Promise<void> {
  await within(20_000, async () => (await callApi(stack.api.origin, '/api/squads/sample', { token })).status === 200);
  for (const match of (await stack.db.collection('squads/sample/matches').get()).docs) {
    const events = await match.ref.collection('events').get();
    const digest = eventsDigest(events.docs.map((event) => [event.id, matchEventSchema.parse(event.data())] as const));
    const path = `/api/squads/sample/matches/${match.id}/caught-up?digest=${digest}`;
    await within(
      10_000,
      async () => caughtUpSchema.parse((await callApi(stack.api.origin, path, { token })).json()).caughtUp,
    );
  }
}
