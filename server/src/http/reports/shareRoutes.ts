import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newShareSchema, SHARE_NOT_FOUND } from '../../../../contract/report';
import type { FigureSource } from '../figureSource';
import { HttpError } from '../httpError';
import { RateLimit } from '../squads/rateLimit';
import { accessOf, requireRole } from '../squads/squadAccess';
import type { SquadServices } from '../squads/squadServices';
import { squadMatchOf } from '../../data/squads/squadReport';
import { NO_SUCH_MATCH, squadReport } from './reportFinders';
import { answerReport, ReportCache, type ReportKind } from './reportRoutes';

/**
 * Share links (docs/report.md#share-links): an owner or analyst makes a read-only link to one
 * match's report; anyone with it opens that report, and nothing else, without signing in.
 */

/** Wrong codes per address: enough for every mistyped link, far too few to guess a 256-bit code. */
const GUESSES_PER_WINDOW = 20;
const GUESS_WINDOW_MS = 10 * 60 * 1000;

const WRITERS = ['owner', 'analyst'] as const;

function bodyOf(body: unknown) {
  const parsed = newShareSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new HttpError(400, `Bad request (days): ${issue?.message ?? 'a whole number of days from 1 to 365, or null'}`);
}

/** The links of one match, under a squad's scope (whose hook has checked the caller's membership). */
export function registerShareManagement(scope: FastifyInstance, services: SquadServices, figures: FigureSource): void {
  /** The match document a link names; it must have a report, so a link never opens nothing. */
  const matchKeyOf = (request: FastifyRequest): string => {
    const { matchId } = request.params as { matchId: string };
    const state = services.model.squad(accessOf(request).squadId);
    const found = state && squadMatchOf(state, figures.figures(request).analytics, matchId);
    if (!found || found.publicId === undefined) throw new HttpError(404, NO_SUCH_MATCH);
    return found.key;
  };

  scope.post('/matches/:matchId/shares', async (request, reply) => {
    const access = requireRole(request, WRITERS);
    const options = bodyOf(request.body);
    const created = await services.shares.create(access.squadId, matchKeyOf(request), access.caller.uid, options);
    reply.code(201).header('cache-control', 'private, no-store').send(created);
  });

  scope.get('/matches/:matchId/shares', async (request, reply) => {
    const access = requireRole(request, WRITERS);
    reply
      .header('cache-control', 'private, no-store')
      .send(await services.shares.list(access.squadId, matchKeyOf(request)));
  });

  scope.delete('/matches/:matchId/shares/:shareId', async (request, reply) => {
    const access = requireRole(request, WRITERS);
    const { shareId } = request.params as { shareId: string };
    if (!(await services.shares.revoke(access.squadId, matchKeyOf(request), shareId))) {
      throw new HttpError(404, 'No such link to this report');
    }
    reply.code(204).send();
  });
}

/** `GET /api/shared/{code}` and its charts, PDF and image: no token, the code is the permission. */
export function registerSharedRoutes(app: FastifyInstance, services: SquadServices): void {
  const cache = new ReportCache();
  const guesses = new RateLimit(GUESSES_PER_WINDOW, GUESS_WINDOW_MS);

  const answer = async (request: FastifyRequest, reply: FastifyReply, kind: ReportKind) => {
    const { code } = request.params as { code: string };
    const tooMany = (waitMs: number) => {
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      return new HttpError(429, `Too many wrong report links: try again in ${Math.ceil(waitMs / 60_000)} minutes`);
    };
    const waiting = guesses.waitMs(request.ip);
    if (waiting > 0) throw tooMany(waiting);
    if (!services.isReady()) await services.ready;
    const share = await services.shares.find(code);
    const state = share ? services.model.squad(share.squadId) : undefined;
    if (!share || !state) {
      // Every way a code fails is the same answer, and counts against the address that sent it.
      const wait = guesses.attempt(request.ip);
      if (wait > 0) throw tooMany(wait);
      throw new HttpError(404, SHARE_NOT_FOUND);
    }
    const found = squadReport(state, services.datasets.of(state).analytics, share.matchId, null, {
      notFound: SHARE_NOT_FOUND,
      // Whoever holds the link may read it; no shared cache may keep it past a revocation.
      cacheControl: 'private, no-store',
    });
    // A page opened from a link must not hand the link on to the sites it links to.
    reply.header('referrer-policy', 'no-referrer');
    await answerReport(cache, found, kind, reply);
  };

  app.get('/shared/:code', (request, reply) => answer(request, reply, 'json'));
  app.get('/shared/:code/charts', (request, reply) => answer(request, reply, 'charts'));
  app.get('/shared/:code.pdf', (request, reply) => answer(request, reply, 'pdf'));
  app.get('/shared/:code.png', (request, reply) => answer(request, reply, 'png'));
}
