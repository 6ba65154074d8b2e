import fs from 'node:fs';
import path from 'node:path';
import { firebaseToolsBin, firestoreJavaArgs, type FirestoreEmulator } from './firestoreEmulator';
import {
  accepts,
  answers,
  errorText,
  howItExited,
  startProcess,
  waitUntilReady,
  type ManagedProcess,
  type Output,
} from './processes';

export type EmulatorPorts = { auth: number; firestore: number; hub: number; logging: number };

export type EmulatorName = 'auth' | 'firestore';

/** Everything saving the emulators' data needs, so the watchdog can save it with no stack at hand. */
export type SavePlan = {
  host: string;
  projectId: string;
  hubPort: number;
  firestorePort: number;
  /** Holds a folder per emulator, each its last complete export. */
  dir: string;
};

export type EmulatorOptions = {
  root: string;
  host: string;
  projectId: string;
  ports: EmulatorPorts;
  /** How accounts and documents are kept between runs; null for a throw-away stack. */
  save: SavePlan | null;
  workDir: string;
  firestore: FirestoreEmulator;
  output: (name: string) => Output;
  /** Cancels start-up: both emulators are stopped and startEmulators rejects. */
  signal?: AbortSignal;
  /** Told each time an emulator process starts, becomes ready or stops, before anything else. */
  onChange?: (members: readonly EmulatorMember[]) => void;
};

/**
 * An emulator's current process. `ready` means its saved data is loaded and it serves, so an
 * export of it is complete; an export of an emulator still loading would save half of its data.
 */
export type EmulatorMember = { name: EmulatorName; process: ManagedProcess; ready: boolean };

export type Emulators = {
  /**
   * Saves each ready emulator's data on its own, so that one that fails (or is down) never keeps
   * the other's fresh export from being kept; rejects, after keeping what it could, if one failed.
   */
  exportData(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves with the reason when an emulator has crashed too often to be restarted again. */
  failed: Promise<string>;
};

const TITLES: Record<EmulatorName, string> = { auth: 'Auth emulator', firestore: 'Firestore emulator' };
const NAMES: readonly EmulatorName[] = ['auth', 'firestore'];
const FIRESTORE_EXPORT_NAME = 'firestore_export';
const FIRESTORE_SEED = path.join(FIRESTORE_EXPORT_NAME, `${FIRESTORE_EXPORT_NAME}.overall_export_metadata`);
/** Files without which a folder is no complete export; each emulator writes them last or alone. */
const EXPORT_FILES: Record<EmulatorName, readonly string[]> = {
  auth: ['firebase-export-metadata.json', path.join('auth_export', 'accounts.json')],
  firestore: [FIRESTORE_SEED],
};
const START_TIMEOUT_MS = 90_000;
/** A crashed emulator is restarted unless this is its third crash within ten minutes: then something is wrong that a restart will not mend. */
const MAX_CRASHES = 3;
const CRASH_WINDOW_MS = 10 * 60_000;

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

function savedExport(plan: SavePlan | null, name: EmulatorName): string | null {
  const saved = plan === null ? null : path.join(plan.dir, name);
  return saved !== null && EXPORT_FILES[name].every((file) => fs.existsSync(path.join(saved, file))) ? saved : null;
}

/** Swaps a freshly written export into place, so a crash mid-export never leaves half a copy. */
function replaceDir(fresh: string, target: string): void {
  const old = `${target}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(fresh, target);
  fs.rmSync(old, { recursive: true, force: true });
}

/**
 * Puts back a save that a crash between replaceDir's two renames left as `<name>.old`, and
 * removes exports that a crash left half written.
 */
export function recoverSavedData(dir: string): void {
  for (const name of NAMES) {
    const target = path.join(dir, name);
    const old = `${target}.old`;
    if (!fs.existsSync(target) && fs.existsSync(old)) fs.renameSync(old, target);
    for (const entry of fs.readdirSync(dir)) {
      if (entry === `${name}.old` || entry.startsWith(`${name}.next`)) {
        fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
      }
    }
  }
}

async function post(url: string, body: unknown, timeoutMs: number): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

async function saveOne(plan: SavePlan, name: EmulatorName, timeoutMs: number): Promise<void> {
  const target = path.join(plan.dir, name);
  // Named for this process: an emulator may still be writing an export for an orchestrator that
  // was killed mid-export while the watchdog writes its own.
  const fresh = `${target}.next-${process.pid}`;
  fs.rmSync(fresh, { recursive: true, force: true });
  try {
    if (name === 'auth') {
      await post(`http://${plan.host}:${plan.hubPort}/_admin/export`, { path: fresh }, timeoutMs);
    } else {
      fs.mkdirSync(fresh);
      await post(
        `http://${plan.host}:${plan.firestorePort}/emulator/v1/projects/${plan.projectId}:export`,
        {
          database: `projects/${plan.projectId}/databases/(default)`,
          export_directory: fresh,
          export_name: FIRESTORE_EXPORT_NAME,
        },
        timeoutMs,
      );
    }
    const missing = EXPORT_FILES[name].find((file) => !fs.existsSync(path.join(fresh, file)));
    if (missing !== undefined) throw new Error(`its export has no ${missing}`);
    replaceDir(fresh, target);
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
  }
}

/**
 * Exports each named emulator's data and swaps each complete export in for its last one,
 * independently: a dead emulator keeps its last save and never holds back the other's.
 */
