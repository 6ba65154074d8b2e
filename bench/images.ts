/**
 * `npm run bench:images`: how fast the pitch maps and charts are made and served (issue 4).
 *
 * 1. Cold render: every one of the nine images for every team of the sample season, in a fresh
 *    process with nothing cached. Goal: under 2 s in all.
 * 2. A cached image under load: autocannon, in its own process so it does not share the server's
 *    event loop, hammers one versioned image URL on loopback for about 5 s. Goal: p99 under 10 ms.
 * 3. The largest image. Goal: none over 150 KB.
 *
 * Exits 1 when a goal is missed, so it can gate a build; on a busy shared machine re-run before
 * believing a miss.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { memoryShotStore } from '../server/src/testKit/shots';
import { listTeams } from '../server/src/analytics/teams';
import { loadConfig } from '../server/src/config';
import { normaliseTable } from '../server/src/data/import/normalise';
import { generateSampleSeason, sampleTable } from '../server/src/data/sample/sample';
import { publicFigureSource } from '../server/src/http/figureSource';
import { apiRoot, registerImageRoutes } from '../server/src/http/imageRoutes';
import { ALL_IMAGES, imageName, renderImage } from '../server/src/render/images';
import { SAMPLE_DATA_FOOTNOTE } from '../contract/images';

const GOALS = { coldMs: 2000, p99Ms: 10, maxBytes: 150 * 1024 };
const LOAD_SECONDS = 5;
const CONNECTIONS = 10;

type LoadResult = { p50: number; p99: number; max: number; requestsPerSecond: number; errors: number; non2xx: number };

function sampleShots() {
  const { shots, issues } = normaliseTable(sampleTable(generateSampleSeason()));
  if (issues.length > 0) throw new Error(`The sample season has ${issues.length} rows the importer rejects`);
  return shots;
}

function coldRender(shots: ReturnType<typeof sampleShots>) {
  const teams = listTeams(shots);
  const byImage = new Map<string, number>();
  let largest = { bytes: 0, what: '' };
  let images = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (const team of teams) {
    for (const spec of ALL_IMAGES) {
      const t0 = performance.now();
      const svg = renderImage(shots, team, spec, { footnote: SAMPLE_DATA_FOOTNOTE });
      const name = imageName(spec);
      byImage.set(name, (byImage.get(name) ?? 0) + performance.now() - t0);
      const bytes = Buffer.byteLength(svg);
      if (bytes > largest.bytes) largest = { bytes, what: `${name} for ${team}` };
      images += 1;
    }
  }
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  // CPU time beside wall time: on a machine shared with other work the wall clock also counts
  // time spent waiting for a core.
  return { teams: teams.length, images, ms, cpuMs: (used.user + used.system) / 1000, byImage, largest };
}

/** Runs autocannon's command line against `url` and reads its JSON summary. */
function load(url: string): Promise<LoadResult> {
  const cli = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '-c', String(CONNECTIONS), '-d', String(LOAD_SECONDS), '-j', url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const summary = JSON.parse(out) as {
        latency: { p50: number; p99: number; max: number };
        requests: { average: number };
        errors: number;
        non2xx: number;
      };
      resolve({
        p50: summary.latency.p50,
        p99: summary.latency.p99,
        max: summary.latency.max,
        requestsPerSecond: summary.requests.average,
        errors: summary.errors,
        non2xx: summary.non2xx,
      });
    });
  });
}

function verdict(ok: boolean): string {
  return ok ? 'ok' : 'MISSED';
}

async function main(): Promise<void> {
  const shots = sampleShots();
  const cold = coldRender(shots);
  console.log(
    `Cold render: ${cold.images} images (${ALL_IMAGES.length} x ${cold.teams} teams, ${shots.length} shots) in ${cold.ms.toFixed(0)} ms (CPU ${cold.cpuMs.toFixed(0)} ms)  [goal < ${GOALS.coldMs} ms: ${verdict(cold.ms < GOALS.coldMs)}]`,
  );
  for (const [name, ms] of cold.byImage) console.log(`  ${name.padEnd(14)} ${ms.toFixed(1).padStart(7)} ms`);
  console.log(
    `Largest image: ${(cold.largest.bytes / 1024).toFixed(1)} KB (${cold.largest.what})  [goal < 150 KB: ${verdict(cold.largest.bytes < GOALS.maxBytes)}]`,
  );

  const store = memoryShotStore(shots, 'bench', true);
  const app = Fastify({ logger: false });
  app.register(
    (api, _options, done) => {
      const config = loadConfig({});
      registerImageRoutes(
        api,
        publicFigureSource({ store, config }, (request) => apiRoot(config, request)),
      );
      done();
    },
    { prefix: '/api' },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('The bench server has no port');
    const base = `http://127.0.0.1:${address.port}`;
    const answer = (await (await fetch(`${base}/api/heatmaps/Dublin/shots`)).json()) as { url: string };
    const warm = await fetch(answer.url); // renders once and caches
    await warm.arrayBuffer();
    const result = await load(answer.url);
    const ok = result.p99 < GOALS.p99Ms && result.errors === 0 && result.non2xx === 0;
    console.log(
      `Cached image under load (${CONNECTIONS} connections, ${LOAD_SECONDS} s, ${answer.url.replace(base, '')}): ` +
        `p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, ${Math.round(result.requestsPerSecond)} req/s, ` +
        `${result.errors} errors, ${result.non2xx} non-2xx  [goal p99 < ${GOALS.p99Ms} ms: ${verdict(ok)}]`,
    );
    const passed = cold.ms < GOALS.coldMs && cold.largest.bytes < GOALS.maxBytes && ok;
    process.exitCode = passed ? 0 : 1;
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
