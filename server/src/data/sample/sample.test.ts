import { conversionBy, distanceBand, meanDistance, overallConversion, pressureKey } from '../../analytics/aggregates';
import type { Shot } from '../../analytics/shot';
import { normaliseTable } from '../import/normalise';
import { generateSampleSeason, importSampleSeason, SAMPLE_SEED, sampleTable } from './sample';
import { TEAM_TARGETS } from './sampleSeason';
import { openStore } from '../store/store';

const rows = generateSampleSeason(SAMPLE_SEED);
const { shots, issues } = normaliseTable(sampleTable(rows));

/** The figures published with the real 2023 championship shot file: scores / shots. */
const PUBLISHED = {
  overall: 699 / 1199,
  underPressure: 242 / 500,
  noPressure: 455 / 697,
  foot: { hand: 53 / 66, right: 397 / 687, left: 248 / 444 },
  position: { forward: 566 / 921, midfielder: 42 / 71, back: 73 / 166, goalkeeper: 18 / 38 },
  bands: {
    '10-15': 65 / 103,
    '15-20': 64 / 90,
    '20-25': 71 / 94,
    '25-30': 119 / 168,
    '30-35': 125 / 215,
    '35-40': 102 / 204,
    '40-45': 62 / 142,
    '45-50': 43 / 96,
  },
};

const rateOf = (group: Map<string, { rate: number }>, key: string): number => group.get(key)?.rate ?? NaN;

type Target = { label: string; keyOf: (shot: Shot) => string | null; key: string; published: number };

const TARGETS: Target[] = [
  { label: 'overall', keyOf: () => 'all', key: 'all', published: PUBLISHED.overall },
  { label: 'under pressure', keyOf: pressureKey, key: 'under pressure', published: PUBLISHED.underPressure },
  { label: 'no pressure', keyOf: pressureKey, key: 'no pressure', published: PUBLISHED.noPressure },
  ...Object.entries(PUBLISHED.foot).map(([key, published]) => ({
    label: `foot ${key}`,
    keyOf: (shot: Shot) => shot.foot,
    key,
    published,
  })),
  ...Object.entries(PUBLISHED.position).map(([key, published]) => ({
    label: key,
    keyOf: (shot: Shot) => shot.position,
    key,
    published,
  })),
  ...Object.entries(PUBLISHED.bands).map(([key, published]) => ({
    label: `${key} m`,
    keyOf: (shot: Shot) => distanceBand(shot.distance),
    key,
    published,
  })),
];

/**
 * A season of 1,200 shots is a sample: a group of 40 shots can sit 20 points off its true rate by
 * chance. So the margin is three standard errors of the group's size plus a small allowance for
 * the generator itself; pooled over many seeds the margin shrinks and shows the calibration.
 */
function offTargets(sample: readonly Shot[], allowance: number): string[] {
  return TARGETS.flatMap(({ label, keyOf, key, published }) => {
    const group = conversionBy(sample, keyOf).get(key);
    if (!group) return [`${label}: no shots`];
    const margin = 3 * Math.sqrt((published * (1 - published)) / group.shots) + allowance;
    const off = Math.abs(group.rate - published);
    return off <= margin
      ? []
      : [`${label}: ${(100 * group.rate).toFixed(1)}% against ${(100 * published).toFixed(1)}%`];
  });
}

