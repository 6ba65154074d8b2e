import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PROJECT_ID, emulatorPorts } from '../server/src/config';
import { serverArgs, serverEnv } from './build';
import { startEmulators, type EmulatorMember, type Emulators, type SavePlan } from './emulators';
import { readyFirestoreEmulator } from './firestoreEmulator';
import { requireFreePort, requireReachablePort } from './prerequisites';
import { currentBootId, identify, type ProcessIdentity } from './processIdentity';
import {
  answers,
  errorText,
  howItExited,
  startProcess,
  waitUntilReady,
  type ManagedProcess,
  type Output,
} from './processes';
import { endLeftovers, RECORD_FILE, writeStackRecord, type RecordedChild } from './stackRecord';

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
  /** Also run webpack's dev server, with hot reload, in front of the API (npm run dev). */
  devServer?: boolean;
  /** Cancels start-up (Ctrl-C before the stack is ready): what has started is stopped, then startStack rejects. */
  signal?: AbortSignal;
};

export type Stack = {
  appUrl: string;
  /** Saves accounts and profiles now, as the stack does every minute (a no-op for a throw-away stack). */
  exportData(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves when the stack cannot go on: the API or the watchdog exited, or an emulator kept crashing. */
  failed: Promise<string>;
};

const EXPORT_EVERY_MS = 60_000;

/**
 * Keeps the stack record (stackRecord.ts) up to date. Each child is identified the moment it is
 * spawned and recorded before it is ready, so that even a SIGKILL during start-up leaves nothing
 * that the watchdog or the next start cannot find. Where there is no /proc nothing can be proven,
 * so nothing is recorded and no watchdog runs.
 */
function recorder(file: string, save: SavePlan | null) {
  const bootId = currentBootId();
  const orchestrator = identify(process.pid);
  const identities = new Map<ManagedProcess, ProcessIdentity>();
  const parts: {
    watchdog: ManagedProcess | null;
    api: ManagedProcess | null;
    devServer: ManagedProcess | null;
    emulators: readonly EmulatorMember[];
  } = { watchdog: null, api: null, devServer: null, emulators: [] };
  const identityOf = (managed: ManagedProcess | null): ProcessIdentity | null => {
    if (managed?.child.pid === undefined) return null;
    if (!identities.has(managed)) {
      const identity = identify(managed.child.pid);
      if (identity) identities.set(managed, identity);
    }
    return identities.get(managed) ?? null;
  };
  const write = () => {
    if (bootId === null || orchestrator === null) return;
    const named = [
      { name: 'api', managed: parts.api },
      { name: 'webpack', managed: parts.devServer },
      ...parts.emulators.map((member) => ({ name: member.name, managed: member.process })),
    ];
    const children = named.flatMap(({ name, managed }): RecordedChild[] => {
      const identity = identityOf(managed);
      return identity ? [{ name, ...identity }] : [];
    });
    writeStackRecord(file, {
      bootId,
      orchestrator,
      watchdog: identityOf(parts.watchdog),
      children,
      save: save && {
        plan: save,
        ready: parts.emulators.flatMap((member) => (member.ready ? [member.name] : [])),
      },
    });
  };
  return {
    orchestrator: bootId === null ? null : orchestrator,
    update(change: Partial<typeof parts>) {
      Object.assign(parts, change);
      write();
    },
  };
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const { root, dataDir, env } = options;
  const host = env.HOST || '127.0.0.1';
  const appPort = Number(env.PORT || 3000);
  const ports = { ...emulatorPorts(env), logging: Number(env.LOGGING_EMULATOR_PORT || 4500) };
  const projectId = env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;

  options.signal?.throwIfAborted();
  fs.mkdirSync(dataDir, { recursive: true });
  const recordFile = path.join(dataDir, RECORD_FILE);
  await endLeftovers(recordFile);
  await requireReachablePort(host, appPort, 'app and API', 'PORT');
  await requireReachablePort(host, ports.auth, 'Auth emulator', 'AUTH_EMULATOR_PORT');
  await requireReachablePort(host, ports.firestore, 'Firestore emulator', 'FIRESTORE_EMULATOR_PORT');
  await requireReachablePort(host, ports.hub, 'emulator hub', 'EMULATOR_HUB_PORT');
  // Reserved by the Auth emulator for a log server that nothing here starts or fetches.
  await requireFreePort(host, ports.logging, 'emulator log server', 'LOGGING_EMULATOR_PORT');
  const firestore = await readyFirestoreEmulator(root, env, options.signal);
  options.signal?.throwIfAborted();

  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const output = (name: string): Output => ({
    kind: 'file',
    path: path.join(logDir, `${name}.log`),
    echo: !options.quiet,
  });
  const save: SavePlan | null = options.persist
    ? { host, projectId, hubPort: ports.hub, firestorePort: ports.firestore, dir: path.join(dataDir, 'firebase') }
    : null;
  const record = recorder(recordFile, save);

  // The watchdog (see watchdog.ts) idles for the whole run, so it is a shell waiting on `cat` for
  // the end of its stdin, a pipe only this process holds open (a couple of MB, where an idle Node
  // with tsx takes about 60); Node starts only once there is work to do.
  const watchdog = record.orchestrator
    ? startProcess(
        'watchdog',
        'sh',
        [
          '-c',
          'cat > /dev/null; "$@"',
          'watchdog',
          process.execPath,
          '--require',
          'tsx/cjs',
          path.join(root, 'scripts', 'watchdog.ts'),
          recordFile,
          String(record.orchestrator.pid),
          record.orchestrator.startTime,
        ],
        { cwd: root, env, stdin: 'pipe', output: { kind: 'file', path: path.join(logDir, 'watchdog.log') } },
      )
    : null;
  record.update({ watchdog });

  const apiEnv: NodeJS.ProcessEnv = {
    ...serverEnv(env),
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
  const api: ManagedProcess = startProcess('api', process.execPath, apiArgs, {
    cwd: root,
    env: apiEnv,
    output: output('api'),
  });
  record.update({ api });
  const devServer = options.devServer
    ? startProcess(
        'webpack',
        process.execPath,
        [path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js'), 'serve', '--mode', 'development'],
        { cwd: root, env, output: output('webpack') },
      )
    : null;
  record.update({ devServer });
  const appUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${appPort}`;

  // The record goes before the watchdog: it then has nothing left to do, and a clean stop ends it.
  const stopProcesses = async (emulators: Emulators | null) => {
    await Promise.all([api.stop(), devServer?.stop(), emulators?.stop()]);
    fs.rmSync(recordFile, { force: true });
    await watchdog?.stop();
  };

  // The API needs nothing from the emulators, so both start at once.
  const [emulatorsStarted, apiStarted] = await Promise.allSettled([
    startEmulators({
      root,
      host,
      projectId,
      ports,
      save,
      workDir: path.join(dataDir, 'emulators'),
      firestore,
      output,
      signal: options.signal,
      onChange: (emulators) => record.update({ emulators }),
    }),
    waitUntilReady(api, () => answers(`${appUrl}/api/health`), 120_000, options.signal),
  ]);
  if (emulatorsStarted.status === 'rejected' || apiStarted.status === 'rejected') {
    await stopProcesses(emulatorsStarted.status === 'fulfilled' ? emulatorsStarted.value : null);
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
      await stopProcesses(emulators);
    })();
    return stopping;
  };

  const failed = Promise.race([
    api.exited.then(() => `The API exited (${howItExited(api)})`),
    emulators.failed,
    ...(watchdog ? [watchdog.exited.then(() => `The watchdog exited (${howItExited(watchdog)})`)] : []),
  ]);
  return { appUrl, exportData, stop, failed };
}
