import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFENDING_MAPS,
  defendingMapRoute,
  HEAT_MAP_TYPES,
  type HeatMapType,
  isHeatMapType,
} from '../../../contract/images';
import { filterQuery } from '../../../contract/filters';
import { ALL_IMAGES, type ImageSpec, imageName } from '../render/images';
import type { ServerConfig } from '../config';
import { API_PREFIX } from './apiPrefix';
import type { FigureSource } from './figureSource';
import { queryOf, requireFilter } from './filterQuery';
import { HttpError, requireTeam } from './httpError';

/**
 * The image endpoints (docs/behaviour.md#api-images). `/heatmaps/{team}/{type}` and friends answer `{"url": ...}`: an absolute URL
 * of an SVG this module also serves, carrying the dataset version (`?v=`) and the shot filter the
 * request asked for. Because a new import changes the version, and so the URL, the SVG can be
 * cached by browsers and CDNs for a year as immutable.
 *
 * A request whose `v` is missing or not the current version still gets the current image, but with
 * `Cache-Control: no-cache` (revalidate every time; the ETag makes that a cheap 304). We chose this
 * over redirecting to the current version: an <img> loaded from a stale page shows the right
 * picture in one round trip instead of two, no old URL is ever pinned to content it did not name,
 * and we could not serve the old version's bytes anyway (only the current dataset is loaded).
 *
 * Images are rendered on first request and kept per dataset version and filter (a new version
 * empties the cache) in a cache bounded by bytes, since filters come from requests. A team and the
 * filter's matches and player must exist in the data before anything is rendered. No name from a
 * request ever reaches the file system.
 */

const REVALIDATE = 'no-cache';
const SVG_TYPE = 'image/svg+xml; charset=utf-8';

function heatMapType(raw: string | undefined): HeatMapType {
  if (raw !== undefined && isHeatMapType(raw)) return raw;
  const allowed = `allowed types: ${HEAT_MAP_TYPES.join(', ')}`;
  throw new HttpError(
    400,
    raw === undefined ? `Heat map type is required; ${allowed}` : `Unknown heat map type: ${raw}; ${allowed}`,
  );
}

/** A route parameter as a string, or undefined when the route has none or it is empty. */
function param(request: FastifyRequest, name: string): string | undefined {
  const params = request.params;
  if (typeof params !== 'object' || params === null) return undefined;
  const value = (params as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Strict RFC 3986 encoding: also `'`, `(`, `)`, `*` and `!`, which would be awkward in HTML or CSS. */
export function encodeSegment(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The path of an image below the API base, without the version: `/images/{image name}/{team}.svg`. */
function imagePath(team: string, spec: ImageSpec): string {
  return `/images/${imageName(spec)}/${encodeSegment(team)}.svg`;
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The API's public base: PUBLIC_API_URL when set (it includes any mount path, like the app's
 * API_BASE_URL), else the origin this request came to plus the API's prefix. That origin is the
 * request's own Host and protocol, or what a proxy TRUST_PROXY lists forwarded (Fastify reads
 * X-Forwarded-* from no one else). Both are checked, so a hostile value cannot put anything odd
 * into the URL.
 */
export function apiRoot(config: ServerConfig, request: FastifyRequest): string {
  if (config.publicApiUrl) return config.publicApiUrl;
  const host = request.host;
  if (!HOST.test(host)) throw new HttpError(400, 'Bad Host header');
  // Typed 'http' | 'https', but a trusted proxy's X-Forwarded-Proto is passed on as it is.
  const protocol: string = request.protocol;
  if (protocol !== 'http' && protocol !== 'https') throw new HttpError(400, 'Bad X-Forwarded-Proto header');
  return `${protocol}://${host}${API_PREFIX}`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const list = Array.isArray(header) ? header.join(',') : header;
  return list.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * The image routes over the source's data: `urls` the routes that answer `{"url": ...}`, `files`
 * the SVGs themselves (a squad's are checked by their signature rather than a token, so the two
 * are registered apart).
 */
export function registerImageRoutes(
  app: FastifyInstance,
  source: FigureSource,
  parts: 'all' | 'urls' | 'files' = 'all',
): void {
  /** `{"url": ...}` for one image of one team. */
  const urlRoute =
    (spec: (request: FastifyRequest) => ImageSpec) =>
    (request: FastifyRequest, reply: FastifyReply): void => {
      const { dataset, analytics } = source.figures(request);
      const team = requireTeam(param(request, 'team'), (name) => analytics.hasTeam(name));
      const image = spec(request);
      const filter = requireFilter(analytics, queryOf(request.query), team, []);
      const filtered = filterQuery(filter.filter);
      const query = `v=${encodeSegment(dataset.version)}${filtered === '' ? '' : `&${filtered}`}`;
      // The answer names the current version, so it must not be kept past the next import.
      reply.header('cache-control', REVALIDATE).send({ url: source.imageUrl(request, imagePath(team, image), query) });
    };

  /** The SVG itself, at `/images/{image name}/{team}.svg`. */
  const imageRoute =
    (spec: ImageSpec) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const { figures, cacheControl } = await source.image(request);
      const { dataset, analytics, images } = figures;
      const file = param(request, 'file') ?? '';
      if (!file.endsWith('.svg')) throw new HttpError(404, `Not found: ${request.url.split('?')[0] ?? ''}`);
      const team = requireTeam(file.slice(0, -4), (name) => analytics.hasTeam(name));
      const query = queryOf(request.query);
      const image = images.image(
        dataset,
        analytics,
        team,
        spec,
        requireFilter(analytics, query, team, source.imageParams),
      );
      reply
        .header('etag', image.etag)
        .header('cache-control', cacheControl(query.v === dataset.version))
        .header('x-content-type-options', 'nosniff')
        // Opened on its own in a tab an SVG is a document: let it load and run nothing.
        .header('content-security-policy', "default-src 'none'");
      if (matchesEtag(request.headers['if-none-match'], image.etag)) reply.code(304).send();
      else reply.type(SVG_TYPE).send(image.body);
    };
  if (parts !== 'urls') for (const spec of ALL_IMAGES) app.get(`/images/${imageName(spec)}/:file`, imageRoute(spec));
  if (parts === 'files') return;

  const heatMapSpec = (request: FastifyRequest): ImageSpec => ({
    kind: 'heatmap',
    type: heatMapType(param(request, 'type')),
  });
  app.get('/heatmaps/:team/:type', urlRoute(heatMapSpec));
  // A heat map URL without a type (or a team) is a client error, not an unknown path.
  app.get('/heatmaps/:team', urlRoute(heatMapSpec));
  app.get('/heatmaps', urlRoute(heatMapSpec));

  const teamImages: ReadonlyArray<readonly [route: string, spec: ImageSpec]> = [
    ['sdpmchart', { kind: 'sdpmchart' }],
    ['asdmap', { kind: 'asdmap' }],
    ...DEFENDING_MAPS.map((map) => [defendingMapRoute(map), { kind: 'defending', map }] as const),
  ];
  for (const [route, spec] of teamImages) {
    app.get(
      `/${route}/:team`,
      urlRoute(() => spec),
    );
    app.get(
      `/${route}`,
      urlRoute(() => spec),
    );
  }
}