describe('generateSampleSeason', () => {
  it('is deterministic for a seed and different for another', () => {
    expect(generateSampleSeason(SAMPLE_SEED)).toEqual(rows);
    expect(generateSampleSeason(SAMPLE_SEED + 1)).not.toEqual(rows);
  });

  it('passes the importer’s own checks without a single normalised or skipped row', () => {
    expect(issues).toEqual([]);
    expect(shots).toHaveLength(rows.length);
  });

  it('has the 16 counties with exactly their published shot volumes', () => {
    const byTeam = conversionBy(shots, (shot) => shot.team);
    expect([...byTeam.keys()].sort()).toEqual(Object.keys(TEAM_TARGETS).sort());
    for (const [team, target] of Object.entries(TEAM_TARGETS)) expect(byTeam.get(team)?.shots).toBe(target.shots);
  });

  it('converts near the published rates overall and by pressure, foot, position and distance', () => {
    expect(offTargets(shots, 0.02)).toEqual([]);
    expect(Math.abs(overallConversion(shots).rate - PUBLISHED.overall)).toBeLessThan(0.03);
  });

  it('is calibrated: pooled over eight seasons, every published rate is matched closely', () => {
    const pooled = Array.from(
      { length: 8 },
      (_, i) => normaliseTable(sampleTable(generateSampleSeason(i + 1))).shots,
    ).flat();
    expect(offTargets(pooled, 0.025)).toEqual([]);
    const pressure = conversionBy(pooled, pressureKey);
    expect(Math.abs(rateOf(pressure, 'under pressure') - PUBLISHED.underPressure)).toBeLessThan(0.03);
    expect(Math.abs(rateOf(pressure, 'no pressure') - PUBLISHED.noPressure)).toBeLessThan(0.03);
  });

  it('takes pressured shots closer in, as in 2023 (27.5 m against 33.0 m)', () => {
    expect(Math.abs(meanDistance(shots.filter((shot) => shot.pressure === true)) - 27.47)).toBeLessThan(1.5);
    expect(Math.abs(meanDistance(shots.filter((shot) => shot.pressure === false)) - 33.03)).toBeLessThan(1.5);
  });

  it('has every kind of shot, frees and 45s included', () => {
    const types = conversionBy(shots, (shot) => shot.shotType);
    expect(types.get('free')?.shots).toBeGreaterThan(150);
    expect(types.get('45')?.shots).toBeGreaterThan(20);
    expect(types.get('mark')?.shots).toBeGreaterThan(10);
    expect(shots.filter((shot) => shot.goalAttempt && shot.outcome === 'score').length).toBeGreaterThan(10);
  });

  it('spreads shots over both halves and every 10-minute period up to 80', () => {
    expect(new Set(shots.map((shot) => shot.half))).toEqual(new Set([1, 2]));
    const minutes = shots.map((shot) => shot.minute ?? -1);
    expect(Math.min(...minutes)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...minutes)).toBeLessThanOrEqual(80);
    const periods = new Set(minutes.map((minute) => Math.min(Math.floor(minute / 10), 7)));
    expect([...periods].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives every team conceded shots, blocks, pressured shots and frees for its defending maps', () => {
    for (const team of Object.keys(TEAM_TARGETS)) {
      const conceded: Shot[] = shots.filter((shot) => shot.opposition === team);
      expect({ team, conceded: conceded.length > 0 }).toEqual({ team, conceded: true });
      expect({ team, blocked: conceded.some((shot) => shot.action === 'blocked') }).toEqual({ team, blocked: true });
      expect({ team, pressured: conceded.some((shot) => shot.pressure === true) }).toEqual({ team, pressured: true });
      expect({ team, frees: conceded.some((shot) => shot.shotType === 'free') }).toEqual({ team, frees: true });
    }
  });

  it('takes shots at both ends of the pitch', () => {
    expect(shots.some((shot) => shot.x < 72.5)).toBe(true);
    expect(shots.some((shot) => shot.x >= 72.5)).toBe(true);
  });

  it('gives each fictional player one name and one county', () => {
    const countyOf = new Map<string, string>();
    for (const shot of shots) {
      expect(shot.playerName).toMatch(/^\S+ \S+$/);
      const county = countyOf.get(shot.playerName ?? '') ?? shot.team;
      expect(county).toBe(shot.team);
      countyOf.set(shot.playerName ?? '', shot.team);
    }
  });

  it('plays knock-out matches so that the team that goes on won', () => {
    const finalShots = shots.filter((shot) => shot.game === 'All Ireland Final');
    const total = (team: string) =>
      finalShots.filter((shot) => shot.team === team).reduce((sum, shot) => sum + shot.value, 0);
    expect(total('Dublin')).toBeGreaterThan(total('Kerry'));
  });

  it('can play several seasons for load tests, a year apart', () => {
    const two = generateSampleSeason(SAMPLE_SEED, { seasons: 2 });
    expect(two.slice(0, rows.length)).toEqual(rows);
    expect(new Set(two.map((row) => row.Date.slice(0, 4)))).toEqual(new Set(['2023', '2022']));
  });
});

describe('importSampleSeason', () => {
  it('loads the sample into a store, labelled as sample data', () => {
    const store = openStore(':memory:');
    const result = importSampleSeason(store);
    expect(result).toMatchObject({ shotsAfter: rows.length, replacedAll: true });
    expect(store.current().isSample).toBe(true);
    const again = openStore(':memory:');
    expect(importSampleSeason(again).version).toBe(result.version);
    // The two-point rules added fields; the sample season, which has none of them, hashes as before.
    expect(result.version).toBe('a16a0714fb11aa9f');
    store.close();
    again.close();
  });
});
