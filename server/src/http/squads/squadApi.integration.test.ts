import type { Firestore } from 'firebase-admin/firestore';
import { squadBundleSchema } from '../../../../contract/squad';
import {
  createdInviteSchema,
  invitesSchema,
  membersSchema,
  NO_SUCH_SQUAD,
  championshipImportReportSchema,
  squadImportReportSchema,
  squadListSchema,
  squadSummarySchema,
  type SquadSummary,
} from '../../../../contract/squadApi';
import { sampleSeasonShots, SAMPLE_SEED } from '../../testKit/shots';
import { clubFile, rowsOf } from '../../testKit/squadFiles';
import { callApi, within, type ApiCall } from '../../testKit/http';
import {
  adminFirestore,
  emulatorStyleToken,
  forgedToken,
  signUpAccount,
  squadTestEnv,
  startApiProcess,
  startTestEmulators,
  type ApiProcess,
  type TestAccount,
  type TestEmulators,
} from '../../testKit/squadStack';
import { writeSquadTree } from '../../data/squads/squadWrites';
import { expiryOf, signatureOf } from './squadFigures';

/**
 * The squads API over real HTTP against the Auth and Firestore emulators (docs/squads.md): tokens,
 * access, invites, uploads, exports, signed image URLs and deletion, and two API replicas agreeing.
 */

const ENV = squadTestEnv({ app: 3940, auth: 9599, firestore: 8580, hub: 4880, logging: 4980 });

jest.setTimeout(120_000);

let emulators: TestEmulators;
let api: ApiProcess;
/** A second API process, as a replica behind a load balancer would be: its own read model, the same Firestore. */
let replica: ApiProcess;
const cleanUps: Array<() => Promise<unknown> | void> = [];
let db: Firestore;
let owner: TestAccount;
let analyst: TestAccount;
let viewer: TestAccount;
let stranger: TestAccount;

const publicShots = sampleSeasonShots(SAMPLE_SEED);

beforeAll(async () => {
  emulators = await startTestEmulators(ENV);
  cleanUps.push(() => emulators.stop());
  api = await startApiProcess(ENV, 'api');
  cleanUps.push(() => api.stop());
  replica = await startApiProcess(ENV, 'replica', String(Number(ENV.PORT) + 1));
  cleanUps.push(() => replica.stop());
  const admin = adminFirestore(ENV, 'squad-api-test');
  cleanUps.push(() => admin.close());
  db = admin.db;
  owner = await signUpAccount(ENV, 'Órla Owner');
  analyst = await signUpAccount(ENV, 'Áine Analyst');
  viewer = await signUpAccount(ENV, 'Vivian Viewer');
  stranger = await signUpAccount(ENV, 'Séamus Stranger');
});

