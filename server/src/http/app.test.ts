import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { makeShot, memoryShotStore } from '../testKit/shots';
import { connect, rawRequest, readUntilClosed, parseRawAnswer, type RawAnswer } from '../testKit/http';
import { loadConfig } from '../config';
import { buildApp, clientConfigScript } from './app';
import { HttpError } from './httpError';

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
  fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789ab.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting();\n');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Páirc"}\n');
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
      ...[`${base}/api/teams`, `${base}/signin`, `${base}/api/nowhere`].map((url) =>
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

  it('lets the page play a video file of the device through its object URL, and no media from elsewhere', async () => {
    const response = await fetch(`${base}/squads/sq1/matches/m1/capture`, { headers: { accept: 'text/html' } });
    const directives = (response.headers.get('content-security-policy') ?? '').split('; ');
    expect(directives.filter((directive) => directive.startsWith('media-src'))).toEqual(["media-src 'self' blob:"]);
    // Only media may come from an object URL: scripts, images and workers still may not.
    expect(directives.filter((directive) => directive.includes('blob:'))).toEqual(["media-src 'self' blob:"]);
  });

  it("sends the policies with documents and the service worker, not with the page's scripts, where they do nothing", async () => {
    const [page, worker, bundle, config] = await Promise.all(
      [`${base}/squads`, `${base}/sw.js`, `${base}/assets/main.0123456789ab.js`, `${base}/config.js`].map((url) =>
        fetch(url, { headers: { accept: 'text/html' } }),
      ),
    );
    expect(page?.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(worker?.headers.get('content-security-policy')).toContain("default-src 'self'");
    for (const document of [page, worker])
      expect(document?.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    for (const script of [bundle, config]) {
      expect(script?.status).toBe(200);
      expect(script?.headers.get('content-security-policy')).toBeNull();
      expect(script?.headers.get('x-frame-options')).toBeNull();
      expect(script?.headers.get('referrer-policy')).toBeNull();
      expect(script?.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(script?.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('lets the page install the app and run its service worker, both only from its own origin', async () => {
    const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    // The worker script is never kept as it is: the browser looks for a new one at every navigation.
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(await manifest.json()).toEqual({ name: 'Páirc' });
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
      // Never revalidated nor resumed: nothing to do it with is sent.
      for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(answer.headers[name]).toBeUndefined();
    }
    // The page, revalidated on every visit, keeps its validators.
    const page = await rawGet(`${base}/signin`, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.headers.etag).toBeDefined();
    expect(page.headers['last-modified']).toBeDefined();
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

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** What every error answer is: the security headers, JSON, and exactly `{"error": "..."}`. */
function expectErrorAnswer(answer: RawAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers).toMatchObject(SECURITY_HEADERS);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
}

/** A request as it goes on the wire, asking the server to close the connection after answering. */
const wire = (requestLine: string, headers = ''): string =>
  `${requestLine}\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;

describe('errors raised before any route is found', () => {
  it('answers a path that is not valid percent-encoding with 400', async () => {
    expectErrorAnswer(await rawRequest(base, wire('GET /api/heatmaps/%E0%A4%A/shots HTTP/1.1')), 400);
  });

  it('answers a path segment too long to be a team name with 414', async () => {
    expectErrorAnswer(await rawRequest(base, wire(`GET /api/asdmap/${'x'.repeat(101)} HTTP/1.1`)), 414);
  });

  it('answers headers too large with 431', async () => {
    const answer = await rawRequest(base, wire('GET /api/teams HTTP/1.1', `X-Padding: ${'a'.repeat(20_000)}\r\n`));
    expectErrorAnswer(answer, 431);
  });

  it('answers a request that is not HTTP with 400', async () => {
    expectErrorAnswer(await rawRequest(base, wire('GET /api/teams HTTP/1.1', 'Not a header\r\n')), 400);
    expectErrorAnswer(await rawRequest(base, 'HELLO\r\n\r\n'), 400);
  });
});

describe('failures', () => {
  const failingApi = async (env: Record<string, string> = {}) => {
    const lines: string[] = [];
    const healthy = memoryShotStore(shots);
    // Whole while the server starts (it fits the models before it listens), gone from then on.
    let lost = false;
    const store = {
      ...healthy,
      current: () => {
        if (lost) throw new Error('the dataset went missing');
        return healthy.current();
      },
    };
    const failing = buildApp(
      { store, config: loadConfig({ PAIRC_DIST: '', ...env }) },
      { logTo: { write: (line) => lines.push(line) } },
    );
    const { port } = new URL(await failing.listen({ host: '127.0.0.1', port: 0 }));
    lost = true;
    const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    return { origin: `http://127.0.0.1:${port}`, logged, close: () => failing.close() };
  };

  it('answers a route that throws with a 500 and logs one JSON line with the stack, method and path', async () => {
    const api = await failingApi();
    try {
      const answer = await fetch(`${api.origin}/api/scoring-zone-efficiency?team=Galway&half=2`);
      expect(answer.status).toBe(500);
      expect(await answer.json()).toEqual({ error: 'Internal server error' });
      expect(api.logged()).toEqual([
        expect.objectContaining({
          level: 50,
          msg: 'Internal server error',
          method: 'GET',
          url: '/api/scoring-zone-efficiency?team=Galway&half=2',
          err: expect.objectContaining({
            message: 'the dataset went missing',
            stack: expect.stringMatching(/^Error: the dataset went missing\n\s+at .*app\.test\.ts:\d+/),
          }),
        }),
      ]);
    } finally {
      await api.close();
    }
  });

  it('answers a 503 with its own message, and logs what failed underneath it', async () => {
    const lines: string[] = [];
    const app = buildApp(
      { store: memoryShotStore(shots), config: loadConfig({ PAIRC_DIST: '' }) },
      { logTo: { write: (line) => lines.push(line) } },
    );
    app.get('/api/unreachable', () => {
      throw new HttpError(503, 'Try again in a moment', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9099') });
    });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const answer = await fetch(`${origin}/api/unreachable`);
      expect([answer.status, await answer.json()]).toEqual([503, { error: 'Try again in a moment' }]);
      expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
        expect.objectContaining({
          level: 50,
          msg: 'Answered 503: Try again in a moment',
          url: '/api/unreachable',
          err: expect.objectContaining({ message: 'connect ECONNREFUSED 127.0.0.1:9099' }),
        }),
      ]);
    } finally {
      await app.close();
    }
  });

  it('logs nothing for a request the client got wrong, nor for one that succeeds, unless LOG_REQUESTS=1', async () => {
    const quiet = await failingApi();
    const chatty = await failingApi({ LOG_REQUESTS: '1' });
    try {
      expect((await fetch(`${quiet.origin}/api/nowhere`)).status).toBe(404);
      expect((await fetch(`${quiet.origin}/config.js`)).status).toBe(200);
      expect(quiet.logged()).toEqual([]);
      expect((await fetch(`${chatty.origin}/config.js`)).status).toBe(200);
      expect(chatty.logged()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ url: '/config.js' }) }),
          expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } }),
        ]),
      );
    } finally {
      await Promise.all([quiet.close(), chatty.close()]);
    }
  });
});

