import {
  type HeatMapType,
  HEAT_MAP_TYPES,
  averageShotPositions,
  blockedMap,
  heatMap,
  pressureMap,
  pressurePointsMap,
  shotDistancePerPeriod,
  tackleMap,
} from '../analytics/pitchMaps';
import type { Shot } from '../analytics/shot';
import { renderAsdMap } from './asdMapImage';
import { renderConcededShotMap, renderPressureMap } from './defendingMapImages';
import type { RenderOptions } from './frame';
import { renderHeatMap } from './heatMapImage';
import { renderSdpmChart } from './sdpmChartImage';

/**
 * The nine images by name: the one place that pairs each image with the analytics it draws.
 * Kind names are the path segments of the image URLs.
 */

export type ImageKind = 'heatmap' | 'sdpmchart' | 'asdmap' | 'pressuremap' | 'ppmap' | 'blockedmap' | 'tacklemap';

export type ImageSpec =
  { readonly kind: 'heatmap'; readonly type: HeatMapType } | { readonly kind: Exclude<ImageKind, 'heatmap'> };

/** Every image a team has: the three heat maps, then the attacking charts, then the defending maps. */
export const ALL_IMAGES: readonly ImageSpec[] = [
  ...HEAT_MAP_TYPES.map((type): ImageSpec => ({ kind: 'heatmap', type })),
  { kind: 'sdpmchart' },
  { kind: 'asdmap' },
  { kind: 'pressuremap' },
  { kind: 'ppmap' },
  { kind: 'blockedmap' },
  { kind: 'tacklemap' },
];

/** A stable name for an image, e.g. `heatmap/shots` or `asdmap`, for cache keys and file names. */
export function imageName(spec: ImageSpec): string {
  return spec.kind === 'heatmap' ? `heatmap/${spec.type}` : spec.kind;
}

/** Computes the numbers behind one image of one team and draws it. Pure: shots in, SVG text out. */
export function renderImage(
  shots: readonly Shot[],
  team: string,
  spec: ImageSpec,
  options: RenderOptions = {},
): string {
  switch (spec.kind) {
    case 'heatmap':
      return renderHeatMap(heatMap(shots, team, spec.type), options);
    case 'sdpmchart':
      return renderSdpmChart(shotDistancePerPeriod(shots, team), options);
    case 'asdmap':
      return renderAsdMap(averageShotPositions(shots, team), options);
    case 'pressuremap':
      return renderPressureMap(pressureMap(shots, team), options);
    case 'ppmap':
      return renderConcededShotMap('pp', pressurePointsMap(shots, team), options);
    case 'blockedmap':
      return renderConcededShotMap('blocked', blockedMap(shots, team), options);
    case 'tacklemap':
      return renderConcededShotMap('tackle', tackleMap(shots, team), options);
  }
}
