/**
 * The choice between the Google Cloud CLI's Firestore emulator and firebase-tools' own, on a
 * machine made of fakes: a `java` that reports the version a test wants, a `gcloud` whose CLI
 * holds a jar, and firebase-tools' cache folder. Nothing is downloaded and no Java is run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chooseFirestoreEmulator,
  fetchFirebaseToolsJar,
  firebaseToolsJar,
  firestoreJavaArgs,
  javaMajorVersion,
} from './firestoreEmulator';
import { PrerequisiteError } from './prerequisites';

const ROOT = path.resolve(__dirname, '..');
const { version } = (
  JSON.parse(
    fs.readFileSync(
      path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'emulator', 'downloadableEmulatorInfo.json'),
      'utf8',
    ),
  ) as { firestore: { version: string } }
).firestore;

let machine: string;
beforeEach(() => {
  machine = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-firestore-choice-'));
});
afterEach(() => {
  fs.rmSync(machine, { recursive: true, force: true });
});

function writeScript(file: string, body: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return file;
}

/** A folder for the PATH holding a `java` that prints `versionLine` as `java -version` does. */
function fakeJava(versionLine: string): string {
  const bin = path.join(machine, `java-${fs.readdirSync(machine).length}`);
  writeScript(path.join(bin, 'java'), `echo '${versionLine}' >&2\necho 'OpenJDK Runtime Environment' >&2`);
  return bin;
}

/** A Google Cloud CLI with the Firestore emulator component, its `gcloud` linked from a bin folder as Debian does. */
function fakeCloudCli(): { bin: string; jar: string } {
  const cli = path.join(machine, 'google-cloud-sdk');
  const gcloud = writeScript(path.join(cli, 'bin', 'gcloud'), 'exit 0');
  const jar = path.join(cli, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  fs.mkdirSync(path.dirname(jar), { recursive: true });
  fs.writeFileSync(jar, 'not really a jar');
  const bin = path.join(machine, 'usr-bin');
  fs.mkdirSync(bin);
  fs.symlinkSync(gcloud, path.join(bin, 'gcloud'));
  return { bin, jar };
}

const JAVA_17 = 'openjdk version "17.0.15" 2025-04-15';
const JAVA_21 = 'openjdk version "21.0.4" 2024-07-16';
const JAVA_8 = 'java version "1.8.0_402"';

function envWith(bins: string[], more: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PATH: bins.join(path.delimiter),
    HOME: machine,
    FIREBASE_EMULATORS_PATH: path.join(machine, 'cache'),
    ...more,
  };
}

const choose = (env: NodeJS.ProcessEnv) => chooseFirestoreEmulator(ROOT, env);

