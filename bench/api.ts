/**
 * `npm run bench:api`: our routes against a bare Node http server answering the same bytes, in the
 * same run on the same machine (the ratio is the figure), plus the import time of 100,000
 * generated shots and the server's memory with them loaded. The server measured is the product's
 * own: the bundle `npm start` runs, started the way it starts it. Every server runs in its own
 * process so autocannon's work and memory are not counted against it.
 *
 * Last, an import under load: `npm run import -- <300,000-row CSV> --replace` into the running
 * server's database while autocannon keeps asking it for the routes above, with the p99 over the
 * whole import and the time until the server answers with the new data.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Instance, type Result } from 'autocannon';
import { buildSync } from 'esbuild';
import { healthSchema } from '../contract/answers';
import { serverArgs, serverEnv } from '../scripts/build';
import { answers, startProcess, waitUntilReady, type ManagedProcess } from '../scripts/processes';
import type { Probed, ProbeOrder } from './apiServer';
import { importCliArgs, writeShotCsv } from './shotCsv';
import { benchSquads, SQUAD_GOALS, SQUAD_SHOTS } from './apiSquads';
import { median } from './stats';
import { squadTestEnv, startTestEmulators, type TestEmulators } from '../server/src/testKit/squadStack';

const ROUTES = [
  '/api/players',
  '/api/teams',
  '/api/scoring-zone-efficiency?team=Galway',
  // Filtered answers, once cached, must be as cheap to serve as the season's.
  '/api/scoring-zone-efficiency?team=Galway&half=2&shotType=free',
  '/api/players?team=Galway&pressure=yes',
];
const ENCODINGS = ['gzip', 'identity'] as const;
const WARM_UP_SECONDS = 2;
// Short rounds taken in turn (ours, bare, ours, ...) and compared round by round: on a shared
// 2-core machine throughput drifts by a factor of two within a minute, and one long run of each
// server would measure the drift, not the servers.
const ROUNDS = 5;
const ROUND_SECONDS = 2;
const CONNECTIONS = 8;
const GOALS = {
  ratio: 0.6,
  p99Ms: 10,
  importMs: 5000,
  rssMb: 150,
  filteredFigureMs: 20,
  filteredImageMs: 50,
  p99DuringImportMs: 50,
};
const IMPORT_UNDER_LOAD_ROWS = 300_000;
/** How long the load goes on once the new data is served, so its first answers are measured too. */
const AFTER_SWAP_MS = 1000;
/**
 * 200 requests a second on a fixed schedule, beside autocannon's load: their p99 is the one a stall
 * cannot hide (see the probe in bench/apiServer.ts).
 */
const PROBE_EVERY_MS = 5;
const QUIET_MS = 10_000;

type FilteredTimes = {
  combinations: number;
  figures: Record<string, { medianMs: number; maxMs: number }>;
  images: { medianMs: number; maxMs: number };
};

/** What a bench server reports; every field a plain number. */
type Message = { kind: string } & Record<string, number | string>;

const ROOT = path.join(__dirname, '..');

/**
 * The import, the timing of the first computation and the bare server run bundled by esbuild, as
 * the product runs, so no TypeScript loader is measured. The bundle sits in dist-server/ to find
 * node_modules.
 */
const HELPER_BUNDLE = path.join(ROOT, 'dist-server', 'bench-api-server.js');

function bundleHelpers(): void {
  buildSync({
    entryPoints: [path.join(__dirname, 'apiServer.ts')],
    bundle: true,
    platform: 'node',
    target: 'node22',
    packages: 'external',
    outfile: HELPER_BUNDLE,
    logLevel: 'warning',
  });
}

function start(mode: string, dir: string): ChildProcess {
  return fork(HELPER_BUNDLE, [mode, dir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** Builds the product's server bundle exactly as `npm run build` does. */
function buildServer(): void {
  const result = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build:server failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address !== null && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port to listen on')),
      );
    });
  });
}

/**
 * The bench's own Auth and Firestore emulators: the server reads and writes squads there, as it does
 * against the emulators `npm start` runs (and never against another checkout's). Ports of their
 * own: with those of reportShares.integration.test.ts, a bench beside the tests stopped them starting.
 */
const EMULATOR_ENV = squadTestEnv({ app: 3950, auth: 9699, firestore: 8680, hub: 4920, logging: 5020 });

