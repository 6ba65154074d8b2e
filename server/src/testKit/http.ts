import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import type { ShotStore } from '../data/store/dataset';
import { buildApp } from '../http/app';

export type RunningApi = {
  app: FastifyInstance;
  /** The server's origin, e.g. http://127.0.0.1:41234 */ origin: string;
};

/** The product's own API app (no built SPA) on a free port of the loopback interface. */
export async function startApi(store: ShotStore, env: Record<string, string> = {}): Promise<RunningApi> {
  const app = buildApp({ store, config: loadConfig({ PAIRC_DIST: '', ...env }) });
  return listening(app);
}

async function listening(app: FastifyInstance): Promise<RunningApi> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The API is not listening on a port');
  return { app, origin: `http://127.0.0.1:${address.port}` };
}

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** An HTTP answer read off the wire: the status line, the headers by lower-case name, and the body. */
export function parseRawAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`Not an HTTP answer: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? NaN);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: text.slice(end + 4) };
}

/** A socket to the server at `origin` (http://host:port), connected. */
export function connect(origin: string): Promise<net.Socket> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends on `socket` until it closes the connection. */
export function readUntilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    // A server that cuts a client off may reset the connection rather than close it.
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
  });
}

/**
 * Sends `request` byte for byte (fetch and http.request refuse to send the broken requests some
 * tests need) and reads the answer; the request should ask for `Connection: close`.
 */
export async function rawRequest(origin: string, request: string): Promise<RawAnswer> {
  const socket = await connect(origin);
  const answer = readUntilClosed(socket);
  socket.write(request);
  return parseRawAnswer(await answer);
}

export type ApiCall = {
  method?: string;
  token?: string | null;
  body?: unknown;
  /** A body sent as it is (an upload), of `contentType` (CSV unless said). */
  raw?: string;
  contentType?: string;
};

/** One call to the API over HTTP, with a user's ID token or none, read whole. */
export async function callApi(
  origin: string,
  path: string,
  { method = 'GET', token = null, body, raw, contentType }: ApiCall = {},
) {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (raw !== undefined) headers['content-type'] = contentType ?? 'text/csv';
  const response = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  return { status: response.status, headers: response.headers, bytes, text, json: (): unknown => JSON.parse(text) };
}

/** Waits until `check` holds, asking every 50 ms; how long it took, or a failure after `ms`. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}
