import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { makeShot, memoryShotStore } from '../testKit/shots';
import { loadConfig } from '../config';
import { buildApp, clientConfigScript } from './app';

let app: FastifyInstance;
let base: string;
let dist: string;

const BUNDLE = 'console.log("Páirc");\n'.repeat(50);

/** A GET with the headers given and nothing else (fetch would add its own Accept-Encoding and decode the body). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; status: number }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks), status: response.statusCode ?? 0 }),
        );
      })
      .on('error', reject);
  });
}

const shots = [
  makeShot({ team: 'Galway', opposition: 'Mayo', outcome: 'score', standX: 130, standY: 44 }),
  makeShot({ team: 'Mayo', opposition: 'Galway', outcome: 'miss', standX: 110, standY: 30 }),
];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Páirc - Analytics Dashboard</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789ab.js'), BUNDLE);
  // As the build leaves them: a brotli'd and a gzipped copy beside each text file.
  for (const file of ['index.html', 'assets/main.0123456789ab.js']) {
    const content = fs.readFileSync(path.join(dist, file));
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(content));
  }
  const config = loadConfig({
    PAIRC_DIST: dist,
    CORS_ORIGINS: 'https://coach.example.ie',
    MIN_LOADING_SCALE: '0',
    REDUX_DEVTOOLS: '1',
  });
  app = buildApp({ store: memoryShotStore(shots), config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the API server shell', () => {
  it('answers the API under /api', async () => {
    const response = await fetch(`${base}/api/teams`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(['Galway', 'Mayo']);
  });

  it('puts security headers on every answer', async () => {
    const answers = [
      ...[`${base}/api/teams`, `${base}/signin`, `${base}/api/nowhere`, `${base}/config.js`].map((url) =>
        fetch(url, { headers: { accept: 'text/html' } }),
      ),
      fetch(`${base}/api/teams`, { method: 'DELETE' }),
      fetch(`${base}/api/scoring-zone-efficiency`),
    ];
    for (const response of await Promise.all(answers)) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('gives the app a content security policy that allows the emulators and nothing else foreign', async () => {
    const response = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('connect-src');
    expect(csp).toContain('http://127.0.0.1:9099');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers 405 with Allow for another method on a known path', async () => {
    const response = await fetch(`${base}/api/teams`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ error: 'Method not allowed: this path only answers GET' });
  });

  it('answers an unknown API path with a JSON 404, even from a browser', async () => {
    const response = await fetch(`${base}/api/nowhere?x=1`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found: GET /api/nowhere' });
  });

  it('serves the app for any page a browser asks for (history fallback)', async () => {
    for (const page of ['/', '/signin', '/players', '/some/deep/link']) {
      const response = await fetch(`${base}${page}`, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('Páirc - Analytics Dashboard');
    }
  });

  it('caches hashed bundles for a year and never answers a missing file with the app', async () => {
    const bundle = await fetch(`${base}/assets/main.0123456789ab.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${base}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });

  it("sends the build's brotli or gzip copy of a file by Accept-Encoding, and the file itself to anyone else", async () => {
    const url = `${base}/assets/main.0123456789ab.js`;
    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(BUNDLE);
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(BUNDLE);
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers['content-type']).toContain('javascript');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toContain('Accept-Encoding');
    }
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(plain.body.length);
  });

  it('sends the history fallback compressed too, and never a compressed copy as a file of its own', async () => {
    const page = await rawGet(`${base}/signin`, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain('Páirc - Analytics Dashboard');
    const copy = await rawGet(`${base}/assets/main.0123456789ab.js.br`, {});
    expect(copy.status).toBe(404);
  });

  it('writes the run-time config for the app as /config.js', async () => {
    const response = await fetch(`${base}/config.js`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const script = await response.text();
    const config = JSON.parse(script.replace(/^window\.__PAIRC_CONFIG__ = /, '').replace(/;\n$/, '')) as unknown;
    expect(config).toMatchObject({
      apiBaseUrl: '/api',
      minLoadingScale: 0,
      reduxDevTools: true,
      firebase: { projectId: 'demo-pairc' },
    });
  });

  it('lets an allowed origin read the API, and no other', async () => {
    const allowed = await fetch(`${base}/api/teams`, { headers: { origin: 'https://coach.example.ie' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://coach.example.ie');
    const other = await fetch(`${base}/api/teams`, { headers: { origin: 'https://evil.example.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${base}/api/teams`, {
      method: 'OPTIONS',
      headers: { origin: 'https://coach.example.ie', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
  });
});

describe('clientConfigScript', () => {
  it('cannot be broken out of by a hostile value', () => {
    const config = loadConfig({ API_BASE_URL: '</script><script>alert(1)</script>' });
    expect(clientConfigScript(config.client)).not.toContain('</script>');
  });
});
