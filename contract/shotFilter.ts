/**
 * The shot filter's values and its empty state, without the parsing in filters.ts: the app's
 * store starts from NO_FILTER on the sign-in page, which has no use for a schema library.
 */

export const HALVES = ['1', '2'] as const;
/** Ten-minute periods of match time by the minute of the shot; `70+` takes injury and extra time. */
export const PERIODS = ['0-10', '10-20', '20-30', '30-40', '40-50', '50-60', '60-70', '70+'] as const;
export const SHOT_TYPES = ['play', 'free', '45', 'mark', 'penalty'] as const;
export const PRESSURES = ['yes', 'no'] as const;

export type Half = (typeof HALVES)[number];
export type Period = (typeof PERIODS)[number];
export type ShotType = (typeof SHOT_TYPES)[number];
export type Pressure = (typeof PRESSURES)[number];

export type ShotFilter = {
  /** Match ids (as /matches gives them); several mean any of them. Empty means every match. */
  match: string[];
  half: Half | null;
  period: Period | null;
  shotType: ShotType | null;
  pressure: Pressure | null;
  /** The shooter's name, exactly as the data has it. */
  player: string | null;
  /** The season (a year, as /seasons lists it); null for every season the data holds. */
  season: string | null;
};

export const NO_FILTER: ShotFilter = {
  match: [],
  half: null,
  period: null,
  shotType: null,
  pressure: null,
  player: null,
  season: null,
};
