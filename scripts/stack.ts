import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PROJECT_ID, emulatorPorts } from '../server/src/config';
import { serverArgs } from './build';
import { startEmulators, type EmulatorMember, type Emulators, type SavePlan } from './emulators';
import { firestoreEmulatorJar, requireFreePort, requireJava } from './prerequisites';
import {
  answers,
  howItExited,
  isAlive,
  startProcess,
  waitUntilReady,
  type ManagedProcess,
  type Output,
} from './processes';

export type StackOptions = {
  root: string;
  /** Holds the database, emulator data and logs. */
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** Keep accounts and documents across restarts (the product); tests start empty. */
  persist: boolean;
  /** Leave child output in its files under dataDir/logs only, rather than print it as well. */
  quiet: boolean;
  /** Run the API with tsx's watch mode (npm run dev). */
  watchApi?: boolean;
  /** Cancels start-up (Ctrl-C before the stack is ready): what has started is stopped, then startStack rejects. */
  signal?: AbortSignal;
};

export type Stack = {
  appUrl: string;
  /** Saves accounts and profiles now, as the stack does every minute (a no-op for a throw-away stack). */
  exportData(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves when the stack cannot go on: the API exited, or an emulator kept crashing. */
  failed: Promise<string>;
};

const EXPORT_EVERY_MS = 60_000;
const PID_FILE = 'stack.pids.json';

type PidFile = { owner: number; children: number[] };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A stack whose orchestrator was killed with SIGKILL leaves its detached children running; the
 * next start ends them. A stack whose orchestrator still runs is left alone (its ports will say so).
 */
function stopLeftovers(dataDir: string): void {
  const file = path.join(dataDir, PID_FILE);
  if (!fs.existsSync(file)) return;
  const { owner, children } = JSON.parse(fs.readFileSync(file, 'utf8')) as PidFile;
  if (isAlive(owner)) return;
  for (const pid of children) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Long gone.
    }
  }
  fs.rmSync(file, { force: true });
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const { root, dataDir, env } = options;
  const host = env.HOST || '127.0.0.1';
  const appPort = Number(env.PORT || 3000);
  const ports = { ...emulatorPorts(env), logging: Number(env.LOGGING_EMULATOR_PORT || 4500) };
  const projectId = env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;

  options.signal?.throwIfAborted();
  fs.mkdirSync(dataDir, { recursive: true });
  stopLeftovers(dataDir);
  requireJava();
  const firestoreJar = firestoreEmulatorJar(env);
  await requireFreePort(host, appPort, 'app and API', 'PORT');
  await requireFreePort(host, ports.auth, 'Auth emulator', 'AUTH_EMULATOR_PORT');
  await requireFreePort(host, ports.firestore, 'Firestore emulator', 'FIRESTORE_EMULATOR_PORT');
  await requireFreePort(host, ports.hub, 'emulator hub', 'EMULATOR_HUB_PORT');
  await requireFreePort(host, ports.logging, 'emulator log server', 'LOGGING_EMULATOR_PORT');

  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const output = (name: string): Output => ({
    kind: 'file',
    path: path.join(logDir, `${name}.log`),
    echo: !options.quiet,
  });

  const apiEnv: NodeJS.ProcessEnv = {
    ...env,
    HOST: host,
    PORT: String(appPort),
    PAIRC_DB: env.PAIRC_DB || path.join(dataDir, 'pairc.sqlite'),
    PAIRC_DIST: env.PAIRC_DIST ?? path.join(root, 'dist'),
    FIREBASE_PROJECT_ID: projectId,
    AUTH_EMULATOR_PORT: String(ports.auth),
    FIRESTORE_EMULATOR_PORT: String(ports.firestore),
  };
  // The product runs the bundled server (no TypeScript compiler in memory); dev mode watches the sources.
  const apiArgs = options.watchApi
    ? [
        path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        'watch',
        '--clear-screen=false',
        path.join(root, 'server', 'src', 'main.ts'),
      ]
    : serverArgs(root);
  // Each child is recorded as it starts, not once all are ready, so that the next start can end
  // what even a SIGKILL during start-up left behind; a restarted emulator replaces its entry.
  const pidFile = path.join(dataDir, PID_FILE);
  const parts: { api: ManagedProcess | null; emulators: readonly EmulatorMember[] } = { api: null, emulators: [] };
  const record = (change: Partial<typeof parts>) => {
    Object.assign(parts, change);
    const started = [parts.api, ...parts.emulators.map((member) => member.process)];
    const pids: PidFile = {
      owner: process.pid,
      children: started.flatMap((each) => (each?.child.pid === undefined ? [] : [each.child.pid])),
    };
    fs.writeFileSync(pidFile, JSON.stringify(pids));
  };
  const save: SavePlan | null = options.persist
    ? { host, projectId, hubPort: ports.hub, firestorePort: ports.firestore, dir: path.join(dataDir, 'firebase') }
    : null;
  const api: ManagedProcess = startProcess('api', process.execPath, apiArgs, {
    cwd: root,
    env: apiEnv,
    output: output('api'),
  });
  record({ api });
  const appUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${appPort}`;

  // The API needs nothing from the emulators, so both start at once.
  const [emulatorsStarted, apiStarted] = await Promise.allSettled([
    startEmulators({
      root,
      host,
      projectId,
      ports,
      save,
      workDir: path.join(dataDir, 'emulators'),
      firestoreJar,
      output,
      signal: options.signal,
      onChange: (emulators) => record({ emulators }),
    }),
    waitUntilReady(api, () => answers(`${appUrl}/api/health`), 120_000, options.signal),
  ]);
  if (emulatorsStarted.status === 'rejected' || apiStarted.status === 'rejected') {
    await Promise.all([api.stop(), emulatorsStarted.status === 'fulfilled' ? emulatorsStarted.value.stop() : null]);
    fs.rmSync(pidFile, { force: true });
    throw emulatorsStarted.status === 'rejected'
      ? emulatorsStarted.reason
      : (apiStarted as PromiseRejectedResult).reason;
  }
  const emulators: Emulators = emulatorsStarted.value;
  const exportData = () => emulators.exportData();

  const exportTimer = options.persist
    ? setInterval(() => {
        exportData().catch((error: unknown) => console.error(errorText(error)));
      }, EXPORT_EVERY_MS)
    : null;

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (exportTimer) clearInterval(exportTimer);
      await exportData().catch((error: unknown) => console.error(`On exit: ${errorText(error)}`));
      await Promise.all([api.stop(), emulators.stop()]);
      fs.rmSync(pidFile, { force: true });
    })();
    return stopping;
  };

  const failed = Promise.race([api.exited.then(() => `The API exited (${howItExited(api)})`), emulators.failed]);
  return { appUrl, exportData, stop, failed };
}
