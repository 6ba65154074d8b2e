import { z } from 'zod/mini';
import {
  HALVES,
  NO_FILTER,
  PERIODS,
  PRESSURES,
  SHOT_TYPES,
  type Half,
  type Period,
  type Pressure,
  type ShotFilter,
  type ShotType,
} from './shotFilter';

/**
 * The shot filter every team route accepts, and the one way both sides write it into a query
 * string. With no filter parameter a route answers exactly as it did before filters existed.
 */

export * from './shotFilter';

/** The filter's parameters in the order they are written into every URL and cache key. */
export const FILTER_PARAMS = ['match', 'half', 'period', 'shotType', 'pressure', 'player', 'season'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

const oneText = z.string().check(z.minLength(1));

/** The filter parameters as a query string carries them; only `match` may repeat. */
export const shotFilterParamsSchema = z.object({
  match: z.optional(z.union([oneText, z.array(oneText)])),
  half: z.optional(z.enum(HALVES)),
  period: z.optional(z.enum(PERIODS)),
  shotType: z.optional(z.enum(SHOT_TYPES)),
  pressure: z.optional(z.enum(PRESSURES)),
  player: z.optional(oneText),
  season: z.optional(z.string().check(z.regex(/^\d{4}$/))),
});

const ALLOWED: Readonly<Record<FilterParam, string>> = {
  match: 'match ids from /matches?team=…',
  half: HALVES.join(', '),
  period: PERIODS.join(', '),
  shotType: SHOT_TYPES.join(', '),
  pressure: PRESSURES.join(', '),
  player: 'a player name from /players',
  season: 'a season from /seasons',
};

export type FilterProblem = { param: string; message: string };

/** A query as a parser gives it: each name once, several values of one name as an array. */
export type QueryValues = Readonly<Record<string, string | readonly string[] | undefined>>;

const isFilterParam = (name: string): name is FilterParam => (FILTER_PARAMS as readonly string[]).includes(name);

function problemWith(param: string, value: unknown, others: readonly string[]): FilterProblem {
  if (!isFilterParam(param)) {
    return {
      param,
      message: `Unknown parameter: ${param}; allowed parameters: ${[...others, ...FILTER_PARAMS].join(', ')}`,
    };
  }
  if (Array.isArray(value)) return { param, message: `Give one ${param}, not several` };
  const shown = typeof value === 'string' ? value : String(value);
  return { param, message: `Unknown ${param}: '${shown}'; allowed values: ${ALLOWED[param]}` };
}

/**
 * Reads the filter out of a query. `others` are the route's own parameters (`team`, `v`), which
 * are not the filter's business; any other name, a repeated single-valued parameter, or a value
 * outside its allowed set is a problem naming the parameter and what it allows.
 */
export function readShotFilter(
  query: QueryValues,
  others: readonly string[] = [],
): { filter: ShotFilter } | { problem: FilterProblem } {
  const params: Record<string, unknown> = {};
  let given = 0;
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || others.includes(name)) continue;
    if (!isFilterParam(name)) return { problem: problemWith(name, value, others) };
    params[name] = value;
    given += 1;
  }
  // Most requests carry no filter; they need no parsing at all.
  if (given === 0) return { filter: NO_FILTER };
  const parsed = shotFilterParamsSchema.safeParse(params);
  if (!parsed.success) {
    const param = String(parsed.error.issues[0]?.path[0] ?? '');
    return { problem: problemWith(param, params[param], others) };
  }
  const { match, half, period, shotType, pressure, player, season } = parsed.data;
  const matches = match === undefined ? [] : typeof match === 'string' ? [match] : match;
  return {
    filter: {
      // Sorted and once each: the same question always gives the same URL and cache key.
      match: [...new Set(matches)].sort(),
      half: half ?? null,
      period: period ?? null,
      shotType: shotType ?? null,
      pressure: pressure ?? null,
      player: player ?? null,
      season: season ?? null,
    },
  };
}

/** The filter as query parameters, in one fixed order; nothing for an empty filter. */
export function filterParams(filter: ShotFilter): Array<[FilterParam, string]> {
  const params: Array<[FilterParam, string]> = filter.match.map((id) => ['match', id]);
  for (const name of ['half', 'period', 'shotType', 'pressure', 'player', 'season'] as const) {
    const value = filter[name];
    if (value !== null) params.push([name, value]);
  }
  return params;
}

/** `half=2&shotType=free`: the filter's canonical query string ('' for no filter). */
export function filterQuery(filter: ShotFilter): string {
  return filterParams(filter)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

export function isFiltered(filter: ShotFilter): boolean {
  return filterParams(filter).length > 0;
}

/** The period a match minute falls in, or null when the minute is unknown. */
export function periodOfMinute(minute: number | null): Period | null {
  if (minute === null || !Number.isFinite(minute) || minute < 0) return null;
  return PERIODS[Math.min(PERIODS.length - 1, Math.floor(minute / 10))] ?? null;
}

export const HALF_NAMES: Readonly<Record<Half, string>> = { '1': '1st half', '2': '2nd half' };
export const SHOT_TYPE_NAMES: Readonly<Record<ShotType, string>> = {
  play: 'from play',
  free: 'frees',
  '45': '45s',
  mark: 'marks',
  penalty: 'penalties',
};
export const PRESSURE_NAMES: Readonly<Record<Pressure, string>> = { yes: 'under pressure', no: 'not under pressure' };

const matchDate = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An ISO calendar date as Irish readers write it: '2023-06-25' -> '25 Jun 2023'. */
export function formatMatchDate(isoDate: string): string {
  return matchDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A match from one team's side, as a subtitle names it: 'v Kerry, 25 Jun 2023'. */
export function matchName(opponent: string, isoDate: string): string {
  return `v ${opponent}, ${formatMatchDate(isoDate)}`;
}

/**
 * The filter in words, one part per parameter in the URL's order, e.g. ['v Kerry, 25 Jun 2023',
 * '2nd half', 'frees']: the same words under the dashboard's title and on a filtered image. The
 * season is not among them: the dashboard's subtitle names it on its own, and an image says it
 * where it is drawn from more than one season's data.
 */
export function describeFilter(filter: ShotFilter, nameOfMatch: (id: string) => string): string[] {
  const parts = filter.match.map(nameOfMatch);
  if (filter.half !== null) parts.push(HALF_NAMES[filter.half]);
  if (filter.period !== null) parts.push(`minutes ${filter.period}`);
  if (filter.shotType !== null) parts.push(SHOT_TYPE_NAMES[filter.shotType]);
  if (filter.pressure !== null) parts.push(PRESSURE_NAMES[filter.pressure]);
  if (filter.player !== null) parts.push(filter.player);
  return parts;
}
