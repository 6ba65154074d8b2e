/**
 * For integration tests that drive a real stack: its ports, the emulators' REST APIs, and its
 * processes, found without the stack's own record so a test can check that record's claims.
 */
import fs from 'node:fs';
import type { testStackEnv } from './ports';

export type TestStackEnv = ReturnType<typeof testStackEnv>;

export function stackPorts(env: TestStackEnv): number[] {
  return [
    env.PORT,
    env.AUTH_EMULATOR_PORT,
    env.FIRESTORE_EMULATOR_PORT,
    env.EMULATOR_HUB_PORT,
    env.LOGGING_EMULATOR_PORT,
  ].map(Number);
}

/** Whether a process with this pid exists (whoever it now belongs to). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` until it holds; returns the milliseconds that took, or throws after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  while (!(await Promise.resolve(check()).catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`Waited ${timeoutMs / 1000} s in vain: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

/**
 * How long a test waits for one emulator request. A freshly started emulator answers its first
 * requests slowly (the JVM warming, the rules compiled): on a busy two-core machine a first
 * Firestore write took over 5 s.
 */
const EMULATOR_REQUEST_MS = 30_000;

function authUrl(env: TestStackEnv, method: string): string {
  return `http://${env.HOST}:${env.AUTH_EMULATOR_PORT}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`;
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(EMULATOR_REQUEST_MS),
  });
}

/** Creates an account through the Auth emulator's REST API; returns its uid. */
export async function signUp(env: TestStackEnv, email: string, password: string): Promise<string> {
  const response = await postJson(authUrl(env, 'signUp'), { email, password, returnSecureToken: true });
  if (!response.ok) throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { localId: string }).localId;
}

export async function canSignIn(env: TestStackEnv, email: string, password: string): Promise<boolean> {
  const response = await postJson(authUrl(env, 'signInWithPassword'), { email, password, returnSecureToken: true });
  return response.ok;
}

function documentUrl(env: TestStackEnv, documentPath: string): string {
  return `http://${env.HOST}:${env.FIRESTORE_EMULATOR_PORT}/v1/projects/${env.FIREBASE_PROJECT_ID}/databases/(default)/documents/${documentPath}`;
}

// The emulator lets "Bearer owner" past the security rules, as an admin.
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

export async function writeDocument(env: TestStackEnv, documentPath: string, fields: Record<string, string>) {
  const response = await fetch(documentUrl(env, documentPath), {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({
      fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { stringValue: value }])),
    }),
    signal: AbortSignal.timeout(EMULATOR_REQUEST_MS),
  });
  if (!response.ok) throw new Error(`writing ${documentPath} answered ${response.status}: ${await response.text()}`);
}

/** A document's text fields, or null when it does not exist. */
export async function readDocument(
  env: TestStackEnv,
  documentPath: string,
): Promise<Record<string, string | undefined> | null> {
  const response = await fetch(documentUrl(env, documentPath), {
    headers: OWNER,
    signal: AbortSignal.timeout(EMULATOR_REQUEST_MS),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`reading ${documentPath} answered ${response.status}: ${await response.text()}`);
  const { fields } = (await response.json()) as { fields: Record<string, { stringValue?: string }> };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.stringValue]));
}

function readProc(pid: string, file: string): string {
  try {
    return file === 'cwd' ? fs.readlinkSync(`/proc/${pid}/cwd`) : fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Live processes of the stack whose data folder is `dataDir`: those working in it (the emulators)
 * or started with PAIRC_DATA_DIR set to it (npm start's process and everything it starts).
 */
export function processesOfStack(dataDir: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .filter((pid) => {
      const stat = readProc(pid, 'stat');
      const state = stat.slice(stat.lastIndexOf(')') + 2)[0];
      if (state === undefined || state === 'Z') return false;
      const cwd = readProc(pid, 'cwd');
      return (
        cwd === dataDir ||
        cwd.startsWith(`${dataDir}/`) ||
        readProc(pid, 'environ').includes(`PAIRC_DATA_DIR=${dataDir}\0`)
      );
    })
    .map(Number);
}

/** The pid of the one live process whose command line (its arguments) passes `test`. */
function pidWhere(what: string, test: (args: string[]) => boolean): number {
  const matching = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => test(readProc(pid, 'cmdline').split('\0')));
  if (matching.length !== 1) throw new Error(`${matching.length} processes run with ${what}`);
  return Number(matching[0]);
}

/** The pid of the one live process whose command line has all of `parts`. */
export function pidOf(...parts: string[]): number {
  return pidWhere(parts.join(' '), (args) => parts.every((part) => args.some((arg) => arg.includes(part))));
}

/** The pid of the Firestore emulator on `port`, in either of the ways firestoreJavaArgs launches it. */
export function firestorePid(port: string): number {
  return pidWhere(
    `the Firestore emulator's port ${port}`,
    (args) =>
      args.some((arg, index) => arg === `--port=${port}` || (arg === '--port' && args[index + 1] === port)) &&
      args.includes('-Duser.language=en'),
  );
}

/** A safety net after a test: whatever the stack left running goes, so no test leaves Java behind. */
export function killProcessesOfStack(dataDir: string): void {
  for (const pid of processesOfStack(dataDir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
}
