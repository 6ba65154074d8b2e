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

/** The line on every picture of the bundled sample season, in the API's images and the app's alike. */
export const SAMPLE_DATA_FOOTNOTE = 'Sample data: synthetic, not real matches';

/**
 * A picture's footnote: what it shows (the filter in words, the season) and, for the sample season,
 * that it is not real, so a downloaded copy is never mistaken for something else. Null when there is
 * nothing to say.
 */
export function imageFootnote(parts: readonly string[], isSample: boolean): string | null {
  const all = [...parts, ...(isSample ? [SAMPLE_DATA_FOOTNOTE] : [])];
  return all.length > 0 ? all.join(' · ') : null;
}
