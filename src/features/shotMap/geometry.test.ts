import { SHOT_TYPES } from '../../../contract/filters';
import { shotRecord } from '../../testKit/shotRecords';
import {
  HALF_PITCH,
  MAP_WIDTH,
  markPath,
  markRadius,
  nearestShot,
  PITCH_BOX,
  SCALE,
  SMALLEST_DRAWN_XP,
  TAP_REACH,
  TAP_TARGET_PX,
  tapReach,
  toMap,
} from './geometry';

/** The area inside a path of straight segments (shoelace), in map units squared. */
function polygonArea(d: string): number {
  const points = [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  let twice = 0;
  points.forEach(([x0, y0], k) => {
    const [x1, y1] = points[(k + 1) % points.length]!;
    twice += x0 * y1 - x1 * y0;
  });
  return Math.abs(twice) / 2;
}

describe('shot map geometry', () => {
  it('stands the half pitch up with the goal at the top and the attacker’s left on the left', () => {
    expect(toMap(145, 44)).toEqual({ x: PITCH_BOX.left + 44 * SCALE, y: PITCH_BOX.top });
    expect(toMap(72.5, 44)).toEqual({ x: PITCH_BOX.left + 44 * SCALE, y: PITCH_BOX.top + PITCH_BOX.height });
    expect(toMap(145, 88).x).toBe(PITCH_BOX.left);
    expect(toMap(145, 0).x).toBe(PITCH_BOX.left + PITCH_BOX.width);
    expect(MAP_WIDTH).toBeGreaterThan(PITCH_BOX.width);
  });

  it('draws a shot recorded just off the pitch on its edge', () => {
    expect(toMap(146, -1)).toEqual(toMap(145, 0));
    expect(toMap(60, 90)).toEqual(toMap(72.5, 88));
  });

  it('makes a mark’s area proportional to its xP, with a floor for the faintest chances', () => {
    expect((markRadius(0.8) / markRadius(0.2)) ** 2).toBeCloseTo(4, 10);
    expect(markRadius(0.01)).toBe(markRadius(SMALLEST_DRAWN_XP));
    expect(markRadius(Number.NaN)).toBe(markRadius(SMALLEST_DRAWN_XP));
    expect(markRadius(1.5)).toBe(markRadius(1));
  });

  it.each(SHOT_TYPES.filter((type) => type !== 'play'))('covers the same area as the disc with a %s shape', (type) => {
    const r = 10;
    expect(polygonArea(markPath(type, 50, 50, r))).toBeCloseTo(Math.PI * r * r, 0);
  });

  it('gives each shot type its own shape', () => {
    const paths = SHOT_TYPES.map((type) => markPath(type, 0, 0, 10));
    expect(new Set(paths).size).toBe(SHOT_TYPES.length);
  });

  it('picks the shot nearest a tap within reach, and none beyond it', () => {
    const shots = [shotRecord({ id: 'a', x: 120, y: 44 }), shotRecord({ id: 'b', x: 122, y: 44 })];
    const nearB = toMap(122.4, 44);
    expect(nearestShot(shots, nearB, 4 * SCALE)).toBe(1);
    expect(nearestShot(shots, toMap(100, 44), 4 * SCALE)).toBeNull();
  });

  it('gives every shot a 44 px target on a phone, and at least 4 m on a big screen', () => {
    // A 390 px phone draws the map about 320 px wide: little more than half a pixel a unit.
    const phone = 320 / MAP_WIDTH;
    expect(tapReach(phone) * phone).toBeCloseTo(TAP_TARGET_PX / 2, 6);
    expect(tapReach(phone)).toBeGreaterThan(TAP_REACH);
    expect(tapReach(1.5)).toBe(TAP_REACH);
    expect(tapReach(0)).toBe(TAP_REACH);
  });

  it('draws the 40 m two-point arc from the end line round to the end line', () => {
    const from = toMap(145, 84);
    const to = toMap(145, 4);
    const r = 40 * SCALE;
    expect(HALF_PITCH.twoPointArc).toBe(`M${from.x} ${from.y}A${r} ${r} 0 0 0 ${to.x} ${to.y}`);
  });
});
