/**
 * The squads' part of `npm run bench:api` (docs/squads.md): a squad holding 20,000 shots against the
 * public dataset of the same 20,000 shots, on one product server against the bench's own emulators.
 *
 * - an upload of the 20,000 rows through the API, from the preview to the first figure served, in the
 *   2023 format and again as another tool's file (Scorelect's saved games) into a squad of its own;
 * - a cold squad: a second server process, its first figure of the squad (after its read model has
 *   read the squad from Firestore, timed apart), then how soon it shows a rename made through the first;
 * - the squad's figure routes (with a token, as the app sends them) beside the same routes of the
 *   public data, in alternating rounds: their throughput ratio and p99.
 *
 * Beside each time, the CPU time the server and the emulators spent on it: the machine is shared,
 * and CPU time says what a step costs when the wall clock only says how busy the machine was.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { csvField } from '../contract/csv';
import {
  championshipImportReportSchema,
  squadImportReportSchema,
  squadSummarySchema,
  toolImportReportSchema,
} from '../contract/squadApi';
import { parseCsv } from '../server/src/data/import/csv';
import { generateSampleSeason, SAMPLE_SEED } from '../server/src/data/sample/sample';
import { signUpAccount, type SquadTestEnv } from '../server/src/testKit/squadStack';
import { processStats } from './procStat';
import { median } from './stats';

export const SQUAD_SHOTS = 20_000;
export const SQUAD_GOALS = { ratio: 0.5, p99Ms: 10, coldFigureMs: 1000, uploadMs: 30_000, otherServerMs: 1000 };
/** How many renames through one server the other server is timed hearing. */
const RENAMES = 10;
const TEAM = 'Dublin';
const ROUNDS = 5;
const ROUND_SECONDS = 2;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 8;
/** How many 503s (15 s each) the cold server's first squad request may meet before the bench gives up. */
const COLD_TRIES = 8;

/** Figure routes below `/api` (public) or `/api/squads/{id}` (the squad's). */
const ROUTES = [
  `/scoring-zone-efficiency?team=${TEAM}`,
  `/players?team=${TEAM}&pressure=yes`,
  `/matches?team=${TEAM}`,
  '/teams',
];

export type SquadServer = { base: string; pid: number; stop(): Promise<void> };
export type StartServer = (database: string) => Promise<SquadServer>;

/**
 * Exactly SQUAD_SHOTS rows of one county's matches (its shots and those it conceded), from as many
 * sample seasons as it takes, each season in a year of its own so no two matches are one.
 */
function writeSquadCsv(file: string): void {
  const rows = generateSampleSeason(SAMPLE_SEED, { seasons: 80 })
    .filter((row) => row.TeamName === TEAM || row.Opposition === TEAM)
    .slice(0, SQUAD_SHOTS);
  if (rows.length < SQUAD_SHOTS) throw new Error(`Only ${rows.length} rows of ${TEAM}'s matches`);
  const columns = Object.keys(rows[0] ?? {});
  const lines = rows.map((row) =>
    columns.map((column) => csvField(String((row as Record<string, unknown>)[column]))).join(','),
  );
  writeFileSync(file, `${[columns.join(','), ...lines].join('\r\n')}\r\n`);
}

/**
 * CPU time (user and system, ms) of every live process in the process groups of `pids` (each
 * server and emulator is started as a group of its own, so an emulator's Java counts with its
 * launcher), from Linux's /proc.
 */
export function groupCpuMs(pids: readonly number[]): number {
  const groups = new Set(pids);
  return processStats()
    .filter(({ group }) => groups.has(group))
    .reduce((sum, { cpuMs }) => sum + cpuMs, 0);
}

type Cpu = { server: number; emulators: number };

/** CPU time spent by the server and the emulators while `work` ran. */
async function withCpu<T>(cpu: () => Cpu, work: () => Promise<T>): Promise<{ value: T; ms: number; cpu: Cpu }> {
  const before = cpu();
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  const after = cpu();
  return { value, ms, cpu: { server: after.server - before.server, emulators: after.emulators - before.emulators } };
}

const cpuText = (cpu: Cpu) =>
  `CPU ${(cpu.server / 1000).toFixed(1)} s server, ${(cpu.emulators / 1000).toFixed(1)} s emulators`;

type Run = { rps: number; p99: number; errors: number; cpuUsPerRequest: number };

