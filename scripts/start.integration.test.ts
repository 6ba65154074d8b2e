/**
 * `npm start`'s own process (scripts/start.ts) as a user runs it, on ports and a data folder of
 * its own. It serves the built app, so the build is brought up to date first, as npm start would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build';
import { accepts } from './processes';
import { killProcessesOfStack, processesOfStack, signUp, stackPorts, waitFor } from './testKit/stack';
import { testStackEnv } from './testKit/ports';

const ROOT = path.resolve(__dirname, '..');
// Apart from every other stack's ports, so this runs beside npm start and the other tests.
const ENV = testStackEnv({ app: 3700, auth: 9799, firestore: 8780, hub: 4850, logging: 4950 });

type Orchestrator = {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
};

function startOrchestrator(dataDir: string): Orchestrator {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'start.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...ENV, PAIRC_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return { child, output: () => output, exited };
}

describe("npm start's process", () => {
  let dataDir: string;
  beforeAll(() => buildIfStale(ROOT), 600_000);
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-start-'));
  });
  afterEach(() => {
    killProcessesOfStack(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('once killed with SIGKILL, leaves no part of the stack running, and the accounts saved', async () => {
    const orchestrator = startOrchestrator(dataDir);
    await waitFor('npm start to be ready', () => orchestrator.output().stdout.includes('Páirc is ready at'), 120_000);
    await signUp(ENV, 'made-just-before-the-kill@example.ie', 'secret-1');

    orchestrator.child.kill('SIGKILL');
    await orchestrator.exited;
    const ports = stackPorts(ENV);
    const portsClosedMs = await waitFor(
      `every port of the stack (${ports.join(', ')}) to close`,
      async () => !(await Promise.all(ports.map((port) => accepts(ENV.HOST, port)))).some(Boolean),
      10_000,
    );
    await waitFor('every process of the stack to end', () => processesOfStack(dataDir).length === 0, 10_000);
    console.log(`The stack's ports closed ${portsClosedMs} ms after npm start's process was killed.`);

    const accounts = fs.readFileSync(path.join(dataDir, 'firebase', 'auth', 'auth_export', 'accounts.json'), 'utf8');
    expect(accounts).toContain('made-just-before-the-kill@example.ie');
    expect(fs.existsSync(path.join(dataDir, 'stack.pids.json'))).toBe(false);
  }, 180_000);

  it.each([
    ['truncated', '{"bootId": "5f0c", "orchestrator": {"pid": 12'],
    ['not JSON at all', '\u0000\u0001garbage'],
    ['JSON of another shape', '{"children": "everything"}'],
  ])(
    'says in one line what to do when the pid file is %s',
    async (_, content) => {
      fs.writeFileSync(path.join(dataDir, 'stack.pids.json'), content);
      const orchestrator = startOrchestrator(dataDir);
      await waitFor('npm start to give up', () => orchestrator.child.exitCode !== null, 60_000);
      expect(await orchestrator.exited).toBe(1);
      expect(orchestrator.output().stderr).toMatch(
        /^The file \S*stack\.pids\.json is unreadable \([^\n]+\): delete it and start again\.\n$/,
      );
      // Nothing was started, and the file is the user's to look at and delete.
      expect(fs.readFileSync(path.join(dataDir, 'stack.pids.json'), 'utf8')).toBe(content);
    },
    90_000,
  );
});
