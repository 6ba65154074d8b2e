import { DISC_GAP, POINT_CLEARANCE, type Disc, separateDiscs } from './discs';
import type { Box } from './labels';

const bounds: Box = { x: 0, y: 0, w: 400, h: 300 };

function problems(discs: readonly Disc[], area: Box = bounds): string[] {
  const placed = separateDiscs(discs, area);
  const found: string[] = [];
  placed.forEach((a, i) => {
    const r = discs[i]?.r ?? 0;
    if (a.x - r < area.x || a.y - r < area.y || a.x + r > area.x + area.w || a.y + r > area.y + area.h) {
      found.push(`disc ${i} leaves the bounds`);
    }
    placed.forEach((b, j) => {
      if (i < j && Math.hypot(a.x - b.x, a.y - b.y) < r + (discs[j]?.r ?? 0) + DISC_GAP) found.push(`${i} and ${j}`);
    });
    discs.forEach((point, j) => {
      const sitsOnIt = i === j && !a.moved;
      if (!sitsOnIt && Math.hypot(a.x - point.x, a.y - point.y) < r + POINT_CLEARANCE) {
        found.push(`disc ${i} covers point ${j}`);
      }
    });
  });
  return found;
}

describe('moving discs apart', () => {
  it('leaves discs with room exactly on their points', () => {
    const discs = [
      { x: 100, y: 100, r: 10 },
      { x: 200, y: 100, r: 15 },
    ];
    expect(separateDiscs(discs, bounds)).toEqual([
      { x: 100, y: 100, moved: false },
      { x: 200, y: 100, moved: false },
    ]);
  });

  it('keeps the first of two crowded discs on its point and moves the other clear of it and of its own point', () => {
    const discs = [
      { x: 100, y: 100, r: 15 },
      { x: 120, y: 100, r: 10 },
    ];
    const [first, second] = separateDiscs(discs, bounds);
    expect(first).toEqual({ x: 100, y: 100, moved: false });
    expect(second?.moved).toBe(true);
    // Moved away from the crowd: further right.
    expect(second?.x).toBeGreaterThan(120);
    expect(problems(discs)).toEqual([]);
  });

  it('opens a crowd on one point out round it, every point left visible', () => {
    const discs = Array.from({ length: 8 }, (_, k) => ({ x: 200, y: 150, r: 10 + k }));
    const placed = separateDiscs(discs, bounds);
    expect(placed.every((p) => p.moved)).toBe(true);
    expect(problems(discs)).toEqual([]);
  });

  it('keeps a crowd in a corner inside the bounds', () => {
    const discs = Array.from({ length: 8 }, () => ({ x: 2, y: 2, r: 12 }));
    expect(problems(discs)).toEqual([]);
  });

  it('places the same way every time', () => {
    const discs = Array.from({ length: 6 }, (_, k) => ({ x: 150 + k, y: 120 - k, r: 9 + k }));
    expect(separateDiscs(discs, bounds)).toEqual(separateDiscs(discs, bounds));
  });
});
