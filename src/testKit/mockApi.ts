import type { ArcZoneEfficiency, Match, PlayerRecord, SeasonInfo } from '../../contract/answers';
import type { Restarts, SeasonGlance } from '../../contract/restarts';
import { SHOTS } from './shotRecords';
import { TEST_API_BASE_URL } from './renderWithProviders';

type Answer = {
  status?: number;
  body: unknown;
  /** A slow server: the answer comes once this settles, for what the screen shows meanwhile. */
  after?: Promise<unknown>;
};

/**
 * Answers the app's API calls from a table of path (with query) -> answer, and fails a test loudly
 * on any call it did not expect (the same idea as MSW's `onUnhandledRequest: 'error'`). A key may
 * name the method (`POST squads`); a bare path answers GETs.
 */
export function mockApi(answers: Record<string, Answer>) {
  const requested: string[] = [];
  /** Each call's method, path and Authorization header, in order: a squad's calls carry the user's token. */
  const calls: Array<{ method: string; path: string; authorization: string | null }> = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = url.startsWith(TEST_API_BASE_URL) ? url.slice(TEST_API_BASE_URL.length) : url;
    requested.push(path);
    calls.push({
      method: input instanceof Request ? input.method : 'GET',
      path,
      authorization: input instanceof Request ? input.headers.get('authorization') : null,
    });
    const method = input instanceof Request ? input.method : 'GET';
    const answer = answers[`${method} ${path}`] ?? (method === 'GET' ? answers[path] : undefined);
    if (!answer) return Promise.reject(new Error(`Unexpected API call: ${method} ${path}`));
    return Promise.resolve(answer.after).then(
      () =>
        new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
  });
  return { requested, calls, restore: () => spy.mockRestore() };
}

export const TEAMS = ['Dublin', 'Galway', 'Kerry', 'Mayo'];

export function player(overrides: Partial<PlayerRecord> & Pick<PlayerRecord, 'PlayerName' | 'TeamName'>): PlayerRecord {
  return {
    id: `${overrides.TeamName}.${overrides.PlayerName}`,
    Scores: 0,
    Shots: 0,
    Success_UP_Percentage: 0,
    xP_adv_shot: 0,
    xPoints: 0,
    Success_UP: 0,
    Failed_UP: 0,
    Scored_Right: 0,
    Scored_Left: 0,
    Scored_Hand: 0,
    Shot_Distance: 0,
    Difference: 0,
    // Before 2025 a player's points are their scores and expected points their xPoints.
    Points: overrides.Scores ?? 0,
    xPts: overrides.xPoints ?? 0,
    Points_minus_xPts: overrides.Difference ?? 0,
    ...overrides,
  };
}

export const PLAYERS: PlayerRecord[] = [
  player({
    PlayerName: 'Éanna Ó Flaithearta',
    TeamName: 'Galway',
    Scores: 9,
    Shots: 12,
    xPoints: 7.254,
    xP_adv_shot: 7.5,
    Shot_Distance: 24.456,
    Difference: 1.746,
    Scored_Right: 6,
    Scored_Left: 3,
  }),
  player({
    PlayerName: 'Ciarán Breathnach',
    TeamName: 'Galway',
    Scores: 4,
    Shots: 10,
    xPoints: 5.1,
    xP_adv_shot: 4.9,
    Shot_Distance: 31.2,
    Difference: -1.1,
    Scored_Right: 4,
    Failed_UP: 3,
    Success_UP: 1,
  }),
  player({
    PlayerName: 'Aodh Mac Diarmada',
    TeamName: 'Galway',
    Scores: 6,
    Shots: 7,
    xPoints: 4.2,
    xP_adv_shot: 4.4,
    Shot_Distance: 18.9,
    Difference: 1.8,
    Scored_Hand: 2,
    Scored_Left: 4,
  }),
  player({
    PlayerName: 'Dara Ó Sé',
    TeamName: 'Kerry',
    Scores: 11,
    Shots: 14,
    xPoints: 9,
    xP_adv_shot: 9.3,
    Shot_Distance: 22,
    Difference: 2,
  }),
];

export function match(overrides: Partial<Match> & Pick<Match, 'id' | 'date' | 'opponent'>): Match {
  return {
    stage: 'Connacht Final',
    goalsFor: 1,
    pointsFor: 14,
    goalsAgainst: 0,
    pointsAgainst: 11,
    twoPointersFor: 0,
    twoPointersAgainst: 0,
    totalFor: 17,
    totalAgainst: 11,
    result: 'win',
    shots: 25,
    scores: 15,
    conversion: 0.6,
    shotsAgainst: 20,
    scoresAgainst: 11,
    conversionAgainst: 0.55,
    ...overrides,
  };
}

export const MATCHES: Match[] = [
  match({ id: '2023-05-07-galway-sligo', date: '2023-05-07', opponent: 'Sligo' }),
  match({
    id: '2023-06-25-galway-kerry',
    date: '2023-06-25',
    opponent: 'Kerry',
    stage: 'All Ireland Quarter Final',
    goalsFor: 0,
    pointsFor: 12,
    goalsAgainst: 1,
    pointsAgainst: 13,
    totalFor: 12,
    totalAgainst: 16,
    result: 'loss',
  }),
];