describe('methods', () => {
  it('answers every method but GET and HEAD with 405 and Allow on every known path, OPTIONS included', async () => {
    const paths = [
      '/api/teams',
      '/api/heatmaps/Galway/shots',
      '/api/images/asdmap/Galway.svg',
      '/config.js',
      '/assets/main.0123456789ab.js',
    ];
    for (const path of paths) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE']) {
        const answer = await rawRequest(base, wire(`${method} ${path} HTTP/1.1`, 'Content-Length: 0\r\n'));
        expect({ method, path, status: answer.status, allow: answer.headers.allow }).toEqual({
          method,
          path,
          status: 405,
          allow: 'GET, HEAD',
        });
        expectErrorAnswer(answer, 405);
        expect(JSON.parse(answer.body)).toEqual({ error: 'Method not allowed: this path only answers GET' });
      }
    }
    // A path nothing answers is not there, whatever the method.
    expectErrorAnswer(await rawRequest(base, wire('POST /api/nowhere HTTP/1.1', 'Content-Length: 0\r\n')), 404);
    expectErrorAnswer(await rawRequest(base, wire('OPTIONS /nowhere.js HTTP/1.1')), 404);
  });

  it('answers a preflight from an origin CORS_ORIGINS does not list with 405', async () => {
    const answer = await rawRequest(
      base,
      wire('OPTIONS /api/teams HTTP/1.1', 'Origin: https://evil.example.com\r\nAccess-Control-Request-Method: GET\r\n'),
    );
    expectErrorAnswer(answer, 405);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('source maps', () => {
  const MAP = '/assets/main.0123456789ab.js.map';

  it('are served only when SERVE_SOURCE_MAPS=1', async () => {
    const response = await fetch(`${base}${MAP}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: `Not found: GET ${MAP}` });
    const withMaps = buildApp({
      store: memoryShotStore(shots),
      config: loadConfig({ PAIRC_DIST: dist, SERVE_SOURCE_MAPS: '1' }),
    });
    await withMaps.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = withMaps.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const served = await fetch(`http://127.0.0.1:${address.port}${MAP}`);
      expect(served.status).toBe(200);
      expect(await served.text()).toBe('{"version":3}');
    } finally {
      await withMaps.close();
    }
  });
});

describe('forwarded headers', () => {
  /** What the app makes of a request that claims to come through a proxy for 203.0.113.9 over https. */
  async function seenBehind(env: Record<string, string>): Promise<unknown> {
    const app = buildApp({ store: memoryShotStore(shots), config: loadConfig({ PAIRC_DIST: '', ...env }) });
    app.get('/seen', (request) => ({ ip: request.ip, protocol: request.protocol, host: request.host }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const answer = await rawRequest(
        `http://127.0.0.1:${address.port}`,
        wire(
          'GET /seen HTTP/1.1',
          'X-Forwarded-For: 203.0.113.9\r\nX-Forwarded-Proto: https\r\nX-Forwarded-Host: stats.example.ie\r\n',
        ),
      );
      return JSON.parse(answer.body);
    } finally {
      await app.close();
    }
  }

  it('are believed only from a proxy TRUST_PROXY lists', async () => {
    const own = { ip: '127.0.0.1', protocol: 'http', host: '127.0.0.1' };
    expect(await seenBehind({})).toEqual(own);
    expect(await seenBehind({ TRUST_PROXY: '10.0.0.0/8' })).toEqual(own);
    const forwarded = { ip: '203.0.113.9', protocol: 'https', host: 'stats.example.ie' };
    expect(await seenBehind({ TRUST_PROXY: '127.0.0.1' })).toEqual(forwarded);
    expect(await seenBehind({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.0/8' })).toEqual(forwarded);
  });
});

describe('timeouts', () => {
  let slowApp: FastifyInstance;
  let slowBase: string;
  let bigDist: string;
  const BIG_FILE_BYTES = 64 * 1024 * 1024;

  beforeAll(async () => {
    bigDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-dist-'));
    fs.writeFileSync(path.join(bigDist, 'index.html'), '<!doctype html><title>Páirc</title>');
    // Far more than the kernel buffers of a loopback connection hold, so a client that stops reading stalls it.
    fs.writeFileSync(path.join(bigDist, 'big.bin'), Buffer.alloc(BIG_FILE_BYTES));
    // An idle connection is cut later than a slow request, so each test sees the timeout it is about.
    const config = loadConfig({ PAIRC_DIST: bigDist, REQUEST_TIMEOUT_MS: '300', IDLE_TIMEOUT_MS: '600' });
    slowApp = buildApp({ store: memoryShotStore(shots), config });
    await slowApp.listen({ port: 0, host: '127.0.0.1' });
    const address = slowApp.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    slowBase = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await slowApp.close();
    fs.rmSync(bigDist, { recursive: true, force: true });
  });

  // A connection the server failed to cut would keep the app from closing; each test's go at the end.
  let sockets: net.Socket[] = [];
  const open = async (): Promise<net.Socket> => {
    const socket = await connect(slowBase);
    sockets.push(socket);
    return socket;
  };
  afterEach(() => {
    for (const socket of sockets) socket.destroy();
    sockets = [];
  });

  /** The connections the server holds once it holds none, or after `withinMs`: what a test waits for. */
  async function connectionsLeftAfter(withinMs: number): Promise<number> {
    const deadline = Date.now() + withinMs;
    const count = () =>
      new Promise<number>((resolve, reject) =>
        slowApp.server.getConnections((error, open) => (error ? reject(error) : resolve(open))),
      );
    let open = await count();
    while (open > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      open = await count();
    }
    return open;
  }

  it('answers a client that connects and sends nothing with 408, then closes', async () => {
    const socket = await open();
    expectErrorAnswer(parseRawAnswer(await readUntilClosed(socket)), 408);
  });

  it('answers a client that sends its headers too slowly with 408, then closes', async () => {
    const socket = await open();
    const answer = readUntilClosed(socket);
    socket.write('GET /api/teams HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const dribble = setInterval(() => socket.writable && socket.write('X-Slow: a\r\n'), 50);
    try {
      expectErrorAnswer(parseRawAnswer(await answer), 408);
    } finally {
      clearInterval(dribble);
    }
  });

  it('closes a kept-alive connection left idle', async () => {
    const socket = await open();
    const answer = readUntilClosed(socket);
    socket.write('GET /config.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(parseRawAnswer(await answer).status).toBe(200);
  });

  it('drops a client that stops reading its answer', async () => {
    const socket = await open();
    socket.pause();
    socket.on('error', () => undefined);
    socket.write('GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await connectionsLeftAfter(5000)).toBe(0);
  }, 10_000);
});

describe('clientConfigScript', () => {
  it('cannot be broken out of by a hostile value', () => {
    const config = loadConfig({ API_BASE_URL: '</script><script>alert(1)</script>' });
    expect(clientConfigScript(config.client)).not.toContain('</script>');
  });
});
