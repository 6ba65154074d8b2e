import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { eventsDigest } from '../../../../contract/eventsDigest';
import { slug } from '../../../../contract/slug';
import { squadBundleSchema, type Role } from '../../../../contract/squad';
import {
  memberChangeSchema,
  NO_SUCH_SQUAD,
  newInviteSchema,
  newSquadSchema,
  squadChangeSchema,
  type MemberView,
  type SquadSummary,
} from '../../../../contract/squadApi';
import type { SquadState } from '../../data/squads/readModel';
import { squadShotsCsv } from '../../data/squads/squadExport';
import { planImport } from '../../data/squads/squadImport';
import { readUpload, UploadRefusal } from '../../data/squads/squadUpload';
import { bundleOfSquad, SquadRefusal, type Actor } from '../../data/squads/squadWrites';
import { registerAnalyticsRoutes } from '../analyticsRoutes';
import { HttpError } from '../httpError';
import { registerImageRoutes } from '../imageRoutes';
import { squadReports } from '../reports/reportFinders';
import { registerReportRoutes } from '../reports/reportRoutes';
import { registerRestartsRoutes } from '../restartsRoutes';
import { squadMatchEvents } from './squadEvents';
import { registerShareManagement } from '../reports/shareRoutes';
import { queryOf } from '../filterQuery';
import type { ServerConfig } from '../../config';
import { RateLimit } from './rateLimit';
import { accessOf, callerOf, requireCaller, requireRole } from './squadAccess';
import { squadFigureSource } from './squadFigures';
import type { SquadServices } from './squadServices';

/** The largest file an upload may be: a 20,000-row CSV is about 3 MB, an XLSX of it less. */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;
/** Join attempts per user: enough for every honest mistake, too few to guess a 192-bit code in any case. */
const JOINS_PER_WINDOW = 10;
const JOIN_WINDOW_MS = 10 * 60 * 1000;
/** Copies of the sample per user: a few tries, not a way to fill Firestore with hundreds of writes a second. */
const COPIES_PER_WINDOW = 3;
const COPY_WINDOW_MS = 60 * 60 * 1000;

const ROLE_ORDER: Readonly<Record<Role, number>> = { owner: 0, analyst: 1, viewer: 2 };

/**
 * How long `caught-up` waits for this process's listener: a change reaches it within milliseconds
 * locally, so the wait ends at once in practice; it is bounded so a digest that can never match
 * (a document this process leaves out as invalid) costs a second, not a hung request.
 */
const CATCH_UP_MS = 1500;
const DIGEST = /^\d{1,6}-[0-9a-f]{8}$/;

/** The digest of one match's events in the read model (contract/eventsDigest.ts). */
const digestOf = (state: SquadState | undefined, matchId: string): string =>
  eventsDigest(state?.events.get(matchId) ?? new Map());

/** A request body as the schema reads it; 400 naming the first field that is wrong. */
function bodyOf<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  throw new HttpError(
    400,
    `Bad request${field === '' ? '' : ` (${field})`}: ${issue?.message ?? 'not what this route takes'}`,
  );
}

/** A refusal from the data layer as the API answers it. */
async function refused<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof SquadRefusal) throw new HttpError(error.kind === 'gone' ? 404 : 409, error.message);
    throw error;
  }
}

function actorOf(request: FastifyRequest): Actor {
  const { uid, email, name } = callerOf(request);
  return { uid, email, name };
}

export function summaryOf(state: SquadState, role: Role): SquadSummary {
  const squad = state.squad;
  if (!squad) throw new HttpError(404, NO_SUCH_SQUAD);
  let shots = 0;
  for (const [matchId, events] of state.events) {
    if (!state.matches.has(matchId)) continue;
    for (const event of events.values()) if (event.kind === 'shot') shots += 1;
  }
  return {
    id: state.id,
    name: squad.name,
    team: squad.team,
    role,
    sample: squad.sample === true,
    createdAt: squad.createdAt,
    matches: state.matches.size,
    shots,
    players: state.players.size,
  };
}

function stateOf(services: SquadServices, squadId: string): SquadState {
  const state = services.model.squad(squadId);
  if (!state) throw new HttpError(404, NO_SUCH_SQUAD);
  return state;
}

/** `name.csv` as an upload names it: a plain file name, for the report (the content tells the format). */
function uploadName(raw: unknown): string {
  const name = typeof raw === 'string' ? path.basename(raw).slice(-120) : '';
  return name === '' ? 'upload' : name;
}

function attachment(reply: FastifyReply, fileName: string, type: string): FastifyReply {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');
}

/**
 * The squads API (docs/squads.md), under `/api`: squads, members and invites, uploads and exports,
 * and every figure route of the public API over a squad's data under `/api/squads/{squadId}`.
 */