/** The data holds the 2023 season alone. */
export const SEASONS_2023: SeasonInfo[] = [{ season: '2023', era: 'pre-2025', shots: 500, matches: 20 }];

/** A season before 2025: no arc, so point attempts and goal attempts. */
export const ARC_ZONES_2023: ArcZoneEfficiency = {
  two_point_arc: false,
  inside_arc: { attempts: 26, scores: 15, success_rate: 15 / 26, points: 15, points_per_shot: 15 / 26 },
  outside_arc: null,
  goal_attempts: { attempts: 2, scores: 1, success_rate: 0.5, points: 3, points_per_shot: 1.5 },
};

const image = (name: string, filterQuery = '') => ({
  body: { url: withQuery(`http://api.test/api/images/${name}.svg?v=1`, filterQuery) },
});

/** `path` with a query string's parameters added after its own. */
const withQuery = (path: string, query: string) =>
  query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;

/**
 * What the signed-in dashboard asks for on first show, for Galway with the shots heat map; with a
 * filter's query string (`half=2`), the same calls as the dashboard makes them under that filter.
 */
/** The public data's restarts: it records shots only, so kickouts and turnovers are null. */
export function publicRestarts(team: string): Restarts {
  return { team, opponent: 'Opponents', matches: MATCHES.length, ignored: [], kickouts: null, turnovers: null };
}

/** The public data's season at a glance: shots only, so no kickouts or turnovers. */
export function publicSeasonGlance(): SeasonGlance {
  return MATCHES.map((row) => ({
    match: row,
    shots: row.shots,
    scores: row.scores,
    conversion: row.conversion,
    points: row.totalFor,
    xPts: 15.2,
    xPtsAgainst: 13.7,
    xPtsDifference: 1.5,
    kickouts: null,
    turnovers: null,
  }));
}

export function dashboardAnswers(team = 'Galway', filterQuery = ''): Record<string, Answer> {
  const path = encodeURIComponent(team);
  const teamAnswers: Record<string, Answer> = {
    [`/scoring-zone-efficiency?team=${path}`]: {
      body: {
        inside_scoring_zone: { Score: 7, Miss: 1, success_rate: 0.875 },
        outside_scoring_zone: { Score: 9, Miss: 11, success_rate: 0.45 },
      },
    },
    [`/arc-zones?team=${path}`]: { body: ARC_ZONES_2023 },
    [`/heatmaps/${path}/shots`]: image(`heatmap/shots/${path}`, filterQuery),
    [`/heatmaps/${path}/miss`]: image(`heatmap/miss/${path}`, filterQuery),
    [`/heatmaps/${path}/score`]: image(`heatmap/score/${path}`, filterQuery),
    [`/sdpmchart/${path}`]: image(`sdpmchart/${path}`, filterQuery),
    [`/asdmap/${path}`]: image(`asdmap/${path}`, filterQuery),
    [`/blockedmaps/${path}`]: image(`defending/blocked/${path}`, filterQuery),
    [`/ppmaps/${path}`]: image(`defending/pp/${path}`, filterQuery),
    [`/pressuremaps/${path}`]: image(`defending/pressure/${path}`, filterQuery),
    [`/tacklesmaps/${path}`]: image(`defending/tackles/${path}`, filterQuery),
    [`/matches?team=${path}`]: { body: MATCHES },
    [`/shots?team=${path}`]: { body: SHOTS },
    '/players': { body: PLAYERS },
    [`/restarts?team=${path}`]: { body: publicRestarts(team) },
    [`/season-glance?team=${path}`]: { body: publicSeasonGlance() },
  };
  return {
    // The sidebar's data source lists the user's squads: none, here.
    '/squads': { body: [] },
    '/seasons': { body: SEASONS_2023 },
    '/teams': { body: TEAMS.includes(team) ? TEAMS : [...TEAMS, team].sort() },
    '/health': {
      body: {
        status: 'ok',
        version: '1',
        isSample: true,
        importedAt: null,
        counts: { shots: 500, matches: 20, teams: 4, players: 60 },
      },
    },
    // The filter bar lists the team's matches whatever the filter.
    [`/matches?team=${path}`]: { body: MATCHES },
    ...Object.fromEntries(
      Object.entries(teamAnswers).map(([route, answer]) => [withQuery(route, filterQuery), answer]),
    ),
  };
}

/**
 * What a squad's dashboard asks for: the public answers for the squad's team, each under
 * `/squads/{id}/` (its figure routes answer alike), the list of squads and the health left out.
 */
export function squadDashboardAnswers(squadId: string, team: string, teams: readonly string[] = [team]) {
  return Object.fromEntries(
    Object.entries(dashboardAnswers(team))
      .filter(([path]) => !['/squads', '/health'].includes(path))
      .map(([path, answer]) => [`/squads/${squadId}${path}`, path === '/teams' ? { body: teams } : answer]),
  );
}
