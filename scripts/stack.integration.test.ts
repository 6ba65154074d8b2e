import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testStackEnv } from './testKit/ports';
import { requireFreePort } from './prerequisites';
import { isRunning } from './processIdentity';
import { accepts } from './processes';
import { startStack, type Stack } from './stack';
import { readStackRecord } from './stackRecord';
import { isAlive, killProcessesOfStack, stackPorts } from './testKit/stack';

// Apart from npm start's and the end-to-end stack's ports, so this runs beside both.
const ENV = testStackEnv({ app: 3300, auth: 9399, firestore: 8380, hub: 4610, logging: 4710 });
const PORTS = stackPorts(ENV);

async function allPortsFree(): Promise<void> {
  for (const port of PORTS) await requireFreePort(ENV.HOST, port, 'test stack', 'PORT');
}

describe('startStack', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-stack-'));
  });
  let running: Stack | null = null;
  afterEach(async () => {
    await running?.stop();
    running = null;
    killProcessesOfStack(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // The API from its sources (watch mode), as npm run dev runs it: no build needed to test start-up.
  const start = (signal: AbortSignal) =>
    startStack({
      root: path.resolve(__dirname, '..'),
      dataDir,
      env: { ...process.env, ...ENV, PAIRC_DATA_DIR: dataDir },
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
    while (!(await accepts(ENV.HOST, Number(ENV.FIRESTORE_EMULATOR_PORT))))
      await new Promise((resolve) => setTimeout(resolve, 100));
    // Already on record for the next start, should this one be killed before it is ready.
    const pidFile = path.join(dataDir, 'stack.pids.json');
    const recorded = readStackRecord(pidFile);
    expect(recorded?.orchestrator.pid).toBe(process.pid);
    expect(recorded?.children.map((child) => child.name).sort()).toEqual(['api', 'auth', 'firestore']);
    const processes = [...(recorded?.children ?? []), ...(recorded?.watchdog ? [recorded.watchdog] : [])];
    expect(processes).toHaveLength(4);
    expect(processes.every(isRunning)).toBe(true);

    cancel.abort();
    await expect(starting).rejects.toThrow(/cancelled/);
    await allPortsFree();
    expect(processes.some(isRunning)).toBe(false);
    expect(fs.existsSync(pidFile)).toBe(false);
  }, 60_000);

  describe('with a leftover pid file naming a process it did not start (its pid since reused)', () => {
    let stranger: ReturnType<typeof spawn>;
    beforeEach(() => {
      stranger = spawn('sleep', ['300'], { detached: true, stdio: 'ignore' });
    });
    afterEach(() => {
      stranger.kill('SIGKILL');
    });
    const strangerPid = () => stranger.pid ?? Number.NaN;
    // A pid that was an orchestrator's and has ended since.
    const endedPid = () => spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' }).stdout.trim();

    it.each([
      ['as the last version wrote it (bare pids)', () => ({ owner: Number(endedPid()), children: [strangerPid()] })],
      [
        'with a start time and program that are not the stranger’s',
        () => ({
          bootId: fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
          orchestrator: {
            pid: Number(endedPid()),
            startTime: '1',
            executable: '/usr/bin/node',
            commandLine: ['node', 'scripts/start.ts'],
          },
          watchdog: null,
          children: [
            {
              name: 'firestore',
              pid: strangerPid(),
              startTime: '2',
              executable: '/usr/bin/java',
              commandLine: ['java', '-cp', 'x.jar'],
            },
          ],
          save: null,
        }),
      ],
    ])(
      'leaves the stranger running when the file is %s',
      async (_, leftover) => {
        fs.writeFileSync(path.join(dataDir, 'stack.pids.json'), JSON.stringify(leftover()));
        running = await start(new AbortController().signal);
        expect(isAlive(strangerPid())).toBe(true);
        await running.stop();
        expect(isAlive(strangerPid())).toBe(true);
      },
      120_000,
    );
  });
});
