import type { DensityGrid } from '../analytics/pitchMapsDensity';
import { contourRings, ringArea } from './contours';

/** A grid over [0, n] x [0, n] with 1 m cells and values from `f`. */
function grid(n: number, f: (x: number, y: number) => number): DensityGrid {
  const values = new Float64Array((n + 1) * (n + 1));
  let max = 0;
  for (let j = 0; j <= n; j++) {
    for (let i = 0; i <= n; i++) {
      const v = f(i, j);
      values[j * (n + 1) + i] = v;
      max = Math.max(max, v);
    }
  }
  return { region: { x0: 0, x1: n, y0: 0, y1: n }, nx: n + 1, ny: n + 1, dx: 1, dy: 1, values, max };
}

describe('filled contours', () => {
  it('draws one anticlockwise ring around a single hill, close to the true circle', () => {
    // A cone of height 10 falling 1 per metre: the level 5 contour is a circle of radius 5.
    const cone = grid(30, (x, y) => Math.max(0, 10 - Math.hypot(x - 15, y - 15)));
    const rings = contourRings(cone, 5);
    expect(rings).toHaveLength(1);
    const area = ringArea(rings[0] ?? []);
    expect(area).toBeGreaterThan(0); // the inside on the left: anticlockwise
    expect(area).toBeCloseTo(Math.PI * 25, -0.5); // about 78.5 m^2; linear interpolation cuts corners
    for (const [x, y] of rings[0] ?? []) expect(Math.hypot(x - 15, y - 15)).toBeCloseTo(5, 0);
  });

  it('separates two hills and gives a hole the opposite turn', () => {
    const two = grid(
      40,
      (x, y) => Math.max(0, 6 - Math.hypot(x - 10, y - 20)) + Math.max(0, 6 - Math.hypot(x - 30, y - 20)),
    );
    expect(contourRings(two, 3)).toHaveLength(2);
    // A ring-shaped ridge: high at radius 10 from the middle, low in the middle.
    const ridge = grid(40, (x, y) => Math.max(0, 5 - Math.abs(Math.hypot(x - 20, y - 20) - 10)));
    const rings = contourRings(ridge, 2);
    expect(rings).toHaveLength(2);
    const areas = rings.map(ringArea).sort((a, b) => a - b);
    expect(areas[0]).toBeLessThan(0); // the hole, clockwise
    expect(areas[1]).toBeGreaterThan(0); // the outside, anticlockwise
    expect(Math.abs(areas[1] ?? 0)).toBeGreaterThan(Math.abs(areas[0] ?? 0));
  });

  it('closes a region that touches the edge just outside the grid, for the clip path to cut', () => {
    const ramp = grid(10, (x) => 10 - x); // highest along x = 0
    const rings = contourRings(ramp, 5);
    expect(rings).toHaveLength(1);
    const xs = (rings[0] ?? []).map(([x]) => x);
    const ys = (rings[0] ?? []).map(([, y]) => y);
    expect(Math.min(...xs)).toBeLessThan(0);
    expect(Math.min(...xs)).toBeGreaterThan(-1);
    expect(Math.max(...xs)).toBeCloseTo(5, 9);
    expect(Math.min(...ys)).toBeLessThan(0);
    expect(Math.max(...ys)).toBeGreaterThan(10);
  });

  it('resolves a saddle by the middle of the cell', () => {
    // Two diagonal corners high: joined when the middle is high, apart when it is low.
    const saddle = (centre: number): DensityGrid => ({
      region: { x0: 0, x1: 1, y0: 0, y1: 1 },
      nx: 2,
      ny: 2,
      dx: 1,
      dy: 1,
      values: Float64Array.from([10, 0, 0, 10]),
      max: 10 + centre,
    });
    // The centre of a cell is the mean of its corners: 5 here.
    expect(contourRings(saddle(0), 4)).toHaveLength(1);
    expect(contourRings(saddle(0), 6)).toHaveLength(2);
  });

  it('finds nothing above the top and refuses a threshold of zero', () => {
    const cone = grid(10, (x, y) => Math.max(0, 3 - Math.hypot(x - 5, y - 5)));
    expect(contourRings(cone, 4)).toEqual([]);
    expect(() => contourRings(cone, 0)).toThrow(RangeError);
  });
});
