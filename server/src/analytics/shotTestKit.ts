import type { Shot } from './shot';
import { distanceToGoal, turnToAttackingGoal } from './geometry';

/**
 * Builds a hand-made shot for tests: give where it was taken and whatever matters to the test;
 * the turned position, distance and match id are worked out as the importer would.
 */
export function makeShot(fields: Partial<Shot> & { team: string; opposition: string; x: number; y: number }): Shot {
  const turned = turnToAttackingGoal(fields.x, fields.y);
  const standX = fields.standX ?? turned.standX;
  const standY = fields.standY ?? turned.standY;
  const date = fields.date ?? '2023-06-03';
  const game = fields.game ?? 'All Ireland Group R2';
  const pair = [fields.team, fields.opposition].sort().join('|');
  const outcome = fields.outcome ?? 'score';
  return {
    matchId: fields.matchId ?? `${date}|${game}|${pair}`,
    date,
    game,
    half: 1,
    minute: 10,
    action: outcome === 'score' ? 'point' : 'wide',
    outcome,
    value: outcome === 'score' ? 1 : 0,
    shotType: 'play',
    goalAttempt: false,
    playerName: 'Test Player',
    playerNumber: 14,
    position: 'forward',
    foot: 'right',
    pressure: false,
    ...fields,
    standX,
    standY,
    distance: fields.distance ?? distanceToGoal(standX, standY),
  };
}
