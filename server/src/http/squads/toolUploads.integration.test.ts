import type { Firestore } from 'firebase-admin/firestore';
import { shotsSchema } from '../../../../contract/answers';
import {
  importRefusalSchema,
  squadSummarySchema,
  toolImportReportSchema,
  type ImportRefusal,
  type SquadSummary,
  type ToolImportReport,
} from '../../../../contract/squadApi';
import { CHAMPIONSHIP_FORMAT_NAME, TOOL_FORMAT_NAMES, TOOL_FORMATS } from '../../../../contract/toolFiles';
import {
  type ApiProcess,
  signUpAccount,
  type SquadStack,
  squadTestEnv,
  startSquadStack,
  type TestAccount,
} from '../../testKit/squadStack';
import { scorelectWorkbook, testFile } from '../../testKit/toolFileMakers';

/**
 * Other tools' files uploaded into a squad over real HTTP against the emulators
 * (docs/behaviour.md#tool-files): each format previewed (nothing written), imported into the
 * squad's documents, its shots served where they were worked out by hand, imported again without
 * a copy; a broken file of each refused whole with its place named; the chooser's team.
 */

const ENV = squadTestEnv({ app: 3960, auth: 9559, firestore: 8540, hub: 4840, logging: 4940 });

jest.setTimeout(120_000);

let stack: SquadStack;
let api: ApiProcess;
let db: Firestore;
let analyst: TestAccount;

beforeAll(async () => {
  stack = await startSquadStack(ENV);
  ({ api, db } = stack);
  analyst = await signUpAccount(ENV, 'Áine Analyst');
});

afterAll(() => stack.stop());

async function send(path: string, init: { method?: string; body?: Uint8Array | string } = {}) {
  const response = await fetch(`${api.origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${analyst.idToken}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/octet-stream' }),
    },
    body: init.body,
  });
  const text = await response.text();
  return { status: response.status, text, json: (): unknown => JSON.parse(text) };
}

async function newSquad(team: string): Promise<SquadSummary> {
  const answer = await fetch(`${api.origin}/api/squads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${analyst.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `${team} tools`, team }),
  });
  const text = await answer.text();
  // With its body, so a refusal says why.
  expect([answer.status, text]).toEqual([201, expect.any(String)]);
  return squadSummarySchema.parse(JSON.parse(text));
}

type UploadOptions = { preview?: boolean; teamInFile?: string; date?: string; name?: string };

/** Uploads `bytes` into the squad; the query says what the preview or the chooser gave. */
function upload(squadId: string, bytes: Uint8Array | string, options: UploadOptions = {}) {
  const query = new URLSearchParams({ name: options.name ?? 'file' });
  if (options.preview) query.set('preview', '1');
  if (options.teamInFile) query.set('teamInFile', options.teamInFile);
  if (options.date) query.set('date', options.date);
  return send(`/api/squads/${squadId}/imports?${query.toString()}`, { method: 'POST', body: bytes });
}

async function imported(squadId: string, bytes: Uint8Array | string, options: UploadOptions = {}) {
  const answer = await upload(squadId, bytes, options);
  expect({ status: answer.status, body: answer.status === 201 ? '' : answer.text }).toEqual({ status: 201, body: '' });
  return toolImportReportSchema.parse(answer.json());
}

async function refused(squadId: string, bytes: Uint8Array | string, options: UploadOptions = {}) {
  const answer = await upload(squadId, bytes, options);
  expect(answer.status).toBe(400);
  return importRefusalSchema.parse(answer.json());
}

async function summary(squadId: string) {
  return squadSummarySchema.parse((await send(`/api/squads/${squadId}`)).json());
}

/**
 * Where the squad's figures put a team's shots: (x, y) in metres, every shot attacking (145, 44), and
 * the action in the 2023 file's words (a saved shot is 'short', a shot saved for a 45 'goal miss').
 */
async function shotPlaces(squadId: string, team: string) {
  const answer = await send(`/api/squads/${squadId}/shots?team=${encodeURIComponent(team)}`);
  expect(answer.status).toBe(200);
  return shotsSchema
    .parse(answer.json())
    .map((shot) => [shot.x, shot.y, shot.action])
    .sort(([a], [b]) => Number(a) - Number(b));
}

