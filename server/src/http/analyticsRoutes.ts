import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import {
  arcZoneEfficiencySchema,
  matchesSchema,
  modelQualitySchema,
  playersSchema,
  scoringZoneEfficiencySchema,
  seasonsSchema,
  shotsSchema,
  teamsSchema,
  type Health,
} from '../../../contract/answers';
import { filterQuery } from '../../../contract/filters';
import { analyticsFor, type DatasetAnalytics, type ResolvedFilter } from '../analytics/datasetAnalytics';
import type { RouteDeps } from './deps';
import type { FigureSource } from './figureSource';
import { acceptsGzip, type JsonBody } from './jsonCache';
import { queryOf, requireFilter } from './filterQuery';
import { requireTeam } from './httpError';

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

/**
 * What a team route answers for a request: the answer for a team and filter, and what else than
 * the data's version, the team and the filter it depends on (for its cache key; '' for nothing).
 */
export type TeamFigure = (
  request: FastifyRequest,
  analytics: DatasetAnalytics,
) => { key: string; answer: (team: string, filter: ResolvedFilter) => unknown };

/** A route about the team in `?team=` under the shot filter, its answers kept per data version. */
export function registerTeamRoute(app: FastifyInstance, source: FigureSource, url: string, figure: TeamFigure): void {
  app.get(url, (request, reply) => {
    const { analytics, json } = source.figures(request);
    const query = queryOf(request.query);
    const team = requireTeam(query.team, (name) => analytics.hasTeam(name));
    const filter = requireFilter(analytics, query, team, ['team']);
    const { key, answer } = figure(request, analytics);
    const cacheKey = `${url}\u0000${key}\u0000${team}\u0000${filterQuery(filter.filter)}`;
    sendBody(
      request,
      reply,
      json.body(analytics.version, cacheKey, () => answer(team, filter)),
    );
  });
}

/** The JSON routes of docs/behaviour.md#api-calls (paths without the /api prefix, which the app adds), over the source's data. */
export function registerAnalyticsRoutes(app: FastifyInstance, source: FigureSource): void {
  // Handlers are synchronous: every answer is in memory, and an async handler would cost each
  // request a promise and a trip through the microtask queue.

  // `/teams` is every team (the owner's call, docs/behaviour.md#api-calls); `?season=` the teams of one season. Other parameters
  // are ignored, as they always were.
  app.get('/teams', (request, reply) => {
    const { analytics, json } = source.figures(request);
    const { season } = queryOf(request.query);
    const seasonOnly = season === undefined ? {} : { season };
    const filter = requireFilter(analytics, seasonOnly, null, []);
    const chosen = filter.filter.season;
    sendBody(
      request,
      reply,
      json.body(analytics.version, `teams\u0000${chosen ?? ''}`, () => teamsSchema.parse(analytics.teamsIn(chosen))),
    );
  });

  app.get('/seasons', (request, reply) => {
    const { analytics, json } = source.figures(request);
    sendBody(
      request,
      reply,
      json.body(analytics.version, 'seasons', () => seasonsSchema.parse(analytics.seasons)),
    );
  });

  // `/players` is every player (the owner's call, docs/behaviour.md#api-calls); a team and a filter narrow it.
  app.get('/players', (request, reply) => {
    const { analytics, json } = source.figures(request);
    const query = queryOf(request.query);
    const team = query.team === undefined ? null : requireTeam(query.team, (name) => analytics.hasTeam(name));
    const filter = requireFilter(analytics, query, team, ['team']);
    const key = `players\u0000${team ?? ''}\u0000${filterQuery(filter.filter)}`;
    sendBody(
      request,
      reply,
      json.body(analytics.version, key, () => playersSchema.parse(analytics.players(filter, team))),
    );
  });

  /**
   * A route answering one figure of the team in `?team=`, over the shots the filter keeps. Each
   * answer is checked against the contract once, when it is computed, so the app can rely on it.
   */
  const teamRoute = <S extends z.ZodMiniType>(
    url: string,
    schema: S,
    figure: (analytics: DatasetAnalytics, team: string, filter: ResolvedFilter) => z.infer<S>,
  ) =>
    registerTeamRoute(app, source, url, (_request, analytics) => ({
      key: '',
      answer: (team, filter) => schema.parse(figure(analytics, team, filter)),
    }));

  teamRoute('/scoring-zone-efficiency', scoringZoneEfficiencySchema, (analytics, team, filter) =>
    analytics.scoringZone(team, filter),
  );
  teamRoute('/arc-zones', arcZoneEfficiencySchema, (analytics, team, filter) => analytics.arcZones(team, filter));
  teamRoute('/matches', matchesSchema, (analytics, team, filter) => analytics.matches(team, filter));
  // The fixtures list that came first: the same matches, under the name the app first used.
  teamRoute('/fixtures', matchesSchema, (analytics, team, filter) => analytics.matches(team, filter));
  teamRoute('/shots', shotsSchema, (analytics, team, filter) => analytics.shots(team, filter));

  app.get('/model-quality', (request, reply) => {
    const { analytics, json } = source.figures(request);
    sendBody(
      request,
      reply,
      json.body(analytics.version, 'model-quality', () =>
        modelQualitySchema.parse({ version: analytics.version, ...analytics.modelQuality() }),
      ),
    );
  });
}

/** `/health`: the public dataset's state, built per request (it is small, and should say what the store holds now). */
export function registerHealthRoute(app: FastifyInstance, deps: RouteDeps): void {
  // Fit the models before the first request rather than during it: with a large dataset the
  // first /players would otherwise wait seconds. The server's live store hands over datasets whose
  // models were fitted on its loader thread, so there this costs nothing.
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
  app.get('/health', (_request, reply) => {
    const dataset = deps.store.current();
    const analytics = analyticsFor(dataset);
    const reason = deps.store.loadFailure();
    const health: Health = {
      // Degraded: the newest import could not be loaded, and the version below is the last good one.
      ...(reason === null ? { status: 'ok' } : { status: 'degraded', reason }),
      version: dataset.version,
      isSample: dataset.isSample,
      importedAt: dataset.importedAt,
      counts: analytics.counts,
    };
    reply.type(JSON_TYPE).send(health);
  });
}
