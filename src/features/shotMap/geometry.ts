import type { ShotRecord } from '../../../contract/answers';
import type { ShotType } from '../../../contract/filters';
import { attackingHalf, PITCH } from '../../../contract/pitch';

/**
 * Where everything on the shot map goes, in the map's own units (SCALE per metre): the half pitch
 * stands up with the goal at the top and the attacker's left on the left, the way the API's images
 * draw it, so a shot sits at the same spot on this map and on the heat map beside it.
 */

/** Map units per metre: about a pixel each on a laptop card, so strokes and radii read as pixels. */
export const SCALE = 6;

/** Room round the pitch for the goal net and for the biggest marks on the edges. */
const MARGIN = 14;

const HALF = attackingHalf(PITCH);

/** The pitch's box on the map. */
export const PITCH_BOX = {
  left: MARGIN,
  top: MARGIN,
  width: (HALF.y1 - HALF.y0) * SCALE,
  height: (HALF.x1 - HALF.x0) * SCALE,
} as const;

export const MAP_WIDTH = PITCH_BOX.width + 2 * MARGIN;
export const MAP_HEIGHT = PITCH_BOX.height + 2 * MARGIN;

export type Point = { readonly x: number; readonly y: number };

/** Rounds for SVG text: two decimals say far more than any screen shows. */
export const num = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A pitch point in metres on the map. A shot recorded just off the pitch is drawn on its edge,
 * as the API's images draw it.
 */
export function toMap(x: number, y: number): Point {
  const along = Math.min(HALF.x1, Math.max(HALF.x0, x));
  const across = Math.min(HALF.y1, Math.max(HALF.y0, y));
  return { x: PITCH_BOX.left + (HALF.y1 - across) * SCALE, y: PITCH_BOX.top + (HALF.x1 - along) * SCALE };
}

/** Radius in metres of a shot certain to score; every mark's area is this circle's times its xP. */
const FULL_RADIUS_METRES = 1.9;
/**
 * The faintest chances are still drawn big enough to see and to point at: below this xP a mark
 * keeps this one's size.
 */
export const SMALLEST_DRAWN_XP = 0.05;

/** A mark's radius in map units: area proportional to xP (radius grows with its square root). */
export function markRadius(xP: number): number {
  const chance = Math.min(1, Math.max(SMALLEST_DRAWN_XP, Number.isFinite(xP) ? xP : 0));
  return FULL_RADIUS_METRES * SCALE * Math.sqrt(chance);
}

/**
 * Each shot type's shape, scaled to cover the same area as a circle of radius r, so that size
 * says xP whatever the shape: a free and a shot from play with the same xP weigh the same ink.
 */
function polygon(points: readonly Point[]): string {
  return `${points.map((p, k) => `${k === 0 ? 'M' : 'L'}${num(p.x)} ${num(p.y)}`).join('')}Z`;
}

function regular(cx: number, cy: number, radii: readonly number[], corners: number, turn: number): string {
  const points: Point[] = [];
  for (let k = 0; k < corners; k++) {
    const angle = turn + (2 * Math.PI * k) / corners;
    const radius = radii[k % radii.length] ?? 0;
    points.push({ x: cx + radius * Math.sin(angle), y: cy - radius * Math.cos(angle) });
  }
  return polygon(points);
}

/** A regular polygon's circumradius giving area pi r^2. */
const circumradius = (r: number, corners: number) =>
  r * Math.sqrt((2 * Math.PI) / (corners * Math.sin((2 * Math.PI) / corners)));

/** The inner corners of the star sit at this share of the outer radius. */
const STAR_WAIST = 0.5;

export function markPath(shotType: ShotType, cx: number, cy: number, r: number): string {
  switch (shotType) {
    case 'play':
      return `M${num(cx - r)} ${num(cy)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0Z`;
    case 'free':
      return regular(cx, cy, [circumradius(r, 4)], 4, Math.PI / 4);
    case '45':
      return regular(cx, cy, [circumradius(r, 3)], 3, 0);
    case 'mark':
      return regular(cx, cy, [circumradius(r, 4)], 4, 0);
    case 'penalty': {
      // Ten triangles of the outer and inner radius with 36 degrees between them.
      const outer = r * Math.sqrt(Math.PI / (5 * STAR_WAIST * Math.sin(Math.PI / 5)));
      return regular(cx, cy, [outer, outer * STAR_WAIST], 10, 0);
    }
  }
}

/** The distance of a map point from a shot's mark centre, in map units. */
function distanceTo(shot: ShotRecord, point: Point): number {
  const at = toMap(shot.x, shot.y);
  return Math.hypot(at.x - point.x, at.y - point.y);
}

/**
 * The index of the shot nearest a map point, if one lies within `reach` map units. A fingertip
 * covers several small marks on a phone; this turns a tap near them into the nearest one.
 */
