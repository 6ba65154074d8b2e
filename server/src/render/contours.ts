import type { DensityGrid } from '../analytics/pitchMapsDensity';

/**
 * Filled contours (marching squares) of a density grid: for a threshold t, the closed rings that
 * bound the region where the density is at least t. Drawing these for rising thresholds, each on
 * top of the last, gives the smooth banded heat map of seaborn's kdeplot in a few kilobytes of
 * vector paths, where a cell per square metre would need hundreds.
 *
 * The grid is padded with a ring of zeros one cell outside the region, so every contour closes;
 * where density is high at a line the contour runs just outside the pitch, and the heat layer's
 * clip path cuts it exactly at the line.
 */

/** A closed ring of pitch points in metres, the inside on its left (anticlockwise for outer rings). */
export type Ring = ReadonlyArray<readonly [number, number]>;

/**
 * Edges of the padded grid are numbered: horizontal edge (i, j)-(i+1, j) is `j * NX + i`, vertical
 * edge (i, j)-(i, j+1) is `NX * NY + j * NX + i`. A contour crossing is known by its edge, so the
 * two cells that share an edge agree on the point without comparing floating-point coordinates,
 * and typed arrays indexed by edge replace maps (a heat map draws eight levels on a 76 x 91 grid
 * for each of 48 images; this is most of the cold render time).
 */
export function contourRings(grid: DensityGrid, threshold: number): Ring[] {
  return contourLevels(grid, [threshold])[0] ?? [];
}

/** Rings for several thresholds of one grid, padding the grid once. */
export function contourLevels(grid: DensityGrid, thresholds: readonly number[]): Ring[][] {
  const NX = grid.nx + 2;
  const NY = grid.ny + 2;
  // Node (i, j) of the padded grid is node (i - 1, j - 1) of the density grid; the rim is zero.
  const values = new Float64Array(NX * NY);
  for (let j = 1; j < NY - 1; j++) {
    for (let i = 1; i < NX - 1; i++) values[j * NX + i] = grid.values[(j - 1) * grid.nx + (i - 1)] ?? 0;
  }
  const edges = 2 * NX * NY;
  // Work arrays shared by every level (reset, not reallocated): eight levels for each of 48 heat
  // maps would otherwise churn through tens of megabytes for the garbage collector.
  const work: Work = {
    inside: new Uint8Array(NX * NY),
    next: new Int32Array(edges),
    px: new Float64Array(edges),
    py: new Float64Array(edges),
    known: new Uint8Array(edges),
    used: new Uint8Array(edges),
  };
  return thresholds.map((threshold) => ringsAt(grid, values, NX, NY, threshold, work));
}

type Work = {
  /** Whether each padded node is at or above the level. */
  inside: Uint8Array;
  /** For the crossing on an edge, the edge its segment runs to (-1: none). */
  next: Int32Array;
  px: Float64Array;
  py: Float64Array;
  /** Whether the crossing on an edge has been computed. */
  known: Uint8Array;
  /** Whether the crossing on an edge is already in a ring. */
  used: Uint8Array;
};

