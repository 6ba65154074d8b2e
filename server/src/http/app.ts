import fs from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import Fastify, {
  type ConnectionError,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ClientConfig } from '../../../contract/answers';
import type { RouteDeps } from './deps';
import { API_PREFIX } from './apiPrefix';
import { registerAnalyticsRoutes, registerHealthRoute } from './analyticsRoutes';
import { publicFigureSource } from './figureSource';
import { apiRoot, registerImageRoutes } from './imageRoutes';
import { registerSquadRoutes } from './squads/squadRoutes';
import { publicReports } from './reports/reportFinders';
import { registerReportRoutes } from './reports/reportRoutes';
import { registerRestartsRoutes, SHOTS_ONLY } from './restartsRoutes';
import { registerSharedRoutes } from './reports/shareRoutes';
import { HttpError, type ApiError } from './httpError';
import { securityHeaders, type HeaderSet } from './securityHeaders';

export type BuildAppOptions = {
  /** Where the log's JSON lines go: standard output unless a test reads them. */
  logTo?: { write(line: string): void };
};

/** The browser-side settings as a script the single-page app loads before its bundle. */
export function clientConfigScript(client: ClientConfig): string {
  // JSON is valid JavaScript; escaping '<' keeps a hostile value from closing a script tag.
  const json = JSON.stringify(client).replace(/</g, '\\u003c');
  return `window.__PAIRC_CONFIG__ = ${json};\n`;
}

function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

const pathOf = (url: string): string => url.split('?')[0] ?? '';

/** The app's bundles and the config script: run by the page, never documents or workers themselves. */
/** A build file with a content hash in its name (`main.0123456789ab.js`): its content never changes. */
const isHashed = (filePath: string): boolean => /\.[0-9a-f]{8,}\./.test(path.basename(filePath));

function isPageScript(url: string): boolean {
  const pathname = pathOf(url);
  return pathname.startsWith('/assets/') || pathname === '/config.js';
}

/**
 * A 500 is our fault, so it is always logged, request log or not: the stack, and the method and
 * path (with the query, which holds the filter) that met it, to reproduce it with. An answer that
 * is not ours to blame but keeps its cause (a 503: a service did not answer) logs that cause.
 */
function logFailure(request: FastifyRequest, error: Error, status: number): void {
  const what = status === 500 ? 'Internal server error' : `Answered ${status}: ${error.message}`;
  request.log.error({ err: status === 500 ? error : error.cause, method: request.method, url: request.url }, what);
}

/** The squads API's paths, whose calls carry a token and may write. */
function isSquadPath(url: string): boolean {
  return url.startsWith(`${API_PREFIX}/squads`) || url.startsWith(`${API_PREFIX}/invites/`);
}

/** The methods any route answers; a known path asked with another is a 405 naming those it answers. */
const ROUTE_METHODS = ['GET', 'POST', 'PATCH', 'DELETE'] as const;

/** Fastify's own failures found before any route runs, as the API tells them. */
const FRAMEWORK_ERRORS: Readonly<Record<string, readonly [status: number, message: string]>> = {
  FST_ERR_BAD_URL: [400, 'Bad URL: part of the path is not valid percent-encoding'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URL too long: part of the path is over 100 characters'],
};

/** What Node's HTTP parser could not take, by the code of its error. */
function brokenRequestAnswer(code: string): readonly [status: number, message: string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request timeout: the request did not arrive in time'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request headers too large'];
  return [400, 'Bad request: not valid HTTP'];
}

