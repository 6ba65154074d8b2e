import { isOutsideTwoPointArc, PITCH, twoPointArcEnds } from './pitch';
import {
  eraOfDate,
  pointValue,
  shotEventValue,
  twoPointerPossible,
  valueIfScored,
  type ScoringAttempt,
} from './scoring';

/** A kicked point in play from a turned position, in a match of the given year. */
const attempt = (
  year: number,
  standX: number,
  standY: number,
  extra: Partial<ScoringAttempt> = {},
): ScoringAttempt => ({
  date: `${year}-06-01`,
  goalAttempt: false,
  shotType: 'play',
  foot: 'right',
  standX,
  standY,
  touched: null,
  ...extra,
});

// From the middle of the goal at (145, 44): 45 m out, 30 m out, exactly 40 m out.
const OUTSIDE = [100, 44] as const;
const INSIDE = [115, 44] as const;
const ON_THE_ARC = [105, 44] as const;

describe('the era of a match', () => {
  it.each([
    ['2023-07-30', 'pre-2025'],
    ['2024-12-31', 'pre-2025'],
    ['2025-01-01', '2025'],
    ['2025-07-27', '2025'],
    ['2026-05-10', '2026'],
    ['2031-06-01', '2026'],
  ])('%s is played under the %s rules', (date, era) => {
    expect(eraOfDate(date)).toBe(era);
  });
});

describe('what each kind of score is worth in each era', () => {
  it.each([
    // [year, kind, extra, outside the arc, inside the arc]
    [2023, 'a point in play', {}, 1, 1],
    [2024, 'a free', { shotType: 'free' }, 1, 1],
    [2025, 'a point in play', {}, 2, 1],
    [2025, 'a free', { shotType: 'free' }, 2, 1],
    [2025, 'a mark', { shotType: 'mark' }, 2, 1],
    [2025, 'a left-footed point', { foot: 'left' }, 2, 1],
    [2025, 'a point of unrecorded foot', { foot: null }, 2, 1],
    [2026, 'a point in play', {}, 2, 1],
    [2026, 'a free', { shotType: 'free' }, 2, 1],
    [2023, 'a goal', { goalAttempt: true }, 3, 3],
    [2025, 'a goal', { goalAttempt: true }, 3, 3],
    [2026, 'a penalty goal', { goalAttempt: true, shotType: 'penalty' }, 3, 3],
  ] as const)('%s: %s is worth %d from outside the arc and %d inside', (year, _kind, extra, outside, inside) => {
    expect(valueIfScored(attempt(year, ...OUTSIDE, extra))).toBe(outside);
    expect(valueIfScored(attempt(year, ...INSIDE, extra))).toBe(inside);
  });

  it('counts a kick from exactly 40 m as on the arc, and a centimetre inside as inside', () => {
    expect(valueIfScored(attempt(2025, ...ON_THE_ARC))).toBe(2);
    expect(valueIfScored(attempt(2025, 105.01, 44))).toBe(1);
    // 40 m on a diagonal: (145 - 24, 44 + 32) is 3-4-5 times 8.
    expect(valueIfScored(attempt(2025, 121, 76))).toBe(2);
    expect(valueIfScored(attempt(2025, 121.01, 76))).toBe(1);
  });

  it('ends the arc on the end line 40 m either side of the goal, and counts beyond its ends as outside', () => {
    expect(twoPointArcEnds()).toEqual([4, 84]);
    expect(isOutsideTwoPointArc(PITCH.length, 4)).toBe(true);
    expect(valueIfScored(attempt(2025, 145, 4))).toBe(2);
    expect(valueIfScored(attempt(2025, 145, 84))).toBe(2);
    expect(valueIfScored(attempt(2025, 145, 5))).toBe(1);
    // Between the end of the arc and the corner flag: further than 40 m, so outside.
    expect(valueIfScored(attempt(2025, 144, 2))).toBe(2);
    expect(valueIfScored(attempt(2025, 144, 86))).toBe(2);
  });

  it('counts a 45 as one, even from outside the arc', () => {
    expect(valueIfScored(attempt(2025, 100, 20, { shotType: '45' }))).toBe(1);
    expect(valueIfScored(attempt(2026, 100, 70, { shotType: '45' }))).toBe(1);
  });

  it('counts a hand-passed point as one, even from outside the arc', () => {
    expect(valueIfScored(attempt(2025, ...OUTSIDE, { foot: 'hand' }))).toBe(1);
    expect(valueIfScored(attempt(2026, ...OUTSIDE, { foot: 'hand' }))).toBe(1);
  });

  it('counts a touched two-point attempt as one in 2025 and two from 2026', () => {
    expect(valueIfScored(attempt(2025, ...OUTSIDE, { touched: true }))).toBe(1);
    expect(valueIfScored(attempt(2025, ...OUTSIDE, { touched: false }))).toBe(2);
    expect(valueIfScored(attempt(2026, ...OUTSIDE, { touched: true }))).toBe(2);
    // A touch changes nothing inside the arc, nor before 2025.
    expect(valueIfScored(attempt(2025, ...INSIDE, { touched: true }))).toBe(1);
    expect(valueIfScored(attempt(2024, ...OUTSIDE, { touched: true }))).toBe(1);
  });

  it('gives a goal attempt that goes over the bar the point value of its spot', () => {
    expect(pointValue(attempt(2025, ...OUTSIDE, { goalAttempt: true }))).toBe(2);
    expect(pointValue(attempt(2025, ...INSIDE, { goalAttempt: true }))).toBe(1);
    expect(pointValue(attempt(2023, ...OUTSIDE, { goalAttempt: true }))).toBe(1);
  });
});

describe("a recorded shot's value at the 40 m arc", () => {
  /** A kicked point from play, straight out in front of the goal, `metres` from its middle. */
  const pointAt = (metres: number) => ({
    outcome: 'point' as const,
    shotKind: 'play' as const,
    foot: 'right' as const,
    x: 145 - metres,
    y: 44,
    touched: null,
    points: null,
  });

  it.each([
    [39.9, false, 1],
    [40, true, 2],
    [40.1, true, 2],
  ])('at %s m in 2025 a two-pointer is possible: %s; a point is worth %s', (metres, possible, value) => {
    expect(twoPointerPossible('2025-06-01', 145 - metres, 44)).toBe(possible);
    expect(shotEventValue(pointAt(metres), '2025-06-01')).toBe(value);
  });

  it('offers no two-pointer before 2025, wherever the kick is from', () => {
    for (const metres of [39.9, 40, 40.1]) {
      expect(twoPointerPossible('2024-06-01', 145 - metres, 44)).toBe(false);
      expect(shotEventValue(pointAt(metres), '2024-06-01')).toBe(1);
    }
  });

  it('takes a recorded value over the rules, and scores nothing for a miss', () => {
    expect(shotEventValue({ ...pointAt(45), points: 1 }, '2026-06-01')).toBe(1);
    expect(shotEventValue({ ...pointAt(45), outcome: 'wide' }, '2026-06-01')).toBe(0);
    expect(shotEventValue({ ...pointAt(45), outcome: 'goal' }, '2026-06-01')).toBe(3);
  });
});
