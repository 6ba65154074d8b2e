import type { Firestore } from 'firebase-admin/firestore';
import { matchesSchema, playersSchema } from '../../../../contract/answers';
import {
  createdShareSchema,
  matchReportSchema,
  reportChartsSchema,
  SHARE_NOT_FOUND,
  sharesSchema,
  type MatchReport,
} from '../../../../contract/report';
import { createdInviteSchema, NO_SUCH_SQUAD, squadSummarySchema } from '../../../../contract/squadApi';
import { callApi, type ApiCall } from '../../testKit/http';
import { clubFile } from '../../testKit/squadFiles';
import {
  type ApiProcess,
  sampleSquadRead,
  signUpAccount,
  type SquadStack,
  squadTestEnv,
  startSquadStack,
  type TestAccount,
} from '../../testKit/squadStack';

/**
 * A squad's match reports and their share links over real HTTP against the Auth and Firestore
 * emulators (docs/report.md): the squads' access rules, links opened without an account, revoked,
 * expired and wrong codes answered alike, and guessing slowed down.
 */

const ENV = squadTestEnv({ app: 3910, auth: 9609, firestore: 8590, hub: 4890, logging: 4990 });

jest.setTimeout(120_000);

let stack: SquadStack;
let api: ApiProcess;
let db: Firestore;
let owner: TestAccount;
let analyst: TestAccount;
let viewer: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  stack = await startSquadStack(ENV);
  ({ api, db } = stack);
  owner = await signUpAccount(ENV, 'Órla Owner');
  analyst = await signUpAccount(ENV, 'Áine Analyst');
  viewer = await signUpAccount(ENV, 'Vivian Viewer');
  stranger = await signUpAccount(ENV, 'Séamus Stranger');
});

afterAll(() => stack.stop());

const call = (path: string, options: ApiCall = {}) => callApi(api.origin, path, options);

/** A squad of the owner's with one uploaded season of Clifden's, an analyst and a viewer. */
async function clubSquad(): Promise<{ squadId: string; matchId: string }> {
  const made = await call('/api/squads', {
    method: 'POST',
    token: owner.idToken,
    body: { name: 'Clifden Seniors', team: 'Clifden' },
  });
  const squadId = squadSummarySchema.parse(made.json()).id;
  const uploaded = await call(`/api/squads/${squadId}/imports?name=season.csv`, {
    method: 'POST',
    token: owner.idToken,
    raw: clubFile('Clifden', ['Roundstone', 'Letterfrack'], 'Club'),
  });
  expect(uploaded.status).toBe(201);
  for (const [who, role] of [
    [analyst, 'analyst'],
    [viewer, 'viewer'],
  ] as const) {
    const invite = await call(`/api/squads/${squadId}/invites`, {
      method: 'POST',
      token: owner.idToken,
      body: { role },
    });
    const { code } = createdInviteSchema.parse(invite.json());
    expect((await call(`/api/invites/${code}/accept`, { method: 'POST', token: who.idToken })).status).toBe(200);
  }
  const matches = matchesSchema.parse(
    (await call(`/api/squads/${squadId}/matches?team=Clifden`, { token: owner.idToken })).json(),
  );
  const matchId = matches[0]?.id;
  if (matchId === undefined) throw new Error('The upload made no matches');
  return { squadId, matchId };
}

describe("a squad's match report", () => {
  it("is the sample squad's recorded match, kickouts, turnovers and cards included, by either id", async () => {
    await sampleSquadRead(stack, stranger.idToken);
    const matches = matchesSchema.parse(
      (await call('/api/squads/sample/matches?team=Clifden', { token: stranger.idToken })).json(),
    );
    const match = matches[0];
    if (!match) throw new Error('The sample squad has no matches');
    const answer = await call(`/api/squads/sample/matches/${match.id}/report`, { token: stranger.idToken });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    const report = matchReportSchema.parse(answer.json());
    expect(report.match.teams).toEqual(['Clifden', match.opponent]);
    expect(report.score[0].match.total).toBe(match.totalFor);
    expect(report.kickouts?.landings.length).toBeGreaterThan(0);
    expect(report.turnovers?.spots.length).toBeGreaterThan(0);
    expect(report.discipline.cards).not.toBeNull();
    const players = playersSchema.parse(
      (await call(`/api/squads/sample/players?team=Clifden&match=${match.id}`, { token: stranger.idToken })).json(),
    );
    for (const player of players) {
      expect(report.players[0].find((row) => row.name === player.PlayerName)).toMatchObject({
        shots: player.Shots,
        points: player.Points,
        xPts: player.xPts,
      });
    }
    // The squad's own match document id opens the same report.
    const documents = await db.collection('squads/sample/matches').where('date', '==', match.date).get();
    const documentId = documents.docs[0]?.id ?? '';
    const byDocument = matchReportSchema.parse(
      (await call(`/api/squads/sample/matches/${documentId}/report`, { token: stranger.idToken })).json(),
    );
    expect({ ...byDocument, match: { ...byDocument.match, id: report.match.id } }).toEqual(report);
    expect(report.match.id).toBe(documentId);
  });

  it('keeps the squads API access rules: 401 without a token, 404 for a non-member exactly as for no squad', async () => {
    const { squadId, matchId } = await clubSquad();
    for (const suffix of ['report', 'report/charts', 'report.pdf', 'report.png', 'shares']) {
      const path = `matches/${matchId}/${suffix}`;
      expect((await call(`/api/squads/${squadId}/${path}`)).status).toBe(401);
      const theirs = await call(`/api/squads/${squadId}/${path}`, { token: stranger.idToken });
      const none = await call(`/api/squads/no-such-squad/${path}`, { token: stranger.idToken });
      expect([theirs.status, theirs.text]).toEqual([404, JSON.stringify({ error: NO_SUCH_SQUAD })]);
      expect([none.status, none.text]).toEqual([theirs.status, theirs.text]);
    }
    expect((await call(`/api/squads/${squadId}/matches/${matchId}/report`, { token: viewer.idToken })).status).toBe(
      200,
    );
    const unknown = await call(`/api/squads/${squadId}/matches/nope/report`, { token: viewer.idToken });
    expect(unknown.status).toBe(404);
  });
});

