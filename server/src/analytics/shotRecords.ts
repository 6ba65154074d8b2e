import { periodOfMinute } from '../../../contract/filters';
import type { ShotRecord } from '../../../contract/answers';
import type { ShotProbabilities } from './expectedPoints';
import { shotIdOf, type Identities } from './identities';
import { round2, roundTo } from './numbers';
import type { Shot } from './shot';
import { isTwoPointAttempt } from './shotFeatures';
import { shotValueIfScored } from './shotValue';

/** The shots at `rows` as the shot map reads them, positions turned to attack one goal. */
export function shotRecords(
  shots: readonly Shot[],
  rows: ArrayLike<number>,
  identities: Identities,
  probabilities: ShotProbabilities,
): ShotRecord[] {
  return Array.from(rows, (row): ShotRecord => {
    const shot = shots[row];
    const matchId = shot && identities.matchIdOf.get(shot.matchId);
    if (shot === undefined || matchId === undefined) throw new Error(`No shot ${row} in this dataset`);
    return {
      id: shotIdOf(identities, shot, row),
      matchId,
      half: shot.half,
      minute: shot.minute,
      period: periodOfMinute(shot.minute),
      player: shot.playerName,
      position: shot.position,
      foot: shot.foot,
      pressure: shot.pressure,
      action: shot.action,
      outcome: shot.outcome,
      shotType: shot.shotType,
      goalAttempt: shot.goalAttempt,
      x: round2(shot.standX),
      y: round2(shot.standY),
      distance: round2(shot.distance),
      xPoints: roundTo(probabilities.xPoints[row] ?? 0, 4),
      xP_adv_shot: roundTo(probabilities.xPAdvShot[row] ?? 0, 4),
      twoPointAttempt: isTwoPointAttempt(shot),
      value: shot.value,
      valueIfScored: shot.outcome === 'score' && shot.value > 0 ? shot.value : shotValueIfScored(shot),
      xPts: roundTo(probabilities.xPts[row] ?? 0, 4),
    };
  });
}
