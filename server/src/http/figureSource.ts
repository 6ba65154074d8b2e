import type { FastifyRequest } from 'fastify';
import { analyticsFor, type DatasetAnalytics } from '../analytics/datasetAnalytics';
import type { Dataset } from '../data/store/dataset';
import type { RouteDeps } from './deps';
import { ImageCache } from './imageCache';
import { createJsonCache, type JsonCache } from './jsonCache';

/** One dataset's figures as the routes serve them: its analytics and its caches of answers and images. */
export type Figures = { dataset: Dataset; analytics: DatasetAnalytics; json: JsonCache; images: ImageCache };

/**
 * Where the figure routes (analyticsRoutes.ts, imageRoutes.ts) get their data: the public dataset,
 * or a squad's (squads/squadFigures.ts). The routes are the same code for both, so a squad's
 * answers have exactly the public ones' shapes, filters and checks.
 */
export type FigureSource = {
  /** The figures this request may see; throws an HttpError when it may see none. */
  figures(request: FastifyRequest): Figures;
  /** The absolute URL of an image: its path below the routes' prefix, and its query (version and filter). */
  imageUrl(request: FastifyRequest, path: string, query: string): string;
  /** The figures an image request may see, and the Cache-Control of its answer (`isCurrent`: its version is the data's). */
  image(request: FastifyRequest): Promise<{ figures: Figures; cacheControl: (isCurrent: boolean) => string }>;
  /** An image URL's own query parameters beside the filter. */
  imageParams: readonly string[];
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The public championship dataset, the same for everyone (the spec's calls). */
export function publicFigureSource(deps: RouteDeps, apiBase: (request: FastifyRequest) => string): FigureSource {
  const json = createJsonCache();
  const images = new ImageCache();
  const figures = (): Figures => {
    const dataset = deps.store.current();
    return { dataset, analytics: analyticsFor(dataset), json, images };
  };
  return {
    figures,
    imageUrl: (request, path, query) => `${apiBase(request)}${path}?${query}`,
    imageParams: ['v'],
    image: () =>
      Promise.resolve({
        figures: figures(),
        // A URL naming the current version names these bytes for good; an older one is answered with
        // the current image, to be checked again next time (docs/behaviour.md#api-images).
        cacheControl: (isCurrent: boolean) => (isCurrent ? IMMUTABLE : REVALIDATE),
      }),
  };
}
