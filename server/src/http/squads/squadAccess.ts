import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Role } from '../../../../contract/squad';
import { NO_SUCH_SQUAD } from '../../../../contract/squadApi';
import type { SquadState } from '../../data/squads/readModel';
import { HttpError } from '../httpError';
import { bearerToken, type Caller } from './idTokens';
import type { SquadServices } from './squadServices';

/**
 * Who may do what with a squad (docs/squads.md#access), checked before any squad route runs: the
 * caller's ID token (401 without a valid one), then their membership, read from the read model at
 * every request (so a removed member is refused at once). A squad the caller is not a member of
 * answers exactly as one that does not exist, so squad ids cannot be probed.
 */

export type SquadAccess = { caller: Caller; squadId: string; role: Role };

const callers = new WeakMap<FastifyRequest, Caller>();
const accesses = new WeakMap<FastifyRequest, SquadAccess>();

/** How long a request waits for the read model after a start before it is refused with 503. */
const READY_WAIT_MS = 15_000;

function waitUntilReady(services: SquadServices): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new HttpError(503, 'Squads are still loading: try again in a few seconds')),
      READY_WAIT_MS,
    );
  });
  return Promise.race([services.ready, late]).finally(() => clearTimeout(timer));
}

/** The caller's role in a squad: their membership, or a viewer's for the sample squad (docs/behaviour.md#sample-squad). */
export function roleIn(
  services: SquadServices,
  uid: string,
  squadId: string,
): { state: SquadState; role: Role } | null {
  const state = services.model.squad(squadId);
  if (!state) return null;
  const role = services.model.roleOf(uid, squadId) ?? (state.squad?.sample === true ? 'viewer' : null);
  return role === null ? null : { state, role };
}

/**
 * An onRequest hook that finds the caller (and, with `squadParam`, their access to that squad). It
 * costs no I/O for a token seen before and a read model that is ready, which is every request but
 * the first few: it then calls `done` at once, with no promise made.
 */
export function requireCaller(services: SquadServices, squadParam: string | null) {
  const grant = (request: FastifyRequest, caller: Caller): void => {
    callers.set(request, caller);
    if (squadParam === null) return;
    const squadId = (request.params as Record<string, string | undefined>)[squadParam] ?? '';
    const found = roleIn(services, caller.uid, squadId);
    if (!found) throw new HttpError(404, NO_SUCH_SQUAD);
    accesses.set(request, { caller, squadId, role: found.role });
  };
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    try {
      const token = bearerToken(request.headers.authorization);
      const known = services.tokens.remembered(token);
      if (known && services.isReady()) {
        grant(request, known);
        done();
        return;
      }
      Promise.all([services.tokens.check(token), waitUntilReady(services)])
        .then(([caller]) => grant(request, caller))
        .then(
          () => done(),
          (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
        );
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  };
}

export function callerOf(request: FastifyRequest): Caller {
  const caller = callers.get(request);
  if (!caller) throw new Error('A squad route ran without its caller check');
  return caller;
}

export function accessOf(request: FastifyRequest): SquadAccess {
  const access = accesses.get(request);
  if (!access) throw new Error('A squad route ran without its access check');
  return access;
}

const REFUSALS: Readonly<Record<Role, string>> = {
  owner: '',
  analyst: 'Only an owner of the squad may do this',
  viewer: 'A viewer reads a squad and changes nothing of it',
};

/** The access of a caller whose role is one of `roles`; 403 saying why for anyone else. */
export function requireRole(request: FastifyRequest, roles: readonly Role[]): SquadAccess {
  const access = accessOf(request);
  if (!roles.includes(access.role)) throw new HttpError(403, REFUSALS[access.role] || 'Not allowed');
  return access;
}