/** The one line a user is shown, or a failure if the choice did not refuse. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    choose(env);
  } catch (error) {
    expect(error).toBeInstanceOf(PrerequisiteError);
    return (error as Error).message;
  }
  throw new Error('the choice did not refuse');
}

describe('the Java on the PATH', () => {
  it.each([
    [JAVA_17, 17],
    [JAVA_21, 21],
    [JAVA_8, 8],
    ['openjdk version "25" 2025-09-16', 25],
  ])('reads %s as Java %i', (line, major) => {
    expect(javaMajorVersion(envWith([fakeJava(line)]))).toBe(major);
  });

  it('is none when there is no java, or one that fails', () => {
    expect(javaMajorVersion(envWith([]))).toBeNull();
    const broken = path.join(machine, 'broken');
    writeScript(path.join(broken, 'java'), 'exit 1');
    expect(javaMajorVersion(envWith([broken]))).toBeNull();
  });
});

describe('choosing the Firestore emulator', () => {
  it("takes the Google Cloud CLI's, found through the gcloud on the PATH, with Java 11 or newer", () => {
    const cli = fakeCloudCli();
    expect(choose(envWith([cli.bin, fakeJava(JAVA_17)]))).toEqual({ way: 'cloud-cli', jar: cli.jar });
  });

  it("prefers the Google Cloud CLI's to firebase-tools' even with Java 21", () => {
    const cli = fakeCloudCli();
    expect(choose(envWith([cli.bin, fakeJava(JAVA_21)]))).toEqual({ way: 'cloud-cli', jar: cli.jar });
  });

  it('takes the jar FIRESTORE_EMULATOR_JAR names, and says so when it is not there', () => {
    const jar = path.join(machine, 'my-emulator.jar');
    fs.writeFileSync(jar, 'jar');
    const java = fakeJava(JAVA_17);
    expect(choose(envWith([java], { FIRESTORE_EMULATOR_JAR: jar }))).toEqual({ way: 'cloud-cli', jar });
    expect(refusal(envWith([java], { FIRESTORE_EMULATOR_JAR: '/nowhere/emulator.jar' }))).toBe(
      "FIRESTORE_EMULATOR_JAR names /nowhere/emulator.jar, which does not exist: point it at the Google Cloud CLI's cloud-firestore-emulator.jar, or unset it.",
    );
  });

  it("falls back to firebase-tools' own emulator, in firebase-tools' cache, when the CLI's is missing and Java is 21", () => {
    expect(choose(envWith([fakeJava(JAVA_21)]))).toEqual({
      way: 'firebase-tools',
      jar: path.join(machine, 'cache', `cloud-firestore-emulator-v${version}.jar`),
    });
    // firebase-tools' own default cache, and its override of the jar's path.
    const home = envWith([fakeJava(JAVA_21)], { FIREBASE_EMULATORS_PATH: '' });
    expect(choose(home).jar).toBe(
      path.join(machine, '.cache', 'firebase', 'emulators', `cloud-firestore-emulator-v${version}.jar`),
    );
    const binaryPath = path.join(machine, 'firestore.jar');
    expect(firebaseToolsJar(ROOT, { ...home, FIRESTORE_EMULATOR_BINARY_PATH: binaryPath })).toBe(binaryPath);
  });

  it('says what to install for each way when there is no CLI emulator and Java is 17', () => {
    expect(refusal(envWith([fakeJava(JAVA_17)]))).toBe(
      "No Firestore emulator can run here: the Google Cloud CLI's was not found, and firebase-tools' own needs Java 21 or newer but the Java found is 17. " +
        "Install either the Google Cloud CLI's Firestore emulator (apt-get install -y google-cloud-cli-firestore-emulator, or gcloud components install cloud-firestore-emulator), " +
        "or Java 21 or newer (apt-get install -y openjdk-21-jre-headless) for firebase-tools' own, which downloads itself once.",
    );
  });

  it('adds the Java the CLI emulator needs when there is no Java at all', () => {
    const line = refusal(envWith([]));
    expect(line).toMatch(/^No Firestore emulator can run here: .* but no Java was found\. /);
    expect(line).toContain('gcloud components install cloud-firestore-emulator) with Java 11 or newer, or Java 21');
    expect(line).not.toContain('\n');
  });

  it("asks for Java 11 or newer when the CLI's emulator is there but Java is missing or too old", () => {
    const cli = fakeCloudCli();
    expect(refusal(envWith([cli.bin]))).toBe(
      "The Google Cloud CLI's Firestore emulator needs Java 11 or newer and no Java was found: install one (apt-get install -y openjdk-17-jre-headless) and try again.",
    );
    expect(refusal(envWith([cli.bin, fakeJava(JAVA_8)]))).toContain('needs Java 11 or newer and the Java found is 8:');
  });
});

describe("fetching firebase-tools' emulator", () => {
  const toolsWay = () => ({
    way: 'firebase-tools' as const,
    jar: path.join(machine, 'cache', `cloud-firestore-emulator-v${version}.jar`),
  });
  /** Stands in for firebase-tools' bin: the arguments it was run with go to a file, then it runs `body`. */
  const fakeFirebase = (body: string) => {
    const bin = path.join(machine, 'firebase.js');
    const record = `require('node:fs').writeFileSync(${JSON.stringify(path.join(machine, 'ran'))}, process.argv.slice(2).join(' '));`;
    fs.writeFileSync(bin, `${record}\n${body}\n`);
    return bin;
  };

  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));

  it('has firebase-tools download it into its cache once', async () => {
    const { jar } = toolsWay();
    const bin = fakeFirebase(
      `const fs = require('node:fs'); fs.mkdirSync(process.env.FIREBASE_EMULATORS_PATH, { recursive: true }); fs.writeFileSync(${JSON.stringify(jar)}, 'jar');`,
    );
    await fetchFirebaseToolsJar(toolsWay(), envWith([]), bin);
    expect(fs.readFileSync(path.join(machine, 'ran'), 'utf8')).toBe('setup:emulators:firestore');
    expect(fs.existsSync(jar)).toBe(true);

    fs.rmSync(path.join(machine, 'ran'));
    await fetchFirebaseToolsJar(toolsWay(), envWith([]), bin);
    expect(fs.existsSync(path.join(machine, 'ran'))).toBe(false);
  });

  it('says in one line why it could not, and what to install instead', async () => {
    const bin = fakeFirebase(
      'console.error("Error: getaddrinfo ENOTFOUND storage.googleapis.com\\n"); process.exit(1);',
    );
    await expect(fetchFirebaseToolsJar(toolsWay(), envWith([]), bin)).rejects.toThrow(
      new PrerequisiteError(
        "firebase-tools could not download its Firestore emulator (Error: getaddrinfo ENOTFOUND storage.googleapis.com): try again once online, or install the Google Cloud CLI's Firestore emulator (apt-get install -y google-cloud-cli-firestore-emulator, or gcloud components install cloud-firestore-emulator).",
      ),
    );
  });

  it('never downloads over a jar FIRESTORE_EMULATOR_BINARY_PATH names, and says when it is missing', async () => {
    const jar = path.join(machine, 'mine.jar');
    await expect(
      fetchFirebaseToolsJar(
        { way: 'firebase-tools', jar },
        envWith([], { FIRESTORE_EMULATOR_BINARY_PATH: jar }),
        '/no/bin',
      ),
    ).rejects.toThrow(/^FIRESTORE_EMULATOR_BINARY_PATH names \S+mine\.jar, which does not exist/);
  });

  it("leaves the Google Cloud CLI's way alone", async () => {
    await expect(
      fetchFirebaseToolsJar({ way: 'cloud-cli', jar: '/nowhere.jar' }, envWith([]), '/no/bin'),
    ).resolves.toBeUndefined();
  });
});

describe("the emulator's command line", () => {
  const flags = { host: '127.0.0.1', port: '8080', single_project_mode: 'true' };

  it("runs the CLI's jar as Google's launcher does", () => {
    expect(firestoreJavaArgs({ way: 'cloud-cli', jar: '/cli/emulator.jar' }, flags)).toEqual([
      '-Duser.language=en',
      '-cp',
      '/cli/emulator.jar',
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host=127.0.0.1',
      '--port=8080',
      '--single_project_mode=true',
    ]);
  });

  it("runs firebase-tools' jar as firebase-tools does", () => {
    expect(firestoreJavaArgs({ way: 'firebase-tools', jar: '/cache/v1.jar' }, flags)).toEqual([
      '-Duser.language=en',
      '-jar',
      '/cache/v1.jar',
      '--host',
      '127.0.0.1',
      '--port',
      '8080',
      '--single_project_mode',
      'true',
    ]);
  });
});
