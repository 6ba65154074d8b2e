/**
 * The helpers of `npm run bench:api`, each run in its own process so its memory and CPU are its
 * own: `import` times an import of 100,000 generated shots, `analytics` times loading them and the
 * first computation of every figure, `bare` answers the product server's bytes with Node's http
 * module and nothing else, `probe` sends requests on a fixed schedule (its timers never wait for
 * autocannon's work, which runs in the bench's own process).
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { NO_FILTER, type ShotFilter } from '../contract/filters';
import { analyticsFor } from '../server/src/analytics/datasetAnalytics';
import { importReadFile, readShotFile } from '../server/src/data/import/importFile';
import { generateSampleSeason, SAMPLE_SEED } from '../server/src/data/sample/sample';
import { openStore } from '../server/src/data/store/store';
import { warmUpFilteredFigures } from '../server/src/http/warmUp';
import { ALL_IMAGES, renderImage } from '../server/src/render/images';

export const BENCH_SHOTS = 100_000;

type Message = Record<string, unknown>;

function send(message: Message): void {
  if (!process.send) throw new Error('bench/apiServer.ts is started by bench/api.ts');
  process.send(message);
}

/** Generates the shots into a JSON file (untimed), then times what `npm run import` does with it. */
async function importBench(dir: string): Promise<void> {
  const perSeason = generateSampleSeason(SAMPLE_SEED).length;
  const rows = generateSampleSeason(SAMPLE_SEED, { seasons: Math.ceil(BENCH_SHOTS / perSeason) }).slice(0, BENCH_SHOTS);
  const file = path.join(dir, 'shots.json');
  writeFileSync(file, JSON.stringify(rows));
  const store = openStore(path.join(dir, 'bench.sqlite'));
  const started = performance.now();
  const read = await readShotFile(file);
  const readMs = performance.now() - started;
  const result = importReadFile(store, read, 'replace');
  const totalMs = performance.now() - started;
  store.close();
  send({ kind: 'imported', shots: result.store.shotsAfter, readMs, writeMs: totalMs - readMs, totalMs });
}

/** Filter combinations no request has asked for yet: each figure and image below is computed cold. */
const FILTER_COMBINATIONS: readonly ShotFilter[] = [
  { ...NO_FILTER, half: '2' },
  { ...NO_FILTER, half: '1', shotType: 'free' },
  { ...NO_FILTER, period: '60-70', pressure: 'yes' },
  { ...NO_FILTER, shotType: 'play', pressure: 'no', half: '2' },
  { ...NO_FILTER, period: '0-10' },
  { ...NO_FILTER, period: '70+', shotType: 'free' },
];
const FILTER_TEAMS = ['Galway', 'Kerry', 'Dublin'];

function slowest(times: readonly number[]): { medianMs: number; maxMs: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)] ?? NaN, maxMs: sorted[sorted.length - 1] ?? NaN };
}

