/**
 * The names both sides use for the images: the three heat-map types and the four defending maps.
 * A defending map's route is its name plus `maps` (`/blockedmaps/{team}`, ..., `/tacklesmaps/{team}`).
 */
export const HEAT_MAP_TYPES = ['shots', 'miss', 'score'] as const;
export type HeatMapType = (typeof HEAT_MAP_TYPES)[number];

export const DEFENDING_MAPS = ['blocked', 'pp', 'pressure', 'tackles'] as const;
export type DefendingMap = (typeof DEFENDING_MAPS)[number];

export const defendingMapRoute = (map: DefendingMap): `${DefendingMap}maps` => `${map}maps`;

export function isHeatMapType(value: string): value is HeatMapType {
  return (HEAT_MAP_TYPES as readonly string[]).includes(value);
}