afterAll(async () => {
  // Whatever beforeAll got as far as starting, last first.
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

type Call = ApiCall & { origin?: string };

/**
 * How long the replica is given to hear a change made through the other server before a test fails:
 * not a goal (it is well under a second, timed by `npm run bench:api`), only long enough for a CI
 * machine under load.
 */
const HEARD_MS = 15_000;

const call = (path: string, options: Call = {}) => callApi(options.origin ?? api.origin, path, options);

async function newSquad(by: TestAccount, name = 'Clifden Seniors', team = 'Clifden'): Promise<SquadSummary> {
  const answer = await call('/api/squads', { method: 'POST', token: by.idToken, body: { name, team } });
  // With its body, so a refusal says why.
  expect([answer.status, answer.text]).toEqual([201, expect.any(String)]);
  return squadSummarySchema.parse(answer.json());
}

/** Joins `who` to the squad with `role` through an invite the owner makes. */
async function join(squadId: string, who: TestAccount, role: 'analyst' | 'viewer') {
  const made = await call(`/api/squads/${squadId}/invites`, { method: 'POST', token: owner.idToken, body: { role } });
  const { code } = createdInviteSchema.parse(made.json());
  const joined = await call(`/api/invites/${code}/accept`, { method: 'POST', token: who.idToken });
  expect([joined.status, joined.text]).toEqual([200, expect.any(String)]);
}

async function upload(squadId: string, file: string, token: string, preview = false, name = 'season.csv') {
  return call(`/api/squads/${squadId}/imports?name=${name}${preview ? '&preview=1' : ''}`, {
    method: 'POST',
    token,
    raw: file,
  });
}

describe('who may call the squads API', () => {
  it('refuses a request with no token, an expired one, one for another project, a malformed one and a forged one', async () => {
    const project = ENV.FIREBASE_PROJECT_ID;
    const tokens: Array<[string, string | null]> = [
      ['none', null],
      ['expired', emulatorStyleToken(project, owner.uid, 7200)],
      ['another project', emulatorStyleToken('demo-elsewhere', owner.uid)],
      ['malformed', 'not-a-token'],
      ['forged', forgedToken(project, owner.uid)],
    ];
    for (const [kind, token] of tokens) {
      for (const path of ['/api/squads', '/api/squads/sample', '/api/squads/sample/teams']) {
        const answer = await call(path, { token });
        expect({ kind, path, status: answer.status, challenge: answer.headers.get('www-authenticate') }).toEqual({
          kind,
          path,
          status: 401,
          challenge: 'Bearer realm="pairc"',
        });
      }
    }
  });

  it('answers a squad the caller is not a member of exactly as one that does not exist', async () => {
    const squad = await newSquad(owner);
    for (const suffix of ['', '/members', '/teams', '/scoring-zone-efficiency?team=Clifden', '/export']) {
      const theirs = await call(`/api/squads/${squad.id}${suffix}`, { token: stranger.idToken });
      const none = await call(`/api/squads/no-such-squad-${Date.now()}${suffix}`, { token: stranger.idToken });
      expect([theirs.status, theirs.text]).toEqual([404, JSON.stringify({ error: NO_SUCH_SQUAD })]);
      expect([none.status, none.text]).toEqual([theirs.status, theirs.text]);
    }
    const patch = await call(`/api/squads/${squad.id}`, {
      method: 'PATCH',
      token: stranger.idToken,
      body: { name: 'Mine' },
    });
    expect(patch.status).toBe(404);
  });

  it("refuses every write of a viewer with 403, and lets them read the squad's figures", async () => {
    const squad = await newSquad(owner);
    await join(squad.id, viewer, 'viewer');
    const writes: Array<[string, Call]> = [
      [`/api/squads/${squad.id}`, { method: 'PATCH', body: { name: 'Renamed' } }],
      [`/api/squads/${squad.id}`, { method: 'DELETE' }],
      [`/api/squads/${squad.id}/invites`, { method: 'POST', body: { role: 'viewer' } }],
      [`/api/squads/${squad.id}/invites`, {}],
      [`/api/squads/${squad.id}/members/${owner.uid}`, { method: 'PATCH', body: { role: 'viewer' } }],
      [`/api/squads/${squad.id}/members/${owner.uid}`, { method: 'DELETE' }],
      [
        `/api/squads/${squad.id}/imports?name=a.csv`,
        { method: 'POST', raw: clubFile('Clifden', ['Aill', 'Bun'], 'X') },
      ],
      [`/api/squads/${squad.id}/export`, {}],
      [`/api/squads/${squad.id}/export.csv`, {}],
    ];
    for (const [path, options] of writes) {
      const answer = await call(path, { ...options, token: viewer.idToken });
      expect({ path, method: options.method ?? 'GET', status: answer.status }).toEqual({
        path,
        method: options.method ?? 'GET',
        status: 403,
      });
    }
    expect((await call(`/api/squads/${squad.id}/teams`, { token: viewer.idToken })).status).toBe(200);
    expect((await call(`/api/squads/${squad.id}/members`, { token: viewer.idToken })).status).toBe(200);
  });

  it('shows every signed-in user the sample squad as a viewer, and lets no one change it', async () => {
    // Each server writes it (when missing) once its read model is ready.
    const sampleListed = async () =>
      squadListSchema
        .parse((await call('/api/squads', { token: stranger.idToken })).json())
        .find((squad) => squad.sample);
    await within(15_000, async () => (await sampleListed()) !== undefined);
    const sample = await sampleListed();
    expect(sample).toMatchObject({
      id: 'sample',
      role: 'viewer',
      name: 'Sample squad: Clifden',
      team: 'Clifden',
      matches: 3,
    });
    const upload = await call('/api/squads/sample/imports?name=a.csv', {
      method: 'POST',
      token: stranger.idToken,
      raw: 'x',
    });
    expect(upload.status).toBe(403);
    expect(membersSchema.parse((await call('/api/squads/sample/members', { token: stranger.idToken })).json())).toEqual(
      [],
    );
  });
});

describe('a copy of the sample squad', () => {
  it("makes a squad of the caller's own with the sample's roster, matches and figures, and copies nothing else", async () => {
    const copier = await signUpAccount(ENV, 'Ciara Copier');
    const listed = async (token: string) => squadListSchema.parse((await call('/api/squads', { token })).json());
    await within(15_000, async () => (await listed(copier.idToken)).some((squad) => squad.sample));
    const sample = (await listed(copier.idToken)).find((squad) => squad.sample);

    const copied = await call('/api/squads/sample/copy', { method: 'POST', token: copier.idToken });
    expect(copied.status).toBe(201);
    const copy = squadSummarySchema.parse(copied.json());
    expect(copy).toMatchObject({
      name: 'Copy of Sample squad: Clifden',
      team: 'Clifden',
      role: 'owner',
      sample: false,
      matches: sample?.matches,
      shots: sample?.shots,
      players: sample?.players,
    });
    for (const route of ['players?team=Clifden', 'matches?team=Clifden', 'scoring-zone-efficiency?team=Clifden']) {
      const original = await call(`/api/squads/sample/${route}`, { token: copier.idToken });
      const copied = await call(`/api/squads/${copy.id}/${route}`, { token: copier.idToken });
      expect({ route, figures: copied.json() }).toEqual({ route, figures: original.json() });
    }
    // The copy is its owner's to change; the sample stays as it was, and is no one else's business.
    const renamed = await call(`/api/squads/${copy.id}`, {
      method: 'PATCH',
      token: copier.idToken,
      body: { name: 'Clifden trial' },
    });
    expect(renamed.status).toBe(200);
    expect((await listed(copier.idToken)).find((squad) => squad.sample)).toEqual(sample);
    expect((await call(`/api/squads/${copy.id}`, { token: stranger.idToken })).status).toBe(404);

    // Only a sample is copied, even by a squad's owner; a stranger's attempt is a squad they cannot see.
    const own = await newSquad(owner);
    const refused = await call(`/api/squads/${own.id}/copy`, { method: 'POST', token: owner.idToken });
    expect({ status: refused.status, body: refused.json() }).toEqual({
      status: 403,
      body: { error: 'Only the sample squad can be copied' },
    });
    expect((await call(`/api/squads/${own.id}/copy`, { method: 'POST', token: stranger.idToken })).status).toBe(404);
    expect((await call('/api/squads/sample/copy', { method: 'POST' })).status).toBe(401);

    // Three copies an hour, so one user cannot fill Firestore with them.
    for (let more = 0; more < 2; more += 1) {
      expect((await call('/api/squads/sample/copy', { method: 'POST', token: copier.idToken })).status).toBe(201);
    }
    const fourth = await call('/api/squads/sample/copy', { method: 'POST', token: copier.idToken });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await listed(copier.idToken)).filter((squad) => squad.role === 'owner')).toHaveLength(3);
  });
});

