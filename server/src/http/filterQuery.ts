import { readShotFilter, type QueryValues } from '../../../contract/filters';
import type { DatasetAnalytics, ResolvedFilter } from '../analytics/datasetAnalytics';
import { HttpError } from './httpError';

/** A request's query as Fastify parsed it: each name once, several values of one name as an array. */
export function queryOf(query: unknown): QueryValues {
  return typeof query === 'object' && query !== null ? (query as QueryValues) : {};
}

/**
 * The shot filter a request asks for, checked against the data: a 400 names the parameter and the
 * values it allows. `routeParams` are the route's own parameters (`team`, `v`).
 */
export function requireFilter(
  analytics: DatasetAnalytics,
  query: QueryValues,
  team: string | null,
  routeParams: readonly string[],
): ResolvedFilter {
  const read = readShotFilter(query, routeParams);
  if ('problem' in read) throw new HttpError(400, read.problem.message);
  const resolved = analytics.resolve(read.filter, team);
  if ('param' in resolved) {
    // A season belongs to the data, not to a team.
    const scope = team === null || resolved.param === 'season' ? 'in the data' : `for ${team}`;
    const where =
      resolved.param === 'match'
        ? 'the ids /matches?team=… lists'
        : resolved.param === 'player'
          ? 'the names /players lists'
          : 'the seasons /seasons lists';
    const allowed = resolved.allowed === null ? where : resolved.allowed.join(', ') || 'none';
    throw new HttpError(400, `Unknown ${resolved.param} ${scope}: '${resolved.value}'; allowed values: ${allowed}`);
  }
  return resolved;
}