export function registerSquadRoutes(app: FastifyInstance, services: SquadServices, config: ServerConfig): void {
  const figures = squadFigureSource(services, config);
  const joins = new RateLimit(JOINS_PER_WINDOW, JOIN_WINDOW_MS);
  const copies = new RateLimit(COPIES_PER_WINDOW, COPY_WINDOW_MS);

  // Routes that need a signed-in caller but no squad: the caller's squads, a new squad, joining one.
  app.register((scope, _options, done) => {
    scope.addHook('onRequest', requireCaller(services, null));

    scope.get('/squads', (request, reply) => {
      const { uid } = callerOf(request);
      const mine = [...services.model.membershipsOf(uid)].flatMap(([squadId, role]) => {
        const state = services.model.squad(squadId);
        return state ? [summaryOf(state, role)] : [];
      });
      const samples = services.model
        .sampleSquads()
        .filter((state) => !services.model.membershipsOf(uid).has(state.id))
        .map((state) => summaryOf(state, 'viewer'));
      // The caller's own squads by name, then the samples.
      reply.send([...mine.sort((a, b) => a.name.localeCompare(b.name)), ...samples]);
    });

    scope.post('/squads', async (request, reply) => {
      const fields = bodyOf(newSquadSchema, request.body);
      const squadId = await services.writer.createSquad(actorOf(request), fields);
      reply.code(201).send(summaryOf(stateOf(services, squadId), 'owner'));
    });

    scope.post('/invites/:code/accept', async (request, reply) => {
      const { uid } = callerOf(request);
      const waitMs = joins.attempt(uid);
      if (waitMs > 0) {
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        throw new HttpError(429, `Too many attempts to join: try again in ${Math.ceil(waitMs / 60_000)} minutes`);
      }
      const { code } = request.params as { code: string };
      const joined = await refused(services.writer.acceptInvite(code, actorOf(request)));
      const state = stateOf(services, joined.squadId);
      reply.send({ squadId: joined.squadId, name: state.squad?.name ?? '', role: joined.role });
    });
    done();
  });

  // Everything of one squad: the caller must be one of its members.
  app.register(
    (scope, _options, done) => {
      scope.addHook('onRequest', requireCaller(services, 'squadId'));

      scope.get('/', (request, reply) => {
        const access = accessOf(request);
        reply.send(summaryOf(stateOf(services, access.squadId), access.role));
      });

      scope.patch('/', async (request, reply) => {
        const access = requireRole(request, ['owner']);
        await services.writer.changeSquad(access.squadId, bodyOf(squadChangeSchema, request.body));
        reply.send(summaryOf(stateOf(services, access.squadId), access.role));
      });

      scope.delete('/', async (request, reply) => {
        const access = requireRole(request, ['owner']);
        await services.writer.deleteSquad(access.squadId);
        reply.code(204).send();
      });

      scope.get('/members', (request, reply) => {
        const state = stateOf(services, accessOf(request).squadId);
        const members: MemberView[] = [...state.members]
          .map(([uid, member]) => ({ uid, ...member }))
          .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.displayName.localeCompare(b.displayName));
        reply.send(members);
      });

      scope.patch('/members/:uid', async (request, reply) => {
        const access = requireRole(request, ['owner']);
        const { role } = bodyOf(memberChangeSchema, request.body);
        const { uid } = request.params as { uid: string };
        await refused(services.writer.changeRole(access.squadId, uid, role));
        reply.send({ uid, role });
      });

      scope.delete('/members/:uid', async (request, reply) => {
        const access = accessOf(request);
        const { uid } = request.params as { uid: string };
        // A member may leave; only an owner may take someone else out.
        if (uid !== access.caller.uid) requireRole(request, ['owner']);
        await refused(services.writer.removeMember(access.squadId, uid));
        reply.code(204).send();
      });

      scope.post('/invites', async (request, reply) => {
        const access = requireRole(request, ['owner']);
        const created = await services.writer.createInvite(
          access.squadId,
          actorOf(request),
          bodyOf(newInviteSchema, request.body),
        );
        reply.code(201).send(created);
      });

      scope.get('/invites', async (request, reply) => {
        const access = requireRole(request, ['owner']);
        reply.send(await services.writer.invites(access.squadId));
      });

      scope.delete('/invites/:inviteId', async (request, reply) => {
        const access = requireRole(request, ['owner']);
        const { inviteId } = request.params as { inviteId: string };
        await refused(services.writer.revokeInvite(access.squadId, inviteId));
        reply.code(204).send();
      });

      scope.get('/export', (request, reply) => {
        const access = requireRole(request, ['owner']);
        const state = stateOf(services, access.squadId);
        const bundle = squadBundleSchema.parse(bundleOfSquad(state));
        attachment(reply, `${slug(bundle.squad.name) || 'squad'}.json`, 'application/json; charset=utf-8').send(bundle);
      });

      scope.get('/export.csv', (request, reply) => {
        const access = requireRole(request, ['owner']);
        const state = stateOf(services, access.squadId);
        attachment(reply, `${slug(state.squad?.name ?? '') || 'squad'}-shots.csv`, 'text/csv; charset=utf-8').send(
          squadShotsCsv(state),
        );
      });

      // The sample squad copied into a new squad of the caller's own, which they own: its roster, and
      // its matches with their panels and events, still marked as sample matches
      // (docs/behaviour.md#sample-copy). Only a sample may be copied: anyone reads it.
      scope.post('/copy', async (request, reply) => {
        const access = accessOf(request);
        const sample = stateOf(services, access.squadId);
        if (sample.squad?.sample !== true) throw new HttpError(403, 'Only the sample squad can be copied');
        const waitMs = copies.attempt(access.caller.uid);
        if (waitMs > 0) {
          reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
          throw new HttpError(429, `Too many copies of the sample: try again in ${Math.ceil(waitMs / 60_000)} minutes`);
        }
        const bundle = bundleOfSquad(sample);
        const squadId = await services.writer.createSquad(actorOf(request), {
          name: `Copy of ${bundle.squad.name}`,
          team: bundle.squad.team,
        });
        await services.writer.writeImport(squadId, planImport(stateOf(services, squadId), bundle));
        reply.code(201).send(summaryOf(stateOf(services, squadId), 'owner'));
      });

      // An upload is the file's bytes as they are, whatever its type: its content tells its format
      // (docs/behaviour.md#tool-files).
      scope.register((upload, _uploadOptions, uploadDone) => {
        upload.removeAllContentTypeParsers();
        upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, parsed) =>
          parsed(null, body),
        );
        upload.post('/imports', async (request, reply) => {
          const access = requireRole(request, ['owner', 'analyst']);
          const query = queryOf(request.query);
          const body = request.body;
          if (!Buffer.isBuffer(body) || body.length === 0) {
            throw new HttpError(
              400,
              "Send the file as the request body (the 2023 championship format, or another tool's file)",
            );
          }
          const given = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
          let read;
          try {
            read = await readUpload(stateOf(services, access.squadId), {
              bytes: body,
              fileName: uploadName(query.name),
              sheet: given(query.sheet),
              teamInFile: given(query.teamInFile),
              matchDate: given(query.date),
              author: { uid: access.caller.uid, at: new Date().toISOString() },
            });
          } catch (error) {
            if (error instanceof UploadRefusal) return reply.code(400).send(error.toJSON());
            throw error;
          }
          const write = !(query.preview === '1' || query.preview === 'true') && read.plan.matches.length > 0;
          if (write) await services.writer.writeImport(access.squadId, read.plan);
          return reply.code(write ? 201 : 200).send(read.report(write));
        });
        uploadDone();
      });

      // The dashboard's live figures ask this before they refetch (docs/squads.md#caught-up).
      scope.get('/matches/:matchId/caught-up', async (request, reply) => {
        const access = accessOf(request);
        const { matchId } = request.params as { matchId: string };
        const wanted = (request.query as Record<string, unknown>).digest;
        if (typeof wanted !== 'string' || !DIGEST.test(wanted)) {
          throw new HttpError(400, 'digest must be <count>-<8 hex digits>');
        }
        const holds = () => digestOf(services.model.squad(access.squadId), matchId) === wanted;
        await services.model.settled(holds, CATCH_UP_MS);
        const digest = digestOf(services.model.squad(access.squadId), matchId);
        reply.header('cache-control', 'no-store').send({ caughtUp: digest === wanted, digest });
      });

      registerAnalyticsRoutes(scope, figures);
      registerImageRoutes(scope, figures, 'urls');
      registerReportRoutes(scope, squadReports(services, figures));
      registerRestartsRoutes(scope, figures, squadMatchEvents(services));
      registerShareManagement(scope, services, figures);
      done();
    },
    { prefix: '/squads/:squadId' },
  );

  // A squad's images themselves: an <img> sends no token, so the signed URL is the permission.
  app.register(
    (scope, _options, done) => {
      scope.addHook('onRequest', (_request, _reply, next) => {
        if (services.isReady()) next();
        else services.ready.then(() => next(), next);
      });
      registerImageRoutes(scope, figures, 'files');
      done();
    },
    { prefix: '/squads/:squadId' },
  );
}
