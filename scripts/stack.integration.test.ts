import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { testStackEnv } from './testPorts';
import { requireFreePort } from './prerequisites';
import { isAlive } from './processes';
import { startStack } from './stack';

// Apart from npm start's and the end-to-end stack's ports, so this runs beside both.
const ENV = testStackEnv({ app: 3300, auth: 9399, firestore: 8380, hub: 4610, logging: 4710 });
const PORTS = [
  ENV.PORT,
  ENV.AUTH_EMULATOR_PORT,
  ENV.FIRESTORE_EMULATOR_PORT,
  ENV.EMULATOR_HUB_PORT,
  ENV.LOGGING_EMULATOR_PORT,
];

function listening(port: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: ENV.HOST, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function allPortsFree(): Promise<void> {
  for (const port of PORTS) await requireFreePort(ENV.HOST, Number(port), 'test stack', 'PORT');
}

describe('startStack', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-stack-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // The API from its sources (watch mode), as npm run dev runs it: no build needed to test start-up.
  const start = (signal: AbortSignal) =>
    startStack({
      root: path.resolve(__dirname, '..'),
      dataDir,
      env: { ...process.env, ...ENV },
      persist: false,
      quiet: true,
      watchApi: true,
      signal,
    });

  it('starts nothing when start-up is cancelled before it begins', async () => {
    await expect(start(AbortSignal.abort())).rejects.toThrow();
    expect(fs.readdirSync(dataDir)).toEqual([]);
    await allPortsFree();
  });

  it('stops every part it had started when start-up is cancelled (Ctrl-C before ready)', async () => {
    const cancel = new AbortController();
    const starting = start(cancel.signal);
    // Cancel once the Firestore emulator is up, so there is a running JVM to stop.
    while (!(await listening(ENV.FIRESTORE_EMULATOR_PORT))) await new Promise((resolve) => setTimeout(resolve, 100));
    // Already on record for the next start, should this one be killed before it is ready.
    const pidFile = path.join(dataDir, 'stack.pids.json');
    const recorded = JSON.parse(fs.readFileSync(pidFile, 'utf8')) as { owner: number; children: number[] };
    expect(recorded.owner).toBe(process.pid);
    expect(recorded.children).toHaveLength(3);
    expect(recorded.children.every(isAlive)).toBe(true);

    cancel.abort();
    await expect(starting).rejects.toThrow(/cancelled/);
    await allPortsFree();
    expect(recorded.children.some(isAlive)).toBe(false);
    expect(fs.existsSync(pidFile)).toBe(false);
  }, 60_000);
});
