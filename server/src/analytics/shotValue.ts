import { pointValue, valueIfScored, type ScoringAttempt } from '../../../contract/scoring';
import type { Shot } from './shot';

/**
 * A shot as the scoring rules see it. Written out field by field: the store's shots are views whose
 * fields are getters, which a spread would not copy.
 */
export function scoringAttempt(shot: Shot, touched: boolean | null = shot.touched): ScoringAttempt {
  return {
    date: shot.date,
    goalAttempt: shot.goalAttempt,
    shotType: shot.shotType,
    foot: shot.foot,
    standX: shot.standX,
    standY: shot.standY,
    touched,
  };
}

/** What the shot would be worth if it scored, by its era's rules (docs/behaviour.md#scoring-rules). */
export const shotValueIfScored = (shot: Shot): 1 | 2 | 3 => valueIfScored(scoringAttempt(shot));

/** What a point from the shot's place is worth: what a goal attempt that goes over the bar scores. */
export const shotPointValue = (shot: Shot): 1 | 2 => pointValue(scoringAttempt(shot));
