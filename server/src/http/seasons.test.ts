import type { z } from 'zod/mini';
import {
  arcZoneEfficiencySchema,
  matchesSchema,
  modelQualitySchema,
  playersSchema,
  scoringZoneEfficiencySchema,
  seasonsSchema,
  shotsSchema,
  teamsSchema,
} from '../../../contract/answers';
import { startApi, type RunningApi } from '../testKit/http';
import { memoryShotStore, SAMPLE_SEED, sampleSeasonShots, twoPointSeasonShots } from '../testKit/shots';

/** The 2023 sample season and a seeded 2025 season beside it, as two imports would leave them. */
const twoSeasons = () => [...sampleSeasonShots(SAMPLE_SEED), ...twoPointSeasonShots(2025)];

describe('seasons over HTTP', () => {
  let api: RunningApi;
  let onlyOne: RunningApi;
  beforeAll(async () => {
    api = await startApi(memoryShotStore(twoSeasons()));
    onlyOne = await startApi(memoryShotStore(sampleSeasonShots(SAMPLE_SEED)));
  });
  afterAll(async () => {
    await api.app.close();
    await onlyOne.app.close();
  });

  const answer = async (path: string, on: RunningApi = api) => {
    const response = await fetch(`${on.origin}/api${path}`);
    return { status: response.status, body: await response.json() };
  };
  const parsed = async <S extends z.ZodMiniType>(path: string, schema: S, on: RunningApi = api) => {
    const { status, body } = await answer(path, on);
    expect(status).toBe(200);
    return schema.parse(body);
  };

  it('lists each season with its rules era, shots and matches', async () => {
    const seasons = await parsed('/seasons', seasonsSchema);
    expect(seasons.map(({ season, era, matches }) => ({ season, era, matches }))).toEqual([
      { season: '2023', era: 'pre-2025', matches: 24 },
      { season: '2025', era: '2025', matches: 24 },
    ]);
    expect(await parsed('/seasons', seasonsSchema, onlyOne)).toEqual([
      { season: '2023', era: 'pre-2025', shots: 1197, matches: 24 },
    ]);
  });

  it('answers every route without a season exactly as before when only 2023 is loaded', async () => {
    const filtered = await parsed('/players?season=2023', playersSchema, onlyOne);
    expect(await parsed('/players', playersSchema, onlyOne)).toEqual(filtered);
    expect(await parsed('/teams', teamsSchema, onlyOne)).toEqual(
      await parsed('/teams?season=2023', teamsSchema, onlyOne),
    );
  });

  it('narrows every figure to the season asked for', async () => {
    const all = await parsed('/matches?team=Galway', matchesSchema);
    const of2023 = await parsed('/matches?team=Galway&season=2023', matchesSchema);
    const of2025 = await parsed('/matches?team=Galway&season=2025', matchesSchema);
    expect(of2023.every((match) => match.date.startsWith('2023'))).toBe(true);
    expect(of2025.every((match) => match.date.startsWith('2025'))).toBe(true);
    expect(of2023.length + of2025.length).toBe(all.length);
    expect(of2025.some((match) => match.twoPointersFor > 0)).toBe(true);
    const players2025 = await parsed('/players?season=2025', playersSchema);
    expect(players2025.some((player) => player.Points > player.Scores)).toBe(true);
    const zones = await parsed('/scoring-zone-efficiency?team=Galway&season=2023', scoringZoneEfficiencySchema);
    expect(Object.keys(zones)).toEqual(['inside_scoring_zone', 'outside_scoring_zone']);
  });

  it('marks each kicked point attempt from on or outside the arc in 2025 as a two-point attempt, and none before', async () => {
    const of2025 = await parsed('/shots?team=Dublin&season=2025', shotsSchema);
    const twoPointers = of2025.filter((shot) => shot.twoPointAttempt);
    expect(twoPointers.length).toBeGreaterThan(0);
    for (const shot of twoPointers) {
      expect(shot).toMatchObject({ goalAttempt: false, valueIfScored: expect.any(Number) });
      expect(Math.hypot(145 - shot.x, 44 - shot.y)).toBeGreaterThanOrEqual(39.99);
      expect(shot.shotType === '45' || shot.foot === 'hand').toBe(false);
    }
    // Scored, it was worth two unless a defender touched it.
    expect(twoPointers.filter((shot) => shot.outcome === 'score').every((shot) => shot.value >= 1)).toBe(true);
    expect(
      of2025.filter((shot) => !shot.twoPointAttempt && !shot.goalAttempt).every((s) => s.valueIfScored === 1),
    ).toBe(true);
    const of2023 = await parsed('/shots?team=Dublin&season=2023', shotsSchema);
    expect(of2023.some((shot) => shot.twoPointAttempt)).toBe(false);
  });

  it('splits a season’s shots by the arc, or into the two zones a season before 2025 has', async () => {
    const arc2025 = await parsed('/arc-zones?team=Dublin&season=2025', arcZoneEfficiencySchema);
    expect(arc2025.two_point_arc).toBe(true);
    expect(arc2025.outside_arc?.attempts).toBeGreaterThan(0);
    expect(arc2025.outside_arc?.points).toBeGreaterThan(arc2025.outside_arc?.scores ?? 0);
    const arc2023 = await parsed('/arc-zones?team=Dublin&season=2023', arcZoneEfficiencySchema);
    expect(arc2023).toMatchObject({ two_point_arc: false, outside_arc: null });
    expect(arc2023.inside_arc.points).toBe(arc2023.inside_arc.scores);
  });

  it('refuses a season the data does not hold, naming the ones it does', async () => {
    expect(await answer('/players?season=2024')).toEqual({
      status: 400,
      body: { error: "Unknown season in the data: '2024'; allowed values: 2023, 2025" },
    });
    expect((await answer('/teams?season=2030')).status).toBe(400);
    expect(await answer('/matches?team=Galway&season=2024')).toEqual({
      status: 400,
      body: { error: "Unknown season in the data: '2024'; allowed values: 2023, 2025" },
    });
  });

  it('reports the models’ quality for each season, folds grouped by match', async () => {
    const quality = await parsed('/model-quality', modelQualitySchema);
    expect(quality).toMatchObject({ foldsGroupedBy: 'match', folds: 5 });
    expect(quality.seasons.map((season) => [season.season, season.era, season.xPoints.shots])).toEqual([
      ['2023', 'pre-2025', 1197],
      ['2025', '2025', 1197],
    ]);
    for (const season of quality.seasons) {
      expect(season.xPoints.brier).toBeLessThan(season.xPoints.baselineBrier ?? 0);
      expect(season.xPoints.logLoss).toBeLessThan(season.xPoints.baselineLogLoss ?? 0);
      expect(season.xPoints.auc).toBeGreaterThan(0.5);
      expect(season.xPts.meanSquaredError).toBeLessThan(season.xPts.baselineMeanSquaredError ?? 0);
      expect(season.xPoints.calibration).toHaveLength(10);
    }
    expect(quality.xPoints.features).toEqual(expect.arrayContaining(['era_two_point', 'two_point_attempt']));
  });

  it('draws the two-point arc on the pitch images of a 2025 season only', async () => {
    const svgOf = async (season: string) => {
      const { body } = await answer(`/heatmaps/Galway/shots?season=${season}`);
      const { url } = body as { url: string };
      return (await fetch(url)).text();
    };
    const arc = /<path[^>]*d="M[^"]*A160 160/;
    expect(await svgOf('2025')).toMatch(arc);
    expect(await svgOf('2023')).not.toMatch(arc);
  });
});
