import type { ImageUrl } from '../../contract/answers';
import { filterQuery, type ShotFilter } from '../../contract/filters';

/** Team names go into paths, so they are always encoded (docs/behaviour.md#api-calls). */
export const teamPath = (team: string) => encodeURIComponent(team);

/** Whose data a call is about: the public championship data (null), or one squad's (docs/squads.md). */
export type SquadId = string | null;

/**
 * A data call's path for the public data, or the same path under the squad's: every figure route
 * answers alike under `/squads/{squadId}/`. With no squad the path is the spec's own.
 */
export const inSquad = (squadId: SquadId, path: string): string =>
  squadId === null ? path : `squads/${encodeURIComponent(squadId)}/${path}`;

/**
 * A path with the filter's parameters added, in the contract's one order. An empty filter adds
 * nothing, so every call docs/behaviour.md#api-calls lists is made exactly as it lists it.
 */
export function withFilter(path: string, filter: ShotFilter): string {
  const query = filterQuery(filter);
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** What every call over a filter is called with: whose data, and the shot filter. */
export type FilterArg = { squadId: SquadId; filter: ShotFilter };

/** What every team endpoint is called with: whose data, the team and the shot filter. */
export type TeamFilterArg = FilterArg & { team: string };

/** `route?team=T` and the filter: the calls that name a team in their query. */
export function teamQuery(route: string, { squadId, team, filter }: TeamFilterArg): string {
  return withFilter(inSquad(squadId, `${route}?team=${encodeURIComponent(team)}`), filter);
}

/** An image route of the team (`sdpmchart/Galway`), with the filter in its query. */
export const imageRoute = (route: string, { squadId, team, filter }: TeamFilterArg) =>
  withFilter(inSquad(squadId, `${route}/${teamPath(team)}`), filter);

/**
 * The tag of every answer about one source's data: an upload into a squad invalidates its figures,
 * and only its own.
 */
export const figureTags = (squadId: SquadId) => [{ type: 'Figures' as const, id: squadId ?? 'public' }];

/** Every image route answers `{"url": ...}` (docs/behaviour.md#api-images); the app needs the URL. */
export const urlOf = (answer: ImageUrl): string => answer.url;
