import { PITCH } from '../../../contract/pitch';

/**
 * Pitch geometry in metres (docs/behaviour.md#pitch): a 145 x 88 pitch, `x` along the length, `y`
 * across, every shot turned to attack the goal whose middle is at (145, 44).
 */
export const PITCH_LENGTH = PITCH.length;
export const PITCH_WIDTH = PITCH.width;
export const GOAL_X = PITCH_LENGTH;
export const GOAL_Y = PITCH_WIDTH / 2;

export type StandPoint = { standX: number; standY: number };

/** Shots in the half with the other goal are rotated half a turn, so one goal serves every shot. */
export function turnToAttackingGoal(x: number, y: number): StandPoint {
  return x < PITCH_LENGTH / 2 ? { standX: PITCH_LENGTH - x, standY: PITCH_WIDTH - y } : { standX: x, standY: y };
}

export function distanceToGoal(standX: number, standY: number): number {
  return Math.hypot(GOAL_X - standX, GOAL_Y - standY);
}

/**
 * Angle in radians between the line to the middle of the goal and the line straight out from the
 * goal: 0 in front of the posts, towards pi/2 on the end line, where the target narrows.
 */
export function angleToGoal(standX: number, standY: number): number {
  return Math.atan2(Math.abs(standY - GOAL_Y), Math.max(GOAL_X - standX, 0));
}

/**
 * +1 when the shot is from the right of the goal as the shooter faces it, -1 from the left, 0 from
 * straight in front. Facing +x, the shooter's right is lower y.
 */
export function sideOfGoal(standY: number): -1 | 0 | 1 {
  if (standY < GOAL_Y) return 1;
  if (standY > GOAL_Y) return -1;
  return 0;
}
