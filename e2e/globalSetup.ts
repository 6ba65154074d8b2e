import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isBuildStale } from '../scripts/build';
import { startStack } from '../scripts/stack';
import { E2E_ENV } from './stackPorts';

/** Starts a throw-away stack (empty emulators, a fresh sample database) for the whole run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(__dirname, '..');
  if (isBuildStale(root)) {
    throw new Error('dist/ is missing or older than the sources: run `npm run build` first (`npm test` does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-e2e-'));
  const env = { ...process.env, ...E2E_ENV, PAIRC_DB: path.join(dataDir, 'pairc.sqlite') };
  // The tests that import into the running stack's database find it here (Playwright hands the
  // global setup's environment to its workers).
  process.env.PAIRC_E2E_DB = env.PAIRC_DB;
  const stack = await startStack({ root, dataDir, env, persist: false, quiet: true }).catch((error: unknown) => {
    for (const log of ['api', 'auth', 'firestore']) {
      const file = path.join(dataDir, 'logs', `${log}.log`);
      if (fs.existsSync(file)) console.error(`--- ${log}.log ---\n${fs.readFileSync(file, 'utf8').slice(-4000)}`);
    }
    throw error;
  });
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