/** The product's API server on a bench database (bench.sqlite in `dir`, or the one given), without the web app's files. */
async function startProductServer(
  dir: string,
  database = path.join(dir, 'bench.sqlite'),
): Promise<{ api: ManagedProcess; base: string }> {
  const port = await freePort();
  const api = startProcess('api', process.execPath, serverArgs(ROOT), {
    cwd: ROOT,
    env: {
      ...serverEnv(process.env),
      HOST: '127.0.0.1',
      PORT: String(port),
      PAIRC_DB: database,
      PAIRC_DIST: '',
      AUTH_EMULATOR_PORT: EMULATOR_ENV.AUTH_EMULATOR_PORT,
      FIRESTORE_EMULATOR_PORT: EMULATOR_ENV.FIRESTORE_EMULATOR_PORT,
      FIREBASE_PROJECT_ID: EMULATOR_ENV.FIREBASE_PROJECT_ID,
    },
    output: { kind: 'console' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(api, () => answers(`${base}/api/health`), 120_000);
  return { api, base };
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

/** The product server's memory when it holds only the sample season it imports into an empty database. */
async function sampleSeasonMemory(): Promise<{ rssMb: number; peakMb: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pairc-bench-sample-'));
  try {
    const { api } = await startProductServer(dir);
    const memory = memoryOf(api.child.pid ?? 0);
    await api.stop();
    return memory;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthOf(base: string) {
  return healthSchema.parse(await (await fetch(`${base}/api/health`)).json());
}

type LoadFigures = {
  autocannon: Run & { maxMs: number; requests: number };
  probe: Probed;
};

type ImportUnderLoad = {
  rows: number;
  /** From the CLI's start to its exit, and to the first answer from the new data. */
  cliMs: number;
  servedMs: number;
  /** The same load for a while before the import, and during it. */
  quiet: LoadFigures;
  during: LoadFigures;
  shotsServed: number;
  memory: { rssMb: number; peakMb: number };
};

/** autocannon on every route in turn, as a browser asks (gzip), until stopped. */
function loadUntilStopped(base: string): { stop: () => Promise<Result> } {
  let instance: Instance | undefined;
  const done = new Promise<Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        requests: ROUTES.map((route) => ({ path: route })),
        connections: CONNECTIONS,
        // An hour is never reached: the caller stops it.
        duration: 3600,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return {
    stop: () => {
      instance?.stop();
      return done;
    },
  };
}

/** The probe (bench/apiServer.ts), sending requests on a fixed schedule until stopped. */
async function startProbe(base: string, dir: string): Promise<{ stop: () => Promise<Probed> }> {
  const child = start('probe', dir);
  await next(child, 'ready');
  const probing = next(child, 'probing');
  child.send({ base, routes: ROUTES, everyMs: PROBE_EVERY_MS } satisfies ProbeOrder);
  await probing;
  let stopped: Promise<Probed> | null = null;
  return {
    stop: () =>
      (stopped ??= (async () => {
        const probed = next(child, 'probed');
        child.send({ stop: true });
        const message = await probed;
        child.kill();
        return {
          requests: Number(message.requests),
          failed: Number(message.failed),
          p99: Number(message.p99),
          maxMs: Number(message.maxMs),
        };
      })()),
  };
}

/** `npm run import` of a 300,000-row CSV into the running server's database, under load. */
async function importUnderLoad(api: ManagedProcess, base: string, dir: string): Promise<ImportUnderLoad> {
  const file = path.join(dir, 'import-under-load.csv');
  const rows = writeShotCsv(file, { rows: IMPORT_UNDER_LOAD_ROWS });
  const before = (await healthOf(base)).version;
  // The same load with no import, for scale: what this machine gives at the moment.
  const quiet = await underLoad(base, dir, async () => {
    await sleep(QUIET_MS);
  });
  let cliMs = 0;
  let servedMs = 0;
  let health = await healthOf(base);
  const during = await underLoad(base, dir, async () => {
    const started = performance.now();
    // The CLI exactly as `npm run import` runs it, on the server's own database.
    const cli = spawn(process.execPath, importCliArgs(file), {
      cwd: ROOT,
      env: { ...process.env, PAIRC_DB: path.join(dir, 'bench.sqlite') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const cliDone = new Promise<number | null>((resolve) =>
      cli.once('exit', (code) => {
        cliMs = performance.now() - started;
        resolve(code);
      }),
    );
    while (health.version === before) {
      const code = await Promise.race([sleep(50).then(() => undefined), cliDone]);
      if (code !== undefined) {
        if (code !== 0) throw new Error(`npm run import exited with ${code}`);
        await sleep(50);
      }
      health = await healthOf(base);
    }
    servedMs = performance.now() - started;
    await sleep(AFTER_SWAP_MS);
    await cliDone;
  });
  return {
    rows,
    cliMs,
    servedMs,
    quiet,
    during,
    shotsServed: health.counts.shots,
    memory: memoryOf(api.child.pid ?? 0),
  };
}

/** autocannon's load and the probe's scheduled requests while `work` runs. */
async function underLoad(base: string, dir: string, work: () => Promise<void>): Promise<LoadFigures> {
  const load = loadUntilStopped(base);
  const probe = await startProbe(base, dir);
  try {
    await work();
    const [result, probed] = await Promise.all([load.stop(), probe.stop()]);
    return {
      autocannon: {
        rps: result.requests.average,
        p99: result.latency.p99,
        maxMs: result.latency.max,
        requests: result.requests.total,
        errors: result.errors + result.timeouts + result.non2xx,
      },
      probe: probed,
    };
  } finally {
    // Stopped whatever happened; a failure above is the one to report.
    await Promise.all([load.stop().catch(() => undefined), probe.stop()]);
  }
}

/** The squads' part (bench/apiSquads.ts), on product servers of its own against the bench's emulators. */
function squadsPart(dir: string, emulators: TestEmulators): Promise<string[]> {
  return benchSquads(
    EMULATOR_ENV,
    async (database) => {
      const server = await startProductServer(dir, database);
      return { base: server.base, pid: server.api.child.pid ?? 0, stop: () => server.api.stop() };
    },
    ROOT,
    () => emulators.pids(),
  );
}

/** `npm run bench:api -- --squads`: the squads' part alone, for a change that touches only squads. */
async function squadsOnly(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pairc-bench-'));
  buildServer();
  const emulators = await startTestEmulators(EMULATOR_ENV);
  try {
    const failures = await squadsPart(dir, emulators);
    console.log(failures.length === 0 ? 'All squad goals met.' : `Goals missed:\n  ${failures.join('\n  ')}`);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await emulators.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--squads')) return squadsOnly();
  const dir = mkdtempSync(path.join(tmpdir(), 'pairc-bench-'));
  const children: ChildProcess[] = [];
  let api: ManagedProcess | null = null;
  bundleHelpers();
  buildServer();
  const emulators = await startTestEmulators(EMULATOR_ENV);
  try {
    console.log('Importing 100,000 generated shots (JSON file -> validate -> SQLite)...');
    const imported = await next(start('import', dir), 'imported');
    console.log(
      `  ${imported.shots} shots in ${Number(imported.totalMs).toFixed(0)} ms ` +
        `(read and validate ${Number(imported.readMs).toFixed(0)} ms, write ${Number(imported.writeMs).toFixed(0)} ms)`,
    );
    const computed = await next(start('analytics', dir), 'computed');
    console.log(
      `Loading ${computed.shots} shots from SQLite: ${Number(computed.loadMs).toFixed(0)} ms; ` +
        `first computation of every figure and both models: ${Number(computed.analyticsMs).toFixed(0)} ms; ` +
        `the start-up warm-up of the filtered figures' code: ${Number(computed.warmUpMs).toFixed(0)} ms`,
    );

    const filtered = JSON.parse(String(computed.filtered)) as FilteredTimes;
    console.log(
      `A new filter, ${filtered.combinations} combinations of team and filter, each computed cold (median / slowest ms):`,
    );
    for (const [name, times] of Object.entries(filtered.figures))
      console.log(`  ${name.padEnd(12)} ${times.medianMs.toFixed(1)} / ${times.maxMs.toFixed(1)}`);
    console.log(
      `  ${'images'.padEnd(12)} ${filtered.images.medianMs.toFixed(1)} / ${filtered.images.maxMs.toFixed(1)} (each of the nine, rendered)`,
    );

    const product = await startProductServer(dir);
    api = product.api;
    const apiBase = product.base;
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
      `\nautocannon: ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up, then ${ROUNDS} rounds of ${ROUND_SECONDS} s ` +
        'per server per route taken in turn; medians of the rounds',
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
        const rounds: { ours: Run; baseline: Run }[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          const oursRound = await load(`${apiBase}${route}`, ROUND_SECONDS, encoding);
          rounds.push({ ours: oursRound, baseline: await load(`${bareBase}${route}`, ROUND_SECONDS, encoding) });
        }
        const ours: Run = {
          rps: median(rounds.map((r) => r.ours.rps)),
          p99: median(rounds.map((r) => r.ours.p99)),
          errors: rounds.reduce((sum, r) => sum + r.ours.errors, 0),
        };
        const baseline: Run = {
          rps: median(rounds.map((r) => r.baseline.rps)),
          p99: median(rounds.map((r) => r.baseline.p99)),
          errors: 0,
        };
        const ratio = median(rounds.map((r) => r.ours.rps / r.baseline.rps));
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

    const memory = memoryOf(api.child.pid ?? 0);
    const shots = Number(computed.shots);
    // For scale: the same server holding only the sample season, which it imports into an empty database.
    const sampleMemory = await sampleSeasonMemory();
    console.log(
      `\nServer memory with ${shots} shots loaded: RSS ${memory.rssMb.toFixed(0)} MB (peak ${memory.peakMb.toFixed(0)} MB); ` +
        `with the sample season only, for scale: ${sampleMemory.rssMb.toFixed(0)} MB`,
    );

    console.log(
      `\nImporting ${IMPORT_UNDER_LOAD_ROWS.toLocaleString('en')} shots with npm run import -- --replace ` +
        `into the running server's database, while autocannon (${CONNECTIONS} connections) asks it for the routes above...`,
    );
    const underLoad = await importUnderLoad(api, apiBase, dir);
    console.log(
      `  the CLI took ${(underLoad.cliMs / 1000).toFixed(1)} s; the server answered from the new data ` +
        `(${underLoad.shotsServed} shots) ${(underLoad.servedMs / 1000).toFixed(1)} s after the import began`,
    );
    const report = (name: string, { autocannon: closedLoop, probe }: LoadFigures) => {
      console.log(
        `  ${name.padEnd(16)} autocannon ${closedLoop.rps.toFixed(0)} req/s, p99 ${closedLoop.p99.toFixed(1)} ms, ` +
          `slowest ${closedLoop.maxMs.toFixed(0)} ms; scheduled (${probe.requests}, one every ${PROBE_EVERY_MS} ms) ` +
          `p99 ${probe.p99.toFixed(1)} ms, slowest ${probe.maxMs.toFixed(0)} ms; ${closedLoop.errors + probe.failed} errors`,
      );
    };
    report(`${QUIET_MS / 1000} s before it:`, underLoad.quiet);
    report('during it:', underLoad.during);
    console.log(
      `  server memory after: RSS ${underLoad.memory.rssMb.toFixed(0)} MB (peak over its life ${underLoad.memory.peakMb.toFixed(0)} MB)`,
    );
    if (underLoad.shotsServed !== underLoad.rows)
      failures.push(`import under load: ${underLoad.shotsServed} shots served, not ${underLoad.rows}`);
    const during = underLoad.during;
    const errors = during.autocannon.errors + during.probe.failed;
    if (errors > 0) failures.push(`import under load: ${errors} errors`);
    for (const [name, p99] of [
      ['autocannon', during.autocannon.p99],
      ['scheduled requests', during.probe.p99],
    ] as const) {
      if (p99 >= GOALS.p99DuringImportMs)
        failures.push(`import under load: ${name} p99 ${p99.toFixed(1)} ms >= ${GOALS.p99DuringImportMs} ms`);
    }

    if (Number(imported.totalMs) >= GOALS.importMs)
      failures.push(`import ${Number(imported.totalMs).toFixed(0)} ms >= ${GOALS.importMs} ms`);
    if (memory.rssMb >= GOALS.rssMb) failures.push(`RSS ${memory.rssMb.toFixed(0)} MB >= ${GOALS.rssMb} MB`);
    for (const [name, times] of Object.entries(filtered.figures)) {
      if (times.maxMs >= GOALS.filteredFigureMs)
        failures.push(`filtered ${name}: ${times.maxMs.toFixed(1)} ms >= ${GOALS.filteredFigureMs} ms`);
    }
    if (filtered.images.maxMs >= GOALS.filteredImageMs)
      failures.push(`filtered image: ${filtered.images.maxMs.toFixed(1)} ms >= ${GOALS.filteredImageMs} ms`);

    await api.stop();
    api = null;
    failures.push(...(await squadsPart(dir, emulators)));
    console.log(
      failures.length === 0
        ? `All goals met: ratio >= ${GOALS.ratio}, p99 < ${GOALS.p99Ms} ms, import < ${GOALS.importMs / 1000} s, ` +
            `RSS < ${GOALS.rssMb} MB, a new filter's figures < ${GOALS.filteredFigureMs} ms and images < ${GOALS.filteredImageMs} ms, ` +
            `p99 during a ${IMPORT_UNDER_LOAD_ROWS.toLocaleString('en')}-shot import < ${GOALS.p99DuringImportMs} ms; ` +
            `squads: ratio >= ${SQUAD_GOALS.ratio}, p99 < ${SQUAD_GOALS.p99Ms} ms, a cold squad's first figure < ${SQUAD_GOALS.coldFigureMs} ms, ` +
            `a ${SQUAD_SHOTS.toLocaleString('en')}-row upload served < ${SQUAD_GOALS.uploadMs / 1000} s.`
        : `Goals missed:\n  ${failures.join('\n  ')}`,
    );
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await api?.stop();
    for (const child of children) child.kill();
    await emulators.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