describe('members and roles', () => {
  it('lets the owner change a role and remove a member; a member may leave; a squad keeps an owner', async () => {
    const squad = await newSquad(owner);
    await join(squad.id, analyst, 'analyst');
    await join(squad.id, viewer, 'viewer');
    const members = membersSchema.parse(
      (await call(`/api/squads/${squad.id}/members`, { token: viewer.idToken })).json(),
    );
    expect(members.map((member) => [member.displayName, member.role])).toEqual([
      ['Órla Owner', 'owner'],
      ['Áine Analyst', 'analyst'],
      ['Vivian Viewer', 'viewer'],
    ]);
    const demote = await call(`/api/squads/${squad.id}/members/${analyst.uid}`, {
      method: 'PATCH',
      token: owner.idToken,
      body: { role: 'viewer' },
    });
    expect(demote.status).toBe(200);
    expect(
      squadSummarySchema.parse((await call(`/api/squads/${squad.id}`, { token: analyst.idToken })).json()).role,
    ).toBe('viewer');
    const lastOwner = await call(`/api/squads/${squad.id}/members/${owner.uid}`, {
      method: 'PATCH',
      token: owner.idToken,
      body: { role: 'analyst' },
    });
    expect(lastOwner.status).toBe(409);
    expect(
      (await call(`/api/squads/${squad.id}/members/${owner.uid}`, { method: 'DELETE', token: owner.idToken })).status,
    ).toBe(409);
    expect(
      (await call(`/api/squads/${squad.id}/members/${viewer.uid}`, { method: 'DELETE', token: viewer.idToken })).status,
    ).toBe(204);
    expect((await call(`/api/squads/${squad.id}`, { token: viewer.idToken })).status).toBe(404);
  });

  it('takes access from a removed member at their next request on this server, and on another once it hears', async () => {
    const squad = await newSquad(owner);
    await join(squad.id, analyst, 'analyst');
    // The other server hears of the new member as it hears of the removal: through its own listener.
    await within(
      HEARD_MS,
      async () =>
        (await call(`/api/squads/${squad.id}/teams`, { token: analyst.idToken, origin: replica.origin })).status ===
        200,
    );
    expect(
      (await call(`/api/squads/${squad.id}/members/${analyst.uid}`, { method: 'DELETE', token: owner.idToken })).status,
    ).toBe(204);
    expect((await call(`/api/squads/${squad.id}/teams`, { token: analyst.idToken })).status).toBe(404);
    await within(
      HEARD_MS,
      async () =>
        (await call(`/api/squads/${squad.id}/teams`, { token: analyst.idToken, origin: replica.origin })).status ===
        404,
    );
  });
});

