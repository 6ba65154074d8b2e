import fs from 'node:fs';
import path from 'node:path';
import { answers, startProcess, waitUntilReady, type ManagedProcess, type Output } from './processes';

export type EmulatorPorts = { auth: number; firestore: number; hub: number; logging: number };

export type EmulatorOptions = {
  root: string;
  host: string;
  projectId: string;
  ports: EmulatorPorts;
  /** Where accounts and documents are kept between runs; null for a throw-away stack. */
  persistDir: string | null;
  workDir: string;
  firestoreJar: string;
  output: (name: string) => Output;
  /** Cancels start-up: both emulators are stopped and startEmulators rejects. */
  signal?: AbortSignal;
  /** Told of each emulator process as it starts, before it is ready. */
  onStarted?: (process: ManagedProcess) => void;
};

export type Emulators = {
  processes: readonly ManagedProcess[];
  /** Writes accounts and documents to `persistDir` (a no-op for a throw-away stack). */
  exportData(): Promise<void>;
  stop(): Promise<void>;
};

const FIRESTORE_EXPORT_NAME = 'firestore_export';
const START_TIMEOUT_MS = 90_000;

function firebaseToolsBin(root: string): string {
  return path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
}

/** firebase-tools reads ports only from firebase.json, so each stack gets its own. */
function writeAuthEmulatorConfig(options: EmulatorOptions): string {
  const { host, ports } = options;
  const file = path.join(options.workDir, 'firebase.json');
  const config = {
    emulators: {
      auth: { host, port: ports.auth },
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

const quietEnv = {
  CI: '1',
  NO_UPDATE_NOTIFIER: '1',
  METADATA_SERVER_DETECTION: 'none',
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
};

/** Swaps a freshly written export into place, so a crash mid-export never leaves half a copy. */
function replaceDir(fresh: string, target: string): void {
  const old = `${target}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(fresh, target);
  fs.rmSync(old, { recursive: true, force: true });
}

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

export async function startEmulators(options: EmulatorOptions): Promise<Emulators> {
  const { host, ports, projectId, persistDir } = options;
  fs.mkdirSync(options.workDir, { recursive: true });
  const authDir = persistDir ? path.join(persistDir, 'auth') : null;
  const firestoreDir = persistDir ? path.join(persistDir, 'firestore') : null;
  if (persistDir) fs.mkdirSync(persistDir, { recursive: true });

  const firestoreSeed = firestoreDir
    ? path.join(firestoreDir, FIRESTORE_EXPORT_NAME, `${FIRESTORE_EXPORT_NAME}.overall_export_metadata`)
    : null;
  // Run the JVM directly rather than through Google's bash launcher, which does not pass signals on.
  const firestore = startProcess(
    'firestore',
    'java',
    [
      '-Duser.language=en',
      '-cp',
      options.firestoreJar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      `--host=${host}`,
      `--port=${ports.firestore}`,
      `--project_id=${projectId}`,
      '--single_project_mode=true',
      `--rules=${path.join(options.root, 'firestore.rules')}`,
      ...(firestoreSeed && fs.existsSync(firestoreSeed) ? [`--seed_from_export=${firestoreSeed}`] : []),
    ],
    { cwd: options.workDir, output: options.output('firestore') },
  );

  const authImport = authDir && fs.existsSync(path.join(authDir, 'firebase-export-metadata.json')) ? authDir : null;
  const auth = startProcess(
    'auth',
    process.execPath,
    [
      firebaseToolsBin(options.root),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      writeAuthEmulatorConfig(options),
      ...(authImport ? ['--import', authImport] : []),
    ],
    { cwd: options.workDir, env: { ...process.env, ...quietEnv }, output: options.output('auth') },
  );

  const all: ManagedProcess[] = [firestore, auth];
  for (const started of all) options.onStarted?.(started);
  const stopAll = async () => {
    await Promise.all(all.map((child) => child.stop()));
  };
  try {
    await Promise.all([
      waitUntilReady(firestore, () => answers(`http://${host}:${ports.firestore}/`), START_TIMEOUT_MS, options.signal),
      waitUntilReady(auth, () => answers(`http://${host}:${ports.auth}/`), START_TIMEOUT_MS, options.signal),
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }

  let exporting: Promise<void> = Promise.resolve();
  const exportData = () => {
    if (!authDir || !firestoreDir) return Promise.resolve();
    // One export at a time: the periodic one and the one at exit must not interleave.
    exporting = exporting.then(async () => {
      const freshAuth = `${authDir}.next`;
      const freshFirestore = `${firestoreDir}.next`;
      fs.rmSync(freshAuth, { recursive: true, force: true });
      fs.rmSync(freshFirestore, { recursive: true, force: true });
      fs.mkdirSync(freshFirestore, { recursive: true });
      await post(`http://${host}:${ports.hub}/_admin/export`, { path: freshAuth });
      await post(`http://${host}:${ports.firestore}/emulator/v1/projects/${projectId}:export`, {
        database: `projects/${projectId}/databases/(default)`,
        export_directory: freshFirestore,
        export_name: FIRESTORE_EXPORT_NAME,
      });
      replaceDir(freshAuth, authDir);
      replaceDir(freshFirestore, firestoreDir);
    });
    return exporting;
  };

  return { processes: all, exportData, stop: stopAll };
}
