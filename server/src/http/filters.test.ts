import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import {
  imageUrlSchema,
  matchesSchema,
  playersSchema,
  scoringZoneEfficiencySchema,
  shotsSchema,
  type Match,
} from '../../../contract/answers';
import type { Shot } from '../analytics/shot';
import { startApi } from '../testKit/http';
import { makeShot, memoryShotStore } from '../testKit/shots';
import { byClass, parseXml } from '../testKit/svg';

/**
 * Two Galway matches, small enough to count by hand. Positions are turned (Galway attack the goal
 * at x = 145): (130, 44), (120, 30) and (140, 44) are inside the scoring zone, (110, 44) and
 * (100, 44) outside.
 */
const KERRY = { date: '2023-06-25', game: 'All Ireland Quarter Final', opposition: 'Kerry' };
const MAYO = { date: '2023-05-07', game: 'Connacht Final', opposition: 'Mayo' };
const SEAN = 'Seán Ó Briain';
const CILLIAN = 'Cillian Mac Aodha';
const galway = (fields: Partial<Shot> & { opposition: string }) => makeShot({ team: 'Galway', ...fields });
const against = (team: string, fields: Partial<Shot>) => makeShot({ team, opposition: 'Galway', ...fields });

const shots: Shot[] = [
  // g1-g4 and k1-k3: Galway v Kerry.
  galway({ ...KERRY, half: 1, minute: 5, playerName: SEAN, pressure: true, standX: 130, standY: 44 }),
  galway({
    ...KERRY,
    half: 1,
    minute: 25,
    playerName: CILLIAN,
    shotType: 'free',
    pressure: false,
    standX: 110,
    standY: 44,
  }),
  galway({ ...KERRY, half: 2, minute: 45, playerName: SEAN, outcome: 'miss', pressure: true, standX: 120, standY: 30 }),
  galway({
    ...KERRY,
    half: 2,
    minute: 72,
    playerName: CILLIAN,
    shotType: 'free',
    outcome: 'miss',
    pressure: false,
    standX: 100,
    standY: 44,
  }),
  against('Kerry', { ...KERRY, opposition: 'Galway', half: 1, minute: 8, playerName: 'Dara Ó Sé', pressure: true }),
  against('Kerry', {
    ...KERRY,
    opposition: 'Galway',
    half: 2,
    minute: 50,
    playerName: 'Dara Ó Sé',
    shotType: 'free',
    outcome: 'miss',
    pressure: false,
  }),
  against('Kerry', {
    ...KERRY,
    opposition: 'Galway',
    half: 2,
    minute: 60,
    playerName: 'Paudie Clifford',
    outcome: 'miss',
    action: 'blocked',
    pressure: true,
  }),
  // g5, g6 and m1: Galway v Mayo.
  galway({
    ...MAYO,
    half: 1,
    minute: 12,
    playerName: SEAN,
    action: 'goal',
    value: 3,
    goalAttempt: true,
    pressure: null,
    standX: 140,
    standY: 44,
  }),
  galway({
    ...MAYO,
    half: 2,
    minute: 55,
    playerName: CILLIAN,
    shotType: '45',
    pressure: false,
    standX: 100,
    standY: 44,
  }),
  against('Mayo', { ...MAYO, opposition: 'Galway', half: 1, minute: 30, playerName: "Aidan O'Shea", pressure: false }),
];

const KERRY_MATCH = '2023-06-25-galway-kerry';
const MAYO_MATCH = '2023-05-07-galway-mayo';

let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  ({ app, origin } = await startApi(memoryShotStore(shots, 'v1')));
});
afterAll(async () => {
  await app.close();
});

