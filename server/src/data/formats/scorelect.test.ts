import { scorelectWorkbook as workbook } from '../../testKit/toolFileMakers';
import { mustRead, mustRefuse, testFile, UPLOAD, who } from '../../testKit/toolFiles';

/**
 * Scorelect's three exports, made for these tests: Clifden v Oughterard. Scorelect draws a 145 x 88
 * pitch with y up the screen, as ours, and says nothing of which end a team attacked: a shot in the
 * left half (x < 72.5) is turned half a turn, to (145 - x, 88 - y), and every other is kept as it is.
 */
const CSV = testFile('scorelect-game.csv');
const JSON_GAMES = testFile('scorelect-saved-games.json');
const sean = who('p-sean-o-se', 'Seán Ó Sé', null);
const padraig = who(null, 'Pádraig Mac Donncha', null);
const shot = {
  recordedBy: UPLOAD.recordedBy,
  recordedAt: UPLOAD.now,
  kind: 'shot',
  half: 1,
  clock: 0,
  videoTime: null,
  shotKind: 'play',
  goalAttempt: false,
  pressure: null,
  foot: null,
  touched: null,
};

const XLSX_ROWS = [
  ['point', 'Right', '', 12, 14, 'Seán Ó Sé', 'forward', '2', 'Clifden', '', 'point', 100, 44],
  ['wide', 'Left', '', 40, 14, 'Seán Ó Sé', 'forward', '0', 'Clifden', '', 'wide', 40, 30],
  ['goal', 'Hand', '', 65.5, 11, 'Pádraig Mac Donncha', 'forward', '1', 'Oughterard', '', 'goal', 10, 40],
  [
    'successful pass',
    'Right',
    '{"x":50,"y":40}',
    20,
    6,
    'Liam Joyce',
    'midfield',
    '0',
    'Clifden',
    '{"x":70,"y":44}',
    'successful pass',
    '',
    '',
  ],
  ['2 pointer', 'Right', '', 30, 6, 'Liam Joyce', 'midfield', '1', 'Clifden', '', 'point', 95, 40],
  ['blocked', 'Right', '', 30, 6, 'Liam Joyce', 'midfield', 'some', 'Clifden', '', 'blocked', 95, 40],
] as const;

describe("Scorelect's CSV (team, playerName, action, x, y)", () => {
  it('reads every shot, player and coordinate', async () => {
    const { format, bundle, report } = await mustRead(CSV, { team: 'Clifden', matchDate: '2025-07-01' });
    expect(format).toBe('scorelect-csv');
    expect(bundle.players).toEqual([
      { id: 'p-sean-o-se', name: 'Seán Ó Sé', number: null, position: null, preferredFoot: null },
      { id: 'p-liam-joyce', name: 'Liam Joyce', number: null, position: null, preferredFoot: null },
    ]);
    expect(bundle.matches).toHaveLength(1);
    expect(bundle.matches[0]).toMatchObject({
      id: 'm-2025-07-01-oughterard',
      date: '2025-07-01',
      opponent: 'Oughterard',
      competition: 'Imported match',
      firstHalfAttack: 'right',
    });
    expect(bundle.matches[0]?.events).toEqual([
      // (100, 44): 45 m out in 2025, worth 2.
      { ...shot, id: 'e0001', side: 'us', x: 100, y: 44, player: sean, outcome: 'point', points: 2 },
      // (40, 30) is in the left half: (105, 58).
      { ...shot, id: 'e0002', side: 'us', x: 105, y: 58, player: sean, outcome: 'wide', points: 0 },
      {
        ...shot,
        id: 'e0003',
        side: 'them',
        x: 135,
        y: 48,
        player: padraig,
        outcome: 'goal',
        goalAttempt: true,
        points: 3,
      },
      // A free from (120, 50), 25.7 m out: 1.
      {
        ...shot,
        id: 'e0004',
        side: 'them',
        x: 120,
        y: 50,
        player: padraig,
        outcome: 'point',
        shotKind: 'free',
        points: 1,
      },
    ]);
    expect(report.matches[0]).toMatchObject({ dateFrom: 'upload', era: '2025' });
    expect(report.notImported).toEqual([
      { what: 'pass', count: 1, reason: 'our events have no passes' },
      { what: 'kickout', count: 1, reason: expect.stringMatching(/clean or from a break/) },
    ]);
    expect(report.mappings).toEqual(
      expect.arrayContaining([
        { field: 'action', from: "'point'", to: 'shot: point, from play', count: 1 },
        { field: 'action', from: "'free'", to: 'shot: point, free', count: 1 },
      ]),
    );
    expect(report.notes).toEqual(
      expect.arrayContaining(['A shot with no minute is put at the start of the first half (4 times)']),
    );
  });

  it('names an unmapped action with its row and column', async () => {
    const { report } = await mustRead(CSV, { team: 'Clifden' });
    expect(report.unmapped).toEqual([
      {
        field: 'action',
        value: "'screamer'",
        count: 1,
        consequence: 'action not imported',
        places: ["row 8, column 'action'"],
      },
    ]);
  });

  it('dates a match the file does not date by the upload, and says so', async () => {
    const { report } = await mustRead(CSV, { team: 'Clifden' });
    expect(report.matches[0]).toMatchObject({ date: '2026-11-27', dateFrom: 'today', era: '2026' });
    expect(report.notes.join('\n')).toMatch(/no match date/);
  });

  it('refuses a row whose name held a comma, naming the row', async () => {
    const text = CSV.toString('utf8').replace('Liam Joyce,screamer', 'Joyce, Liam,screamer');
    const fault = await mustRefuse(Buffer.from(text), { team: 'Clifden' });
    expect(fault).toMatchObject({ code: 'unreadable', place: 'row 8' });
    expect(fault.message).toMatch(/6 fields where the header has 5/);
  });

  it('refuses a file cut short, naming the row it stops in', async () => {
    const text = CSV.toString('utf8');
    const fault = await mustRefuse(Buffer.from(text.slice(0, text.indexOf('Oughterard,Pádraig') + 14)), {
      team: 'Clifden',
    });
    expect(fault).toMatchObject({ code: 'unreadable', place: 'row 4' });
  });

  it("refuses a shot's coordinate that is not a number, naming its cell", async () => {
    const fault = await mustRefuse(Buffer.from(CSV.toString('utf8').replace('wide,40,30', 'wide,forty,30')));
    expect(fault).toMatchObject({ code: 'unreadable', place: "row 3, column 'x'" });
  });
});

