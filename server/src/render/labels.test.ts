import { type Box, boxesOverlap, nearestPointOnBox, placeLabels } from './labels';

const bounds: Box = { x: 0, y: 0, w: 400, h: 300 };

describe('label placement', () => {
  it('puts a lone label hard against the right of its marker, with no leader line', () => {
    const [label] = placeLabels([{ cx: 100, cy: 100, r: 5, w: 60, h: 14 }], bounds, [{ x: 95, y: 95, w: 10, h: 10 }]);
    expect(label).toEqual({ box: { x: 108, y: 93, w: 60, h: 14 }, leader: false });
  });

  it('goes left when the right would run off the image', () => {
    const [label] = placeLabels([{ cx: 380, cy: 100, r: 5, w: 60, h: 14 }], bounds, []);
    expect(label?.box.x).toBe(380 - 8 - 60);
  });

  it('keeps a crowd of labels clear of each other, of every marker and inside the bounds', () => {
    // Eight markers within a few metres of each other, as leading shooters' averages are.
    const markers = [
      [200, 120],
      [210, 118],
      [205, 130],
      [190, 125],
      [215, 128],
      [198, 112],
      [207, 140],
      [193, 135],
    ] as const;
    const requests = markers.map(([cx, cy], k) => ({ cx, cy, r: 6, w: 90 + 5 * k, h: 15 }));
    const obstacles = markers.map(([cx, cy]) => ({ x: cx - 6, y: cy - 6, w: 12, h: 12 }));
    const placed = placeLabels(requests, bounds, obstacles);
    expect(placed).toHaveLength(8);
    placed.forEach((a, i) => {
      expect(a.box.x).toBeGreaterThanOrEqual(0);
      expect(a.box.y).toBeGreaterThanOrEqual(0);
      expect(a.box.x + a.box.w).toBeLessThanOrEqual(400);
      expect(a.box.y + a.box.h).toBeLessThanOrEqual(300);
      for (const obstacle of obstacles) expect(boxesOverlap(a.box, obstacle)).toBe(false);
      placed.forEach((b, j) => {
        if (i !== j) expect(boxesOverlap(a.box, b.box)).toBe(false);
      });
    });
    expect(placed.some((p) => p.leader)).toBe(true);
  });

  it('places the same way every time', () => {
    const requests = [
      { cx: 50, cy: 50, r: 4, w: 80, h: 14 },
      { cx: 55, cy: 52, r: 4, w: 80, h: 14 },
    ];
    expect(placeLabels(requests, bounds, [])).toEqual(placeLabels(requests, bounds, []));
  });

  it('ends a leader on the nearest point of the label', () => {
    expect(nearestPointOnBox({ x: 10, y: 10, w: 20, h: 10 }, 0, 15)).toEqual([10, 15]);
    expect(nearestPointOnBox({ x: 10, y: 10, w: 20, h: 10 }, 40, 40)).toEqual([30, 20]);
  });
});