describe('invites', () => {
  const NOT_VALID = /This invite link is not valid/;

  it('makes a code of at least 128 bits, shown once and stored only as its hash, and lists who used it', async () => {
    const squad = await newSquad(owner);
    const made = createdInviteSchema.parse(
      (
        await call(`/api/squads/${squad.id}/invites`, {
          method: 'POST',
          token: owner.idToken,
          body: { role: 'analyst' },
        })
      ).json(),
    );
    expect(Buffer.from(made.code, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(Date.parse(made.invite.expiresAt) - Date.parse(made.invite.createdAt)).toBe(7 * 24 * 3600 * 1000);
    const stored = (await db.doc(`squads/${squad.id}/invites/${made.invite.id}`).get()).data() ?? {};
    expect(JSON.stringify(stored)).not.toContain(made.code);
    expect((await call(`/api/invites/${made.code}/accept`, { method: 'POST', token: analyst.idToken })).json()).toEqual(
      {
        squadId: squad.id,
        name: 'Clifden Seniors',
        role: 'analyst',
      },
    );
    const listed = invitesSchema.parse(
      (await call(`/api/squads/${squad.id}/invites`, { token: owner.idToken })).json(),
    );
    expect(listed[0]).toMatchObject({
      id: made.invite.id,
      state: 'used',
      uses: [{ uid: analyst.uid, displayName: 'Áine Analyst' }],
    });
  });

  it('answers a used, revoked, expired and guessed code with one and the same message', async () => {
    const squad = await newSquad(owner);
    const invite = async () =>
      createdInviteSchema.parse(
        (
          await call(`/api/squads/${squad.id}/invites`, {
            method: 'POST',
            token: owner.idToken,
            body: { role: 'viewer' },
          })
        ).json(),
      );
    const used = await invite();
    await call(`/api/invites/${used.code}/accept`, { method: 'POST', token: viewer.idToken });
    const revoked = await invite();
    expect(
      (await call(`/api/squads/${squad.id}/invites/${revoked.invite.id}`, { method: 'DELETE', token: owner.idToken }))
        .status,
    ).toBe(204);
    const expired = await invite();
    await db
      .doc(`squads/${squad.id}/invites/${expired.invite.id}`)
      .update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const answers = [];
    for (const code of [used.code, revoked.code, expired.code, 'guessed-code-that-was-never-made-at-all']) {
      const answer = await call(`/api/invites/${code}/accept`, { method: 'POST', token: stranger.idToken });
      answers.push([answer.status, answer.text]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.[0]).toBe(404);
    expect(answers[0]?.[1]).toMatch(NOT_VALID);
    expect((await call(`/api/squads/${squad.id}`, { token: stranger.idToken })).status).toBe(404);
  });

  it('limits how often one user may try to join', async () => {
    const tryer = await signUpAccount(ENV, 'Tomás Tryer');
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (await call(`/api/invites/wrong-${attempt}/accept`, { method: 'POST', token: tryer.idToken })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
  });
});

describe('uploads, figures and exports', () => {
  const file = clubFile('Clifden', ['Roundstone', 'Letterfrack'], 'Upload');

  it('previews a file in the 2023 format without writing anything, then imports it', async () => {
    const squad = await newSquad(owner);
    await join(squad.id, analyst, 'analyst');
    const preview = await upload(squad.id, file, analyst.idToken, true);
    expect(preview.status).toBe(200);
    const report = squadImportReportSchema.parse(preview.json());
    const rows = rowsOf(file);
    expect(report).toMatchObject({
      rowsRead: rows,
      imported: rows,
      skipped: 0,
      matchesAdded: 2,
      matchesReplaced: 0,
      written: false,
    });
    expect(report.matches.map((match) => match.opponent)).toEqual(['Roundstone', 'Letterfrack']);
    expect(
      squadSummarySchema.parse((await call(`/api/squads/${squad.id}`, { token: analyst.idToken })).json()).matches,
    ).toBe(0);
    const written = await upload(squad.id, file, analyst.idToken);
    expect(written.status).toBe(201);
    expect(squadImportReportSchema.parse(written.json())).toMatchObject({ written: true, matchesAdded: 2 });
    expect(
      squadSummarySchema.parse((await call(`/api/squads/${squad.id}`, { token: analyst.idToken })).json()),
    ).toMatchObject({
      matches: 2,
      shots: rows,
    });
    const again = squadImportReportSchema.parse((await upload(squad.id, file, analyst.idToken)).json());
    expect(again).toMatchObject({ matchesAdded: 0, matchesReplaced: 2, playersAdded: [] });
  });

  it('reports every change it made to a messy row, with its row, column and value', async () => {
    const squad = await newSquad(owner);
    const messy = file.replace(/\r\n(.*?),(1st|2nd),/, (_whole, before: string) => `\r\n${before},3rd,`);
    const report = championshipImportReportSchema.parse((await upload(squad.id, messy, owner.idToken, true)).json());
    expect(report.issues[0]).toMatchObject({ row: 2, column: 'Half', value: "'3rd'", action: 'normalised' });
  });

  it('refuses a file with a structural fault whole, changing nothing', async () => {
    const squad = await newSquad(owner);
    await upload(squad.id, file, owner.idToken);
    const before = (await call(`/api/squads/${squad.id}/matches?team=Clifden`, { token: owner.idToken })).text;
    const noX = file.replace(/^(.*?),x,/, '$1,not_x,');
    const refused = await upload(squad.id, noX, owner.idToken);
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/Import rejected: .*'x'.*Nothing was changed/);
    const badCoordinate = file.replace(/\r\n((?:[^,]*,){14})[^,]*,/, '\r\n$1far,');
    expect((await upload(squad.id, badCoordinate, owner.idToken)).status).toBe(400);
    expect((await call(`/api/squads/${squad.id}/matches?team=Clifden`, { token: owner.idToken })).text).toBe(before);
  });

  it("serves a squad's figures over its shots with the public models, and none of it on a public route", async () => {
    const squad = await newSquad(owner, 'Secret Club', 'Clifden');
    await upload(squad.id, file, owner.idToken);
    const token = owner.idToken;
    const efficiency = await call(`/api/squads/${squad.id}/scoring-zone-efficiency?team=Clifden`, { token });
    const publicGalway = await call('/api/scoring-zone-efficiency?team=Galway');
    // The squad's Clifden is the public data's Galway renamed: the same shots, the same figures.
    expect(efficiency.json()).toEqual(publicGalway.json());
    const card = (await call(`/api/squads/${squad.id}/model-quality`, { token })).json() as {
      fittedOn: { shots: number };
    };
    expect(card.fittedOn.shots).toBe(publicShots.length);
    for (const path of [
      '/api/teams',
      '/api/players',
      '/api/matches?team=Galway',
      '/api/shots?team=Galway',
      '/api/seasons',
      '/api/model-quality',
      '/api/health',
    ]) {
      const answer = await call(path);
      expect({ path, clean: !/Clifden|Roundstone|Letterfrack|Upload /.test(answer.text) }).toEqual({
        path,
        clean: true,
      });
    }
    const filtered = await call(`/api/squads/${squad.id}/players?team=Clifden&half=2`, { token });
    expect(filtered.status).toBe(200);
    expect(filtered.text).toContain('Upload ');
    const wrong = await call(`/api/squads/${squad.id}/scoring-zone-efficiency?team=Galway`, { token });
    expect(wrong.json()).toEqual({ error: 'Unknown team: Galway' });
  });

  it('exports a bundle and a CSV that imports into another squad with the same figures', async () => {
    const squad = await newSquad(owner);
    await upload(squad.id, file, owner.idToken);
    const bundle = await call(`/api/squads/${squad.id}/export`, { token: owner.idToken });
    expect(bundle.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.json"$/);
    const parsed = squadBundleSchema.parse(bundle.json());
    expect(parsed.matches.flatMap((match) => match.events)).toHaveLength(rowsOf(file));
    const csv = await call(`/api/squads/${squad.id}/export.csv`, { token: owner.idToken });
    const copy = await newSquad(owner, 'Copy', 'Clifden');
    expect((await upload(copy.id, csv.text, owner.idToken, false, 'export.csv')).status).toBe(201);
    for (const route of [
      'scoring-zone-efficiency?team=Clifden',
      'players?team=Clifden',
      'matches?team=Clifden',
      'arc-zones?team=Roundstone',
      'shots?team=Letterfrack',
    ]) {
      const original = await call(`/api/squads/${squad.id}/${route}`, { token: owner.idToken });
      const imported = await call(`/api/squads/${copy.id}/${route}`, { token: owner.idToken });
      expect({ route, figures: imported.json() }).toEqual({ route, figures: original.json() });
    }
  });

  it('signs image URLs so an <img> loads them with no token, and refuses one altered or expired', async () => {
    const squad = await newSquad(owner);
    await upload(squad.id, file, owner.idToken);
    const { url } = (
      await call(`/api/squads/${squad.id}/heatmaps/Clifden/shots?half=2`, { token: owner.idToken })
    ).json() as { url: string };
    expect(url).toMatch(
      new RegExp(
        `^${api.origin}/api/squads/${squad.id}/images/heatmap/shots/Clifden\\.svg\\?v=.*&half=2&exp=\\d+&sig=`,
      ),
    );
    const image = await fetch(url);
    expect([image.status, image.headers.get('content-type'), image.headers.get('cache-control')]).toEqual([
      200,
      'image/svg+xml; charset=utf-8',
      expect.stringMatching(/^private, max-age=\d+$/),
    ]);
    const altered = [
      url.replace(/sig=./, (sig) => `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`),
      url.replace('half=2', 'half=1'),
      url.replace('Clifden.svg', 'Roundstone.svg'),
      url.replace(/exp=\d+/, (exp) => `exp=${Number(exp.slice(4)) + 900}`),
      url.replace(/&sig=.*$/, ''),
      url.replace(squad.id, 'sample'),
    ];
    for (const link of altered) expect([link, (await fetch(link)).status]).toEqual([link, 403]);
    // Signed with the very key the servers use, but expired.
    const key = Buffer.from(String((await db.doc('apiSecrets/squadImageUrls').get()).get('key')), 'base64');
    const past = Math.floor(Date.now() / 1000) - 60;
    const unsigned = url
      .slice(`${api.origin}/api`.length)
      .replace(/&sig=.*$/, '')
      .replace(/exp=\d+/, `exp=${past}`);
    const expired = `${api.origin}/api${unsigned}&sig=${signatureOf(key, unsigned)}`;
    expect((await fetch(expired)).status).toBe(403);
    // The same link works on the other server, both signing with one key, at once: that server
    // follows Firestore on its own, a moment behind, and waits to hear of the upload before it answers.
    const elsewhere = url.replace(api.origin, replica.origin);
    expect((await fetch(elsewhere)).status).toBe(200);
    // A squad another tool wrote to Firestore a moment ago: a link to it waits for this server to
    // hear of it, rather than answer 404 before its listeners have.
    const bundle = squadBundleSchema.parse(
      (await call(`/api/squads/${squad.id}/export`, { token: owner.idToken })).json(),
    );
    const written = db.collection('squads').doc();
    await writeSquadTree(db, written, bundle, {
      ...bundle.squad,
      createdAt: new Date().toISOString(),
      createdBy: owner.uid,
    });
    const fresh = `/squads/${written.id}/images/heatmap/shots/Clifden.svg?v=new&exp=${expiryOf(Date.now())}`;
    expect((await fetch(`${api.origin}/api${fresh}&sig=${signatureOf(key, fresh)}`)).status).toBe(200);
  });

  it('deletes a squad with every document under it; its members then get 404, its image links too', async () => {
    const squad = await newSquad(owner);
    await join(squad.id, analyst, 'analyst');
    await upload(squad.id, file, owner.idToken);
    const { url } = (await call(`/api/squads/${squad.id}/heatmaps/Clifden/shots`, { token: owner.idToken })).json() as {
      url: string;
    };
    expect((await call(`/api/squads/${squad.id}`, { method: 'DELETE', token: analyst.idToken })).status).toBe(403);
    expect((await call(`/api/squads/${squad.id}`, { method: 'DELETE', token: owner.idToken })).status).toBe(204);
    for (const who of [owner, analyst])
      expect((await call(`/api/squads/${squad.id}/teams`, { token: who.idToken })).status).toBe(404);
    expect((await fetch(url)).status).toBe(404);
    const left = await db.doc(`squads/${squad.id}`).listCollections();
    const remaining = await Promise.all(left.map(async (collection) => (await collection.get()).size));
    expect(remaining.reduce((sum, count) => sum + count, 0)).toBe(0);
    await within(
      HEARD_MS,
      async () =>
        (await call(`/api/squads/${squad.id}/teams`, { token: analyst.idToken, origin: replica.origin })).status ===
        404,
    );
  });
});

describe('two servers, one truth', () => {
  it('sees an import, a role change, a removal and a deletion made through one server on the other', async () => {
    const squad = await newSquad(owner);
    await join(squad.id, analyst, 'analyst');
    const onReplica = (path: string, token = owner.idToken) =>
      call(`/api/squads/${squad.id}${path}`, { token, origin: replica.origin });
    await upload(squad.id, clubFile('Clifden', ['Roundstone', 'Letterfrack'], 'Two'), owner.idToken);
    // Match scores, not expected points: the replica's public dataset (the models' data) is the same
    // season read from its own database, whose order can move the models' last decimal places.
    const expected = (await call(`/api/squads/${squad.id}/matches?team=Clifden`, { token: owner.idToken })).text;
    await within(HEARD_MS, async () => (await onReplica('/matches?team=Clifden')).text === expected);
    await call(`/api/squads/${squad.id}/members/${analyst.uid}`, {
      method: 'PATCH',
      token: owner.idToken,
      body: { role: 'viewer' },
    });
    await within(
      HEARD_MS,
      async () => squadSummarySchema.parse((await onReplica('', analyst.idToken)).json()).role === 'viewer',
    );
    await call(`/api/squads/${squad.id}/members/${analyst.uid}`, { method: 'DELETE', token: owner.idToken });
    await within(HEARD_MS, async () => (await onReplica('', analyst.idToken)).status === 404);
    await call(`/api/squads/${squad.id}`, { method: 'DELETE', token: owner.idToken });
    await within(HEARD_MS, async () => (await onReplica('')).status === 404);
  });
});
