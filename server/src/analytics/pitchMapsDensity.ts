import type { PitchRect } from '../../../contract/pitch';

/**
 * Kernel density on a rectangle of the pitch, corrected so that it is not biased low at the
 * rectangle's edges.
 *
 * A plain Gaussian KDE leaks the mass of every shot near a line out of the pitch, so the density
 * along the end line (where the shots that matter most are) reads too low: for evenly spread shots
 * it falls to a half at a side line and a quarter in a corner. We use Diggle's local correction:
 * the estimate at a point is divided by the share of a kernel centred there that falls inside the
 * rectangle. For evenly spread shots that gives the same density at the edge as in the middle.
 */

export type Point = { readonly x: number; readonly y: number };

export type Bandwidth = { readonly x: number; readonly y: number };

/**
 * Densities at the nodes of a regular grid that covers `region` exactly: node (i, j) sits at
 * `(region.x0 + i * dx, region.y0 + j * dy)`, the first and last nodes on the region's edges.
 * Values are in shots per square metre, so they integrate over the region to about the number of
 * shots; `values[j * nx + i]`.
 */
export type DensityGrid = {
  readonly region: PitchRect;
  readonly nx: number;
  readonly ny: number;
  readonly dx: number;
  readonly dy: number;
  readonly values: Float64Array;
  readonly max: number;
};

/** Beyond this many bandwidths a Gaussian's weight (below 3.4e-4 of its peak) is left out. */
const KERNEL_REACH = 4;

/** Bandwidth limits in metres: narrower shows single shots as spikes, wider blurs a team's zones together. */
export const MIN_BANDWIDTH = 3;
export const MAX_BANDWIDTH = 8;
/** Used when there are too few shots to measure their spread. */
export const DEFAULT_BANDWIDTH = 6;

/**
 * Scott's rule for two dimensions (sigma * n^(-1/6)) per axis, the rule seaborn and scipy use for
 * the KDE heat maps analysts are used to, held within sane limits for a pitch in metres.
 */
export function scottBandwidth(points: readonly Point[]): Bandwidth {
  if (points.length < 2) return { x: DEFAULT_BANDWIDTH, y: DEFAULT_BANDWIDTH };
  const factor = points.length ** (-1 / 6);
  const axis = (values: number[]): number => {
    const sd = standardDeviation(values);
    if (sd === 0) return DEFAULT_BANDWIDTH;
    return Math.min(MAX_BANDWIDTH, Math.max(MIN_BANDWIDTH, sd * factor));
  };
  return { x: axis(points.map((p) => p.x)), y: axis(points.map((p) => p.y)) };
}

