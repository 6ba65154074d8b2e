/**
 * One shot as every layer after the importer sees it: cleaned, typed and with its derived fields.
 * Coordinates are metres on a 145 x 88 pitch; `standX/standY` are the same point turned so that
 * every shot attacks the goal at (145, 44).
 */
export const OUTCOMES = ['score', 'miss'] as const;
export const SHOT_TYPES = ['play', 'free', '45', 'mark', 'penalty'] as const;
export const POSITIONS = ['forward', 'midfielder', 'back', 'goalkeeper'] as const;
export const FEET = ['right', 'left', 'hand'] as const;

export type Outcome = (typeof OUTCOMES)[number];
export type ShotType = (typeof SHOT_TYPES)[number];
export type Position = (typeof POSITIONS)[number];
export type Foot = (typeof FEET)[number];
export const SHOT_VALUES = [0, 1, 2, 3] as const;
export type ShotValue = (typeof SHOT_VALUES)[number];

export type Shot = {
  /** Identifies the match: date, stage and the two teams in either order (docs/behaviour.md#matches). */
  matchId: string;
  /** ISO calendar date, `YYYY-MM-DD`. */
  date: string;
  /** The stage, e.g. 'Connaught Final' (the file's `Game` column). */
  game: string;
  team: string;
  opposition: string;
  half: 1 | 2;
  /** Match minute (0-80+), or null where the file had none we could read. */
  minute: number | null;
  /** The file's `Action`, lower-cased, e.g. 'point', 'free wide'. */
  action: string;
  outcome: Outcome;
  /**
   * What the shot was worth: 3 for a goal, 1 or 2 for a point by the era's rules (or as the file's
   * `Points` recorded it), 0 for a miss (docs/behaviour.md#scoring-rules).
   */
  value: ShotValue;
  shotType: ShotType;
  goalAttempt: boolean;
  /** Null where the file had no name (reported by the importer). */
  playerName: string | null;
  playerNumber: number | null;
  position: Position | null;
  foot: Foot | null;
  /** True for 'y', false for 'n', null where unreadable. */
  pressure: boolean | null;
  /** A defender or goalkeeper touched the attempt (the file's optional `Touched`); null where not recorded. */
  touched: boolean | null;
  x: number;
  y: number;
  standX: number;
  standY: number;
  /** Metres from (standX, standY) to the middle of the goal at (145, 44). */
  distance: number;
};
