/**
 * Which Firestore emulator this machine can run, and how. Two ways, tried in this order:
 *
 * - the Google Cloud CLI's component `cloud-firestore-emulator` (Java 11 or newer): its jar at
 *   FIRESTORE_EMULATOR_JAR, else in the CLI whose `gcloud` is on the PATH (Debian's package links
 *   /usr/bin/gcloud into /usr/lib/google-cloud-sdk);
 * - firebase-tools' own build of the same emulator (Java 21 or newer, as firebase-tools demands):
 *   its jar in firebase-tools' cache (FIREBASE_EMULATORS_PATH, else ~/.cache/firebase/emulators)
 *   or at FIRESTORE_EMULATOR_BINARY_PATH, downloaded by firebase-tools the first time.
 *
 * Either way the stack runs the JVM itself rather than through Google's launcher script or
 * `firebase emulators:start`: signals then reach the emulator, a SIGKILL leaves no orphaned Java
 * holding the port, and one process is supervised, exported and restarted alike.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrerequisiteError } from './prerequisites';

export type FirestoreEmulator = { way: 'cloud-cli' | 'firebase-tools'; jar: string };

const CLOUD_CLI_JAR = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
const CLOUD_CLI_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const CLOUD_CLI_JAVA = 11;
/** firebase-tools refuses to start its emulators on an older Java (MIN_SUPPORTED_JAVA_MAJOR_VERSION). */
const FIREBASE_TOOLS_JAVA = 21;

const INSTALL_CLOUD_CLI =
  "the Google Cloud CLI's Firestore emulator (apt-get install -y google-cloud-cli-firestore-emulator, or gcloud components install cloud-firestore-emulator)";
const INSTALL_JAVA_21 = 'Java 21 or newer (apt-get install -y openjdk-21-jre-headless)';

export function firebaseToolsBin(root: string): string {
  return path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
}

/** The major version of the `java` on the PATH (8 for Java 1.8), or null when there is none that runs. */
export function javaMajorVersion(env: NodeJS.ProcessEnv): number | null {
  const result = spawnSync('java', ['-Duser.language=en', '-version'], { env, encoding: 'utf8', timeout: 30_000 });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The folders of the PATH in which an executable `name` is. */
function onPath(name: string, env: NodeJS.ProcessEnv): string[] {
  return (env.PATH ?? '').split(path.delimiter).flatMap((dir) => {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return [file];
    } catch {
      return [];
    }
  });
}

/** The Cloud CLI's emulator jar, if this machine has one. */
function cloudCliJar(env: NodeJS.ProcessEnv): string | null {
  if (env.FIRESTORE_EMULATOR_JAR) {
    if (fs.existsSync(env.FIRESTORE_EMULATOR_JAR)) return env.FIRESTORE_EMULATOR_JAR;
    throw new PrerequisiteError(
      `FIRESTORE_EMULATOR_JAR names ${env.FIRESTORE_EMULATOR_JAR}, which does not exist: point it at the Google Cloud CLI's cloud-firestore-emulator.jar, or unset it.`,
    );
  }
  // `gcloud` on the PATH is <CLI>/bin/gcloud, or a link to it.
  return (
    onPath('gcloud', env)
      .map((gcloud) => path.join(path.dirname(path.dirname(fs.realpathSync(gcloud))), CLOUD_CLI_JAR))
      .find((jar) => fs.existsSync(jar)) ?? null
  );
}

/** Where firebase-tools keeps its Firestore emulator jar (firebase-tools/lib/emulator/downloadableEmulators.js). */
export function firebaseToolsJar(root: string, env: NodeJS.ProcessEnv): string {
  if (env.FIRESTORE_EMULATOR_BINARY_PATH) return env.FIRESTORE_EMULATOR_BINARY_PATH;
  const info = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'emulator', 'downloadableEmulatorInfo.json');
  const { firestore } = JSON.parse(fs.readFileSync(info, 'utf8')) as {
    firestore: { downloadPathRelativeToCacheDir: string };
  };
  const cache = env.FIREBASE_EMULATORS_PATH || path.join(env.HOME || os.homedir(), '.cache', 'firebase', 'emulators');
  return path.join(cache, firestore.downloadPathRelativeToCacheDir);
}

