import { isOutsideTwoPointArc } from './pitch';
import { isScore, type ShotEvent } from './squad';

/**
 * What a score is worth, by the rules of the match's year (docs/behaviour.md#scoring-rules), in one
 * place for the importer, every figure, the models and the app.
 *
 * | era        | goal | point inside the arc | point kicked on or outside the 40 m arc      |
 * | ---------- | ---- | -------------------- | -------------------------------------------- |
 * | up to 2024 | 3    | 1                    | 1                                            |
 * | 2025       | 3    | 1                    | 2; 1 if a defender or goalkeeper touched it   |
 * | 2026 on    | 3    | 1                    | 2, touched or not                             |
 *
 * Frees and marks count as kicked points; a 45 is always 1 and a hand-passed point is always 1.
 */

export const ERAS = ['pre-2025', '2025', '2026'] as const;
export type Era = (typeof ERAS)[number];

/** A season is the calendar year of its matches: the championship is played within one. */
export function seasonOfDate(isoDate: string): string {
  return isoDate.slice(0, 4);
}

export function eraOfSeason(season: string): Era {
  const year = Number(season);
  if (!(year >= 2025)) return 'pre-2025';
  return year === 2025 ? '2025' : '2026';
}

export function eraOfDate(isoDate: string): Era {
  return eraOfSeason(seasonOfDate(isoDate));
}

/** Whether points from outside the arc are worth two in the era. */
export const hasTwoPointArc = (era: Era): boolean => era !== 'pre-2025';

/** What the rules need to know about an attempt to say what it is worth if it scores. */
export type ScoringAttempt = {
  /** ISO calendar date of the match: the era comes from it. */
  date: string;
  /** An attempt at goal; scored, it is a goal. */
  goalAttempt: boolean;
  shotType: 'play' | 'free' | '45' | 'mark' | 'penalty';
  /** Null where the file did not say; such a point is taken as kicked, as nearly every long one is. */
  foot: 'right' | 'left' | 'hand' | null;
  standX: number;
  standY: number;
  /** A defender or goalkeeper touched it on its way; null where the file did not say (taken as no). */
  touched: boolean | null;
};

/** What a point from this attempt is worth: 2 for a kicked point from on or outside the arc, where the era allows. */
export function pointValue(attempt: Omit<ScoringAttempt, 'goalAttempt'>): 1 | 2 {
  const era = eraOfDate(attempt.date);
  if (!hasTwoPointArc(era)) return 1;
  if (attempt.shotType === '45' || attempt.shotType === 'penalty' || attempt.foot === 'hand') return 1;
  if (!isOutsideTwoPointArc(attempt.standX, attempt.standY)) return 1;
  if (era === '2025' && attempt.touched === true) return 1;
  return 2;
}

/** What the attempt is worth if it scores: a goal 3, a point 1 or 2. */
export function valueIfScored(attempt: ScoringAttempt): 1 | 2 | 3 {
  return attempt.goalAttempt ? 3 : pointValue(attempt);
}

/**
 * Whether a point from this place may be worth two in the match's era: on or outside the 40 m arc
 * under the two-point rules. What a capture screen asks before it offers "2 points".
 */
export function twoPointerPossible(date: string, standX: number, standY: number): boolean {
  return hasTwoPointArc(eraOfDate(date)) && isOutsideTwoPointArc(standX, standY);
}

/**
 * What a squad's shot event scored, in the match of `date`: its recorded `points` when it has them,
 * else the era's value of a goal or point, 0 for a miss. The one sum behind the API's figures and
 * the capture screen's score.
 */
export function shotEventValue(
  event: Pick<ShotEvent, 'outcome' | 'shotKind' | 'foot' | 'x' | 'y' | 'touched' | 'points'>,
  date: string,
): 0 | 1 | 2 | 3 {
  if (!isScore(event.outcome)) return 0;
  return (
    event.points ??
    valueIfScored({
      date,
      goalAttempt: event.outcome === 'goal',
      // A sideline kick is a dead ball kicked at the posts, as a free is.
      shotType: event.shotKind === 'sideline' ? 'free' : event.shotKind,
      foot: event.foot,
      standX: event.x,
      standY: event.y,
      touched: event.touched,
    })
  );
}
