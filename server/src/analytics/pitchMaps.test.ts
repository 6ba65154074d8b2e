import {
  averageShotPositions,
  blockedMap,
  channelName,
  concededShots,
  heatMap,
  periodOf,
  pressureMap,
  ppMap,
  pressureZones,
  shotDistancePerPeriod,
  tacklesMap,
} from './pitchMaps';
import { densityAt, erf, kernelDensity, normalCdf, scottBandwidth } from './pitchMapsDensity';
import { PITCH, attackingHalf } from '../../../contract/pitch';
import { type ShotInput, makeShot } from '../testKit/shots';

const region100 = { x0: 0, x1: 100, y0: 0, y1: 100 };
/** 1 / (2 pi h^2) for h = 5: the peak of one Gaussian shot in shots per square metre. */
const PEAK_H5 = 1 / (2 * Math.PI * 25);

describe('kernel density', () => {
  it('puts the peak of a single shot far from the edges at 1 / (2 pi h^2)', () => {
    const grid = kernelDensity([{ x: 50, y: 50 }], region100, { bandwidth: { x: 5, y: 5 } });
    expect(grid.nx).toBe(101);
    expect(grid.values[50 * 101 + 50]).toBeCloseTo(PEAK_H5, 6); // 0.0063662
    expect(grid.max).toBeCloseTo(PEAK_H5, 6);
    // One bandwidth away the Gaussian has fallen to exp(-1/2) of its peak: 0.0038613.
    expect(densityAt(grid, 55, 50)).toBeCloseTo(PEAK_H5 * Math.exp(-0.5), 6);
  });

  it('integrates to the number of shots', () => {
    const grid = kernelDensity(
      [
        { x: 40, y: 40 },
        { x: 60, y: 55 },
      ],
      region100,
      { bandwidth: { x: 5, y: 5 } },
    );
    const sum = grid.values.reduce((a, b) => a + b, 0) * grid.dx * grid.dy;
    expect(sum).toBeCloseTo(2, 3);
  });

  it('doubles a shot on the edge, where half of its kernel would fall off the pitch', () => {
    // Uncorrected, the density at (0, 50) would be the peak; half the kernel lies inside, so the
    // edge correction divides by 1/2.
    const grid = kernelDensity([{ x: 0, y: 50 }], region100, { bandwidth: { x: 5, y: 5 } });
    expect(grid.values[50 * 101 + 0]).toBeCloseTo(2 * PEAK_H5, 5);
  });

  it('has no bias at the edges: evenly spread shots give the same density at an edge, a corner and the middle', () => {
    const points: { x: number; y: number }[] = [];
    for (let i = 0; i < 40; i++) for (let j = 0; j < 40; j++) points.push({ x: i + 0.5, y: j + 0.5 });
    const region = { x0: 0, x1: 40, y0: 0, y1: 40 };
    const grid = kernelDensity(points, region, { bandwidth: { x: 3, y: 3 } });
    // One shot per square metre everywhere.
    expect(densityAt(grid, 20, 20)).toBeCloseTo(1, 2);
    expect(densityAt(grid, 0, 20)).toBeCloseTo(1, 1);
    expect(densityAt(grid, 40, 20)).toBeCloseTo(1, 1);
    expect(densityAt(grid, 0, 0)).toBeCloseTo(1, 1);
    expect(Math.abs(densityAt(grid, 0, 0) - 1)).toBeLessThan(0.03);
    expect(Math.abs(densityAt(grid, 20, 40) - 1)).toBeLessThan(0.03);
  });

  it('moves points recorded outside the region onto its edge', () => {
    const outside = kernelDensity([{ x: -3, y: 50 }], region100, { bandwidth: { x: 5, y: 5 } });
    const onEdge = kernelDensity([{ x: 0, y: 50 }], region100, { bandwidth: { x: 5, y: 5 } });
    expect([...outside.values]).toEqual([...onEdge.values]);
  });

  it('chooses bandwidths by Scott’s rule within limits', () => {
    // Two points 10 m apart: sd 7.0711, times 2^(-1/6) = 0.8909, gives 6.2996.
    expect(
      scottBandwidth([
        { x: 0, y: 0 },
        { x: 10, y: 40 },
      ]),
    ).toEqual({ x: expect.closeTo(6.2996, 3), y: 8 });
    expect(scottBandwidth([{ x: 1, y: 1 }])).toEqual({ x: 6, y: 6 });
    expect(
      scottBandwidth([
        { x: 1, y: 1 },
        { x: 1, y: 1.5 },
      ]),
    ).toEqual({ x: 6, y: 3 });
  });

  it('computes erf and the normal distribution', () => {
    expect(erf(0)).toBeCloseTo(0, 6);
    expect(erf(0.5)).toBeCloseTo(0.5205, 4);
    expect(erf(1)).toBeCloseTo(0.8427, 4);
    expect(erf(-1)).toBeCloseTo(-0.8427, 4);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
  });
});