async function answer(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${origin}/api${path}`);
  return { status: response.status, body: await response.json() };
}

async function parsed<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.infer<S>> {
  const { status, body } = await answer(path);
  expect(status).toBe(200);
  return schema.parse(body);
}

const zones = (query: string) => parsed(`/scoring-zone-efficiency?team=Galway${query}`, scoringZoneEfficiencySchema);
const split = (inside: [number, number], outside: [number, number]) => ({
  inside_scoring_zone: { Score: inside[0], Miss: inside[1], success_rate: rateOf(...inside) },
  outside_scoring_zone: { Score: outside[0], Miss: outside[1], success_rate: rateOf(...outside) },
});
const rateOf = (score: number, miss: number) => (score + miss === 0 ? 0 : score / (score + miss));

describe('shot filters over HTTP, on hand-counted shots', () => {
  it.each([
    ['no filter', '', split([2, 1], [2, 1])],
    ['a match', `&match=${KERRY_MATCH}`, split([1, 1], [1, 1])],
    ['both matches', `&match=${MAYO_MATCH}&match=${KERRY_MATCH}`, split([2, 1], [2, 1])],
    ['the second half', '&half=2', split([0, 1], [1, 1])],
    ['the first ten minutes', '&period=0-10', split([1, 0], [0, 0])],
    ['minute 70 onwards', '&period=70%2B', split([0, 0], [0, 1])],
    ['frees', '&shotType=free', split([0, 0], [1, 1])],
    ['45s', '&shotType=45', split([0, 0], [1, 0])],
    ['under pressure', '&pressure=yes', split([1, 1], [0, 0])],
    ['not under pressure (an unknown pressure is neither)', '&pressure=no', split([0, 0], [2, 1])],
    ['a player', `&player=${encodeURIComponent(SEAN)}`, split([2, 1], [0, 0])],
    ['several at once', `&match=${KERRY_MATCH}&half=2`, split([0, 1], [0, 1])],
    ['a combination that leaves nothing', '&half=1&shotType=45', split([0, 0], [0, 0])],
  ])('splits the scoring zones for %s', async (_what, query, expected) => {
    expect(await zones(query)).toEqual(expected);
  });

  it("answers the player table of the filtered shots, one team's or everyone's", async () => {
    const galwayFirstHalf = await parsed('/players?team=Galway&half=1', playersSchema);
    expect(galwayFirstHalf.map((row) => [row.PlayerName, row.Shots, row.Scores])).toEqual(
      expect.arrayContaining([
        [SEAN, 2, 2],
        [CILLIAN, 1, 1],
      ]),
    );
    expect(galwayFirstHalf).toHaveLength(2);
    const everyoneSecondHalf = await parsed('/players?half=2', playersSchema);
    expect(everyoneSecondHalf.map((row) => `${row.PlayerName} ${row.Shots}/${row.Scores}`).sort()).toEqual([
      `${CILLIAN} 2/1`,
      'Dara Ó Sé 1/0',
      'Paudie Clifford 1/0',
      `${SEAN} 1/0`,
    ]);
    expect(everyoneSecondHalf.find((row) => row.PlayerName === SEAN)?.id).toBe('galway.sean-o-briain');
    expect(await parsed('/players?team=Galway&half=1&shotType=45', playersSchema)).toEqual([]);
  });

  it('answers each match with its full-time score and result whatever the filter, and the filtered part apart', async () => {
    const fullTime = (matches: readonly Match[]) =>
      matches.map((m) => [m.id, m.opponent, m.goalsFor, m.pointsFor, m.goalsAgainst, m.pointsAgainst, m.result]);
    const unfiltered = await parsed('/matches?team=Galway', matchesSchema);
    expect(fullTime(unfiltered)).toEqual([
      [MAYO_MATCH, 'Mayo', 1, 1, 0, 1, 'win'],
      [KERRY_MATCH, 'Kerry', 0, 2, 0, 1, 'win'],
    ]);
    expect(unfiltered.every((m) => m.filtered === undefined)).toBe(true);

    const secondHalf = await parsed('/matches?team=Galway&half=2', matchesSchema);
    expect(fullTime(secondHalf)).toEqual(fullTime(unfiltered));
    expect(secondHalf.map((m) => [m.shots, m.scores])).toEqual([
      [2, 2],
      [4, 2],
    ]);
    expect(
      secondHalf.map(({ filtered }) => [filtered?.shots, filtered?.goals, filtered?.points, filtered?.against?.total]),
    ).toEqual([
      [1, 0, 1, 0],
      [2, 0, 0, 0],
    ]);
    expect(secondHalf[1]?.filtered?.against).toMatchObject({ shots: 2, scores: 0 });

    const sean = await parsed(`/matches?team=Galway&player=${encodeURIComponent(SEAN)}`, matchesSchema);
    expect(fullTime(sean)).toEqual(fullTime(unfiltered));
    expect(sean.map(({ filtered }) => filtered)).toEqual([
      { shots: 1, scores: 1, goals: 1, points: 0, twoPointers: 0, total: 3, conversion: 1, against: null },
      { shots: 2, scores: 1, goals: 0, points: 1, twoPointers: 0, total: 1, conversion: 0.5, against: null },
    ]);
    const oneMatch = await parsed(`/matches?team=Galway&match=${KERRY_MATCH}`, matchesSchema);
    expect(oneMatch.map((m) => [m.id, m.shots, m.scores, m.shotsAgainst, m.scoresAgainst, m.filtered])).toEqual([
      [KERRY_MATCH, 4, 2, 3, 1, undefined],
    ]);
    // /fixtures keeps its answer, with the same ids.
    expect(await parsed('/fixtures?team=Galway', matchesSchema)).toEqual(
      await parsed('/matches?team=Galway', matchesSchema),
    );
  });

  it("lists the team's shots with ids, turned positions and both models' estimates", async () => {
    const pressured = await parsed('/shots?team=Galway&pressure=yes', shotsSchema);
    expect(
      pressured.map((shot) => [shot.id, shot.matchId, shot.half, shot.minute, shot.period, shot.player, shot.outcome]),
    ).toEqual([
      [`${KERRY_MATCH}-s1`, KERRY_MATCH, 1, 5, '0-10', SEAN, 'score'],
      [`${KERRY_MATCH}-s3`, KERRY_MATCH, 2, 45, '40-50', SEAN, 'miss'],
    ]);
    expect(pressured[1]).toMatchObject({ x: 120, y: 30, distance: 28.65, shotType: 'play', pressure: true });
    const all = await parsed('/shots?team=Galway', shotsSchema);
    expect(all).toHaveLength(6);
    expect(new Set(all.map((shot) => shot.id)).size).toBe(6);
    // Folds are by match: with two matches, each match's shots are estimated from the other alone.
    expect(all.every((shot) => shot.xPoints >= 0 && shot.xPoints <= 1 && shot.xP_adv_shot >= 0)).toBe(true);
    expect(new Set(all.map((shot) => shot.xPoints)).size).toBeGreaterThan(1);
    expect(await parsed('/shots?team=Galway&half=1&shotType=45', shotsSchema)).toEqual([]);
  });

  it('puts the filter, in one order, into every image URL, and draws only the filtered shots', async () => {
    const url = (await parsed('/heatmaps/Galway/shots?shotType=free&half=2', imageUrlSchema)).url;
    expect(url).toBe(`${origin}/api/images/heatmap/shots/Galway.svg?v=v1&half=2&shotType=free`);
    expect((await parsed('/heatmaps/Galway/shots?half=2&shotType=free', imageUrlSchema)).url).toBe(url);
    const image = await fetch(url);
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(await image.text()).toContain('2nd half · frees');

    const blocked = async (query: string) => {
      const { url: address } = await parsed(`/blockedmaps/Galway${query}`, imageUrlSchema);
      return byClass(parseXml(await (await fetch(address)).text()), 'shot').length;
    };
    // Defending maps filter the shots Galway conceded: Kerry's one blocked shot was in the second half.
    expect([await blocked(''), await blocked('?half=2'), await blocked('?half=1')]).toEqual([1, 1, 0]);
    const pp = await parsed('/ppmaps/Galway?pressure=yes', imageUrlSchema);
    expect(byClass(parseXml(await (await fetch(pp.url)).text()), 'shot')).toHaveLength(2);
  });

  it('names a match from the team’s side on a filtered image', async () => {
    const { url } = await parsed(`/sdpmchart/Galway?match=${KERRY_MATCH}`, imageUrlSchema);
    expect(await (await fetch(url)).text()).toContain('v Kerry, 25 Jun 2023');
  });

  it.each([
    ['/scoring-zone-efficiency?team=Galway&half=3', "Unknown half: '3'; allowed values: 1, 2"],
    ['/scoring-zone-efficiency?team=Galway&half=1&half=2', 'Give one half, not several'],
    [
      '/players?period=80-90',
      "Unknown period: '80-90'; allowed values: 0-10, 10-20, 20-30, 30-40, 40-50, 50-60, 60-70, 70+",
    ],
    ['/shots?team=Galway&shotType=goal', "Unknown shotType: 'goal'; allowed values: play, free, 45, mark, penalty"],
    ['/matches?team=Galway&pressure=maybe', "Unknown pressure: 'maybe'; allowed values: yes, no"],
    [
      '/scoring-zone-efficiency?team=Galway&match=nope',
      `Unknown match for Galway: 'nope'; allowed values: ${KERRY_MATCH}, ${MAYO_MATCH}`,
    ],
    [
      '/scoring-zone-efficiency?team=Mayo&match=2023-06-25-galway-kerry',
      `Unknown match for Mayo: '${KERRY_MATCH}'; allowed values: ${MAYO_MATCH}`,
    ],
    ['/players?team=Galway&player=Nobody', `Unknown player for Galway: 'Nobody'; allowed values: ${CILLIAN}, ${SEAN}`],
    ['/players?player=Nobody', "Unknown player in the data: 'Nobody'; allowed values: the names /players lists"],
    ['/heatmaps/Galway/shots?half=first', "Unknown half: 'first'; allowed values: 1, 2"],
    ['/images/asdmap/Galway.svg?v=v1&pressure=1', "Unknown pressure: '1'; allowed values: yes, no"],
    [
      '/scoring-zone-efficiency?team=Galway&shottype=free',
      'Unknown parameter: shottype; allowed parameters: team, match, half, period, shotType, pressure, player, season',
    ],
  ])('answers %s with 400 naming the parameter and its allowed values', async (path, error) => {
    expect(await answer(path)).toEqual({ status: 400, body: { error } });
  });
});
