import type { Box } from './labels';

/**
 * Discs drawn at averages that crowd into the same few metres (the ASD map), moved apart so none
 * overlaps another. A disc with room stays exactly on its true point. A disc without room moves
 * to the nearest free spot, clear of every true point (its own included), so the dot that marks
 * its point, at the end of a line from the disc, is never hidden. Deterministic and greedy: the
 * discs are settled in the order given (the most important first), so the same discs always end
 * in the same places, and the most important keep their points when anyone can.
 */

export type Disc = {
  /** The true point the disc stands for. */
  readonly x: number;
  readonly y: number;
  readonly r: number;
};

export type PlacedDisc = {
  readonly x: number;
  readonly y: number;
  /** False when the disc sits on its true point, true when it had to move off it. */
  readonly moved: boolean;
};

/** Clear space between two discs. */
export const DISC_GAP = 3;
/** How far a disc keeps from every true point it does not sit on, beyond its own edge. */
export const POINT_CLEARANCE = 4;
/** Steps of the search for a free spot: outward in units, round in directions. */
const RADIUS_STEP = 2;
const DIRECTIONS = 36;
/** The golden angle: a direction for a disc whose point has no neighbour to move away from. */
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

type Circle = { readonly x: number; readonly y: number; readonly r: number };

function clearOf(x: number, y: number, r: number, placed: readonly Circle[], points: readonly Disc[]): boolean {
  return (
    placed.every((c) => Math.hypot(c.x - x, c.y - y) >= c.r + r + DISC_GAP) &&
    points.every((p) => Math.hypot(p.x - x, p.y - y) >= r + POINT_CLEARANCE)
  );
}

function insideBounds(x: number, y: number, r: number, bounds: Box): boolean {
  return x - r >= bounds.x && y - r >= bounds.y && x + r <= bounds.x + bounds.w && y + r <= bounds.y + bounds.h;
}

/**
 * The direction a crowded disc should move in: away from the neighbours crowding its point, so a
 * cluster opens out like a flower and each disc stays on its own side of it.
 */
function awayFromCrowd(k: number, discs: readonly Disc[]): number {
  const d = discs[k];
  if (!d) return 0;
  let dx = 0;
  let dy = 0;
  discs.forEach((other, j) => {
    if (j === k || Math.hypot(other.x - d.x, other.y - d.y) >= other.r + d.r + DISC_GAP) return;
    dx += d.x - other.x;
    dy += d.y - other.y;
  });
  return Math.hypot(dx, dy) > 1e-6 ? Math.atan2(dy, dx) : k * GOLDEN_ANGLE;
}

/** The difference between two angles, 0 to pi. */
function turn(a: number, b: number): number {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}

/** The free spot nearest the disc's point, outward ring by ring, each ring from `away` round. */
function nearestFreeSpot(
  d: Disc,
  away: number,
  bounds: Box,
  placed: readonly Circle[],
  points: readonly Disc[],
): { x: number; y: number } | null {
  const angles = Array.from({ length: DIRECTIONS }, (_, a) => away + (2 * Math.PI * a) / DIRECTIONS).sort(
    (a, b) => turn(a, away) - turn(b, away),
  );
  const reach = Math.hypot(bounds.w, bounds.h);
  for (let distance = d.r + POINT_CLEARANCE; distance <= reach; distance += RADIUS_STEP) {
    for (const angle of angles) {
      const x = d.x + distance * Math.cos(angle);
      const y = d.y + distance * Math.sin(angle);
      if (insideBounds(x, y, d.r, bounds) && clearOf(x, y, d.r, placed, points)) return { x, y };
    }
  }
  return null;
}

/**
 * Where to draw each disc inside `bounds`. First every disc that can stays on its point: one that
 * overlaps no disc already kept and covers no other disc's point. Then each other disc, in order,
 * takes the free spot nearest its point, trying the direction away from its crowd first.
 */
export function separateDiscs(discs: readonly Disc[], bounds: Box): PlacedDisc[] {
  const result: (PlacedDisc | null)[] = discs.map(() => null);
  const placed: Circle[] = [];
  discs.forEach((d, k) => {
    const others = discs.filter((_, j) => j !== k);
    if (insideBounds(d.x, d.y, d.r, bounds) && clearOf(d.x, d.y, d.r, placed, others)) {
      result[k] = { x: d.x, y: d.y, moved: false };
      placed.push(d);
    }
  });
  discs.forEach((d, k) => {
    if (result[k]) return;
    const spot = nearestFreeSpot(d, awayFromCrowd(k, discs), bounds, placed, discs);
    result[k] = spot ? { ...spot, moved: true } : { x: d.x, y: d.y, moved: false };
    placed.push({ x: result[k].x, y: result[k].y, r: d.r });
  });
  return result.map((r, k) => r ?? { x: discs[k]?.x ?? 0, y: discs[k]?.y ?? 0, moved: false });
}