describe('heat maps', () => {
  const shots = [
    makeShot({ team: 'Galway', opposition: 'Mayo', standX: 130, standY: 40, outcome: 'score' }),
    // Recorded at the other end: turned half a turn to (135, 68).
    makeShot({ team: 'Galway', opposition: 'Mayo', x: 10, y: 20, outcome: 'miss' }),
    makeShot({ team: 'Galway', opposition: 'Mayo', standX: 110, standY: 60, outcome: 'score' }),
    makeShot({ team: 'Mayo', opposition: 'Galway', standX: 120, standY: 44, outcome: 'score' }),
  ];

  it('uses only the team’s own shots of the type asked for, at their turned positions', () => {
    expect(heatMap(shots, 'Galway', 'shots').shots).toHaveLength(3);
    expect(heatMap(shots, 'Galway', 'score').shots.map((s) => [s.x, s.y])).toEqual([
      [130, 40],
      [110, 60],
    ]);
    expect(heatMap(shots, 'Galway', 'miss').shots).toEqual([{ x: 135, y: 68, outcome: 'miss' }]);
  });

  it('covers the attacking half with a density that integrates to the shot count', () => {
    const map = heatMap(shots, 'Galway', 'shots');
    expect(map.density.region).toEqual(attackingHalf());
    expect(map.density.region).toEqual({ x0: 72.5, x1: 145, y0: 0, y1: 88 });
    // Edge correction makes the integral a little over n for shots near a line; close to 3 here.
    const total = map.density.values.reduce((a, b) => a + b, 0) * map.density.dx * map.density.dy;
    expect(total).toBeGreaterThan(2.9);
    expect(total).toBeLessThan(3.3);
  });

  it('gives a team with no shots of a kind an all-zero grid and no bandwidth', () => {
    const map = heatMap(shots, 'Mayo', 'miss');
    expect(map.shots).toHaveLength(0);
    expect(map.bandwidth).toBeNull();
    expect(map.density.max).toBe(0);
  });

  it('does not depend on the order of the rows', () => {
    const a = heatMap(shots, 'Galway', 'shots');
    const b = heatMap([...shots].reverse(), 'Galway', 'shots');
    expect(b.shots).toEqual(a.shots);
    expect([...b.density.values]).toEqual([...a.density.values]);
  });
});

describe('SDPM: shot distance per 10-minute period', () => {
  it('puts minutes in periods starting on the tens, 80 in the last, extra time nowhere', () => {
    expect(periodOf(0)).toBe(0);
    expect(periodOf(9.5)).toBe(0);
    expect(periodOf(10)).toBe(1);
    expect(periodOf(79)).toBe(7);
    expect(periodOf(80)).toBe(7);
    expect(periodOf(81)).toBeNull();
    expect(periodOf(-1)).toBeNull();
    expect(periodOf(null)).toBeNull();
  });

  it('averages distances per period, with null (not 0) for a period without shots', () => {
    const at = (minute: number | null, distance: number) =>
      makeShot({ team: 'Galway', opposition: 'Mayo', minute, distance });
    const shots = [
      at(2, 20),
      at(9, 30),
      at(10, 40),
      at(75, 15),
      at(80, 25),
      at(null, 99),
      at(85, 99),
      makeShot({ team: 'Mayo', opposition: 'Galway', minute: 30, distance: 50 }),
    ];
    const sdpm = shotDistancePerPeriod(shots, 'Galway');
    expect(sdpm.periods).toHaveLength(8);
    expect(sdpm.periods.map((p) => [p.start, p.end])).toEqual([
      [0, 10],
      [10, 20],
      [20, 30],
      [30, 40],
      [40, 50],
      [50, 60],
      [60, 70],
      [70, 80],
    ]);
    expect(sdpm.periods.map((p) => p.shots)).toEqual([2, 1, 0, 0, 0, 0, 0, 2]);
    expect(sdpm.periods.map((p) => p.meanDistance)).toEqual([25, 40, null, null, null, null, null, 20]);
    // (20 + 30 + 40 + 15 + 25) / 5 = 26; the shot with no minute and the one in extra time are apart.
    expect(sdpm.meanDistance).toBe(26);
    expect(sdpm.withoutPeriod).toBe(2);
  });

  it('gives a team without shots eight empty periods', () => {
    const sdpm = shotDistancePerPeriod([], 'Galway');
    expect(sdpm.periods.every((p) => p.meanDistance === null && p.shots === 0)).toBe(true);
    expect(sdpm.meanDistance).toBeNull();
  });
});

