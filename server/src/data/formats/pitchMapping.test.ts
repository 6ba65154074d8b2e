import { isOutsideTwoPointArc, PITCH } from '../../../../contract/pitch';
import { describeMapping, halfTurn, ontoOurPitch, towardsNearerGoal, type SourcePitch } from './pitchMapping';
import { outsideArcOn } from '../../testKit/toolFiles';

/**
 * The rule every reader keeps: mapping a tool's pitch onto ours never moves a shot across the 40 m
 * arc or the 13 m line. Checked over thousands of points hugging both, on every pitch size the
 * tools use and on the smallest the rules allow (arcSides.test.ts checks it through each reader).
 */

const SIZES: readonly SourcePitch[] = [
  { length: 145, width: 85 },
  { length: 145, width: 88 },
  { length: 145, width: 90 },
  { length: 130, width: 80 },
];

const beyond13On = (pitch: SourcePitch, x: number): boolean => pitch.length - x >= 13;

/** Points within 5 cm of the arc, every quarter degree round it, and within 5 cm of the 13 m line, side line to side line. */
function hugging(pitch: SourcePitch): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (let step = -50; step <= 50; step += 1) {
    const distance = PITCH.twoPointArc.radius + step / 1000;
    for (let quarter = -360; quarter <= 360; quarter += 1) {
      const angle = (quarter / 4) * (Math.PI / 180);
      points.push({ x: pitch.length - distance * Math.cos(angle), y: pitch.width / 2 + distance * Math.sin(angle) });
    }
    for (let y = 0; y <= pitch.width; y += 0.25) points.push({ x: pitch.length - 13 + step / 1000, y });
  }
  return points.filter(({ x, y }) => x >= 0 && x <= pitch.length && y >= 0 && y <= pitch.width);
}

describe('onto our pitch', () => {
  it.each(SIZES)('keeps every point near the arc and the 13 m line on its side, from $length x $width', (pitch) => {
    const points = hugging(pitch);
    expect(points.length).toBeGreaterThan(50_000);
    const moved = points.filter(({ x, y }) => {
      const ours = ontoOurPitch(pitch, { x, y });
      return (
        isOutsideTwoPointArc(ours.x, ours.y) !== outsideArcOn(pitch, x, y) ||
        PITCH.length - ours.x >= 13 !== beyond13On(pitch, x)
      );
    });
    expect(moved).toEqual([]);
  });

  it.each(SIZES)(
    'keeps the distance and angle to the goal of every point it need not move, from $length x $width',
    (pitch) => {
      // A seeded walk over the whole pitch (a linear congruential generator: the same points every run).
      let seed = 22;
      const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
      const wrong: unknown[] = [];
      for (let i = 0; i < 20_000; i += 1) {
        const x = next() * pitch.length;
        const y = next() * pitch.width;
        const ours = ontoOurPitch(pitch, { x, y });
        const onOurPitch = ours.x >= 0 && ours.x <= PITCH.length && ours.y >= 0 && ours.y <= PITCH.width;
        const distance = Math.hypot(PITCH.length - ours.x, PITCH.width / 2 - ours.y);
        const kept =
          ours.movedOntoPitch || Math.abs(distance - Math.hypot(pitch.length - x, pitch.width / 2 - y)) < 1e-9;
        if (!onOurPitch || !kept || isOutsideTwoPointArc(ours.x, ours.y) !== outsideArcOn(pitch, x, y)) {
          wrong.push({ x, y, ours });
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('moves a point beyond our side lines onto them, and only such a point', () => {
    const wide = { length: 145, width: 90 };
    expect(ontoOurPitch(wide, { x: 120, y: 0.4 })).toEqual({ x: 120, y: 0, movedOntoPitch: true });
    expect(ontoOurPitch(wide, { x: 120, y: 89.5 })).toEqual({ x: 120, y: 88, movedOntoPitch: true });
    expect(ontoOurPitch(wide, { x: 120, y: 45 })).toEqual({ x: 120, y: 44, movedOntoPitch: false });
    expect(ontoOurPitch({ length: 145, width: 85 }, { x: 120, y: 0 })).toEqual({
      x: 120,
      y: 1.5,
      movedOntoPitch: false,
    });
  });

  it('turns a shot towards the goal nearer to it', () => {
    const pitch = { length: 145, width: 90 };
    expect(towardsNearerGoal(pitch, { x: 30, y: 20 })).toEqual({ x: 115, y: 70 });
    expect(towardsNearerGoal(pitch, { x: 100, y: 20 })).toEqual({ x: 100, y: 20 });
    expect(halfTurn(pitch, halfTurn(pitch, { x: 12, y: 34 }))).toEqual({ x: 12, y: 34 });
  });

  it('says how it maps each pitch', () => {
    expect(describeMapping({ length: 145, width: 85 })).toMatch(
      /x kept .* y \+ 1\.5 m, so the middle of the goal \(42\.5 m across a 85 m pitch\) lands on ours \(44 m\)/,
    );
    expect(describeMapping({ length: 145, width: 88 })).toMatch(/y kept/);
    expect(describeMapping({ length: 145, width: 90 })).toMatch(
      /y - 1 m.*the 1 m beyond each of our side lines is moved onto it/,
    );
  });
});
