import { NO_FILTER } from '../../../contract/filters';
import { analyticsFor, computeAnalytics, precomputeAnalytics, type DatasetAnalytics } from './datasetAnalytics';
import type { Shot } from './shot';
import { makeShot, sampleSeasonShots } from '../testKit/shots';

const sampleShots = sampleSeasonShots(7);

describe('analyticsFor', () => {
  it('computes a dataset version once and reuses it', () => {
    const dataset = { version: 'v1', shots: [makeShot({ team: 'Galway', opposition: 'Mayo', x: 120, y: 40 })] };
    const first = analyticsFor(dataset);
    expect(analyticsFor(dataset)).toBe(first);
    expect(first.players()).toBe(first.players());
  });

  it('recomputes for a new version, as after an import', () => {
    const shots = [makeShot({ team: 'Galway', opposition: 'Mayo', x: 120, y: 40 })];
    const before = analyticsFor({ version: 'v1', shots });
    const after = analyticsFor({
      version: 'v2',
      shots: [...shots, makeShot({ team: 'Kerry', opposition: 'Clare', x: 130, y: 44 })],
    });
    expect(after).not.toBe(before);
    expect(after.teams).toEqual(['Clare', 'Galway', 'Kerry', 'Mayo']);
    expect(before.teams).toEqual(['Galway', 'Mayo']);
  });

  it('never mixes up two datasets that share a version string', () => {
    const a = analyticsFor({
      version: 'same',
      shots: [makeShot({ team: 'Galway', opposition: 'Mayo', x: 120, y: 40 })],
    });
    const b = analyticsFor({
      version: 'same',
      shots: [makeShot({ team: 'Kerry', opposition: 'Clare', x: 120, y: 40 })],
    });
    expect(a.teams).not.toEqual(b.teams);
  });
});

describe('the models on a generated season', () => {
  const analytics = analyticsFor({ version: 'sample-7', shots: sampleShots });
  const quality = analytics.modelQuality();

  it('beat always predicting the season’s scoring rate, out of fold', () => {
    for (const model of [quality.xPoints, quality.xP_adv_shot]) {
      expect(model.shots).toBe(sampleShots.length);
      expect(model.brier).toBeLessThan(model.baselineBrier ?? 0);
      expect(model.auc).toBeGreaterThan(0.65);
      expect(model.calibration).toHaveLength(10);
    }
    // Pressure, foot and position carry signal in the generator, so the fuller model must use it.
    expect(quality.xP_adv_shot.logLoss).toBeLessThan(quality.xPoints.logLoss ?? 0);
  });

  it('expects about as many scores as there were, in total and within each decile', () => {
    const { xPoints } = analytics.probabilities();
    const expected = xPoints.reduce((sum, p) => sum + p, 0);
    const scored = sampleShots.filter((shot) => shot.outcome === 'score').length;
    expect(Math.abs(expected - scored) / scored).toBeLessThan(0.03);
    for (const bin of quality.xPoints.calibration)
      expect(Math.abs(bin.meanPredicted - bin.observedRate)).toBeLessThan(0.15);
  });

  it('sums each player’s probabilities into the player table', () => {
    const players = analytics.players();
    const totalScores = players.reduce((sum, row) => sum + row.Scores, 0);
    const totalExpected = players.reduce((sum, row) => sum + row.xPoints, 0);
    expect(Math.abs(totalExpected - totalScores) / totalScores).toBeLessThan(0.03);
    expect(players.every((row) => Math.abs(row.Difference - (row.Scores - row.xPoints)) <= 0.011)).toBe(true);
  });
});

describe('analytics from precomputed figures', () => {
  const precomputed = precomputeAnalytics(sampleShots);
  const team = 'Galway';
  const player = sampleShots.find((shot) => shot.team === team && shot.playerName !== null)?.playerName ?? null;

  /** Every answer the routes ask of analytics, for the season and for a filter on a team and player. */
  function answersOf(analytics: DatasetAnalytics) {
    const season = analytics.resolve(NO_FILTER, team);
    const filtered = analytics.resolve({ ...NO_FILTER, half: '2', player }, team);
    if ('param' in season || 'param' in filtered) throw new Error('filter refused');
    return {
      teams: analytics.teams,
      counts: analytics.counts,
      players: analytics.players(),
      modelQuality: analytics.modelQuality(),
      probabilities: analytics.probabilities(),
      ...Object.fromEntries(
        [season, filtered].map((filter, i) => [
          `filter ${i}`,
          {
            scoringZone: analytics.scoringZone(team, filter),
            matches: analytics.matches(team, filter),
            teamPlayers: analytics.players(filter, team),
            allPlayers: analytics.players(filter, null),
            shots: analytics.shots(team, filter),
            describe: analytics.describe(team, filter),
          },
        ]),
      ),
    };
  }

  it('answer exactly as analytics computed in place, after the trip from a worker thread', () => {
    // structuredClone is what postMessage does to what a worker thread sends.
    const received = structuredClone(precomputed);
    const built = computeAnalytics({ version: 'sample-7', shots: sampleShots, precomputed: received });
    expect(answersOf(built)).toEqual(answersOf(computeAnalytics({ version: 'sample-7', shots: sampleShots })));
  });

  it('are built without reading a single shot', () => {
    const untouchable = sampleShots.map(
      () =>
        new Proxy({} as Shot, {
          get() {
            throw new Error('A shot was read');
          },
        }),
    );
    const analytics = computeAnalytics({ version: 'sample-7', shots: untouchable, precomputed });
    expect(analytics.counts.shots).toBe(sampleShots.length);
    expect(analytics.hasTeam(team)).toBe(true);
    expect(analytics.players()).toBe(precomputed.seasonPlayers);
    expect(analytics.modelQuality()).toBe(precomputed.modelQuality);
    expect('param' in analytics.resolve({ ...NO_FILTER, player }, null)).toBe(false);
  });
});
