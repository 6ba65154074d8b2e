import { PITCH, twoPointArcEnds, type PitchDimensions, type PitchRect } from './pitch';

/**
 * The pitch's markings as geometry in metres, worked out from the one dimensions object
 * (contract/pitch.ts): what the server's images (server/src/render/pitch.ts) and the app's capture
 * pitch both draw, each projecting it its own way, so a line sits at the same metre on both.
 */

export type PitchView = 'half' | 'full';

export type Pt = { readonly x: number; readonly y: number };

export type Marking =
  | { readonly kind: 'line'; readonly id: string; readonly from: Pt; readonly to: Pt }
  /** A rectangle standing on the end line: drawn as its three sides away from the line. */
  | { readonly kind: 'rectangle'; readonly id: string; readonly rect: PitchRect; readonly endLineX: number }
  /** Angles in radians, anticlockwise from the +x axis in pitch coordinates. */
  | {
      readonly kind: 'arc';
      readonly id: string;
      readonly centre: Pt;
      readonly radius: number;
      readonly startAngle: number;
      readonly endAngle: number;
    }
  | { readonly kind: 'spot'; readonly id: string; readonly at: Pt }
  /** The goal mouth: between the posts on the end line. */
  | { readonly kind: 'goal'; readonly id: string; readonly from: Pt; readonly to: Pt };

/** The part of the pitch a view shows, in metres. */
export function viewRegion(view: PitchView, dims: PitchDimensions = PITCH): PitchRect {
  return view === 'half'
    ? { x0: dims.length / 2, x1: dims.length, y0: 0, y1: dims.width }
    : { x0: 0, x1: dims.length, y0: 0, y1: dims.width };
}

/** The markings at one end; `end` is +1 for the end line at x = length, -1 for the one at x = 0. */
function endMarkings(dims: PitchDimensions, end: 1 | -1): Marking[] {
  const name = end === 1 ? 'attacked' : 'other';
  const lineX = end === 1 ? dims.length : 0;
  const inward = -end;
  const mid = dims.width / 2;
  const box = (id: string, width: number, depth: number): Marking => {
    const a = lineX;
    const b = lineX + inward * depth;
    return {
      kind: 'rectangle',
      id: `${id}-${name}`,
      rect: { x0: Math.min(a, b), x1: Math.max(a, b), y0: mid - width / 2, y1: mid + width / 2 },
      endLineX: lineX,
    };
  };
  const arcCentreX = lineX + inward * dims.arc.onLine;
  // The arc bulges away from the goal: for the attacked end (goal at +x) that is the half of the
  // circle with x below the centre, angles from a quarter to three quarters of a turn.
  const startAngle = end === 1 ? Math.PI / 2 : -Math.PI / 2;
  return [
    { kind: 'line', id: `end-line-${name}`, from: { x: lineX, y: 0 }, to: { x: lineX, y: dims.width } },
    ...dims.crossLines.map((d): Marking => ({
      kind: 'line',
      id: `${d}m-${name}`,
      from: { x: lineX + inward * d, y: 0 },
      to: { x: lineX + inward * d, y: dims.width },
    })),
    box('small-rectangle', dims.smallRectangle.width, dims.smallRectangle.depth),
    box('large-rectangle', dims.largeRectangle.width, dims.largeRectangle.depth),
    {
      kind: 'arc',
      id: `arc-${name}`,
      centre: { x: arcCentreX, y: mid },
      radius: dims.arc.radius,
      startAngle,
      endAngle: startAngle + Math.PI,
    },
    { kind: 'spot', id: `penalty-mark-${name}`, at: { x: lineX + inward * dims.penaltyMark, y: mid } },
    {
      kind: 'goal',
      id: `goal-${name}`,
      from: { x: lineX, y: mid - dims.goalWidth / 2 },
      to: { x: lineX, y: mid + dims.goalWidth / 2 },
    },
  ];
}

/**
 * The 40 m two-point arc round a goal: centred on the middle of the goal line, from where it meets
 * the end line round to where it meets it again. `end` is +1 for the goal at x = length (the
 * attacked one), -1 for the one at x = 0.
 */
export function twoPointArcMarking(dims: PitchDimensions = PITCH, end: 1 | -1 = 1): Marking {
  const mid = dims.width / 2;
  const radius = dims.twoPointArc.radius;
  const ends = twoPointArcEnds(dims);
  // Where the arc would be wider than the pitch it is cut at the side lines instead.
  const reach = ends === null ? Math.acos(mid / radius) : 0;
  // The arc bulges away from its goal: towards lower x at x = length, higher x at x = 0.
  const turn = end === 1 ? 0 : Math.PI;
  return {
    kind: 'arc',
    id: `two-point-arc-${end === 1 ? 'attacked' : 'other'}`,
    centre: { x: end === 1 ? dims.length : 0, y: mid },
    radius,
    startAngle: Math.PI / 2 + reach + turn,
    endAngle: (3 * Math.PI) / 2 - reach + turn,
  };
}

/**
 * Every marking a view shows, in pitch metres; the two-point arc when the season has one (round
 * both goals on the full pitch).
 */
export function pitchMarkings(
  view: PitchView,
  dims: PitchDimensions = PITCH,
  options: { twoPointArc?: boolean } = {},
): Marking[] {
  const region = viewRegion(view, dims);
  const mid = dims.width / 2;
  const half = dims.length / 2;
  const markings: Marking[] = [
    { kind: 'line', id: 'side-line-near', from: { x: region.x0, y: 0 }, to: { x: region.x1, y: 0 } },
    { kind: 'line', id: 'side-line-far', from: { x: region.x0, y: dims.width }, to: { x: region.x1, y: dims.width } },
    ...endMarkings(dims, 1),
    {
      kind: 'line',
      id: 'halfway-mark',
      from: { x: half, y: mid - dims.halfwayMarkLength / 2 },
      to: { x: half, y: mid + dims.halfwayMarkLength / 2 },
    },
  ];
  if (options.twoPointArc) markings.push(twoPointArcMarking(dims));
  if (view === 'full') {
    markings.push(...endMarkings(dims, -1));
    if (options.twoPointArc) markings.push(twoPointArcMarking(dims, -1));
  }
  return markings;
}