describe('share links', () => {
  let squadId: string;
  let matchId: string;
  let report: MatchReport;

  beforeAll(async () => {
    ({ squadId, matchId } = await clubSquad());
    report = matchReportSchema.parse(
      (await call(`/api/squads/${squadId}/matches/${matchId}/report`, { token: owner.idToken })).json(),
    );
  });

  const share = async (token: string, body: unknown = {}) =>
    call(`/api/squads/${squadId}/matches/${matchId}/shares`, { method: 'POST', token, body });

  it('are made by owners and analysts, not viewers; a code of 256 bits is shown once and only its hash kept', async () => {
    expect((await share(viewer.idToken)).status).toBe(403);
    const made = await share(analyst.idToken, { days: 7 });
    expect(made.status).toBe(201);
    const created = createdShareSchema.parse(made.json());
    expect(created.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ state: 'open', matchId: report.match.id, revokedAt: null });
    expect(Date.parse(created.expiresAt ?? '') - Date.parse(created.createdAt)).toBe(7 * 24 * 60 * 60 * 1000);
    const stored = (await db.doc(`squads/${squadId}/shares/${created.id}`).get()).data() ?? {};
    expect(JSON.stringify(stored)).not.toContain(created.code);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const listed = sharesSchema.parse(
      (await call(`/api/squads/${squadId}/matches/${matchId}/shares`, { token: owner.idToken })).json(),
    );
    expect(listed.map((view) => view.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(created.code);
    expect((await share(owner.idToken, { days: 0 })).status).toBe(400);
  });

  it('open that report, its charts, PDF and image, signed out; revoked, the same link is not found', async () => {
    const { code, id } = createdShareSchema.parse((await share(owner.idToken)).json());
    const opened = await call(`/api/shared/${code}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(matchReportSchema.parse(opened.json())).toEqual(report);
    expect(reportChartsSchema.parse((await call(`/api/shared/${code}/charts`)).json()).race).toMatch(/^<svg /);
    const pdf = await call(`/api/shared/${code}.pdf`);
    expect([pdf.status, pdf.headers.get('content-type'), pdf.bytes.subarray(0, 5).toString('latin1')]).toEqual([
      200,
      'application/pdf',
      '%PDF-',
    ]);
    const png = await call(`/api/shared/${code}.png`);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
    // The link opens the report and nothing else: not the squad, not its figures.
    expect((await call(`/api/squads/${squadId}`)).status).toBe(401);

    const revoked = await call(`/api/squads/${squadId}/matches/${matchId}/shares/${id}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(revoked.status).toBe(204);
    const gone = await call(`/api/shared/${code}`);
    expect([gone.status, gone.json()]).toEqual([404, { error: SHARE_NOT_FOUND }]);
    expect((await call(`/api/shared/${code}.pdf`)).status).toBe(404);
    const listed = sharesSchema.parse(
      (await call(`/api/squads/${squadId}/matches/${matchId}/shares`, { token: owner.idToken })).json(),
    );
    expect(listed.find((view) => view.id === id)?.state).toBe('revoked');
  });

  it('answer a wrong code and an expired link exactly as a revoked one', async () => {
    const wrong = await call(`/api/shared/${'A'.repeat(43)}`);
    const malformed = await call('/api/shared/not-a-code');
    const { code, id } = createdShareSchema.parse((await share(owner.idToken, { days: 1 })).json());
    expect((await call(`/api/shared/${code}`)).status).toBe(200);
    await db.doc(`squads/${squadId}/shares/${id}`).update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const expired = await call(`/api/shared/${code}`);
    for (const answer of [wrong, malformed, expired])
      expect([answer.status, answer.text]).toEqual([404, JSON.stringify({ error: SHARE_NOT_FOUND })]);
  });

  it('slow down an address that keeps guessing: 429 with Retry-After, even for a right code', async () => {
    const { code } = createdShareSchema.parse((await share(owner.idToken)).json());
    let status = 404;
    for (let guess = 0; guess < 25 && status === 404; guess += 1)
      status = (await call(`/api/shared/guess${guess}`)).status;
    expect(status).toBe(429);
    const right = await call(`/api/shared/${code}`);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