describe('ASD: average shot positions', () => {
  const shot = (playerName: string | null, standX: number, standY: number, outcome: 'score' | 'miss' = 'score') =>
    makeShot({ team: 'Galway', opposition: 'Mayo', playerName, standX, standY, outcome });

  it('averages each leading shooter’s turned positions and counts their shots and scores', () => {
    const shots = [
      shot('Ann', 140, 40),
      shot('Ann', 130, 50, 'miss'),
      shot('Ann', 120, 45),
      shot('Bríd', 100, 20),
      shot('Bríd', 110, 30),
      shot('Cáit', 125, 44), // one shot: no average to show
      shot(null, 125, 44), // no name: nobody's average
      makeShot({ team: 'Mayo', opposition: 'Galway', playerName: 'Ann', standX: 80, standY: 10 }),
    ];
    const asd = averageShotPositions(shots, 'Galway');
    expect(asd.players.map((p) => p.name)).toEqual(['Ann', 'Bríd']);
    const [ann, brid] = asd.players;
    expect(ann).toMatchObject({ shots: 3, scores: 2, x: 130, y: 45 });
    expect(brid).toMatchObject({ shots: 2, scores: 2, x: 105, y: 25 });
    // Mean of the shots' own distances: |(140,40)| 6.4031, |(130,50)| 16.1555, |(120,45)| 25.02.
    expect(ann?.meanDistance).toBeCloseTo((Math.hypot(5, 4) + Math.hypot(15, 6) + Math.hypot(25, 1)) / 3, 6);
  });

  it('ranks by shots, then scores, then name, and keeps the leading few', () => {
    const shots = [
      ...['Dee', 'Dee', 'Eve', 'Eve', 'Fay', 'Fay', 'Fay'].map((name) => shot(name, 120, 44)),
      shot('Eve', 120, 44, 'miss'),
      shot('Dee', 120, 44),
    ];
    // Fay 3 shots 3 scores, Dee 3 shots 3 scores, Eve 3 shots 2 scores.
    expect(averageShotPositions(shots, 'Galway').players.map((p) => p.name)).toEqual(['Dee', 'Fay', 'Eve']);
    expect(averageShotPositions(shots, 'Galway', { limit: 2 }).players.map((p) => p.name)).toEqual(['Dee', 'Fay']);
    expect(averageShotPositions(shots, 'Galway', { minShots: 4 }).players).toEqual([]);
  });
});