async function load(url: string, token: string | null, seconds: number, serverPid: number): Promise<Run> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const before = groupCpuMs([serverPid]);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUsPerRequest: ((groupCpuMs([serverPid]) - before) * 1000) / Math.max(1, result.requests.total),
  };
}

type Send = { method?: string; contentType?: string; body?: string | Uint8Array<ArrayBuffer> };

async function call(base: string, route: string, token: string, init: Send = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (init.contentType) headers['content-type'] = init.contentType;
  const response = await fetch(`${base}${route}`, { method: init.method ?? 'GET', headers, body: init.body });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${route} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

/** A new squad of TEAM's, made through the API as the app makes one. */
async function createSquad(base: string, token: string, name: string) {
  const body = JSON.stringify({ name, team: TEAM });
  return squadSummarySchema.parse(
    JSON.parse(await call(base, '/api/squads', token, { method: 'POST', contentType: 'application/json', body })),
  );
}

/**
 * How long after a rename through `base` starts the server at `other` answers the new name, once
 * per rename (docs/squads.md#read-model): the time a change takes to reach every replica.
 */
async function timeOtherServer(base: string, other: string, squadId: string, token: string): Promise<number[]> {
  const times: number[] = [];
  for (let round = 1; round <= RENAMES; round += 1) {
    const name = `Bench squad, renamed ${round}`;
    const started = performance.now();
    await call(base, `/api/squads/${squadId}`, token, {
      method: 'PATCH',
      contentType: 'application/json',
      body: JSON.stringify({ name }),
    });
    for (;;) {
      const summary = squadSummarySchema.parse(JSON.parse(await call(other, `/api/squads/${squadId}`, token)));
      if (summary.name === name) break;
      if (performance.now() - started > 30_000) throw new Error(`the other server never showed '${name}'`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - started);
  }
  return times;
}

type Step = { ms: number; cpu: Cpu };
type UploadTimes = { preview: Step; write: Step; figure: Step; matches: number; report: unknown };

/** An upload from its preview to the squad's first figure served, as the squad page makes it. */
async function timeUpload(
  base: string,
  token: string,
  squadId: string,
  name: string,
  bytes: Buffer,
  cpu: () => Cpu,
): Promise<UploadTimes> {
  const body = new Uint8Array(bytes);
  const preview = await withCpu(cpu, async (): Promise<unknown> =>
    JSON.parse(
      await call(base, `/api/squads/${squadId}/imports?name=${name}&preview=1`, token, { method: 'POST', body }),
    ),
  );
  const write = await withCpu(cpu, async () =>
    squadImportReportSchema.parse(
      JSON.parse(await call(base, `/api/squads/${squadId}/imports?name=${name}`, token, { method: 'POST', body })),
    ),
  );
  const figure = await withCpu(cpu, () =>
    call(`${base}/api/squads/${squadId}`, `/scoring-zone-efficiency?team=${TEAM}`, token),
  );
  return { preview, write, figure, matches: write.value.matchesAdded, report: preview.value };
}

function reportUpload(what: string, times: UploadTimes, failures: string[]): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const servedMs = times.preview.ms + times.write.ms + times.figure.ms;
  console.log(
    `  ${what} (${times.matches} matches): first figure served ${seconds(servedMs)} after the preview began\n` +
      `    preview ${seconds(times.preview.ms)} (${cpuText(times.preview.cpu)}); ` +
      `import ${seconds(times.write.ms)} (${cpuText(times.write.cpu)}); ` +
      `first figure ${times.figure.ms.toFixed(0)} ms (${cpuText(times.figure.cpu)})`,
  );
  if (servedMs >= SQUAD_GOALS.uploadMs)
    failures.push(`${what}: ${seconds(servedMs)} >= ${SQUAD_GOALS.uploadMs / 1000} s`);
}

/**
 * The squad file's rows as Scorelect's saved games (docs/formats.md#scorelect): the 2023 file's
 * action words are Scorelect's, and its stand_x, stand_y are on Scorelect's pitch, which is ours.
 */
function scorelectGames(file: string) {
  const rows = parseCsv(readFileSync(file, 'utf8'));
  const [header = [], ...body] = rows;
  const at = (name: string) => header.indexOf(name);
  const games = new Map<string, { gameName: string; matchDate: string; sport: string; gameData: unknown[] }>();
  for (const row of body) {
    const cell = (name: string) => row[at(name)] ?? '';
    const key = [cell('Date'), cell('Game'), [cell('TeamName'), cell('Opposition')].sort().join()].join('|');
    const game = games.get(key) ?? { gameName: cell('Game'), matchDate: cell('Date'), sport: 'GAA', gameData: [] };
    game.gameData.push({
      action: cell('Action'),
      team: cell('TeamName'),
      playerName: cell('PlayerName'),
      player: cell('PlayerNumber'),
      position: cell('Position'),
      pressure: cell('Pressure') === 'y' ? '1' : '0',
      foot: cell('Foot'),
      minute: cell('Minute'),
      x: Number(cell('stand_x')),
      y: Number(cell('stand_y')),
    });
    games.set(key, game);
  }
  return { dataset: { name: 'Bench' }, games: [...games.values()] };
}

/** Runs the squads' bench; returns the goals it missed. */
export async function benchSquads(
  env: SquadTestEnv,
  startServer: StartServer,
  root: string,
  emulatorPids: () => number[],
): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pairc-bench-squads-'));
  const failures: string[] = [];
  const servers: SquadServer[] = [];
  try {
    const file = path.join(dir, 'squad.csv');
    writeSquadCsv(file);
    // The public dataset of the same shots, imported as `npm run import` does.
    const database = path.join(dir, 'public.sqlite');
    const imported = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'server', 'src', 'data', 'import', 'importCli.ts'), file, '--replace'],
      {
        cwd: root,
        env: { ...process.env, PAIRC_DB: database },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (imported.status !== 0) throw new Error('npm run import of the squad file failed');

    const server = await startServer(database);
    servers.push(server);
    const cpuOf = (pid: number) => () => ({ server: groupCpuMs([pid]), emulators: groupCpuMs(emulatorPids()) });
    const owner = await signUpAccount(env, 'Bench Owner');
    const token = owner.idToken;
    const created = await createSquad(server.base, token, 'Bench squad');
    const squadBase = `${server.base}/api/squads/${created.id}`;

    console.log(
      `\nSquads: a squad of ${SQUAD_SHOTS.toLocaleString('en')} shots (${TEAM}'s matches), beside the public data of the same shots`,
    );
    const championship = await timeUpload(
      server.base,
      token,
      created.id,
      'squad.csv',
      readFileSync(file),
      cpuOf(server.pid),
    );
    const preview = championshipImportReportSchema.parse(championship.report);
    reportUpload(`upload of ${preview.rowsRead} rows of the 2023 format`, championship, failures);

    // The same shots as another tool's file: Scorelect's saved games, one game per match.
    const tool = await createSquad(server.base, token, 'Bench squad (Scorelect)');
    const games = scorelectGames(file);
    const scorelect = await timeUpload(
      server.base,
      token,
      tool.id,
      'games.json',
      Buffer.from(JSON.stringify(games)),
      cpuOf(server.pid),
    );
    const toolPreview = toolImportReportSchema.parse(scorelect.report);
    reportUpload(
      `upload of Scorelect's saved games (${toolPreview.tool.counts.entries} actions, ${games.games.length} games)`,
      scorelect,
      failures,
    );
    // Gone again, so the cold server below reads the one squad it measures. The owner's DELETE
    // answers once every document under the squad is gone; a failure is a goal missed, and the
    // bench goes on (the squad is out of every read model from the first batch on).
    const deleted = await withCpu(cpuOf(server.pid), () =>
      call(server.base, `/api/squads/${tool.id}`, token, { method: 'DELETE' }).then(
        () => 'deleted',
        (error: unknown) => `failed (${error instanceof Error ? error.message : String(error)})`,
      ),
    );
    console.log(
      `  the Scorelect squad's deletion (20,000 events): ${deleted.value} in ${(deleted.ms / 1000).toFixed(1)} s (${cpuText(deleted.cpu)})`,
    );
    if (deleted.value !== 'deleted') failures.push(`deleting a 20,000-event squad: ${deleted.value}`);

    // A second server process: its read model starts empty; the squad is read from Firestore. It
    // starts reading as the process starts, so the emulators' CPU is counted from the spawn.
    const emulatorsOnly = () => ({ server: 0, emulators: groupCpuMs(emulatorPids()) });
    const started = await withCpu(emulatorsOnly, () => startServer(database));
    const cold = started.value;
    servers.push(cold);
    const coldCpu = cpuOf(cold.pid);
    // A squad request waits up to 15 s for the read model, then answers 503 ('try again'): the
    // bench tries again, as the app does, and says how often it had to.
    let refused = 0;
    const read = await withCpu(coldCpu, async () => {
      for (;;) {
        try {
          return await call(cold.base, `/api/squads/${created.id}`, token);
        } catch (error) {
          if (!(error instanceof Error) || !error.message.includes(' answered 503') || refused >= COLD_TRIES)
            throw error;
          refused += 1;
        }
      }
    });
    const first = await withCpu(coldCpu, () =>
      call(`${cold.base}/api/squads/${created.id}`, `/scoring-zone-efficiency?team=${TEAM}`, token),
    );
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `  a cold squad on a new server: it answered its health check ${seconds(started.ms)} after its start ` +
        `(emulators' CPU meanwhile ${seconds(started.cpu.emulators)}), and the squad ${seconds(read.ms)} later` +
        `${refused > 0 ? ` (after ${refused} answers 503, still loading)` : ''}, ` +
        `its read model holding it (${cpuText(read.cpu)}); the server's CPU from its start to then ${seconds(groupCpuMs([cold.pid]) - first.cpu.server)}\n` +
        `    then its first figure (shots built, scored by the public models, figure computed) in ${first.ms.toFixed(0)} ms (${cpuText(first.cpu)})`,
    );
    if (refused > 0) failures.push(`cold squad: ${refused} answers 503 before the read model was ready`);
    const coldMs = first.ms;
    if (coldMs >= SQUAD_GOALS.coldFigureMs)
      failures.push(`cold squad's first figure: ${coldMs.toFixed(0)} ms >= ${SQUAD_GOALS.coldFigureMs} ms`);
    const heard = await timeOtherServer(server.base, cold.base, created.id, token);
    console.log(
      `  a rename through one server, seen by the other (its read model's listener): median ${median(heard).toFixed(0)} ms, ` +
        `slowest ${Math.max(...heard).toFixed(0)} ms of ${RENAMES}, from the request's start`,
    );
    if (Math.max(...heard) >= SQUAD_GOALS.otherServerMs)
      failures.push(
        `a change seen by the other server: ${Math.max(...heard).toFixed(0)} ms >= ${SQUAD_GOALS.otherServerMs} ms`,
      );
    await cold.stop();
    servers.pop();

    console.log(
      `  autocannon: ${CONNECTIONS} connections, gzip, ${ROUNDS} rounds of ${ROUND_SECONDS} s per route, squad and public in turn; medians`,
    );
    console.log(
      `  ${'route'.padEnd(40)}  squad req/s   p99 ms   CPU µs/req   public req/s   p99 ms   CPU µs/req   ratio`,
    );
    for (const route of ROUTES) {
      const squadUrl = `${squadBase}${route}`;
      const publicUrl = `${server.base}/api${route}`;
      await load(squadUrl, token, WARM_UP_SECONDS, server.pid);
      await load(publicUrl, null, WARM_UP_SECONDS, server.pid);
      const rounds: Array<{ squad: Run; public: Run }> = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        rounds.push({
          squad: await load(squadUrl, token, ROUND_SECONDS, server.pid),
          public: await load(publicUrl, null, ROUND_SECONDS, server.pid),
        });
      }
      const medians = (runs: Run[]) => ({
        rps: median(runs.map((run) => run.rps)),
        p99: median(runs.map((run) => run.p99)),
        cpu: median(runs.map((run) => run.cpuUsPerRequest)),
      });
      const squad = medians(rounds.map((r) => r.squad));
      const publicRun = medians(rounds.map((r) => r.public));
      const errors = rounds.reduce((sum, r) => sum + r.squad.errors + r.public.errors, 0);
      const ratio = median(rounds.map((r) => r.squad.rps / r.public.rps));
      console.log(
        `  ${route.padEnd(40)}  ${squad.rps.toFixed(0).padStart(11)}   ${squad.p99.toFixed(1).padStart(6)}   ${squad.cpu.toFixed(0).padStart(10)}   ` +
          `${publicRun.rps.toFixed(0).padStart(12)}   ${publicRun.p99.toFixed(1).padStart(6)}   ${publicRun.cpu.toFixed(0).padStart(10)}   ${ratio.toFixed(2)}`,
      );
      if (errors > 0) failures.push(`squad ${route}: ${errors} errors`);
      if (ratio < SQUAD_GOALS.ratio) failures.push(`squad ${route}: ratio ${ratio.toFixed(2)} < ${SQUAD_GOALS.ratio}`);
      if (squad.p99 >= SQUAD_GOALS.p99Ms)
        failures.push(`squad ${route}: p99 ${squad.p99} ms >= ${SQUAD_GOALS.p99Ms} ms`);
    }
    return failures;
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
