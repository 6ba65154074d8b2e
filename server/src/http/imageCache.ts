import { createHash } from 'node:crypto';
import { filterQuery } from '../../../contract/filters';
import { imageFootnote } from '../../../contract/images';
import type { DatasetAnalytics, ResolvedFilter } from '../analytics/datasetAnalytics';
import { isTwoPointEra } from '../analytics/shotFeatures';
import type { Dataset } from '../data/store/dataset';
import { imageName, renderImage, type ImageSpec } from '../render/images';
import { LruCache } from './lruCache';

/** 16 MB: a few hundred rendered images (they are 10-60 KB each). */
export const IMAGE_CACHE_BYTES = 16 * 1024 * 1024;

export type RenderedImage = { readonly body: Buffer; readonly etag: string };

/** One image of the team's shots that pass the filter, as the API serves it. */
export function drawImage(
  dataset: Dataset,
  analytics: DatasetAnalytics,
  team: string,
  spec: ImageSpec,
  filter: ResolvedFilter,
): string {
  // A filtered picture says what it shows, so a downloaded copy is never mistaken for the season.
  const shots = analytics.shotsAround(team, filter);
  return renderImage(shots, team, spec, {
    footnote: imageFootnote(analytics.describe(team, filter), dataset.isSample),
    twoPointArc: shots.some(isTwoPointEra),
  });
}

/**
 * Rendered images of one dataset version, drawn on first request and kept in a cache bounded by
 * bytes (filters come from requests); a new version empties it.
 */
export class ImageCache {
  private version: string | null = null;
  private readonly images: LruCache<RenderedImage>;

  constructor(maxBytes = IMAGE_CACHE_BYTES) {
    this.images = new LruCache<RenderedImage>(maxBytes, (image) => image.body.length);
  }

  image(
    dataset: Dataset,
    analytics: DatasetAnalytics,
    team: string,
    spec: ImageSpec,
    filter: ResolvedFilter,
  ): RenderedImage {
    if (dataset.version !== this.version) {
      this.version = dataset.version;
      this.images.clear();
    }
    const key = `${imageName(spec)}\u0000${team}\u0000${filterQuery(filter.filter)}`;
    let image = this.images.get(key);
    if (!image) {
      const body = Buffer.from(drawImage(dataset, analytics, team, spec, filter), 'utf8');
      // A strong validator: a hash of the exact bytes, which are the same for the same data.
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      image = { body, etag };
      this.images.set(key, image);
    }
    return image;
  }
}
