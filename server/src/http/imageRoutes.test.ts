import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { makeShot, memoryShotStore, syntheticShots } from '../testKit/shots';
import type { Shot } from '../analytics/shot';
import { renderImage } from '../render/images';
import { SAMPLE_DATA_FOOTNOTE } from '../../../contract/images';
import { parseXml, byClass, byName, textOf } from '../testKit/svg';
import { matchesEtag } from './imageRoutes';
import { startApi } from '../testKit/http';

const shots: Shot[] = [
  ...syntheticShots({ seed: 11, shotsPerTeam: { Galway: 40, Mayo: 30, 'Ros Comáin': 10, "O'Brien's & Co": 6 } }),
];

type Server = { app: FastifyInstance; base: string; store: ReturnType<typeof memoryShotStore> };

async function start(env: Record<string, string> = {}, isSample = false): Promise<Server> {
  const store = memoryShotStore(shots, 'v1', isSample);
  const { app, origin } = await startApi(store, env);
  return { app, base: origin, store };
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** A GET with any headers (fetch will not send a Host header of our choosing). */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function urlOf(server: Server, path: string): Promise<string> {
  const response = await fetch(`${server.base}${path}`);
  expect(response.status).toBe(200);
  const body = await json(response);
  expect(Object.keys(body)).toEqual(['url']);
  return String(body.url);
}

describe('image routes over HTTP', () => {
  let server: Server;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('answer each image request with an absolute, versioned URL on the request’s own origin', async () => {
    const cases: [string, string][] = [
      ['/api/heatmaps/Galway/shots', '/api/images/heatmap/shots/Galway.svg?v=v1'],
      ['/api/heatmaps/Galway/miss', '/api/images/heatmap/miss/Galway.svg?v=v1'],
      ['/api/heatmaps/Galway/score', '/api/images/heatmap/score/Galway.svg?v=v1'],
      ['/api/sdpmchart/Galway', '/api/images/sdpmchart/Galway.svg?v=v1'],
      ['/api/asdmap/Galway', '/api/images/asdmap/Galway.svg?v=v1'],
      ['/api/pressuremaps/Galway', '/api/images/defending/pressure/Galway.svg?v=v1'],
      ['/api/blockedmaps/Galway', '/api/images/defending/blocked/Galway.svg?v=v1'],
      ['/api/ppmaps/Galway', '/api/images/defending/pp/Galway.svg?v=v1'],
      ['/api/tacklesmaps/Galway', '/api/images/defending/tackles/Galway.svg?v=v1'],
    ];
    for (const [path, image] of cases) expect(await urlOf(server, path)).toBe(`${server.base}${image}`);
    const response = await fetch(`${server.base}/api/sdpmchart/Galway`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serve the SVG with its type, a strong ETag and a one-year immutable cache', async () => {
    const url = await urlOf(server, '/api/heatmaps/Galway/score');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await response.text();
    expect(body).toBe(renderImage(shots, 'Galway', { kind: 'heatmap', type: 'score' }, { footnote: '2023 season' }));
    expect(parseXml(body).name).toBe('svg');
  });

  it('answer 304 with no body when If-None-Match names the current ETag', async () => {
    const url = await urlOf(server, '/api/ppmaps/Mayo');
    const etag = (await fetch(url)).headers.get('etag') ?? '';
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await fetch(url, { headers: { 'if-none-match': header } });
      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe('');
    }
    const changed = await fetch(url, { headers: { 'if-none-match': '"something-else"' } });
    expect(changed.status).toBe(200);
  });

  it('answer a stale or missing version with the current image, to be revalidated', async () => {
    const url = await urlOf(server, '/api/asdmap/Galway');
    const current = await fetch(url);
    for (const other of [url.replace('v=v1', 'v=v0'), url.replace('?v=v1', '')]) {
      const response = await fetch(other);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toBe(current.headers.get('etag'));
      expect(await response.text()).toBe(await current.clone().text());
    }
  });

  it('URL-encode team names and read them back', async () => {
    const ros = await urlOf(server, `/api/heatmaps/${encodeURIComponent('Ros Comáin')}/shots`);
    expect(ros).toBe(`${server.base}/api/images/heatmap/shots/Ros%20Com%C3%A1in.svg?v=v1`);
    const obrien = await urlOf(server, `/api/tacklesmaps/${encodeURIComponent("O'Brien's & Co")}`);
    expect(obrien).toBe(`${server.base}/api/images/defending/tackles/O%27Brien%27s%20%26%20Co.svg?v=v1`);
    for (const [url, team] of [
      [ros, 'Ros Comáin'],
      [obrien, "O'Brien's & Co"],
    ] as const) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const [title] = byName(parseXml(await response.text()), 'title');
      expect(title && textOf(title).startsWith(`${team}: `)).toBe(true);
    }
  });

  it('answer an unknown team with 404 and its name', async () => {
    for (const path of [
      '/api/heatmaps/Atlantis/shots',
      '/api/sdpmchart/Atlantis',
      '/api/images/asdmap/Atlantis.svg?v=v1',
      '/api/images/heatmap/shots/Atlantis.svg',
    ]) {
      const response = await fetch(`${server.base}${path}`);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ error: 'Unknown team: Atlantis' });
    }
    // Matched exactly: no case folding, no trimming.
    expect((await fetch(`${server.base}/api/asdmap/galway`)).status).toBe(404);
    expect((await fetch(`${server.base}/api/asdmap/Galway%20`)).status).toBe(404);
  });

  it('never treats a team name as a path', async () => {
    const response = await fetch(`${server.base}/api/images/heatmap/shots/..%2F..%2Fpackage.json.svg`);
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ error: 'Unknown team: ../../package.json' });
  });

  it('answer a missing or blank team with 400', async () => {
    for (const path of ['/api/sdpmchart', '/api/sdpmchart/', '/api/asdmap/%20', '/api/heatmaps', '/api/tacklesmaps/']) {
      const response = await fetch(`${server.base}${path}`);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ error: 'Team name is required' });
    }
  });

  it('answer a bad heat-map type with 400 naming the allowed types', async () => {
    const wrong = await fetch(`${server.base}/api/heatmaps/Galway/scores`);
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({ error: 'Unknown heat map type: scores; allowed types: shots, miss, score' });
    // Image addresses are ours to hand out: one that names no image is simply not there.
    expect((await fetch(`${server.base}/api/images/heatmap/goals/Galway.svg`)).status).toBe(404);
    const missing = await fetch(`${server.base}/api/heatmaps/Galway`);
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ error: 'Heat map type is required; allowed types: shots, miss, score' });
    // The team is checked first, as everywhere.
    expect((await fetch(`${server.base}/api/heatmaps/Atlantis/scores`)).status).toBe(404);
  });

  it('answer other methods with 405 and anything but an .svg with 404', async () => {
    const post = await fetch(`${server.base}/api/images/sdpmchart/Galway.svg`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect((await fetch(`${server.base}/api/heatmaps/Galway/shots`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${server.base}/api/images/sdpmchart/Galway.png`)).status).toBe(404);
  });
});

describe('image URLs and the cache across imports', () => {
  it('use PUBLIC_API_URL as the base when it is set', async () => {
    const server = await start({ PUBLIC_API_URL: 'https://stats.example.ie/api/' });
    try {
      expect(await urlOf(server, '/api/asdmap/Mayo')).toBe('https://stats.example.ie/api/images/asdmap/Mayo.svg?v=v1');
    } finally {
      await server.app.close();
    }
  });

  it('take the origin from the Host header, and refuse a hostile one', async () => {
    const server = await start();
    try {
      const viaHost = await rawGet(server.base, '/api/asdmap/Mayo', { host: 'pairc.example:8080' });
      expect(JSON.parse(viaHost.body)).toEqual({ url: 'http://pairc.example:8080/api/images/asdmap/Mayo.svg?v=v1' });
      const hostile = await rawGet(server.base, '/api/asdmap/Mayo', { host: 'evil.example/"><script>' });
      expect(hostile.status).toBe(400);
      expect(JSON.parse(hostile.body)).toEqual({ error: 'Bad Host header' });
    } finally {
      await server.app.close();
    }
  });

  it('ignore forged forwarded headers: the URL is on the origin the request came to', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const environments: Record<string, string>[] = [{}, { TRUST_PROXY: '192.0.2.1, 10.0.0.0/8' }];
    for (const env of environments) {
      const server = await start(env);
      try {
        const answer = await rawGet(server.base, '/api/asdmap/Mayo', forged);
        expect(JSON.parse(answer.body)).toEqual({ url: `${server.base}/api/images/asdmap/Mayo.svg?v=v1` });
      } finally {
        await server.app.close();
      }
    }
  });

  it('take the origin from the forwarded headers of a proxy TRUST_PROXY lists', async () => {
    const server = await start({ TRUST_PROXY: '127.0.0.1' });
    try {
      const forwarded = { 'x-forwarded-host': 'stats.example.ie', 'x-forwarded-proto': 'https' };
      const answer = await rawGet(server.base, '/api/asdmap/Mayo', forwarded);
      expect(JSON.parse(answer.body)).toEqual({ url: 'https://stats.example.ie/api/images/asdmap/Mayo.svg?v=v1' });
      const odd = await rawGet(server.base, '/api/asdmap/Mayo', { ...forwarded, 'x-forwarded-proto': 'javascript' });
      expect(odd.status).toBe(400);
      expect(JSON.parse(odd.body)).toEqual({ error: 'Bad X-Forwarded-Proto header' });
    } finally {
      await server.app.close();
    }
  });

  it('render again for a new dataset version, and point the URL at it', async () => {
    const server = await start();
    try {
      const first = await urlOf(server, '/api/heatmaps/Galway/shots');
      const before = await fetch(first);
      const etag = before.headers.get('etag');
      server.store.replace([...shots, makeShot({ team: 'Galway', opposition: 'Mayo', standX: 140, standY: 40 })], 'v2');
      const second = await urlOf(server, '/api/heatmaps/Galway/shots');
      expect(second).toBe(first.replace('v=v1', 'v=v2'));
      const after = await fetch(second);
      expect(after.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(after.headers.get('etag')).not.toBe(etag);
      // The old URL now gets the new picture, to be revalidated, never the old one as immutable.
      const old = await fetch(first, { headers: { 'if-none-match': etag ?? '' } });
      expect(old.status).toBe(200);
      expect(old.headers.get('cache-control')).toBe('no-cache');
      // A team that disappears with the import is unknown from then on.
      server.store.replace(
        shots.filter((s) => s.team !== 'Ros Comáin' && s.opposition !== 'Ros Comáin'),
        'v3',
      );
      expect((await fetch(`${server.base}/api/asdmap/${encodeURIComponent('Ros Comáin')}`)).status).toBe(404);
    } finally {
      await server.app.close();
    }
  });

  it('mark images of the sample season as sample data, naming the season and the filter', async () => {
    const server = await start({}, true);
    try {
      const footnoteOf = async (path: string) =>
        byClass(parseXml(await (await fetch(await urlOf(server, path))).text()), 'image-footnote')
          .map(textOf)
          .join(' ');
      expect(await footnoteOf('/api/sdpmchart/Galway')).toBe(`2023 season · ${SAMPLE_DATA_FOOTNOTE}`);
      expect(await footnoteOf('/api/asdmap/Galway?half=2')).toBe(`2nd half · 2023 season · ${SAMPLE_DATA_FOOTNOTE}`);
    } finally {
      await server.app.close();
    }
  });
});

describe('If-None-Match matching', () => {
  it('compares weakly and understands lists and *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag(['"b"', '"a"'], '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