describe('defending maps', () => {
  const conceded = (input: Omit<ShotInput, 'team' | 'opposition'>) =>
    makeShot({ team: 'Mayo', opposition: 'Galway', ...input });

  it('are built from the shots the team conceded', () => {
    const shots = [conceded({}), makeShot({ team: 'Galway', opposition: 'Mayo' })];
    expect(concededShots(shots, 'Galway')).toHaveLength(1);
    expect(concededShots(shots, 'Mayo')).toHaveLength(1);
  });

  it('divides the defended half into 25 zones that cover it exactly', () => {
    const zones = pressureZones();
    expect(zones).toHaveLength(25);
    const area = zones.reduce((sum, z) => sum + (z.rect.x1 - z.rect.x0) * (z.rect.y1 - z.rect.y0), 0);
    expect(area).toBeCloseTo(72.5 * 88, 9);
    expect(zones[0]).toEqual({ id: 'd0c0', label: 'right wing, 0-13 m', rect: { x0: 132, x1: 145, y0: 0, y1: 16 } });
    expect(zones[12]?.label).toBe('centre, 20-32 m');
    expect(zones[24]).toEqual({
      id: 'd4c4',
      label: 'left wing, beyond 45 m',
      rect: { x0: 72.5, x1: 100, y0: 72, y1: 88 },
    });
  });

  it('counts conceded shots per zone, bounds going to the zone further out', () => {
    const shots = [
      conceded({ standX: 140, standY: 44 }), // 5 m out, centre
      conceded({ standX: 141, standY: 45 }), // same zone
      conceded({ standX: 132, standY: 44 }), // exactly 13 m: the 13-20 band
      conceded({ standX: 120, standY: 16 }), // 25 m, y = 16: the right channel, not the wing
      conceded({ standX: 72.5, standY: 88 }), // halfway, far side line: the last zone
      conceded({ x: 10, y: 80 }), // other end: turned to (135, 8), right wing 0-13
      makeShot({ team: 'Galway', opposition: 'Mayo', standX: 140, standY: 44 }), // Galway's own shot
    ];
    const map = pressureMap(shots, 'Galway');
    const count = (label: string) => map.zones.find((z) => z.label === label)?.count;
    expect(count('centre, 0-13 m')).toBe(2);
    expect(count('centre, 13-20 m')).toBe(1);
    expect(count('right, 20-32 m')).toBe(1);
    expect(count('left wing, beyond 45 m')).toBe(1);
    expect(count('right wing, 0-13 m')).toBe(1);
    expect(map.total).toBe(6);
    expect(map.max).toBe(2);
    expect(map.zones.reduce((sum, z) => sum + z.count, 0)).toBe(6);
  });

  it('gives a team that conceded nothing empty zones', () => {
    const map = pressureMap([makeShot({ team: 'Galway', opposition: 'Mayo' })], 'Galway');
    expect(map.total).toBe(0);
    expect(map.max).toBe(0);
  });

  it('PP Map: conceded shots under pressure, unknown pressure left out', () => {
    const shots = [
      conceded({ pressure: true, outcome: 'score' }),
      conceded({ pressure: true, outcome: 'miss' }),
      conceded({ pressure: true, outcome: 'miss' }),
      conceded({ pressure: false }),
      conceded({ pressure: null }),
      makeShot({ team: 'Galway', opposition: 'Mayo', pressure: true }),
    ];
    const map = ppMap(shots, 'Galway');
    expect(map.shots).toHaveLength(3);
    expect(map).toMatchObject({ scored: 1, missed: 2, conceded: 5 });
  });

  it('Blocked Map: opponents’ shots recorded as blocked', () => {
    const shots = [
      conceded({ outcome: 'miss', action: 'blocked' }),
      conceded({ outcome: 'miss', action: 'wide' }),
      conceded({ outcome: 'score' }),
      makeShot({ team: 'Galway', opposition: 'Mayo', outcome: 'miss', action: 'blocked' }),
    ];
    const map = blockedMap(shots, 'Galway');
    expect(map.shots).toEqual([{ x: 120, y: 44, outcome: 'miss' }]);
    expect(map).toMatchObject({ scored: 0, missed: 1, conceded: 3 });
  });

  it('Tackle Map: frees conceded, not 45s or penalties', () => {
    const shots = [
      conceded({ shotType: 'free', outcome: 'score' }),
      conceded({ shotType: 'free', outcome: 'miss' }),
      conceded({ shotType: '45', outcome: 'score' }),
      conceded({ shotType: 'penalty', outcome: 'score' }),
      conceded({ shotType: 'play', outcome: 'score' }),
    ];
    const map = tacklesMap(shots, 'Galway');
    expect(map.shots.map((s) => s.outcome).sort()).toEqual(['miss', 'score']);
    expect(map).toMatchObject({ scored: 1, missed: 1, conceded: 5 });
  });

  it('names channels from the attacker’s point of view', () => {
    expect(channelName(44)).toBe('centre');
    expect(channelName(5)).toBe('right wing');
    expect(channelName(20)).toBe('right');
    expect(channelName(60)).toBe('left');
    expect(channelName(88)).toBe('left wing');
  });

  it('draws the zones and maps on the one pitch', () => {
    expect(PITCH.length).toBe(145);
    expect(PITCH.width).toBe(88);
  });
});
