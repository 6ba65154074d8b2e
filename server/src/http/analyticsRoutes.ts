import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { analyticsFor, type DatasetAnalytics } from '../analytics/datasetAnalytics';
import type { Dataset } from '../data/dataset';
import type { RouteDeps } from './deps';
import { acceptsGzip, createJsonCache, type JsonBody } from './jsonCache';
import { requireTeam } from './httpError';
import { getOnly } from './routing';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Adds to Vary rather than replacing it: the CORS hook may already have put Origin there. */
function addVary(reply: FastifyReply, header: string): void {
  const existing = reply.getHeader('vary');
  const names = typeof existing === 'string' && existing !== '' ? `${existing}, ${header}` : header;
  reply.header('vary', names);
}

/** Sends prepared bytes, gzipped when the client accepts it (a browser always does). */
function sendBody(request: FastifyRequest, reply: FastifyReply, body: JsonBody): void {
  const gzipped = body.gzip();
  reply.type(JSON_TYPE);
  if (gzipped === null) {
    reply.send(body.json);
    return;
  }
  addVary(reply, 'Accept-Encoding');
  if (acceptsGzip(request.headers['accept-encoding'])) reply.header('content-encoding', 'gzip').send(gzipped);
  else reply.send(body.json);
}

/** The JSON routes of docs/behaviour.md#api-calls (paths without the /api prefix, which the app adds). */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const cache = createJsonCache();
  // Fit the models before the first request rather than during it: with a large dataset the
  // first /players would otherwise wait seconds. An import later pays on its first request.
  app.addHook('onReady', (done) => {
    try {
      const analytics = analyticsFor(deps.store.current());
      analytics.players();
      analytics.modelQuality();
      done();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  });
  // Handlers are synchronous: every answer is in memory, and an async handler would cost each
  // request a promise and a trip through the microtask queue.
  const current = (): { dataset: Dataset; analytics: DatasetAnalytics } => {
    const dataset = deps.store.current();
    return { dataset, analytics: analyticsFor(dataset) };
  };

  getOnly(app, '/teams', (request, reply) => {
    const { analytics } = current();
    sendBody(
      request,
      reply,
      cache.body(analytics.version, 'teams', () => analytics.teams),
    );
  });

  getOnly(app, '/players', (request, reply) => {
    const { analytics } = current();
    sendBody(
      request,
      reply,
      cache.body(analytics.version, 'players', () => analytics.players()),
    );
  });

  /** A route answering one figure of the team in `?team=`, after the checks of docs/behaviour.md#api-errors. */
  const teamRoute = (url: string, figure: (analytics: DatasetAnalytics, team: string) => unknown) =>
    getOnly(app, url, (request, reply) => {
      const { analytics } = current();
      const query = request.query as Record<string, unknown> | undefined;
      const team = requireTeam(query?.team, (name) => analytics.hasTeam(name));
      sendBody(
        request,
        reply,
        cache.body(analytics.version, `${url}\u0000${team}`, () => figure(analytics, team)),
      );
    });

  teamRoute('/scoring-zone-efficiency', (analytics, team) => analytics.scoringZone(team));
  teamRoute('/fixtures', (analytics, team) => analytics.fixtures(team));

  getOnly(app, '/model-quality', (request, reply) => {
    const { analytics } = current();
    sendBody(
      request,
      reply,
      cache.body(analytics.version, 'model-quality', () => ({
        version: analytics.version,
        ...analytics.modelQuality(),
      })),
    );
  });

  // Built per request: it is small, and it should say what the store holds at this moment.
  getOnly(app, '/health', (_request, reply) => {
    const { dataset, analytics } = current();
    reply.type(JSON_TYPE).send({
      status: 'ok',
      version: dataset.version,
      isSample: dataset.isSample,
      importedAt: dataset.importedAt,
      counts: analytics.counts,
    });
  });
}
