import { matchesSchema } from '../../../contract/answers';
import { matchReportSchema } from '../../../contract/report';
import { restartsSchema, seasonGlanceSchema } from '../../../contract/restarts';
import { NO_SUCH_SQUAD, squadSummarySchema } from '../../../contract/squadApi';
import { callApi, type ApiCall } from '../testKit/http';
import {
  type ApiProcess,
  sampleSquadRead,
  signUpAccount,
  type SquadStack,
  squadTestEnv,
  startSquadStack,
  type TestAccount,
} from '../testKit/squadStack';

/**
 * `/restarts` and `/season-glance` over real HTTP against the Auth and Firestore emulators
 * (docs/behaviour.md#restarts): the sample squad's recorded kickouts and turnovers, the same figures as its
 * match reports, the public data's plain "not recorded", and the squads API's access rules.
 */

const ENV = squadTestEnv({ app: 3930, auth: 9640, firestore: 8620, hub: 4870, logging: 4970 });

jest.setTimeout(120_000);

let stack: SquadStack;
let api: ApiProcess;
let owner: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  stack = await startSquadStack(ENV);
  api = stack.api;
  owner = await signUpAccount(ENV, 'Órla Owner');
  stranger = await signUpAccount(ENV, 'Séamus Stranger');
});

afterAll(() => stack.stop());

const call = (path: string, options: ApiCall = {}) => callApi(api.origin, path, options);
const sample = async (path: string) => {
  const answer = await call(`/api/squads/sample/${path}`, { token: stranger.idToken });
  expect(answer.status).toBe(200);
  return answer.json();
};

describe("the sample squad's restarts", () => {
  beforeAll(() => sampleSquadRead(stack, stranger.idToken));

  it("are each match's report kickouts and turnovers, and add up over the season", async () => {
    const matches = matchesSchema.parse(await sample('matches?team=Clifden'));
    expect(matches.length).toBeGreaterThan(1);
    let kicked = 0;
    for (const match of matches) {
      const restarts = restartsSchema.parse(await sample(`restarts?team=Clifden&match=${match.id}`));
      const report = matchReportSchema.parse(await sample(`matches/${match.id}/report?team=Clifden`));
      expect(restarts.kickouts?.teams).toEqual([report.kickouts?.teams[0].match, report.kickouts?.teams[1].match]);
      expect(restarts.kickouts?.landings).toEqual(report.kickouts?.landings);
      expect(restarts.turnovers?.spots).toEqual(report.turnovers?.spots);
      kicked += restarts.kickouts?.teams[0].own.kicked ?? 0;
    }
    const season = restartsSchema.parse(await sample('restarts?team=Clifden'));
    expect(season.matches).toBe(matches.length);
    expect(season.kickouts?.recorded).toBe(matches.length);
    expect(season.kickouts?.teams[0].own.kicked).toBe(kicked);
    expect(season.kickouts?.zones.reduce((sum, zone) => sum + zone.teams[0].kicked, 0)).toBe(kicked);
    expect(season.kickouts?.map).toContain('<svg');
    expect(season.turnovers?.map).toContain('Turnovers');
  });

  it('follow the half, and say which parts of the filter a kickout cannot follow', async () => {
    const whole = restartsSchema.parse(await sample('restarts?team=Clifden'));
    const halves = await Promise.all(
      ['1', '2'].map(async (half) => restartsSchema.parse(await sample(`restarts?team=Clifden&half=${half}`))),
    );
    expect(halves.reduce((sum, half) => sum + (half.kickouts?.teams[1].own.kicked ?? 0), 0)).toBe(
      whole.kickouts?.teams[1].own.kicked,
    );
    const frees = restartsSchema.parse(await sample('restarts?team=Clifden&shotType=free'));
    expect(frees.ignored).toEqual(['shotType']);
    expect(frees.kickouts?.teams).toEqual(whole.kickouts?.teams);
  });

  it('give one season row per match, with kickouts kept and turnovers', async () => {
    const matches = matchesSchema.parse(await sample('matches?team=Clifden'));
    const rows = seasonGlanceSchema.parse(await sample('season-glance?team=Clifden'));
    expect(rows.map((row) => row.match)).toEqual(matches);
    for (const row of rows) {
      expect(row.shots).toBe(row.match.shots);
      expect(row.kickouts?.kicked).toBeGreaterThan(0);
      expect(row.turnovers).not.toBeNull();
    }
  });

  it('keep the squads API access rules: 401 without a token, 404 for a non-member exactly as for no squad', async () => {
    const made = await call('/api/squads', {
      method: 'POST',
      token: owner.idToken,
      body: { name: 'Clifden Seniors', team: 'Clifden' },
    });
    const squadId = squadSummarySchema.parse(made.json()).id;
    for (const path of ['restarts?team=Clifden', 'season-glance?team=Clifden']) {
      expect((await call(`/api/squads/${squadId}/${path}`)).status).toBe(401);
      const theirs = await call(`/api/squads/${squadId}/${path}`, { token: stranger.idToken });
      const none = await call(`/api/squads/no-such-squad/${path}`, { token: stranger.idToken });
      expect([theirs.status, theirs.text]).toEqual([404, JSON.stringify({ error: NO_SUCH_SQUAD })]);
      expect([none.status, none.text]).toEqual([theirs.status, theirs.text]);
    }
  });
});

describe("the public data's restarts", () => {
  it('say plainly that kickouts and turnovers are not recorded: null, never zero', async () => {
    const answer = await call('/api/restarts?team=Galway');
    expect(answer.status).toBe(200);
    const restarts = restartsSchema.parse(answer.json());
    expect(restarts.matches).toBeGreaterThan(0);
    expect([restarts.kickouts, restarts.turnovers]).toEqual([null, null]);
    const rows = seasonGlanceSchema.parse((await call('/api/season-glance?team=Galway')).json());
    expect(rows.length).toBe(restarts.matches);
    expect(rows.every((row) => row.kickouts === null && row.turnovers === null && row.xPtsDifference !== null)).toBe(
      true,
    );
  });

  it('refuse an unknown team or filter value with the words the other routes use', async () => {
    expect((await call('/api/restarts')).status).toBe(400);
    expect((await call('/api/restarts?team=Nowhere')).status).toBe(404);
    const bad = await call('/api/season-glance?team=Galway&half=3');
    expect([bad.status, bad.json()]).toEqual([400, { error: expect.stringContaining('half') }]);
  });
});