export async function saveEmulatorData(
  plan: SavePlan,
  names: readonly EmulatorName[],
  timeoutMs = 30_000,
): Promise<void> {
  const results = await Promise.allSettled(names.map((name) => saveOne(plan, name, timeoutMs)));
  const failures = names.flatMap((name, index) => {
    const result = results[index];
    return result?.status === 'rejected' ? [`the ${TITLES[name]}'s data (${errorText(result.reason)})`] : [];
  });
  if (failures.length > 0) {
    throw new Error(
      `Could not save ${failures.join(' or ')}; ${failures.length > 1 ? 'their last saves stand' : 'its last save stands'}`,
    );
  }
}

type Kind = {
  name: EmulatorName;
  /** Starts the emulator from its last save, read afresh at each start. */
  launch: () => ManagedProcess;
  isReady: () => Promise<boolean>;
};

function firestoreKind(options: EmulatorOptions): Kind {
  const { host, ports, projectId } = options;
  return {
    name: 'firestore',
    launch: () => {
      const saved = savedExport(options.save, 'firestore');
      // The JVM itself, not a launcher that would not pass signals on (see firestoreEmulator.ts).
      return startProcess(
        'firestore',
        'java',
        firestoreJavaArgs(options.firestore, {
          host,
          port: String(ports.firestore),
          project_id: projectId,
          single_project_mode: 'true',
          rules: path.join(options.root, 'firestore.rules'),
          ...(saved === null ? {} : { seed_from_export: path.join(saved, FIRESTORE_SEED) }),
        }),
        { cwd: options.workDir, output: options.output('firestore') },
      );
    },
    // The emulator loads its seed before it listens.
    isReady: () => answers(`http://${host}:${ports.firestore}/`),
  };
}

function authKind(options: EmulatorOptions): Kind {
  const { host, ports, projectId } = options;
  const config = writeAuthEmulatorConfig(options);
  return {
    name: 'auth',
    launch: () => {
      const saved = savedExport(options.save, 'auth');
      return startProcess(
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
          config,
          ...(saved === null ? [] : ['--import', saved]),
        ],
        { cwd: options.workDir, env: { ...process.env, ...quietEnv }, output: options.output('auth') },
      );
    },
    // firebase-tools imports accounts through the Auth emulator's own API once it listens, and
    // starts the log server only after that import: both listening means all accounts are in.
    isReady: async () => (await answers(`http://${host}:${ports.auth}/`)) && (await accepts(host, ports.logging)),
  };
}

export async function startEmulators(options: EmulatorOptions): Promise<Emulators> {
  const plan = options.save;
  fs.mkdirSync(options.workDir, { recursive: true });
  if (plan) {
    fs.mkdirSync(plan.dir, { recursive: true });
    recoverSavedData(plan.dir);
  }

  const kinds = [firestoreKind(options), authKind(options)];
  const members = new Map<EmulatorName, EmulatorMember>();
  const list = () => [...members.values()];
  const update = (member: EmulatorMember) => {
    members.set(member.name, member);
    options.onChange?.(list());
  };
  const launch = (kind: Kind): EmulatorMember => {
    const member = { name: kind.name, process: kind.launch(), ready: false };
    update(member);
    return member;
  };
  // Aborted by stop(): a crash from then on is the stop, and a restart under way is cancelled.
  const stopped = new AbortController();
  const isStopping = () => stopped.signal.aborted;
  const stop = async () => {
    stopped.abort();
    await Promise.all(list().map((member) => member.process.stop()));
  };

  const starting = kinds.map((kind) => ({ kind, member: launch(kind) }));
  try {
    await Promise.all(
      starting.map(({ kind, member }) =>
        waitUntilReady(member.process, kind.isReady, START_TIMEOUT_MS, options.signal).then(() =>
          update({ ...member, ready: true }),
        ),
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }

  let exporting: Promise<void> = Promise.resolve();
  const exportData = () => {
    if (plan === null) return Promise.resolve();
    // One export at a time: the periodic one, one after a crash and the one at exit must not interleave.
    exporting = exporting
      .catch(() => undefined)
      .then(() =>
        saveEmulatorData(
          plan,
          list().flatMap((member) => (member.ready ? [member.name] : [])),
        ),
      );
    return exporting;
  };

  const failed = new Promise<string>((resolve) => {
    const supervise = async (kind: Kind) => {
      const crashes: number[] = [];
      for (;;) {
        const member = members.get(kind.name);
        if (member === undefined) return;
        await member.process.exited;
        if (isStopping()) return;
        update({ ...member, ready: false });
        const now = Date.now();
        crashes.push(now);
        while ((crashes[0] ?? now) < now - CRASH_WINDOW_MS) crashes.shift();
        const title = TITLES[kind.name];
        if (crashes.length >= MAX_CRASHES) {
          resolve(
            `The ${title} stopped unexpectedly ${crashes.length} times within ten minutes (last: ${howItExited(member.process)})`,
          );
          return;
        }
        console.error(
          `The ${title} stopped unexpectedly (${howItExited(member.process)}); ` +
            (plan ? 'saving the other emulator and restarting it from its last save...' : 'restarting it...'),
        );
        exportData().catch((error: unknown) => console.error(errorText(error)));
        const restarted = launch(kind);
        try {
          await waitUntilReady(restarted.process, kind.isReady, START_TIMEOUT_MS, stopped.signal);
          if (isStopping()) return;
          update({ ...restarted, ready: true });
          console.log(`The ${title} is back.`);
        } catch {
          // A restart that dies counts as a crash on the next turn; one that hangs is ended so it does too.
          await restarted.process.stop();
        }
      }
    };
    for (const kind of kinds) void supervise(kind);
  });

  return { exportData, stop, failed };
}
