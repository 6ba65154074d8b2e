import {
  type Box,
  baselineBelow,
  boxesOverlap,
  nearestPointOnBox,
  placeLabels,
  segmentCrossesBox,
  textBox,
} from './labels';
import { textWidth } from './svg';

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

  it('takes a spot a little further away rather than run a leader through something in its way', () => {
    // Everything but a corridor round the marker is taken; a thin wall stands just right of it.
    // The nearest free spot is behind the wall, one just above the marker is a little further.
    const marker = { x: 101, y: 98, w: 4, h: 4 };
    const wall = { x: 106, y: 88, w: 3, h: 24 };
    const taken = [
      { x: 0, y: 0, w: 400, h: 70 },
      { x: 0, y: 130, w: 400, h: 170 },
      { x: 0, y: 70, w: 95, h: 60 },
    ];
    const [label] = placeLabels([{ cx: 103, cy: 100, r: 2, w: 60, h: 14 }], bounds, [marker, wall, ...taken]);
    const box = label?.box ?? bounds;
    for (const obstacle of [marker, wall, ...taken]) expect(boxesOverlap(box, obstacle)).toBe(false);
    const [lx, ly] = nearestPointOnBox(box, 103, 100);
    expect(segmentCrossesBox(103, 100, lx, ly, wall)).toBe(false);
    expect(box.y + box.h).toBeLessThanOrEqual(wall.y);
  });
});

describe('text boxes', () => {
  it('covers the letters from above an accented capital to below a descender, anchored as drawn', () => {
    const start = textBox('Ó Sé', 10, 100, 14);
    expect(start.x).toBe(10);
    expect(start.w).toBeCloseTo(textWidth('Ó Sé', 14), 9);
    expect(start.y).toBeLessThan(100 - 0.9 * 14);
    expect(start.y + start.h).toBeGreaterThan(100 + 0.2 * 14);
    const middle = textBox('30.6', 50, 100, 14, { anchor: 'middle', bold: true });
    expect(middle.x + middle.w / 2).toBeCloseTo(50, 9);
    expect(middle.w).toBeCloseTo(textWidth('30.6', 14, true), 9);
    expect(textBox('x', 50, 100, 14, { anchor: 'end' }).x + textBox('x', 50, 100, 14).w).toBeCloseTo(50, 9);
    expect(textBox('x', 0, baselineBelow(40, 14), 14).y).toBeCloseTo(40, 9);
  });
});

describe('leader crossings', () => {
  const box = { x: 10, y: 10, w: 10, h: 10 };
  it.each([
    [0, 15, 30, 15, true],
    [0, 0, 30, 30, true],
    [0, 0, 5, 5, false],
    [0, 25, 30, 25, false],
    [15, 0, 15, 9, false],
    [15, 15, 40, 40, true],
  ])('from (%d, %d) to (%d, %d): crosses %s', (x1, y1, x2, y2, crosses) => {
    expect(segmentCrossesBox(x1, y1, x2, y2, box)).toBe(crosses);
  });
});
