import type { Match, PlayerRecord, ShotRecord } from '../../../contract/answers';
import type { Split, TeamIndex } from '../../../contract/report';

/** What the match report's blocks share (matchReport.ts, matchEvents.ts). */

/** One team's side of the match as the dashboard's analytics give it, filtered to the match. */
export type ReportSide = {
  team: string;
  /** The match from this team's side, as `/matches` lists it. */
  fullTime: Match;
  /** The team's shots in the match as `/shots` gives them, in time order. */
  shots: readonly ShotRecord[];
  /** The team's player table for the match, as `/players` gives it. */
  players: readonly PlayerRecord[];
};

export const TEAMS = [0, 1] as const satisfies readonly TeamIndex[];

/** A figure for the whole match (null) and for each half. */
export function splitOf<T>(make: (half: 1 | 2 | null) => T): Split<T> {
  return { match: make(null), half1: make(1), half2: make(2) };
}

/** Whether something happened in the half (any half for null). */
export const inHalf = (half: 1 | 2 | null, item: { half: 1 | 2 }): boolean => half === null || item.half === half;

/** A share, or null with nothing to share out: never a 0% that looks measured. */
export const shareOf = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** A person of the report: their name, or their number, or neither. */
export const personName = (name: string | null, number: number | null): string | null =>
  name ?? (number === null ? null : `No. ${number}`);

/** Where the data knows neither a player's name nor number. */
export const NOT_NAMED = 'Not named';