function timed(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/**
 * What the server pays once per dataset version (loading the shots, every figure and both models),
 * once at start-up (the warm-up of the filtered figures' code), then once per new filter: each
 * filtered figure and each filtered image, cold.
 */
function timeAnalytics(dir: string): void {
  const started = performance.now();
  const store = openStore(path.join(dir, 'bench.sqlite'));
  // The store reads the data when first asked for it.
  const dataset = store.current();
  const loadMs = performance.now() - started;
  const analyticsStarted = performance.now();
  const analytics = analyticsFor(dataset);
  analytics.players();
  analytics.modelQuality();
  const analyticsMs = performance.now() - analyticsStarted;
  // As the server does before it listens.
  const warmUpMs = timed(() => warmUpFilteredFigures(dataset));

  const figureTimes: Record<string, number[]> = {
    zones: [],
    arcZones: [],
    teamPlayers: [],
    allPlayers: [],
    matches: [],
    shots: [],
  };
  const imageTimes: number[] = [];
  for (const team of FILTER_TEAMS) {
    for (const filter of FILTER_COMBINATIONS) {
      const resolved = analytics.resolve(filter, team);
      if ('param' in resolved) throw new Error(`bench filter refused: ${resolved.param}`);
      figureTimes.zones?.push(timed(() => analytics.scoringZone(team, resolved)));
      figureTimes.arcZones?.push(timed(() => analytics.arcZones(team, resolved)));
      figureTimes.teamPlayers?.push(timed(() => analytics.players(resolved, team)));
      figureTimes.allPlayers?.push(timed(() => analytics.players(resolved, null)));
      figureTimes.matches?.push(timed(() => analytics.matches(team, resolved)));
      figureTimes.shots?.push(timed(() => analytics.shots(team, resolved)));
      for (const spec of ALL_IMAGES) {
        imageTimes.push(timed(() => renderImage(analytics.shotsAround(team, resolved), team, spec)));
      }
    }
  }
  const figures = Object.fromEntries(Object.entries(figureTimes).map(([name, times]) => [name, slowest(times)]));
  send({
    kind: 'computed',
    loadMs,
    analyticsMs,
    warmUpMs,
    shots: dataset.shots.length,
    filtered: JSON.stringify({
      combinations: FILTER_TEAMS.length * FILTER_COMBINATIONS.length,
      figures,
      images: slowest(imageTimes),
    }),
  });
  store.close();
}

type Answer = { body: string; encoding: string | null };

/**
 * Waits for the answers to copy, then gives each exactly (gzipped when ours was, for a client
 * that asks for gzip), with the same content type: the fastest a Node server could answer.
 */
function bareServer(): void {
  process.once('message', (message: Message) => {
    const answers = message.answers as Record<string, Answer>;
    const server = http.createServer((request, response) => {
      const gzip = /gzip/.test(request.headers['accept-encoding'] ?? '');
      const answer = answers[`${gzip ? 'gzip' : 'identity'} ${request.url ?? ''}`];
      if (!answer) {
        response.writeHead(404).end();
        return;
      }
      const body = Buffer.from(answer.body, 'base64');
      const headers: http.OutgoingHttpHeaders = {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
      };
      if (answer.encoding) headers['content-encoding'] = answer.encoding;
      response.writeHead(200, headers).end(body);
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      send({ kind: 'listening', port: address.port });
    });
  });
  send({ kind: 'ready' });
}

export type ProbeOrder = { base: string; routes: readonly string[]; everyMs: number };
export type Probed = { requests: number; failed: number; p99: number; maxMs: number };

/**
 * Requests sent on a fixed schedule, one every `everyMs` whatever the server does, until told to
 * stop. A closed loop like autocannon's sends nothing while its connections wait, so a server that
 * stalls for seconds costs it one slow sample per connection (coordinated omission); here every
 * request sent during the stall waits it out and counts, as it would for users. Each is timed from
 * when it was sent, with sockets enough that none waits for one, so the probe's own hiccups on a
 * busy machine (it sends late requests at once, when it can) are not put down to the server.
 */
function probe(): void {
  process.once('message', (order: ProbeOrder) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    const latencies: number[] = [];
    const answers: Promise<void>[] = [];
    let failed = 0;
    let sent = 0;
    const started = performance.now();
    const get = (route: string) =>
      new Promise<void>((resolve) => {
        const sentAt = performance.now();
        const request = http.get(
          `${order.base}${route}`,
          { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } },
          (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode === 200) latencies.push(performance.now() - sentAt);
              else failed += 1;
              resolve();
            });
          },
        );
        request.on('error', () => {
          failed += 1;
          resolve();
        });
      });
    // Every request due by now goes out, so a late timer sends late requests rather than none.
    const timer = setInterval(() => {
      while (started + sent * order.everyMs <= performance.now()) {
        answers.push(get(order.routes[sent % order.routes.length] ?? '/api/health'));
        sent += 1;
      }
    }, order.everyMs);
    process.once('message', () => {
      clearInterval(timer);
      void Promise.all(answers).then(() => {
        agent.destroy();
        const sorted = latencies.sort((a, b) => a - b);
        const p99 = sorted[Math.max(0, Math.ceil(0.99 * sorted.length) - 1)] ?? NaN;
        const result: Probed = { requests: sent, failed, p99, maxMs: sorted.at(-1) ?? NaN };
        send({ kind: 'probed', ...result });
      });
    });
    send({ kind: 'probing' });
  });
  send({ kind: 'ready' });
}

const [mode, dir] = process.argv.slice(2);
if (mode === 'import' && dir) void importBench(dir).then(() => process.exit(0));
else if (mode === 'analytics' && dir) {
  timeAnalytics(dir);
  process.exit(0);
} else if (mode === 'bare') bareServer();
else if (mode === 'probe') probe();
else {
  console.error(
    'Usage: node <bundle of bench/apiServer.ts> import|analytics|bare|probe <dir> (npm run bench:api builds it)',
  );
  process.exit(2);
}