/** The squad's event documents by kind, counted in Firestore itself. */
async function eventKinds(squadId: string): Promise<Record<string, number>> {
  const matches = await db.collection(`squads/${squadId}/matches`).get();
  const kinds: Record<string, number> = {};
  for (const match of matches.docs) {
    for (const event of (await match.ref.collection('events').get()).docs) {
      const kind = String(event.get('kind'));
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
  }
  return kinds;
}

/** Everything of the squad a refused upload must leave as it was: its documents and its figures. */
async function squadAsItIs(squadId: string, team: string) {
  return {
    summary: await summary(squadId),
    events: await eventKinds(squadId),
    players: (await db.collection(`squads/${squadId}/players`).get()).size,
    matches: (await send(`/api/squads/${squadId}/matches?team=${encodeURIComponent(team)}`)).text,
  };
}

/** The report's counts of events by kind, as Firestore's would be without the kinds of none. */
const countsOf = (report: ToolImportReport) =>
  Object.fromEntries(Object.entries(report.tool.counts.events).filter(([, count]) => count > 0));

/** Scorelect's CSV of Clifden v Oughterard, made for these tests, and its XLSX of the same actions. */
const SCORELECT_CSV = testFile('scorelect-game.csv');
const XLSX_ROWS = [
  ['point', 'Right', '', 12, 14, 'Seán Ó Sé', 'forward', '2', 'Clifden', '', 'point', 100, 44],
  ['wide', 'Left', '', 40, 14, 'Seán Ó Sé', 'forward', '0', 'Clifden', '', 'wide', 40, 30],
  ['goal', 'Hand', '', 65, 11, 'Pádraig Mac Donncha', 'forward', '1', 'Oughterard', '', 'goal', 10, 40],
  ['successful pass', 'Right', '{"x":50,"y":40}', 20, 6, 'Liam Joyce', 'midfield', '0', 'Clifden', '{"x":70,"y":44}'],
  ['rocket', 'Right', '', 30, 6, 'Liam Joyce', 'midfield', 'high', 'Clifden', '', 'rocket', 95, 40],
] as const;

describe("each tool's file, previewed, imported and imported again", () => {
  it("Gaelic-Stat-Logger's bundle: every event kind into Firestore, the shots where worked out, xP kept beside ours", async () => {
    const squad = await newSquad('Sligo');
    const file = testFile('gaelic-stat-logger-match.json');
    const preview = await upload(squad.id, file, { preview: true, name: 'final.json' });
    expect(preview.status).toBe(200);
    const report = toolImportReportSchema.parse(preview.json());
    expect(report).toMatchObject({ kind: 'tool', written: false, matchesAdded: 1, fileName: 'final.json' });
    expect(report.tool).toMatchObject({
      format: 'gaelic-stat-logger',
      team: { name: 'Sligo' },
      pitch: { source: { length: 145, width: 85 } },
      counts: { events: { shot: 4, kickout: 1, turnover: 1, free: 2, card: 1 } },
      thirdPartyXp: { count: 1 },
    });
    expect(report.tool.unmapped).toEqual([
      expect.objectContaining({ value: "'screamer'", places: ['stats[4].extra_data.shot.outcome'] }),
    ]);
    expect(report.tool.notImported.map((entry) => [entry.what, entry.count])).toEqual(
      expect.arrayContaining([
        ['pass', 1],
        ['carry', 1],
      ]),
    );
    expect(await squadAsItIs(squad.id, 'Sligo')).toMatchObject({ summary: { matches: 0 }, events: {}, players: 0 });

    const written = await imported(squad.id, file);
    expect(written).toMatchObject({ written: true, matchesAdded: 1 });
    expect(written.playersAdded).toEqual(['Eoin Kelly', 'Cian Ward', 'Niall Murphy', 'Rory Flynn']);
    expect(await eventKinds(squad.id)).toEqual({ shot: 4, kickout: 1, turnover: 1, free: 2, card: 1 });
    // Sligo attacked right on the logger's 145 x 85 pitch: (x, 85 - y + 1.5); Ros Comáin half a turn away.
    expect(await shotPlaces(squad.id, 'Sligo')).toEqual([
      [100, 44, 'point'],
      [103, 44, 'point'],
      [130, 36.5, 'goal miss'],
    ]);
    expect(await shotPlaces(squad.id, 'Ros Comáin')).toEqual([[115, 44, 'free']]);
    const shots = await db.collectionGroup('events').where('thirdPartyXp.value', '==', 1.12).get();
    expect(shots.docs.map((doc) => doc.ref.path.startsWith(`squads/${squad.id}/`))).toEqual([true]);
    const served = shotsSchema.parse((await send(`/api/squads/${squad.id}/shots?team=Sligo`)).json());
    // Our own expected points are served; the logger's 1.12 is kept beside them, not in their place.
    expect(served.find((shot) => shot.x === 100)?.xPts).not.toBe(1.12);

    const again = await imported(squad.id, file);
    expect(again).toMatchObject({ matchesAdded: 0, matchesReplaced: 1, playersAdded: [] });
    expect(await summary(squad.id)).toMatchObject({ matches: 1, shots: 4, players: 4 });
    expect(await eventKinds(squad.id)).toEqual({ shot: 4, kickout: 1, turnover: 1, free: 2, card: 1 });
  });

  it("Scorelect's CSV: its shots where worked out, an unmapped action named, the same file again replacing its match", async () => {
    const squad = await newSquad('Clifden');
    const preview = toolImportReportSchema.parse(
      (await upload(squad.id, SCORELECT_CSV, { preview: true, date: '2026-06-01' })).json(),
    );
    expect(preview.tool).toMatchObject({
      format: 'scorelect-csv',
      matches: [{ date: '2026-06-01', dateFrom: 'upload' }],
    });
    expect(preview.tool.unmapped).toEqual([
      expect.objectContaining({ field: 'action', value: "'screamer'", places: ["row 8, column 'action'"] }),
    ]);
    const written = await imported(squad.id, SCORELECT_CSV, { date: '2026-06-01' });
    expect(written.matches).toEqual([expect.objectContaining({ date: '2026-06-01', shots: 4, change: 'adds' })]);
    expect(countsOf(written)).toEqual(await eventKinds(squad.id));
    // Scorelect's pitch is ours; a shot in the left half attacks the left goal: (145 - x, 88 - y).
    expect(await shotPlaces(squad.id, 'Clifden')).toEqual([
      [100, 44, 'point'],
      [105, 58, 'wide'],
    ]);
    expect(await shotPlaces(squad.id, 'Oughterard')).toEqual([
      [120, 50, 'free'],
      [135, 48, 'goal'],
    ]);
    // No date this time: the upload's day is no match of the squad's, but the file is the same one.
    const again = await imported(squad.id, SCORELECT_CSV);
    expect(again).toMatchObject({ matchesAdded: 0, matchesReplaced: 1 });
    expect(await summary(squad.id)).toMatchObject({ matches: 1, shots: 4 });
  });

  it("Scorelect's XLSX, made here: numbers, positions, pressures and feet; an unmapped action named by sheet, row and column", async () => {
    const squad = await newSquad('Clifden');
    const file = await scorelectWorkbook(XLSX_ROWS);
    const written = await imported(squad.id, file, { date: '2024-07-01', name: 'game.xlsx' });
    expect(written.tool).toMatchObject({ format: 'scorelect-xlsx', counts: { events: { shot: 3 } } });
    expect(written.tool.unmapped).toEqual([
      expect.objectContaining({ value: "'rocket'", places: ["sheet 'Data', row 6, column 'action'"] }),
    ]);
    expect(written.tool.notImported).toEqual([expect.objectContaining({ what: 'pass', count: 1 })]);
    expect(await shotPlaces(squad.id, 'Clifden')).toEqual([
      [100, 44, 'point'],
      [105, 58, 'wide'],
    ]);
    expect(await shotPlaces(squad.id, 'Oughterard')).toEqual([[135, 48, 'goal']]);
    const players = await db.collection(`squads/${squad.id}/players`).get();
    const roster = players.docs.map((doc): unknown[] => [doc.get('name'), doc.get('number'), doc.get('position')]);
    expect(roster.sort()).toEqual([
      ['Liam Joyce', 6, 'midfielder'],
      ['Seán Ó Sé', 14, 'forward'],
    ]);
  });

  it("Scorelect's saved games: each game of the squad's team a match, dated by the file", async () => {
    const squad = await newSquad('Clifden');
    const file = testFile('scorelect-saved-games.json');
    const written = await imported(squad.id, file);
    expect(written.matches).toEqual([
      expect.objectContaining({ date: '2026-05-10', opponent: 'Oughterard', shots: 3, change: 'adds' }),
    ]);
    expect(written.tool.thirdPartyXp).toMatchObject({ field: 'xP_adv', count: 1 });
    expect(written.tool.notImported.map((entry) => entry.what)).toEqual(['kickout', 'game without Clifden']);
    expect(await shotPlaces(squad.id, 'Clifden')).toEqual([
      [102, 44, 'point'],
      [104, 44, 'point'],
    ]);
    expect(await shotPlaces(squad.id, 'Oughterard')).toEqual([[115, 28, 'wide']]);
    expect((await imported(squad.id, file)).matchesReplaced).toBe(1);
  });

  it("shot-plotter's CSV: the centre-origin 145 x 90 pitch moved onto ours, a shot past our side line moved onto it", async () => {
    const squad = await newSquad('Galway');
    const written = await imported(squad.id, testFile('shot-plotter-gaa.csv'), { date: '2025-08-01' });
    expect(written.tool).toMatchObject({ format: 'shot-plotter-csv', pitch: { movedOntoPitch: 1 } });
    expect(written.tool.unmapped).toEqual([expect.objectContaining({ value: "'Screamer'" })]);
    // (X + 72.5, Y + 45), the left half turned, then 1 m less across.
    expect(await shotPlaces(squad.id, 'Galway')).toEqual([
      [100, 44, 'point'],
      [102.5, 44, 'point'],
      [137.5, 41, 'goal'],
    ]);
    expect(await shotPlaces(squad.id, 'Mayo')).toEqual([
      [112.5, 34, 'wide'],
      [132.5, 88, 'short'],
    ]);
  });
});

describe('a file whose teams do not include the squad’s as spelt', () => {
  const homeAndAway = testFile('shot-plotter-gaa.csv')
    .toString('utf8')
    .replaceAll('Galway', 'Home')
    .replaceAll('Mayo', 'Away');

  it('is refused with the file’s teams to choose from, then imports as the chosen one', async () => {
    const squad = await newSquad('Galway');
    const refusal = await refused(squad.id, homeAndAway, { preview: true });
    expect(refusal.fault).toMatchObject({ code: 'team-not-found', teams: ['Home', 'Away'] });
    expect(refusal.error).toMatch(/'Galway' is not in the file; its teams are 'Home', 'Away'/);
    const preview = toolImportReportSchema.parse(
      (await upload(squad.id, homeAndAway, { preview: true, teamInFile: 'Home', date: '2025-08-01' })).json(),
    );
    expect(preview.tool.team).toEqual({ name: 'Home', how: "chosen at the upload as the squad's team 'Galway'" });
    expect(preview.matches).toEqual([expect.objectContaining({ opponent: 'Away', change: 'adds' })]);
    await imported(squad.id, homeAndAway, { teamInFile: 'Home', date: '2025-08-01' });
    expect((await shotPlaces(squad.id, 'Galway')).map(([x]) => x)).toEqual([100, 102.5, 137.5]);
    expect((await shotPlaces(squad.id, 'Away')).map(([x]) => x)).toEqual([112.5, 132.5]);
  });
});

describe('a broken file of each format', () => {
  const cut = (bytes: Uint8Array, keep: number) => bytes.subarray(0, Math.floor(bytes.length * keep));

  it('is refused whole, naming the place, and changes nothing of the squad', async () => {
    const squad = await newSquad('Clifden');
    await imported(squad.id, SCORELECT_CSV, { date: '2026-06-01' });
    const before = await squadAsItIs(squad.id, 'Clifden');
    const gsl = testFile('gaelic-stat-logger-match.json');
    const xlsx = await scorelectWorkbook(XLSX_ROWS);
    const cases: Array<[string, Uint8Array | string, ImportRefusal['fault']]> = [
      ['a Gaelic-Stat-Logger bundle cut short', cut(gsl, 0.6), expect.objectContaining({ code: 'unreadable' })],
      [
        'a Scorelect CSV with a coordinate that is no number',
        SCORELECT_CSV.toString('utf8').replace('wide,40,30', 'wide,forty,30'),
        expect.objectContaining({ code: 'unreadable', place: "row 3, column 'x'" }),
      ],
      ['a Scorelect workbook cut short', cut(xlsx, 0.5), expect.objectContaining({ place: 'the workbook' })],
      [
        'Scorelect saved games cut short',
        cut(testFile('scorelect-saved-games.json'), 0.7),
        expect.objectContaining({ code: 'unreadable' }),
      ],
      [
        'a shot-plotter CSV cut in the middle of a row',
        testFile('shot-plotter-gaa.csv')
          .toString('utf8')
          .replace(/\n2,Galway,15,Screamer.*$/s, '\n2,Galway,15'),
        expect.objectContaining({ code: 'unreadable', place: 'row 6' }),
      ],
    ];
    for (const [what, bytes, fault] of cases) {
      const refusal = await refused(squad.id, bytes);
      expect({ what, fault: refusal.fault }).toEqual({ what, fault });
      expect(refusal.error).toMatch(/^Import rejected: .*(line|row|column|workbook).*Nothing was changed\.$/s);
    }
    expect(await squadAsItIs(squad.id, 'Clifden')).toEqual(before);
  });

  it('that is none of our formats names every format we read', async () => {
    const squad = await newSquad('Clifden');
    const refusal = await refused(squad.id, 'Minute,Who,What\n12,Seán,point\n');
    expect(refusal.fault?.code).toBe('unknown-format');
    for (const name of [CHAMPIONSHIP_FORMAT_NAME, ...TOOL_FORMATS.map((format) => TOOL_FORMAT_NAMES[format])]) {
      expect(refusal.error).toContain(name);
    }
    expect(refusal.fault?.formats).toEqual([
      CHAMPIONSHIP_FORMAT_NAME,
      ...TOOL_FORMATS.map((format) => TOOL_FORMAT_NAMES[format]),
    ]);
    expect(await summary(squad.id)).toMatchObject({ matches: 0 });
  });
});
