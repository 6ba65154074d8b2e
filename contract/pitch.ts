/**
 * The one Gaelic football pitch every map is computed on and drawn from, in metres, by the server's
 * images and the app's shot map alike.
 *
 * Shots are recorded on a 145 x 88 m pitch (docs/behaviour.md#pitch), the largest the rules allow,
 * with `x` along the length and `y` across. The markings are those of the GAA Official Guide: lines across
 * the pitch 13, 20 and 45 m from each end line (plus the 65 m line, marked on grounds shared with
 * hurling and used by analysts as a long-range reference), the small and large rectangles, the 13 m
 * arc centred on the middle of the 20 m line, the penalty mark 11 m out and goals 6.5 m wide. Since
 * 2025 the two-point arc is marked too: 40 m from the middle of the goal line, it runs from the end
 * line back round to the end line (the pitch is 88 m wide, so it never reaches a side line); a
 * point kicked from on or outside it is worth two (docs/behaviour.md#scoring-rules).
 */
export type PitchDimensions = {
  /** End line to end line. */
  readonly length: number;
  /** Side line to side line. */
  readonly width: number;
  /** Lines marked right across the pitch, measured from each end line. */
  readonly crossLines: readonly number[];
  /** Measured along the end line (width) and out from it (depth), centred on the goal. */
  readonly smallRectangle: { readonly width: number; readonly depth: number };
  readonly largeRectangle: { readonly width: number; readonly depth: number };
  /** The arc outside the 20 m line: its radius and the line whose middle is its centre. */
  readonly arc: { readonly radius: number; readonly onLine: number };
  /** The two-point arc's radius, centred on the middle of the goal line. */
  readonly twoPointArc: { readonly radius: number };
  /** Distance of the penalty mark from the end line. */
  readonly penaltyMark: number;
  /** Between the inside of the posts. */
  readonly goalWidth: number;
  /**
   * The halfway line is marked only as a short line at the centre of the field; this is its
   * length across the pitch.
   */
  readonly halfwayMarkLength: number;
};

export const PITCH: PitchDimensions = {
  length: 145,
  width: 88,
  crossLines: [13, 20, 45, 65],
  smallRectangle: { width: 14, depth: 4.5 },
  largeRectangle: { width: 19, depth: 13 },
  arc: { radius: 13, onLine: 20 },
  twoPointArc: { radius: 40 },
  penaltyMark: 11,
  goalWidth: 6.5,
  halfwayMarkLength: 10,
};

/** A rectangle of the pitch in metres, bounds inclusive. */
export type PitchRect = { readonly x0: number; readonly x1: number; readonly y0: number; readonly y1: number };

/**
 * Every shot is turned to attack the goal at (length, width / 2), so turned positions all lie in
 * this half: from the halfway line to the attacked end line, side line to side line.
 */
export function attackingHalf(dims: PitchDimensions = PITCH): PitchRect {
  return { x0: dims.length / 2, x1: dims.length, y0: 0, y1: dims.width };
}

/**
 * Where the two-point arc meets the end line: `radius` either side of the middle of the goal.
 * Returns the two y values; null when the arc is wider than the pitch and meets the side lines.
 */
export function twoPointArcEnds(dims: PitchDimensions = PITCH): readonly [number, number] | null {
  const mid = dims.width / 2;
  const r = dims.twoPointArc.radius;
  return r <= mid ? [mid - r, mid + r] : null;
}

/**
 * Whether a turned position is on or outside the two-point arc. Measured from the coordinates rather
 * than a file's rounded distance, with a micrometre's allowance for floating point, so a kick from
 * exactly 40 m counts as on the arc.
 */
export function isOutsideTwoPointArc(standX: number, standY: number, dims: PitchDimensions = PITCH): boolean {
  return Math.hypot(dims.length - standX, dims.width / 2 - standY) >= dims.twoPointArc.radius - 1e-6;
}
