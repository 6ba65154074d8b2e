import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ClientConfig } from '../../../contract/answers';
import type { RouteDeps } from './deps';
import { registerAnalyticsRoutes } from './analyticsRoutes';
import { registerImageRoutes } from './imageRoutes';
import { HttpError, type ApiError } from './httpError';
import { getOnly } from './routing';
import { contentSecurityPolicy } from './securityHeaders';

export const API_PREFIX = '/api';

export type BuildAppOptions = {
  /** Fastify's request log; off in tests and benches where it only adds noise and time. */
  logger?: boolean;
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

export function buildApp(deps: RouteDeps, options: BuildAppOptions = {}): FastifyInstance {
  const { config } = deps;
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const corsOrigins = new Set(config.corsOrigins);
  const csp = contentSecurityPolicy(config);

  const securityHeaders = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  // Images and JSON are meant to be read by the app wherever it is hosted; pages only by us.
  const apiHeaders = { ...securityHeaders, 'cross-origin-resource-policy': 'cross-origin' };
  const pageHeaders = {
    ...securityHeaders,
    'cross-origin-resource-policy': 'same-origin',
    'content-security-policy': csp,
  };
  // The app's files are sent brotli'd, gzipped or plain by what the browser accepts; a cache must
  // keep them apart.
  const pageVary = 'Accept-Encoding';

  // One synchronous hook for every answer: it does no I/O (an async hook would cost a promise per
  // request), and headers set this early stay on 404s, 405s and errors as well.
  app.addHook('onRequest', (request, reply, done) => {
    const api = isApiPath(request.url);
    reply.headers(api ? apiHeaders : pageHeaders);
    if (!api) reply.header('vary', pageVary);
    const origin = request.headers.origin;
    if (origin && corsOrigins.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', api ? 'Origin' : `${pageVary}, Origin`);
      if (request.method === 'OPTIONS') {
        // Every API call is a simple GET; a preflight only needs the method back.
        reply
          .code(204)
          .header('access-control-allow-methods', 'GET, HEAD')
          .header('access-control-max-age', '86400')
          .send();
        return;
      }
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
    if (status === 500) request.log.error(error);
    const body: ApiError = { error: status === 500 ? 'Internal server error' : error.message };
    reply.code(status).send(body);
  });

  app.register(
    (api, _options, done) => {
      registerAnalyticsRoutes(api, deps);
      registerImageRoutes(api, deps);
      done();
    },
    { prefix: API_PREFIX },
  );

  getOnly(app, '/config.js', async (_request, reply) =>
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
      // Those are only ever sent in place of their file, never as files of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Bundles carry a content hash in their names; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          /\.[0-9a-f]{8,}\./.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (appDir && !isApiPath(request.url) && wantsHtml(request)) {
      // History fallback: every client-side route is answered with the app itself (compressed too).
      return reply.sendFile('index.html');
    }
    throw new HttpError(404, `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}`);
  });

  return app;
}