function standardDeviation(values: readonly number[]): number {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const squares = values.reduce((sum, v) => sum + (v - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

/**
 * The error function, Abramowitz and Stegun formula 7.1.26 (absolute error below 1.5e-7, far
 * below anything a colour level can show); JavaScript has no built-in.
 */
export function erf(z: number): number {
  const sign = z < 0 ? -1 : 1;
  const a = Math.abs(z);
  const t = 1 / (1 + 0.3275911 * a);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-a * a));
}

/** Standard normal cumulative distribution. */
export function normalCdf(z: number): number {
  return 0.5 * (1 + erf(z / Math.SQRT2));
}

/** Number of grid intervals along a side so that cells are close to `cell` metres. */
function intervals(length: number, cell: number): number {
  return Math.max(1, Math.round(length / cell));
}

export type DensityOptions = {
  /** Target cell size in metres; the grid is stretched slightly so it ends exactly on the edges. */
  readonly cell?: number;
  readonly bandwidth?: Bandwidth;
};

/** An all-zero grid over the region: what a team with no shots of a kind gets. */
export function emptyGrid(region: PitchRect, cell = 1): DensityGrid {
  const nx = intervals(region.x1 - region.x0, cell) + 1;
  const ny = intervals(region.y1 - region.y0, cell) + 1;
  return {
    region,
    nx,
    ny,
    dx: (region.x1 - region.x0) / (nx - 1),
    dy: (region.y1 - region.y0) / (ny - 1),
    values: new Float64Array(nx * ny),
    max: 0,
  };
}

/**
 * Edge-corrected Gaussian KDE of `points` over `region` (points outside it are first moved onto
 * its edge: a recorded position a metre over a line is a recording error, not a shot from the
 * stand). The product kernel is separable, so each point costs one row and one column of
 * exponentials plus a multiply-add per node it reaches.
 */
export function kernelDensity(points: readonly Point[], region: PitchRect, options: DensityOptions = {}): DensityGrid {
  const grid = emptyGrid(region, options.cell ?? 1);
  if (points.length === 0) return grid;
  const { nx, ny, dx, dy, values } = grid;
  const clamped = points.map((p) => ({
    x: Math.min(region.x1, Math.max(region.x0, p.x)),
    y: Math.min(region.y1, Math.max(region.y0, p.y)),
  }));
  const bandwidth = options.bandwidth ?? scottBandwidth(clamped);
  const xs = Array.from({ length: nx }, (_, i) => region.x0 + i * dx);
  const ys = Array.from({ length: ny }, (_, j) => region.y0 + j * dy);
  const norm = 1 / (2 * Math.PI * bandwidth.x * bandwidth.y);

  // Linear binning, then a separable convolution: each shot's unit mass is shared between the four
  // grid nodes around it, and the Gaussian is run along the rows and then the columns. The cost no
  // longer grows with the number of shots (a filtered heat map of a 100,000-shot season draws in a
  // few milliseconds), and with nodes 1 m apart and kernels at least 3 m wide the picture is the
  // same as summing a kernel per shot: a shot on a node is exactly that.
  const mass = new Float64Array(nx * ny);
  for (const p of clamped) {
    const fx = (p.x - region.x0) / dx;
    const fy = (p.y - region.y0) / dy;
    const i = Math.min(nx - 2, Math.max(0, Math.floor(fx)));
    const j = Math.min(ny - 2, Math.max(0, Math.floor(fy)));
    const tx = Math.min(1, fx - i);
    const ty = Math.min(1, fy - j);
    const k = j * nx + i;
    mass[k] = (mass[k] ?? 0) + (1 - tx) * (1 - ty);
    mass[k + 1] = (mass[k + 1] ?? 0) + tx * (1 - ty);
    mass[k + nx] = (mass[k + nx] ?? 0) + (1 - tx) * ty;
    mass[k + nx + 1] = (mass[k + nx + 1] ?? 0) + tx * ty;
  }
  const along = convolve(mass, nx, ny, kernelOf(bandwidth.x, dx), 1, nx);
  const both = convolve(along, ny, nx, kernelOf(bandwidth.y, dy), nx, 1);
  for (let k = 0; k < values.length; k++) values[k] = (both[k] ?? 0) * norm;

  // Diggle's correction: the share of a kernel centred on each node that lies inside the region.
  const shareX = xs.map((x) => normalCdf((region.x1 - x) / bandwidth.x) - normalCdf((region.x0 - x) / bandwidth.x));
  const shareY = ys.map((y) => normalCdf((region.y1 - y) / bandwidth.y) - normalCdf((region.y0 - y) / bandwidth.y));
  let max = 0;
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const k = j * nx + i;
      const v = (values[k] ?? 0) / ((shareX[i] ?? 1) * (shareY[j] ?? 1));
      values[k] = v;
      if (v > max) max = v;
    }
  }
  return { ...grid, max };
}

/**
 * Fills `out` with unnormalised 1-D Gaussian weights exp(-d^2 / 2h^2) around `centre` and returns
 * the index range it reaches.
 */
/** The Gaussian's weights at whole node offsets -r..r, out to KERNEL_REACH bandwidths. */
function kernelOf(h: number, step: number): Float64Array {
  const reach = Math.floor((KERNEL_REACH * h) / step);
  return Float64Array.from({ length: 2 * reach + 1 }, (_, k) => {
    const d = ((k - reach) * step) / h;
    return Math.exp(-0.5 * d * d);
  });
}

/**
 * Convolves `lines` lines of `length` nodes with `kernel` along one axis of a row-major grid:
 * node n of line l is at index l * lineStride + n * stride.
 */
function convolve(
  values: Float64Array,
  length: number,
  lines: number,
  kernel: Float64Array,
  stride: number,
  lineStride: number,
): Float64Array {
  const out = new Float64Array(values.length);
  const reach = (kernel.length - 1) / 2;
  for (let line = 0; line < lines; line++) {
    const base = line * lineStride;
    for (let n = 0; n < length; n++) {
      const m = values[base + n * stride] ?? 0;
      if (m === 0) continue;
      const from = Math.max(0, n - reach);
      const to = Math.min(length - 1, n + reach);
      for (let t = from; t <= to; t++) {
        const index = base + t * stride;
        out[index] = (out[index] ?? 0) + m * (kernel[t - n + reach] ?? 0);
      }
    }
  }
  return out;
}

/** Density at a point of the grid (bilinear between nodes); used by tests and descriptions. */
export function densityAt(grid: DensityGrid, x: number, y: number): number {
  const fx = Math.min(grid.nx - 1, Math.max(0, (x - grid.region.x0) / grid.dx));
  const fy = Math.min(grid.ny - 1, Math.max(0, (y - grid.region.y0) / grid.dy));
  const i = Math.min(grid.nx - 2, Math.floor(fx));
  const j = Math.min(grid.ny - 2, Math.floor(fy));
  const tx = fx - i;
  const ty = fy - j;
  const at = (ii: number, jj: number): number => grid.values[jj * grid.nx + ii] ?? 0;
  return (
    at(i, j) * (1 - tx) * (1 - ty) +
    at(i + 1, j) * tx * (1 - ty) +
    at(i, j + 1) * (1 - tx) * ty +
    at(i + 1, j + 1) * tx * ty
  );
}