function ringsAt(
  grid: DensityGrid,
  values: Float64Array,
  NX: number,
  NY: number,
  threshold: number,
  work: Work,
): Ring[] {
  if (!(threshold > 0)) throw new RangeError('A contour threshold must be above zero (the padding value).');
  const { inside, next, px, py, known, used } = work;
  for (let k = 0; k < values.length; k++) inside[k] = (values[k] ?? 0) >= threshold ? 1 : 0;
  next.fill(-1);
  known.fill(0);
  used.fill(0);
  const edges = next.length;
  const x0 = grid.region.x0 - grid.dx;
  const y0 = grid.region.y0 - grid.dy;

  /** Records the crossing on edge `e`, between nodes a < b. */
  const crossing = (e: number, a: number, b: number, horizontal: boolean): void => {
    const va = values[a] ?? 0;
    const vb = values[b] ?? 0;
    const t = (threshold - va) / (vb - va);
    const i = a % NX;
    const j = (a - i) / NX;
    px[e] = x0 + (horizontal ? i + t : i) * grid.dx;
    py[e] = y0 + (horizontal ? j : j + t) * grid.dy;
    known[e] = 1;
  };

  const cellEdges = new Int32Array(4);
  const cellExit = new Uint8Array(4);
  const corner = new Int32Array(4);
  const ids = new Int32Array(4);
  for (let j = 0; j < NY - 1; j++) {
    for (let i = 0; i < NX - 1; i++) {
      const sum =
        (inside[j * NX + i] ?? 0) +
        (inside[j * NX + i + 1] ?? 0) +
        (inside[(j + 1) * NX + i + 1] ?? 0) +
        (inside[(j + 1) * NX + i] ?? 0);
      if (sum === 0 || sum === 4) continue;
      // Corners anticlockwise from bottom-left, in pitch axes (x right, y up).
      corner[0] = j * NX + i;
      corner[1] = j * NX + i + 1;
      corner[2] = (j + 1) * NX + i + 1;
      corner[3] = (j + 1) * NX + i;
      // Walk the cell's edges anticlockwise; an edge leaving the region is an exit, one coming
      // back in an entry. A segment from an exit to an entry keeps the region on its left.
      let n = 0;
      ids[0] = j * NX + i; // bottom: corner 0 -> 1
      ids[1] = NX * NY + j * NX + i + 1; // right: corner 1 -> 2
      ids[2] = (j + 1) * NX + i; // top: corner 2 -> 3
      ids[3] = NX * NY + j * NX + i; // left: corner 3 -> 0
      for (let k = 0; k < 4; k++) {
        const a = corner[k] ?? 0;
        const b = corner[(k + 1) % 4] ?? 0;
        const ina = inside[a] ?? 0;
        if (ina === (inside[b] ?? 0)) continue;
        const horizontal = k === 0 || k === 2;
        // Interpolate from the edge's lower-index node, so both cells compute the same point.
        const e = ids[k] ?? 0;
        if (!known[e]) crossing(e, Math.min(a, b), Math.max(a, b), horizontal);
        cellEdges[n] = e;
        cellExit[n] = ina;
        n++;
      }
      if (n === 2) {
        const exit = cellExit[0] ? 0 : 1;
        next[cellEdges[exit] ?? 0] = cellEdges[1 - exit] ?? 0;
        continue;
      }
      // A saddle: two opposite corners inside. The mean of the corners decides whether the
      // inside corners join through the middle of the cell (each exit runs to the next entry)
      // or stay apart (each exit runs back to the entry before it).
      let centre = 0;
      for (let k = 0; k < 4; k++) centre += (values[corner[k] ?? 0] ?? 0) / 4;
      const step = centre >= threshold ? 1 : 3;
      for (let k = 0; k < 4; k++) {
        if (cellExit[k]) next[cellEdges[k] ?? 0] = cellEdges[(k + step) % 4] ?? 0;
      }
    }
  }

  // Stitch: every crossing starts one segment and ends another, so following them closes rings.
  // Starting points in edge order keeps the output deterministic.
  const rings: Ring[] = [];
  for (let start = 0; start < edges; start++) {
    if (next[start] === -1 || used[start]) continue;
    const ring: [number, number][] = [];
    let e = start;
    while (e !== -1 && !used[e]) {
      used[e] = 1;
      ring.push([px[e] ?? 0, py[e] ?? 0]);
      e = next[e] ?? -1;
    }
    if (ring.length >= 3) rings.push(ring);
  }
  return rings;
}

/** Signed area (positive anticlockwise in pitch axes), for tests and for dropping specks. */
export function ringArea(ring: Ring): number {
  let area = 0;
  for (let k = 0; k < ring.length; k++) {
    const a = ring[k] ?? [0, 0];
    const b = ring[(k + 1) % ring.length] ?? [0, 0];
    area += a[0] * b[1] - b[0] * a[1];
  }
  return area / 2;
}
