import type { PlayerRecord } from '../features/players/playerRecord';
import { TEST_API_BASE_URL } from './renderWithProviders';

type Answer = { status?: number; body: unknown };

/**
 * Answers the app's API calls from a table of path (with query) -> answer, and fails a test loudly
 * on any call it did not expect (the same idea as MSW's `onUnhandledRequest: 'error'`).
 */
export function mockApi(answers: Record<string, Answer>) {
  const requested: string[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = url.startsWith(TEST_API_BASE_URL) ? url.slice(TEST_API_BASE_URL.length) : url;
    requested.push(path);
    const answer = answers[path];
    if (!answer) return Promise.reject(new Error(`Unexpected API call: ${path}`));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return { requested, restore: () => spy.mockRestore() };
}

export const TEAMS = ['Dublin', 'Galway', 'Kerry', 'Mayo'];

export function player(overrides: Partial<PlayerRecord> & Pick<PlayerRecord, 'PlayerName' | 'TeamName'>): PlayerRecord {
  return {
    Scores: 0,
    Shots: 0,
    xP_adv_shot: 0,
    xPoints: 0,
    Success_UP: 0,
    Failed_UP: 0,
    Scored_Right: 0,
    Scored_Left: 0,
    Scored_Hand: 0,
    Shot_Distance: 0,
    Difference: 0,
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

const image = (name: string) => ({ body: { url: `http://api.test/api/images/${name}.svg?v=1` } });

/** What the signed-in dashboard asks for on first show, for Galway with the shots heat map. */
export function dashboardAnswers(team = 'Galway'): Record<string, Answer> {
  const path = encodeURIComponent(team);
  return {
    '/teams': { body: TEAMS },
    '/health': { body: { status: 'ok', version: '1', isSample: true } },
    [`/scoring-zone-efficiency?${new URLSearchParams({ team }).toString()}`]: {
      body: {
        inside_scoring_zone: { Score: 7, Miss: 1, success_rate: 0.875 },
        outside_scoring_zone: { Score: 9, Miss: 11, success_rate: 0.45 },
      },
    },
    [`/heatmaps/${path}/shots`]: image(`heatmap/${path}/shots`),
    [`/heatmaps/${path}/miss`]: image(`heatmap/${path}/miss`),
    [`/heatmaps/${path}/score`]: image(`heatmap/${path}/score`),
    [`/sdpmchart/${path}`]: image(`sdpmchart/${path}`),
    [`/asdmap/${path}`]: image(`asdmap/${path}`),
    [`/blockedmaps/${path}`]: image(`blockedmaps/${path}`),
    [`/ppmaps/${path}`]: image(`ppmaps/${path}`),
    [`/pressuremaps/${path}`]: image(`pressuremaps/${path}`),
    [`/tacklesmaps/${path}`]: image(`tacklesmaps/${path}`),
    '/players': { body: PLAYERS },
  };
}
