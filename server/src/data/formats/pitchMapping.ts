import { PITCH } from '../../../../contract/pitch';

/** A tool's pitch, in metres: end line to end line, side line to side line. */
export type SourcePitch = { readonly length: number; readonly width: number };

/**
 * A point on a tool's pitch turned so its team attacks the far end: `x` metres from the end line the
 * team defends, `y` metres from the side line on the attacker's right, as ours are
 * (docs/behaviour.md#pitch). Each reader brings its tool's coordinates into this frame.
 */
export type AttackPoint = { readonly x: number; readonly y: number };

export type OurPoint = { readonly x: number; readonly y: number; readonly movedOntoPitch: boolean };

/** Half a turn about the middle of the pitch: the same spot seen by the other team. */
export function halfTurn(pitch: SourcePitch, point: AttackPoint): AttackPoint {
  return { x: pitch.length - point.x, y: pitch.width - point.y };
}

/** Mirrored across the pitch: for a tool whose `y` runs from the attacker's left to their right. */
export function mirrorAcross(pitch: SourcePitch, point: AttackPoint): AttackPoint {
  return { x: point.x, y: pitch.width - point.y };
}

/**
 * A tool that does not say which end a team attacked: a shot attacks the goal nearer to it, as
 * those tools' own distances do and as the championship file's `stand_x` does.
 */
export function towardsNearerGoal(pitch: SourcePitch, point: AttackPoint): AttackPoint {
  return point.x < pitch.length / 2 ? halfTurn(pitch, point) : point;
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/**
 * Onto our 145 x 88 pitch, moved rather than stretched. Every marking a shot is judged by (the goal,
 * the 13, 20 and 45 m lines, the 40 m arc) is measured from the goal and its end line, the same on
 * every pitch; pitches differ only in where their side lines (and, on a shorter pitch, the far end
 * line) are. So the point keeps its place relative to the goal it attacks: its distance and angle
 * to it, and its distance from the end line, are exactly what the tool recorded, and no shot
 * changes side of the arc or of any line. A point a wider pitch has beyond our side lines is moved
 * onto them: at least 44 m across from the goal's middle, it is outside the arc before and after.
 */
export function ontoOurPitch(pitch: SourcePitch, point: AttackPoint): OurPoint {
  const x = point.x + (PITCH.length - pitch.length);
  const y = point.y + (PITCH.width - pitch.width) / 2;
  const onX = clamp(x, 0, PITCH.length);
  const onY = clamp(y, 0, PITCH.width);
  return { x: onX, y: onY, movedOntoPitch: onX !== x || onY !== y };
}

const metres = (value: number): string => `${Number(value.toFixed(2))} m`;

/** The report's sentence for `ontoOurPitch` from this pitch. */
export function describeMapping(pitch: SourcePitch): string {
  const along =
    pitch.length === PITCH.length
      ? `x kept (both pitches are ${PITCH.length} m long)`
      : `x moved ${metres(PITCH.length - pitch.length)} so the attacked end lines meet`;
  const shift = (PITCH.width - pitch.width) / 2;
  const across =
    shift === 0
      ? `y kept (both pitches are ${PITCH.width} m wide)`
      : `y ${shift > 0 ? '+' : '-'} ${metres(Math.abs(shift))}, so the middle of the goal (${metres(pitch.width / 2)} across a ${metres(pitch.width)} pitch) lands on ours (${metres(PITCH.width / 2)})`;
  const onto =
    pitch.width > PITCH.width
      ? `; the ${metres((pitch.width - PITCH.width) / 2)} beyond each of our side lines is moved onto it`
      : '';
  return `Moved, not stretched: ${along}, ${across}${onto}. Every point keeps its distance and angle to the goal it attacks, so no shot changes side of the 40 m arc or the 13 m line.`;
}
