/**
 * `npm run bench:api`: our routes on Fastify against a bare Node http server answering the same
 * bytes, in the same run on the same machine (the ratio is the figure), plus the import time of
 * 100,000 generated shots and the server's memory with them loaded. Servers run in child
 * processes so autocannon's own work and memory are not counted against them.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildSync } from 'esbuild';

const ROUTES = ['/api/players', '/api/teams', '/api/scoring-zone-efficiency?team=Galway'];
const ENCODINGS = ['gzip', 'identity'] as const;
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = 5;
const CONNECTIONS = 8;
const GOALS = { ratio: 0.6, p99Ms: 10, importMs: 5000, rssMb: 150 };

/** What a bench server reports; every field a plain number. */
type Message = { kind: string } & Record<string, number | string>;

/**
 * The bench servers run bundled by esbuild, as `npm start` runs the API, so the memory measured is
 * the product's and not a TypeScript loader's. The bundle sits in dist-server/ to find node_modules.
 */
const SERVER_BUNDLE = path.join(__dirname, '..', 'dist-server', 'bench-api-server.js');

function bundleServer(): void {
  buildSync({
    entryPoints: [path.join(__dirname, 'apiServer.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outfile: SERVER_BUNDLE,
    logLevel: 'warning',
  });
}

function start(mode: string, dir: string): ChildProcess {
  return fork(SERVER_BUNDLE, [mode, dir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

function next(child: ChildProcess, kind: string): Promise<Message> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Message) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before '${kind}'`)));
  });
}

/** Resident and peak memory of a process, from Linux's /proc. */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

type Run = { rps: number; p99: number; errors: number };
type Encoding = 'gzip' | 'identity';

/** The exact bytes our server sends, as a browser (gzip) or a bare client (identity) gets them. */
function fetchRaw(url: string, encoding: Encoding): Promise<{ body: string; encoding: string | null }> {
  return new Promise((resolve, reject) => {
    const headers = encoding === 'gzip' ? { 'accept-encoding': 'gzip, deflate, br' } : {};
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            body: Buffer.concat(chunks).toString('base64'),
            encoding: response.headers['content-encoding'] ?? null,
          }),
        );
      })
      .on('error', reject);
  });
}

async function load(url: string, duration: number, encoding: Encoding): Promise<Run> {
  const headers: Record<string, string> = encoding === 'gzip' ? { 'accept-encoding': 'gzip, deflate, br' } : {};
  const result = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const fmt = (value: number, digits = 0) => value.toFixed(digits).padStart(8);

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pairc-bench-'));
  const children: ChildProcess[] = [];
  bundleServer();
  try {
    console.log('Importing 100,000 generated shots (JSON file -> validate -> SQLite)...');
    const importer = start('import', dir);
    const imported = await next(importer, 'imported');
    console.log(
      `  ${imported.shots} shots in ${Number(imported.totalMs).toFixed(0)} ms ` +
        `(read and validate ${Number(imported.readMs).toFixed(0)} ms, write ${Number(imported.writeMs).toFixed(0)} ms)`,
    );

    const api = start('fastify', dir);
    children.push(api);
    const listening = await next(api, 'listening');
    console.log(
      `Server: loaded ${listening.shots} shots in ${Number(listening.loadMs).toFixed(0)} ms; ` +
        `first computation of every figure and both models ${Number(listening.analyticsMs).toFixed(0)} ms`,
    );
    const apiBase = `http://127.0.0.1:${listening.port}`;
    const answers: Record<string, { body: string; encoding: string | null }> = {};
    for (const route of ROUTES) {
      for (const encoding of ENCODINGS)
        answers[`${encoding} ${route}`] = await fetchRaw(`${apiBase}${route}`, encoding);
    }

    const bare = start('bare', dir);
    children.push(bare);
    await next(bare, 'ready');
    bare.send({ answers });
    const bareBase = `http://127.0.0.1:${(await next(bare, 'listening')).port}`;

    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up then ${MEASURE_SECONDS} s per server per route`,
    );
    console.log('gzip: the client sends Accept-Encoding as a browser does; identity: it does not.');
    console.log(
      `${'route'.padEnd(42)}${'encoding'.padEnd(10)}${'bytes'.padStart(8)}  fastify req/s   p99 ms   bare req/s   p99 ms    ratio`,
    );
    const failures: string[] = [];
    for (const route of ROUTES) {
      for (const encoding of ENCODINGS) {
        await load(`${apiBase}${route}`, WARM_UP_SECONDS, encoding);
        await load(`${bareBase}${route}`, WARM_UP_SECONDS, encoding);
        const ours = await load(`${apiBase}${route}`, MEASURE_SECONDS, encoding);
        const baseline = await load(`${bareBase}${route}`, MEASURE_SECONDS, encoding);
        const ratio = ours.rps / baseline.rps;
        const bytes = Buffer.from(answers[`${encoding} ${route}`]?.body ?? '', 'base64').length;
        console.log(
          `${route.padEnd(42)}${encoding.padEnd(10)}${fmt(bytes)}  ${fmt(ours.rps)}     ${fmt(ours.p99, 1)}   ${fmt(baseline.rps)}   ${fmt(baseline.p99, 1)}   ${fmt(ratio, 2)}`,
        );
        const label = `${route} (${encoding})`;
        if (ours.errors > 0) failures.push(`${label}: ${ours.errors} errors`);
        if (ratio < GOALS.ratio) failures.push(`${label}: ratio ${ratio.toFixed(2)} < ${GOALS.ratio}`);
        if (ours.p99 >= GOALS.p99Ms) failures.push(`${label}: p99 ${ours.p99} ms >= ${GOALS.p99Ms} ms`);
      }
    }

    const memory = memoryOf(api.pid ?? 0);
    const idle = start('idle', dir);
    children.push(idle);
    await next(idle, 'listening');
    const idleMemory = memoryOf(idle.pid ?? 0);
    console.log(
      `\nServer memory with ${listening.shots} shots loaded: RSS ${memory.rssMb.toFixed(0)} MB (peak ${memory.peakMb.toFixed(0)} MB); ` +
        `the same bundle idle, for scale: ${idleMemory.rssMb.toFixed(0)} MB`,
    );
    if (Number(imported.totalMs) >= GOALS.importMs)
      failures.push(`import ${Number(imported.totalMs).toFixed(0)} ms >= ${GOALS.importMs} ms`);
    if (memory.rssMb >= GOALS.rssMb) failures.push(`RSS ${memory.rssMb.toFixed(0)} MB >= ${GOALS.rssMb} MB`);
    console.log(
      failures.length === 0
        ? `All goals met: ratio >= ${GOALS.ratio}, p99 < ${GOALS.p99Ms} ms, import < ${GOALS.importMs / 1000} s, RSS < ${GOALS.rssMb} MB.`
        : `Goals missed:\n  ${failures.join('\n  ')}`,
    );
  } finally {
    for (const child of children) child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