describe("Scorelect's XLSX", () => {
  it('reads every shot with its minute, number, position, pressure and foot', async () => {
    const { format, bundle, report } = await mustRead(await workbook(XLSX_ROWS), {
      team: 'Clifden',
      matchDate: '2026-06-01',
    });
    expect(format).toBe('scorelect-xlsx');
    expect(report.evidence[0]).toMatch(/sheet 'Data'/);
    expect(bundle.players).toEqual([
      { id: 'p-sean-o-se', name: 'Seán Ó Sé', number: 14, position: 'forward', preferredFoot: null },
      { id: 'p-liam-joyce', name: 'Liam Joyce', number: 6, position: 'midfielder', preferredFoot: null },
    ]);
    const seanWith14 = who('p-sean-o-se', 'Seán Ó Sé', 14);
    expect(bundle.matches[0]?.events).toEqual([
      {
        ...shot,
        id: 'e0001',
        side: 'us',
        clock: 720,
        x: 100,
        y: 44,
        player: seanWith14,
        outcome: 'point',
        pressure: 'heavy',
        foot: 'right',
        points: 2,
      },
      // Minute 40 is the second half's fifth.
      {
        ...shot,
        id: 'e0002',
        side: 'us',
        half: 2,
        clock: 300,
        x: 105,
        y: 58,
        player: seanWith14,
        outcome: 'wide',
        pressure: 'none',
        foot: 'left',
        points: 0,
      },
      {
        ...shot,
        id: 'e0003',
        side: 'them',
        half: 2,
        clock: 1830,
        x: 135,
        y: 48,
        player: who(null, 'Pádraig Mac Donncha', 11),
        outcome: 'goal',
        goalAttempt: true,
        pressure: 'some',
        foot: 'hand',
        points: 3,
      },
      // A pressure the tagger does not offer is unknown, and the shot kept.
      {
        ...shot,
        id: 'e0004',
        side: 'us',
        clock: 1800,
        x: 95,
        y: 40,
        player: who('p-liam-joyce', 'Liam Joyce', 6),
        outcome: 'blocked',
        foot: 'right',
        points: 0,
      },
    ]);
    expect(report.unmapped).toEqual([
      {
        field: 'action',
        value: "'2 pointer'",
        count: 1,
        consequence: 'action not imported',
        places: ["sheet 'Data', row 6, column 'action'"],
      },
      {
        field: 'pressure',
        value: "'some'",
        count: 1,
        consequence: 'pressure unknown',
        places: ["sheet 'Data', row 7, column 'pressure'"],
      },
    ]);
    expect(report.notImported).toEqual([{ what: 'pass', count: 1, reason: 'our events have no passes' }]);
  });

  it("refuses a shot's coordinate that is not a number, naming its sheet, row and column", async () => {
    const rows = XLSX_ROWS.map((row, i) => (i === 1 ? [...row.slice(0, 11), 'abc', 30] : row));
    const fault = await mustRefuse(await workbook(rows), { team: 'Clifden' });
    expect(fault).toMatchObject({ code: 'unreadable', place: "sheet 'Data', row 3, column 'x'" });
  });

  it('refuses a workbook cut short', async () => {
    const whole = await workbook(XLSX_ROWS);
    const fault = await mustRefuse(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(fault).toMatchObject({ code: 'unreadable', place: 'the workbook' });
    expect(fault.message).toMatch(/is the file complete\?/);
  });
});

describe("Scorelect's saved games (JSON)", () => {
  it('reads each game of the squad as a match, with the third-party expected points kept', async () => {
    const { format, bundle, report } = await mustRead(JSON_GAMES, { team: 'Clifden' });
    expect(format).toBe('scorelect-json');
    expect(bundle.matches.map(({ events, ...match }) => ({ ...match, events: events.length }))).toEqual([
      expect.objectContaining({
        id: 'm-2026-05-10-oughterard',
        date: '2026-05-10',
        opponent: 'Oughterard',
        competition: 'Clifden v Oughterard',
        events: 3,
      }),
    ]);
    expect(bundle.matches[0]?.events).toEqual([
      // Minute 50: the second half's fifteenth; 43 m out in 2026, worth 2 as Scorelect worked out too.
      {
        ...shot,
        id: 'e0001',
        side: 'us',
        half: 2,
        clock: 900,
        x: 102,
        y: 44,
        player: who('p-sean-o-se', 'Seán Ó Sé', 14),
        outcome: 'point',
        pressure: 'some',
        foot: 'left',
        touched: false,
        points: 2,
        thirdPartyXp: { source: 'Scorelect (xP_adv)', value: 0.84 },
      },
      // Touched in flight, but in 2026 a two-pointer counts 2 touched or not; Scorelect said 1.
      {
        ...shot,
        id: 'e0002',
        side: 'us',
        clock: 600,
        x: 104,
        y: 44,
        player: who('p-liam-joyce', 'Liam Joyce', 6),
        outcome: 'point',
        pressure: 'none',
        foot: 'right',
        touched: true,
        points: 2,
      },
      // (30, 60) in the left half: (115, 28).
      {
        ...shot,
        id: 'e0003',
        side: 'them',
        half: 2,
        clock: 2100,
        x: 115,
        y: 28,
        player: who(null, 'Pádraig Mac Donncha', 11),
        outcome: 'wide',
        pressure: 'heavy',
        foot: 'right',
        points: 0,
      },
    ]);
    expect(report.scoring).toEqual([{ place: 'games[0].gameData[1].pointValue', recorded: 1, rules: 2, used: 2 }]);
    expect(report.thirdPartyXp).toEqual({ source: 'Scorelect (xP_adv)', field: 'xP_adv', count: 1 });
    expect(report.notImported).toEqual([
      { what: 'kickout', count: 1, reason: expect.any(String) },
      { what: 'game without Clifden', count: 1, reason: expect.any(String) },
    ]);
    expect(report.ignoredFields).toEqual([
      { field: 'xPoints', count: 1 },
      { field: 'xGoals', count: 1 },
    ]);
  });

  it('leaves out a shot tagged from video with no place on the pitch, and names it', async () => {
    const doc = JSON.parse(JSON_GAMES.toString('utf8')) as { games: { gameData: object[] }[] };
    doc.games[0]?.gameData.push({ action: 'point', team: 'Clifden', playerName: 'Liam Joyce', timestamp: 1312 });
    const { bundle, report } = await mustRead(Buffer.from(JSON.stringify(doc)), { team: 'Clifden' });
    expect(bundle.matches[0]?.events).toHaveLength(3);
    expect(report.skipped).toEqual([{ place: 'games[0].gameData[4].x', reason: 'a shot with no place on the pitch' }]);
    expect(report.ignoredFields).toEqual(expect.arrayContaining([{ field: 'timestamp', count: 1 }]));
  });

  it('refuses a game of another sport, naming it', async () => {
    const doc = JSON.parse(JSON_GAMES.toString('utf8')) as { games: { sport: string }[] };
    doc.games[1] = { ...doc.games[1], sport: 'Soccer' };
    const fault = await mustRefuse(Buffer.from(JSON.stringify(doc)), { team: 'Clifden' });
    expect(fault).toMatchObject({ code: 'unreadable', place: 'games[1].sport' });
  });

  it('refuses a file cut short, naming its line', async () => {
    const text = JSON_GAMES.toString('utf8');
    const fault = await mustRefuse(Buffer.from(text.slice(0, text.length / 2)), { team: 'Clifden' });
    expect(fault).toMatchObject({ code: 'unreadable', place: expect.stringMatching(/^line \d+/) });
  });

  it('refuses a file where the squad plays no game, naming the teams it has', async () => {
    const fault = await mustRefuse(JSON_GAMES, { team: 'Maigh Cuilinn' });
    expect(fault.code).toBe('team-not-found');
    expect(fault.message).toMatch(/its teams are 'Clifden', 'Oughterard', 'Moycullen', 'Salthill'/);
  });
});
