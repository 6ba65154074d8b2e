/**
 * `npm start`: the whole product on this machine (build if stale, emulators, API, sample data).
 * `npm run dev`: the same, with webpack's dev server and hot reload in front of the API.
 */
import path from 'node:path';
import { buildIfStale } from './build';
import { PrerequisiteError } from './prerequisites';
import { startStack, type Stack } from './stack';

const root = path.resolve(__dirname, '..');
const dev = process.argv.includes('--dev');

async function main(): Promise<void> {
  if (!dev) buildIfStale(root);
  const state = { shuttingDown: false, ready: false };
  const startUp = new AbortController();
  let starting: Promise<Stack> | null = null;

  const shutDown = async (code: number) => {
    if (state.shuttingDown) return;
    state.shuttingDown = true;
    startUp.abort();
    console.log(
      state.ready
        ? 'Stopping Páirc: saving accounts and profiles, then stopping the emulators and the API...'
        : 'Stopping Páirc before it was ready: stopping what has started...',
    );
    // Stopped during start-up, startStack stops what it had started before it rejects.
    const stack = await starting?.catch(() => null);
    await stack?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutDown(0));
  process.on('SIGTERM', () => void shutDown(0));

  console.log('Starting Páirc: Firebase emulators (Auth, Firestore) and the API...');
  starting = startStack({
    root,
    dataDir: path.resolve(root, process.env.PAIRC_DATA_DIR || '.data'),
    env: { ...process.env, ...(dev ? { PAIRC_DIST: '' } : {}) },
    persist: true,
    quiet: false,
    watchApi: dev,
    devServer: dev,
    signal: startUp.signal,
  });
  const stack = await starting.catch((error: unknown) => {
    if (state.shuttingDown) return null;
    throw error;
  });
  if (stack === null) return;
  state.ready = true;
  const url = dev ? `http://127.0.0.1:${process.env.DEV_PORT || 3001}` : stack.appUrl;
  console.log(`\nPáirc is ready at ${url}  (Ctrl-C to stop)\n`);
  const reason = await stack.failed;
  if (!state.shuttingDown) {
    console.error(`${reason}; stopping everything.`);
    await shutDown(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof PrerequisiteError ? error.message : error);
  process.exit(1);
});