function javaFound(java: number | null): string {
  return java === null ? 'no Java was found' : `the Java found is ${java}`;
}

/**
 * The emulator to run, or a PrerequisiteError whose one line says what to install. The jar of
 * firebase-tools' way may not be there yet: fetchFirebaseToolsJar gets it.
 */
export function chooseFirestoreEmulator(root: string, env: NodeJS.ProcessEnv): FirestoreEmulator {
  const java = javaMajorVersion(env);
  const cloudJar = cloudCliJar(env);
  if (cloudJar !== null) {
    if (java !== null && java >= CLOUD_CLI_JAVA) return { way: 'cloud-cli', jar: cloudJar };
    throw new PrerequisiteError(
      `The Google Cloud CLI's Firestore emulator needs Java ${CLOUD_CLI_JAVA} or newer and ${javaFound(java)}: install one (apt-get install -y openjdk-17-jre-headless) and try again.`,
    );
  }
  if (java !== null && java >= FIREBASE_TOOLS_JAVA) return { way: 'firebase-tools', jar: firebaseToolsJar(root, env) };
  const cloudJava = java !== null && java >= CLOUD_CLI_JAVA ? '' : ` with Java ${CLOUD_CLI_JAVA} or newer`;
  throw new PrerequisiteError(
    `No Firestore emulator can run here: the Google Cloud CLI's was not found, and firebase-tools' own needs Java ${FIREBASE_TOOLS_JAVA} or newer but ${javaFound(java)}. Install either ${INSTALL_CLOUD_CLI}${cloudJava}, or ${INSTALL_JAVA_21} for firebase-tools' own, which downloads itself once.`,
  );
}

/**
 * Has firebase-tools download its Firestore emulator into its cache (`firebase
 * setup:emulators:firestore`, about 140 MB from Google's storage), unless it is there already.
 */
export async function fetchFirebaseToolsJar(
  emulator: FirestoreEmulator,
  env: NodeJS.ProcessEnv,
  firebaseBin: string,
  signal?: AbortSignal,
): Promise<void> {
  if (emulator.way !== 'firebase-tools' || fs.existsSync(emulator.jar)) return;
  if (env.FIRESTORE_EMULATOR_BINARY_PATH) {
    throw new PrerequisiteError(
      `FIRESTORE_EMULATOR_BINARY_PATH names ${emulator.jar}, which does not exist: point it at firebase-tools' cloud-firestore-emulator jar, or unset it to have firebase-tools download one.`,
    );
  }
  console.log("Downloading firebase-tools' Firestore emulator (once; the Google Cloud CLI's was not found)...");
  const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
    const child = spawn(process.execPath, [firebaseBin, 'setup:emulators:firestore'], {
      env: { ...env, CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', (error) => resolve({ code: null, text: error.message }));
    child.on('close', (code) => resolve({ code, text }));
  });
  if (output.code === 0 && fs.existsSync(emulator.jar)) return;
  const lines = output.text.split('\n').map((line) => line.trim());
  const reason = lines.filter(Boolean).at(-1) ?? `exit code ${String(output.code)}`;
  throw new PrerequisiteError(
    `firebase-tools could not download its Firestore emulator (${reason}): try again once online, or install ${INSTALL_CLOUD_CLI}.`,
  );
}

/** The Firestore emulator chosen, with firebase-tools' jar downloaded if that is the way. */
export async function readyFirestoreEmulator(
  root: string,
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<FirestoreEmulator> {
  const emulator = chooseFirestoreEmulator(root, env);
  await fetchFirebaseToolsJar(emulator, env, firebaseToolsBin(root), signal);
  return emulator;
}

/** The JVM's arguments for the emulator, each way as its own launcher passes them. */
export function firestoreJavaArgs(emulator: FirestoreEmulator, flags: Readonly<Record<string, string>>): string[] {
  const entries = Object.entries(flags);
  return emulator.way === 'cloud-cli'
    ? [
        '-Duser.language=en',
        '-cp',
        emulator.jar,
        CLOUD_CLI_MAIN_CLASS,
        'start',
        ...entries.map(([name, value]) => `--${name}=${value}`),
      ]
    : ['-Duser.language=en', '-jar', emulator.jar, ...entries.flatMap(([name, value]) => [`--${name}`, value])];
}
