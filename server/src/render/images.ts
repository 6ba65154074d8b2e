import { DEFENDING_MAPS, HEAT_MAP_TYPES, type DefendingMap, type HeatMapType } from '../../../contract/images';
import {
  averageShotPositions,
  blockedMap,
  heatMap,
  ppMap,
  pressureMap,
  shotDistancePerPeriod,
  tacklesMap,
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

export type ImageSpec =
  | { readonly kind: 'heatmap'; readonly type: HeatMapType }
  | { readonly kind: 'sdpmchart' }
  | { readonly kind: 'asdmap' }
  | { readonly kind: 'defending'; readonly map: DefendingMap };

export type ImageKind = ImageSpec['kind'];

/** Every image a team has: the three heat maps, then the attacking charts, then the defending maps. */
export const ALL_IMAGES: readonly ImageSpec[] = [
  ...HEAT_MAP_TYPES.map((type): ImageSpec => ({ kind: 'heatmap', type })),
  { kind: 'sdpmchart' },
  { kind: 'asdmap' },
  ...DEFENDING_MAPS.map((map): ImageSpec => ({ kind: 'defending', map })),
];

/** A stable name for an image, e.g. `heatmap/shots`, `asdmap` or `defending/pp`, for cache keys and file names. */
export function imageName(spec: ImageSpec): string {
  switch (spec.kind) {
    case 'heatmap':
      return `heatmap/${spec.type}`;
    case 'defending':
      return `defending/${spec.map}`;
    default:
      return spec.kind;
  }
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
    case 'defending':
      return renderDefendingMap(shots, team, spec.map, options);
  }
}

function renderDefendingMap(shots: readonly Shot[], team: string, map: DefendingMap, options: RenderOptions): string {
  switch (map) {
    case 'pressure':
      return renderPressureMap(pressureMap(shots, team), options);
    case 'pp':
      return renderConcededShotMap(map, ppMap(shots, team), options);
    case 'blocked':
      return renderConcededShotMap(map, blockedMap(shots, team), options);
    case 'tackles':
      return renderConcededShotMap(map, tacklesMap(shots, team), options);
  }
}