export function nearestShot(shots: readonly ShotRecord[], point: Point, reach: number): number | null {
  let best: number | null = null;
  let bestDistance = reach;
  shots.forEach((shot, index) => {
    const distance = distanceTo(shot, point);
    if (distance <= bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** How far from a tap a shot may always be and still be picked: 4 m. */
export const TAP_REACH = 4 * SCALE;

/** The smallest target a finger hits reliably (WCAG 2.5.5), in CSS pixels across. */
export const TAP_TARGET_PX = 44;

/**
 * How far from a tap, in map units, a shot may be and still be picked when the map is drawn at
 * `pxPerUnit` CSS pixels a unit: at least 4 m, and on a small screen half a 44 px target, so every
 * shot is a 44 px target unless a nearer shot takes the tap.
 */
export function tapReach(pxPerUnit: number): number {
  return pxPerUnit > 0 ? Math.max(TAP_REACH, TAP_TARGET_PX / 2 / pxPerUnit) : TAP_REACH;
}

type Marking = {
  /** Mowing stripes, 5 m deep, as grounds are usually cut. */
  readonly stripes: string;
  /** Every line of the half as one path. */
  readonly lines: string;
  /** The 40 m two-point arc, drawn in a season under the two-point rules. */
  readonly twoPointArc: string;
  readonly lineWidth: number;
  readonly penaltySpot: Point & { readonly r: number };
  readonly goal: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
};

/** Depth the goal net is drawn behind the end line: a drawing convention, nets have no rule size. */
const GOAL_DEPTH = 1.6;

function segment(from: Point, to: Point): string {
  return `M${num(from.x)} ${num(from.y)}L${num(to.x)} ${num(to.y)}`;
}

/** The half pitch's markings from the pitch dimensions in contract/pitch.ts. */
function halfPitchMarkings(): Marking {
  const { length, width } = PITCH;
  const mid = width / 2;
  const stripes: string[] = [];
  for (let x = HALF.x1, k = 0; x > HALF.x0 + 1e-9; x -= 5, k++) {
    if (k % 2 === 1) continue;
    const far = toMap(Math.max(HALF.x0, x - 5), HALF.y0);
    const near = toMap(x, HALF.y1);
    stripes.push(`M${num(near.x)} ${num(near.y)}H${num(far.x)}V${num(far.y)}H${num(near.x)}Z`);
  }
  const across = (x: number, y0: number, y1: number) => segment(toMap(x, y0), toMap(x, y1));
  const rectangle = ({ width: w, depth }: { width: number; depth: number }) => {
    const [a, b, c, d] = [
      toMap(length, mid - w / 2),
      toMap(length - depth, mid - w / 2),
      toMap(length - depth, mid + w / 2),
      toMap(length, mid + w / 2),
    ] as const;
    return `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}L${num(c.x)} ${num(c.y)}L${num(d.x)} ${num(d.y)}`;
  };
  // The arc bulges away from the goal, from one end of its diameter on the 20 m line to the other.
  const arcStart = toMap(length - PITCH.arc.onLine, mid + PITCH.arc.radius);
  const arcEnd = toMap(length - PITCH.arc.onLine, mid - PITCH.arc.radius);
  const arcRadius = num(PITCH.arc.radius * SCALE);
  const lines = [
    across(HALF.x1, HALF.y0, HALF.y1),
    segment(toMap(HALF.x0, HALF.y0), toMap(HALF.x1, HALF.y0)),
    segment(toMap(HALF.x0, HALF.y1), toMap(HALF.x1, HALF.y1)),
    ...PITCH.crossLines.map((d) => across(length - d, HALF.y0, HALF.y1)),
    rectangle(PITCH.smallRectangle),
    rectangle(PITCH.largeRectangle),
    `M${num(arcStart.x)} ${num(arcStart.y)}A${arcRadius} ${arcRadius} 0 0 0 ${num(arcEnd.x)} ${num(arcEnd.y)}`,
    across(length / 2, mid - PITCH.halfwayMarkLength / 2, mid + PITCH.halfwayMarkLength / 2),
  ];
  // Centred on the middle of the goal line, from the end line round to the end line again.
  const twoPointStart = toMap(length, mid + PITCH.twoPointArc.radius);
  const twoPointEnd = toMap(length, mid - PITCH.twoPointArc.radius);
  const twoPointRadius = num(PITCH.twoPointArc.radius * SCALE);
  const spot = toMap(length - PITCH.penaltyMark, mid);
  const post = toMap(length, mid + PITCH.goalWidth / 2);
  return {
    stripes: stripes.join(''),
    lines: lines.join(''),
    twoPointArc: `M${num(twoPointStart.x)} ${num(twoPointStart.y)}A${twoPointRadius} ${twoPointRadius} 0 0 0 ${num(twoPointEnd.x)} ${num(twoPointEnd.y)}`,
    lineWidth: Math.max(1.5, 0.35 * SCALE),
    penaltySpot: { ...spot, r: Math.max(1.5, 0.45 * SCALE) },
    goal: { x: post.x, y: post.y - GOAL_DEPTH * SCALE, width: PITCH.goalWidth * SCALE, height: GOAL_DEPTH * SCALE },
  };
}

export const HALF_PITCH = halfPitchMarkings();
