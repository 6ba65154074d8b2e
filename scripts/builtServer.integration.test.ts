/**
 * The built API server (dist-server/, run as `npm start` runs it) under the Node that runs this
 * test: `.ci/run` runs it on Node 24 and on Node 22. It starts on an empty database, serves, takes
 * in an `npm run import` while it runs (read on its loader thread, which then ends: the moment
 * that aborted Node 24 with better-sqlite3 12), and exits 0 on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Health } from '../contract/answers';
import { buildIfStale, serverArgs, serverEnv } from './build';
import { waitFor } from './testKit/stack';
import { testStackEnv } from './testKit/ports';
import { cleanRows, toCsv } from '../server/src/testKit/rows';

const ROOT = path.resolve(__dirname, '..');
// Apart from every other stack's ports, so this runs beside npm start and the other tests.
const { HOST, PORT } = testStackEnv({ app: 3900, auth: 9999, firestore: 8980, hub: 4875, logging: 4975 });
const ORIGIN = `http://${HOST}:${PORT}`;

async function health(): Promise<Health> {
  const answer = await fetch(`${ORIGIN}/api/health`, { signal: AbortSignal.timeout(5000) });
  if (!answer.ok) throw new Error(`/api/health answered ${answer.status}`);
  return (await answer.json()) as Health;
}

async function teams(): Promise<string[]> {
  return (await (await fetch(`${ORIGIN}/api/teams`)).json()) as string[];
}

/** Runs `npm run import -- <args>` against the database `db`; resolves with its exit code and output. */
function npmImport(args: string[], db: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'import', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, PAIRC_DB: db },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe(`the built API server on Node ${process.versions.node}`, () => {
  let dir: string;
  let server: ChildProcess | null = null;
  let output = '';
  beforeAll(() => buildIfStale(ROOT), 600_000);
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-server-'));
  });
  afterEach(() => {
    if (server?.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    server = null;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts, serves, takes in an import while running, and exits 0 on SIGTERM', async () => {
    const db = path.join(dir, 'pairc.sqlite');
    const running = spawn(process.execPath, serverArgs(ROOT), {
      cwd: ROOT,
      env: serverEnv({ ...process.env, HOST, PORT, PAIRC_DB: db }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = running;
    running.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    running.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      running.once('exit', (code, signal) => resolve({ code, signal })),
    );

    await waitFor('the server to answer', async () => (await health()).status === 'ok', 60_000);
    const sample = await health();
    expect(sample).toMatchObject({ status: 'ok', isSample: true });
    expect(await teams()).toHaveLength(16);
    // The built app is served beside the API.
    expect((await fetch(`${ORIGIN}/signin`, { headers: { accept: 'text/html' } })).status).toBe(200);

    const file = path.join(dir, 'shots.csv');
    fs.writeFileSync(file, toCsv(cleanRows()));
    // Asked all through the import and the reload that follows it, the server never fails to answer.
    const answers: number[] = [];
    const imported = new AbortController();
    const asking = (async () => {
      while (!imported.signal.aborted) {
        answers.push((await fetch(`${ORIGIN}/api/health`)).status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    expect(await npmImport([file, '--replace'], db)).toMatchObject({
      code: 0,
      output: expect.stringContaining('imported:    6'),
    });
    await waitFor(
      'the server to serve the imported data',
      async () => (await health()).version !== sample.version,
      30_000,
    );
    imported.abort();
    await asking;
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await health()).toMatchObject({ status: 'ok', isSample: false, counts: { shots: 6 } });
    expect(await teams()).toEqual(['Clare', 'Galway', 'Kerry', 'Sligo']);

    running.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output).toContain(`API listening on ${ORIGIN}/api`);
  }, 120_000);
});
