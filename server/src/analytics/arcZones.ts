import type { ArcZone, ArcZoneEfficiency } from '../../../contract/answers';
import { rate } from './numbers';
import type { Shot } from './shot';
import { isTwoPointAttempt, isTwoPointEra } from './shotFeatures';

/**
 * The team's shots by the zones the scoring rules know (docs/behaviour.md#arc-zones): goal attempts,
 * kicked point attempts from on or outside the 40 m arc where a score there is worth two, and every
 * other point attempt. Points per shot counts two-pointers as two and goals as three.
 */

type Tally = { attempts: number; scores: number; points: number };

const emptyTally = (): Tally => ({ attempts: 0, scores: 0, points: 0 });

function zoneOf(tally: Tally): ArcZone {
  return {
    attempts: tally.attempts,
    scores: tally.scores,
    success_rate: rate(tally.scores, tally.attempts),
    points: tally.points,
    points_per_shot: rate(tally.points, tally.attempts),
  };
}

/**
 * A team with no shots gets zeros. `outside_arc` is null unless some of the shots were taken under
 * the two-point rules, so a season before 2025 has the two zones it had.
 */
export function arcZoneEfficiency(shots: readonly Shot[], team: string): ArcZoneEfficiency {
  const inside = emptyTally();
  const outside = emptyTally();
  const goal = emptyTally();
  let twoPointArc = false;
  for (const shot of shots) {
    if (shot.team !== team) continue;
    if (isTwoPointEra(shot)) twoPointArc = true;
    const tally = shot.goalAttempt ? goal : isTwoPointAttempt(shot) ? outside : inside;
    tally.attempts += 1;
    if (shot.outcome === 'score') {
      tally.scores += 1;
      tally.points += shot.value;
    }
  }
  return {
    two_point_arc: twoPointArc,
    inside_arc: zoneOf(inside),
    outside_arc: twoPointArc ? zoneOf(outside) : null,
    goal_attempts: zoneOf(goal),
  };
}
