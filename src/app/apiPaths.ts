import type { ImageUrl } from '../../contract/answers';
import { filterQuery, type ShotFilter } from '../../contract/filters';

/** Team names go into paths, so they are always encoded (docs/behaviour.md#api-calls). */
export const teamPath = (team: string) => encodeURIComponent(team);

/**
 * A path with the filter's parameters added, in the contract's one order. An empty filter adds
 * nothing, so every call docs/behaviour.md#api-calls lists is made exactly as it lists it.
 */
export function withFilter(path: string, filter: ShotFilter): string {
  const query = filterQuery(filter);
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** `route?team=T` and the filter: the calls that name a team in their query. */
export function teamQuery(route: string, team: string, filter: ShotFilter): string {
  return withFilter(`${route}?team=${encodeURIComponent(team)}`, filter);
}

/** What every team endpoint is called with: the team and the shot filter. */
export type TeamFilterArg = { team: string; filter: ShotFilter };

/** An image route of the team (`sdpmchart/Galway`), with the filter in its query. */
export const imageRoute = (route: string, team: string, filter: ShotFilter) =>
  withFilter(`${route}/${teamPath(team)}`, filter);

/** Every image route answers `{"url": ...}` (docs/behaviour.md#api-images); the app needs the URL. */
export const urlOf = (answer: ImageUrl): string => answer.url;
