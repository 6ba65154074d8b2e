/**
 * An emulator that dies (SIGKILL, as the OOM killer would) under a running stack that keeps its
 * data: what was saved survives, the other emulator's data is saved at once, and the stack goes on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build';
import { startStack, type Stack } from './stack';
import {
  canSignIn,
  firestorePid as firestorePidOn,
  killProcessesOfStack,
  pidOf,
  readDocument,
  signUp,
  waitFor,
  writeDocument,
} from './testKit/stack';
import { testStackEnv } from './testKit/ports';

// Apart from every other stack's ports, so this runs beside npm start and the other tests.
const ENV = testStackEnv({ app: 3800, auth: 9899, firestore: 8880, hub: 4860, logging: 4960 });
const PASSWORD = 'secret-1';
const ROOT = path.resolve(__dirname, '..');

describe('a stack whose emulator crashes', () => {
  let dataDir: string;
  let stack: Stack | null = null;
  beforeAll(() => buildIfStale(ROOT), 600_000);
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-crash-'));
  });
  afterEach(async () => {
    await stack?.stop();
    stack = null;
    killProcessesOfStack(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // The built API, as npm start runs it: what must keep serving while an emulator is down.
  const start = async () => {
    stack = await startStack({
      root: ROOT,
      dataDir,
      env: { ...process.env, ...ENV, PAIRC_DATA_DIR: dataDir },
      persist: true,
      quiet: true,
    });
    return stack;
  };
  /** The API needs no emulator, so it keeps serving; if not, its own last words say why. */
  const expectApiServing = async () => {
    const answered = await fetch(`${stack?.appUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!answered) {
      const log = fs
        .readFileSync(path.join(dataDir, 'logs', 'api.log'), 'utf8')
        .split('\n')
        .slice(-40)
        .join('\n');
      throw new Error(`The API stopped answering while an emulator was down. The end of its log:\n${log}`);
    }
  };
  const restart = async () => {
    await stack?.stop();
    return start();
  };
  const firestorePid = () => firestorePidOn(ENV.FIRESTORE_EMULATOR_PORT);
  const authPid = () => pidOf('emulators:start', path.join(dataDir, 'emulators', 'firebase.json'));
  const savedAt = (file: string) =>
    fs.statSync(path.join(dataDir, 'firebase', file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const savedAccounts = () => {
    const file = path.join(dataDir, 'firebase', 'auth', 'auth_export', 'accounts.json');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };

  it('restarts a killed Firestore emulator from its last save, having saved the Auth emulator at once', async () => {
    const running = await start();
    const saved = await signUp(ENV, 'saved@example.ie', PASSWORD);
    await writeDocument(ENV, `users/${saved}`, { email: 'saved@example.ie', fullName: 'Saved Before' });
    await running.exportData();
    await signUp(ENV, 'after-the-save@example.ie', PASSWORD);

    const killed = firestorePid();
    process.kill(killed, 'SIGKILL');
    await expectApiServing();
    const backMs = await waitFor(
      'the Firestore emulator to be back with the saved profile',
      async () => firestorePid() !== killed && (await readDocument(ENV, `users/${saved}`))?.fullName === 'Saved Before',
      60_000,
    );
    console.log(`The Firestore emulator was back ${backMs} ms after it was killed.`);
    await waitFor(
      'the account made after the last save to be saved when Firestore died',
      () => savedAccounts().includes('after-the-save@example.ie'),
      10_000,
    );

    await restart();
    expect(await canSignIn(ENV, 'saved@example.ie', PASSWORD)).toBe(true);
    expect(await canSignIn(ENV, 'after-the-save@example.ie', PASSWORD)).toBe(true);
    expect(await readDocument(ENV, `users/${saved}`)).toEqual({ email: 'saved@example.ie', fullName: 'Saved Before' });
  }, 180_000);

  it('restarts a killed Auth emulator from its last save, having saved the Firestore emulator at once', async () => {
    const running = await start();
    const saved = await signUp(ENV, 'saved@example.ie', PASSWORD);
    await writeDocument(ENV, `users/${saved}`, { email: 'saved@example.ie', fullName: 'Saved Before' });
    await running.exportData();
    await writeDocument(ENV, 'users/written-after-the-save', { email: 'late@example.ie', fullName: 'After The Save' });

    const killed = authPid();
    const killedAt = Date.now();
    process.kill(killed, 'SIGKILL');
    await expectApiServing();
    await waitFor(
      'the Firestore emulator to be saved when Auth died',
      () => savedAt(path.join('firestore', 'firestore_export', 'firestore_export.overall_export_metadata')) > killedAt,
      10_000,
    );
    const backMs = await waitFor(
      'the Auth emulator to be back with the saved account',
      async () => authPid() !== killed && (await canSignIn(ENV, 'saved@example.ie', PASSWORD)),
      90_000,
    );
    console.log(`The Auth emulator was back ${backMs} ms after it was killed.`);

    // Only the save made when Auth died holds this document: kill Firestore too, to come back from that save.
    const firestore = firestorePid();
    process.kill(firestore, 'SIGKILL');
    await waitFor(
      'the Firestore emulator to be back with the document written after the last save',
      async () => (await readDocument(ENV, 'users/written-after-the-save'))?.fullName === 'After The Save',
      60_000,
    );

    await restart();
    expect(await canSignIn(ENV, 'saved@example.ie', PASSWORD)).toBe(true);
    expect(await readDocument(ENV, `users/${saved}`)).toEqual({ email: 'saved@example.ie', fullName: 'Saved Before' });
    expect((await readDocument(ENV, 'users/written-after-the-save'))?.fullName).toBe('After The Save');
  }, 240_000);

  it('gives up on an emulator that crashes three times within ten minutes, saying so', async () => {
    const running = await start();
    for (let crash = 1; crash < 3; crash += 1) {
      const killed = firestorePid();
      process.kill(killed, 'SIGKILL');
      await waitFor(
        'the Firestore emulator to be back',
        async () =>
          firestorePid() !== killed &&
          (await fetch(`http://${ENV.HOST}:${ENV.FIRESTORE_EMULATOR_PORT}/`).then((response) => response.ok)),
        60_000,
      );
    }
    process.kill(firestorePid(), 'SIGKILL');
    await expect(running.failed).resolves.toMatch(
      /^The Firestore emulator stopped unexpectedly 3 times within ten minutes/,
    );
  }, 180_000);
});