/** A whole HTTP answer as bytes for the socket, for failures found before there is a request object. */
function rawErrorAnswer(status: number, message: string, headers: HeaderSet): string {
  const body = JSON.stringify({ error: message } satisfies ApiError);
  const head = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * How often Node looks for requests past their time. Its default, 30 s, would let a request run
 * up to 30 s over the limit; half the limit (at most a second) keeps the overrun small for a check
 * that only walks the open connections.
 */
function connectionsCheckingInterval(requestMs: number): number {
  return Math.max(1, Math.min(1000, Math.floor(requestMs / 2)));
}

export function buildApp(deps: RouteDeps, options: BuildAppOptions = {}): FastifyInstance {
  const { config } = deps;
  const corsOrigins = new Set(config.corsOrigins);
  const headers = securityHeaders(config);
  const { requestMs, idleMs } = config.timeouts;

  /** The security headers, and CORS for a listed origin: what every answer carries, errors included. */
  const decorate = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const api = isApiPath(request.url);
    // A script's lean set is for what loads it, a GET; any other method is answered as a page is.
    const script = isPageScript(request.url) && (request.method === 'GET' || request.method === 'HEAD');
    reply.headers(api ? headers.api : script ? headers.script : headers.page);
    // The app's files are sent brotli'd, gzipped or plain by what the browser accepts; a cache must
    // keep them apart.
    if (!api) reply.header('vary', 'Accept-Encoding');
    const origin = request.headers.origin;
    if (!origin || !corsOrigins.has(origin)) return false;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', api ? 'Origin' : 'Accept-Encoding, Origin');
    return true;
  };

  const app = Fastify({
    // Warnings and errors always, as JSON lines; Fastify's line per request and answer (info) when asked for.
    logger: {
      level: config.logRequests ? 'info' : 'warn',
      ...(options.logTo === undefined ? {} : { stream: options.logTo }),
    },
    // Only a proxy the operator names may speak for the client: believing anyone's X-Forwarded-*
    // would let a client choose the origin of the image URLs it is given.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    // A GET has no body, so the headers' deadline is the whole request's. It also cuts a client
    // that connects and sends nothing.
    http: { headersTimeout: requestMs, connectionsCheckingInterval: connectionsCheckingInterval(requestMs) },
    requestTimeout: requestMs,
    keepAliveTimeout: idleMs,
    // A socket that moves no bytes for this long (a reader that stopped reading) is destroyed.
    connectionTimeout: idleMs,
    // Fastify's own 503 while closing has neither our headers nor our error shape; requests that
    // arrive on an open connection during shutdown are answered as usual instead.
    return503OnClosing: false,
    // A bad URL is found before any route (so before the onRequest hook) is chosen.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      decorate(request, reply);
      const known = FRAMEWORK_ERRORS[error.code];
      if (!known) logFailure(request, error, 500);
      const [status, message] = known ?? [500, 'Internal server error'];
      reply.code(status).send({ error: message } satisfies ApiError);
    },
    // What Node's parser refuses (a header block too large, not HTTP at all, too slow) never
    // becomes a request: it is answered on the socket itself.
    clientErrorHandler: (error: ConnectionError, socket: Socket) => {
      // A reset connection has no one left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, message] = brokenRequestAnswer(error.code);
      // An answer still going out must not be cut into by another.
      if (socket.writable && socket.writableLength === 0) socket.write(rawErrorAnswer(status, message, headers.page));
      socket.destroy();
    },
  });

  // One synchronous hook for every answer: it does no I/O (an async hook would cost a promise per
  // request), and headers set this early stay on 404s, 405s and errors as well.
  app.addHook('onRequest', (request, reply, done) => {
    if (decorate(request, reply) && request.method === 'OPTIONS') {
      // The public API is simple GETs, whose preflight needs only the method back; a squad's calls
      // carry a token and may write (docs/squads.md).
      const squads = isSquadPath(request.url);
      reply
        .code(204)
        .header('access-control-allow-methods', squads ? 'GET, HEAD, POST, PATCH, DELETE' : 'GET, HEAD')
        .header('access-control-max-age', '86400');
      if (squads) reply.header('access-control-allow-headers', 'authorization, content-type');
      reply.send();
      return;
    }
    done();
  });

  // Set before any route is registered, so every plugin context inherits it.
  // The one place an API failure becomes an answer: our HttpErrors and Fastify's own client errors
  // (a body on a GET, say) say what was wrong; anything else is logged and told as a 500.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status =
      error instanceof HttpError
        ? error.status
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
    // A failure of ours goes in the log, and so does what failed under an HttpError that keeps it
    // (a 503 for a service we could not reach).
    if (status === 500 || (error instanceof HttpError && error.cause !== undefined)) logFailure(request, error, status);
    // RFC 6750: a 401 says which credentials are wanted.
    if (status === 401) reply.header('www-authenticate', 'Bearer realm="pairc"');
    const body: ApiError = { error: status === 500 ? 'Internal server error' : error.message };
    reply.code(status).send(body);
  });

  app.register(
    (api, _options, done) => {
      const source = publicFigureSource(deps, (request) => apiRoot(config, request));
      registerHealthRoute(api, deps);
      registerAnalyticsRoutes(api, source);
      registerImageRoutes(api, source);
      registerReportRoutes(api, publicReports(source));
      registerRestartsRoutes(api, source, SHOTS_ONLY);
      if (deps.squads) {
        registerSquadRoutes(api, deps.squads, config);
        registerSharedRoutes(api, deps.squads);
      }
      done();
    },
    { prefix: API_PREFIX },
  );

  app.get('/config.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(clientConfigScript(config.client)),
  );

  // The files are listed once, at start; a server started before the build serves the API alone.
  const appDir = config.distDir && fs.existsSync(path.join(config.distDir, 'index.html')) ? config.distDir : null;
  if (appDir) {
    app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      index: false,
      // Our own Cache-Control below; the plugin's default would overwrite it with max-age=0.
      cacheControl: false,
      // The build writes a .br and a .gz beside every text file; the plugin picks by Accept-Encoding.
      preCompressed: true,
      // Those are only ever sent in place of their file, never as files of their own. A source map
      // gives out the app's sources whole; unless asked for, it gets no route at all.
      globIgnore: ['**/*.br', '**/*.gz', ...(config.serveSourceMaps ? [] : ['**/*.map'])],
      // Bundles carry a content hash in their names; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', isHashed(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // A hashed file is never asked for again, so what a browser revalidates or resumes with (its
    // ETag, its date, byte ranges) is 100 bytes sent for nothing with each of the scripts the capture
    // screen loads (docs/performance.md); index.html and sw.js keep them, for their 304s.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode === 200 && pathOf(request.url).startsWith('/assets/') && isHashed(pathOf(request.url))) {
        for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
      }
      return payload;
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request.url);
    // Everything we serve is read-only (docs/behaviour.md#api): another method on a path a GET
    // would find, whatever the method (OPTIONS, TRACE, PROPFIND...), is 405, not a misleading 404.
    // (Fastify's types say findRoute always finds a route; it answers null when none matches.)
    const allowed = ROUTE_METHODS.filter((method) => {
      const route: unknown = app.findRoute({ method, url: pathname });
      return route !== null;
    });
    if (allowed.length > 0 && !allowed.includes(request.method as (typeof ROUTE_METHODS)[number])) {
      const onlyGet = allowed.length === 1 && allowed[0] === 'GET';
      reply.header('allow', allowed.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])).join(', '));
      throw new HttpError(
        405,
        onlyGet
          ? 'Method not allowed: this path only answers GET'
          : `Method not allowed: this path answers ${allowed.join(', ')}`,
      );
    }
    if (appDir && !isApiPath(request.url) && wantsHtml(request)) {
      // History fallback: every client-side route is answered with the app itself (compressed too).
      return reply.sendFile('index.html');
    }
    throw new HttpError(404, `Not found: ${request.method} ${pathname}`);
  });

  return app;
}
