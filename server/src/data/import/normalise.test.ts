import type { Shot } from '../../analytics/shot';
import { ImportFault } from './importFault';
import { normaliseTable } from './normalise';
import { tableFromJson } from './rawTable';
import { parseDateCell } from './rowSchema';
import { cleanRows, MAY_7_MS, shotRow, without, type TestRow } from '../../testKit/rows';

const normaliseRows = (rows: TestRow[]) => normaliseTable(tableFromJson(JSON.stringify(rows)));

describe('normaliseTable on the messy values of the 2023 file', () => {
  const rows = [
    shotRow({ x: 120, y: 40 }),
    shotRow({ x: 121, y: 41, TeamName: null, Opposition: null, PlayerName: null }),
    shotRow({ x: 122, y: 42, Foot: 't' }),
    shotRow({ x: 123, y: 43, Position: 'r' }),
    shotRow({ x: 124, y: 44, Pressure: 'm* n' }),
    shotRow({ x: 125, y: 45, Half: '2nd', Minute: 'l 70' }),
    shotRow({ x: 126, y: 46, Half: '2nd', Minute: '37' }),
    shotRow({ x: 127, y: 47, PlayerName: null }),
    shotRow({ x: 128, y: 48, Action: 'wide', Score: 'Score' }),
  ];
  const result = normaliseRows(rows);

  it('counts rows read, imported, normalised and skipped', () => {
    expect(result).toMatchObject({ rowsRead: 9, imported: 8, normalised: 6, skipped: 1, derivedColumns: [] });
  });

  it('reports every normalised or skipped row with its row, column and value', () => {
    expect(result.issues.map(({ row, column, value, action }) => ({ row, column, value, action }))).toEqual([
      { row: 2, column: 'TeamName', value: 'empty', action: 'skipped' },
      { row: 2, column: 'Opposition', value: 'empty', action: 'skipped' },
      { row: 3, column: 'Foot', value: "'t'", action: 'normalised' },
      { row: 4, column: 'Position', value: "'r'", action: 'normalised' },
      { row: 5, column: 'Pressure', value: "'m* n'", action: 'normalised' },
      { row: 6, column: 'Minute', value: "'l 70'", action: 'normalised' },
      { row: 8, column: 'PlayerName', value: 'empty', action: 'normalised' },
      { row: 9, column: 'Score', value: "'Score'", action: 'normalised' },
    ]);
  });

  it('sets the messy values to unknown and keeps the shots', () => {
    const [first, foot, position, pressure, minute, stringMinute, noName, contradicted] = result.shots;
    expect(first).toMatchObject({ team: 'Galway', foot: 'right', position: 'forward', pressure: false, minute: 12 });
    expect(foot?.foot).toBeNull();
    expect(position?.position).toBeNull();
    expect(pressure?.pressure).toBeNull();
    expect(minute?.minute).toBeNull();
    expect(stringMinute?.minute).toBe(37);
    expect(noName?.playerName).toBeNull();
    expect(contradicted).toMatchObject({ action: 'wide', outcome: 'miss', value: 0 });
  });

  it('reads epoch-millisecond dates and text minutes, and says so', () => {
    expect(result.shots.every((shot) => shot.date === '2023-05-07')).toBe(true);
    expect(result.conversions).toEqual([
      expect.objectContaining({ column: 'Date', count: 8, what: expect.stringContaining('epoch-millisecond') }),
      expect.objectContaining({ column: 'Minute', count: 1, rows: [7] }),
    ]);
  });

  it('identifies the match by date, stage and the two teams in either order', () => {
    const sligoShot = normaliseRows([shotRow({ x: 120, y: 40, TeamName: 'Sligo', Opposition: 'Galway' })]).shots[0];
    expect(result.shots[0]?.matchId).toBe('2023-05-07|Connaught Final|Galway|Sligo');
    expect(sligoShot?.matchId).toBe(result.shots[0]?.matchId);
  });
});

describe('normaliseTable derivations', () => {
  it('derives Score, stand_x, stand_y and Shot_Distance when the columns are absent', () => {
    const rows = cleanRows().map((row) => without(row, 'Score', 'stand_x', 'stand_y', 'Shot_Distance'));
    const result = normaliseRows(rows);
    expect(result.derivedColumns).toEqual(['Score', 'Shot_Distance', 'stand_x', 'stand_y']);
    expect(result.issues).toEqual([]);
    // Row 2 was taken at x = 30, y = 50: attacking the other goal, turned to (115, 38), 30.59 m out.
    expect(result.shots[1]).toMatchObject({ outcome: 'miss', standX: 115, standY: 38 });
    expect(result.shots[1]?.distance).toBeCloseTo(Math.hypot(30, 6), 10);
  });

  it('derives shot type, goal attempt and value from Action', () => {
    const shots = normaliseRows(cleanRows()).shots;
    expect(
      shots.map(({ action, shotType, goalAttempt, value, outcome }) => [action, shotType, goalAttempt, value, outcome]),
    ).toEqual([
      ['point', 'play', false, 1, 'score'],
      ['wide', 'play', false, 0, 'miss'],
      ['free', 'free', false, 1, 'score'],
      ['goal', 'play', true, 3, 'score'],
      ['fortyfive wide', '45', false, 0, 'miss'],
      ['goal miss', 'play', true, 0, 'miss'],
    ]);
    const more = normaliseRows([
      shotRow({ x: 134, y: 44, Action: 'penalty goal' }),
      shotRow({ x: 134, y: 44, Action: 'Pen Miss', Score: 'Miss' }),
      shotRow({ x: 110, y: 44, Action: 'offensive mark short', Score: 'Miss' }),
      shotRow({ x: 100, y: 44, Action: '45' }),
    ]).shots;
    expect(more.map(({ shotType, goalAttempt, value }) => [shotType, goalAttempt, value])).toEqual([
      ['penalty', true, 3],
      ['penalty', true, 0],
      ['mark', false, 0],
      ['45', false, 1],
    ]);
  });

  it('keeps the file’s own distance when it agrees and replaces it, reported, when it does not', () => {
    const result = normaliseRows([
      shotRow({ x: 120, y: 44, Shot_Distance: 25.0 }),
      shotRow({ x: 120, y: 44, Shot_Distance: 31 }),
    ]);
    expect(result.shots.map((shot) => shot.distance)).toEqual([25, 25]);
    expect(result.issues).toEqual([expect.objectContaining({ row: 2, column: 'Shot_Distance', action: 'normalised' })]);
  });

  it('uses the turned point when stand_x and stand_y contradict x and y', () => {
    const result = normaliseRows([shotRow({ x: 20, y: 44, stand_x: 20, stand_y: 44 })]);
    expect(result.shots[0]).toMatchObject({ standX: 125, standY: 44, distance: 20 });
    expect(result.issues[0]).toMatchObject({ column: 'stand_x', action: 'normalised' });
  });

  it('infers an unreadable half from the minute, and says so', () => {
    const result = normaliseRows([shotRow({ x: 120, y: 40, Half: 'H?', Minute: 50 })]);
    expect(result.shots[0]?.half).toBe(2);
    expect(result.issues[0]).toMatchObject({ column: 'Half', action: 'normalised' });
  });

  it('skips a shot off the pitch or against its own team', () => {
    const result = normaliseRows([
      shotRow({ x: 150, y: 40, stand_x: null, stand_y: null }),
      shotRow({ x: 120, y: 40, Opposition: 'Galway' }),
    ]);
    expect(result.skipped).toBe(2);
    expect(result.issues.map((issue) => issue.column)).toEqual(['x', 'Opposition']);
  });
});

describe('normaliseTable reads a value the same way in every row', () => {
  const clean = shotRow({ x: 120, y: 40 });
  // Each row numbered in the index column, as in a real file: rows the file could not tell apart
  // would be one row stored once.
  const indexed = (rows: TestRow[]) => rows.map((row, index) => ({ ...row, 'Unnamed: 0': index }));

  it('leaves the rest of a shot exactly as the clean row gives it when one field is messy', () => {
    const variants: [TestRow, Partial<Shot>][] = [
      [{ Foot: 't' }, { foot: null }],
      [{ Position: 'r' }, { position: null }],
      [{ Pressure: 'm* n' }, { pressure: null }],
      [{ Minute: 'l 70' }, { minute: null }],
      [{ PlayerName: null }, { playerName: null }],
      [{ PlayerNumber: 'x' }, { playerNumber: null }],
      [{ Score: 'maybe' }, {}],
      [{ Half: 'H?' }, {}],
      [{ Shot_Distance: 'far' }, { distance: Math.hypot(25, 4) }],
    ];
    // Twice over, so that the second time every value has been seen before.
    const rows = [clean, ...variants.map(([messy]) => ({ ...clean, ...messy }))];
    const result = normaliseRows(indexed([...rows, ...rows]));
    const expected = [result.shots[0], ...variants.map(([, change]) => ({ ...result.shots[0], ...change }))];
    expect(result.shots).toEqual([...expected, ...expected]);
    const messyColumns = variants.map(([messy]) => Object.keys(messy)[0]);
    expect(result.issues.map(({ row, column, action }) => [row, column, action])).toEqual([
      ...messyColumns.map((column, i) => [i + 2, column, 'normalised']),
      ...messyColumns.map((column, i) => [rows.length + i + 2, column, 'normalised']),
    ]);
    expect(result).toMatchObject({ imported: rows.length * 2, normalised: variants.length * 2, skipped: 0 });
  });

  it('gives the same shot however a clean value is written, however often it recurs', () => {
    const spellings: TestRow[] = [
      { TeamName: ' Galway ', Opposition: 'Sligo  ' },
      { Game: 'Connaught   Final' },
      { Half: ' 1ST ' },
      { Half: 1 },
      { Half: 'first' },
      { Minute: '12' },
      { Minute: ' 12 ' },
      { Action: ' POINT ' },
      { Score: 'score ' },
      { PlayerName: 'Eoin  Tobin' },
      { PlayerNumber: '13' },
      { Position: 'Forward' },
      { Foot: 'RIGHT' },
      { Pressure: 'No' },
      { Pressure: false },
      { Date: '2023-05-07' },
      { Date: '07/05/2023' },
      { Date: MAY_7_MS / 1000 },
    ];
    const rows = [clean, ...spellings.map((spelling) => ({ ...clean, ...spelling }))];
    const result = normaliseRows(indexed([...rows, ...rows, ...rows]));
    expect(result.issues).toEqual([]);
    expect(result.shots).toEqual(Array(rows.length * 3).fill(result.shots[0]));
  });

  it('reports a messy value on every row that has it, and reads each column by its own rules', () => {
    const result = normaliseRows([
      shotRow({ x: 120, y: 40, Foot: 't', PlayerName: 'y', Pressure: 'y' }),
      shotRow({ x: 121, y: 40, Foot: 't', PlayerName: 'n', Pressure: 'n' }),
      shotRow({ x: 122, y: 40, Foot: 't', PlayerName: 'y', Pressure: 'y' }),
    ]);
    expect(result.issues.map(({ row, column }) => [row, column])).toEqual([
      [1, 'Foot'],
      [2, 'Foot'],
      [3, 'Foot'],
    ]);
    expect(result.shots.map(({ playerName, pressure }) => [playerName, pressure])).toEqual([
      ['y', true],
      ['n', false],
      ['y', true],
    ]);
  });

  it('tells matches apart however their shots are interleaved', () => {
    const MAY_14_MS = MAY_7_MS + 7 * 86_400_000;
    const result = normaliseRows([
      shotRow({ x: 120, y: 40 }),
      shotRow({ x: 120, y: 40, Date: MAY_14_MS, Game: 'Munster Final', TeamName: 'Kerry', Opposition: 'Clare' }),
      shotRow({ x: 120, y: 40, TeamName: 'Sligo', Opposition: 'Galway' }),
      shotRow({ x: 120, y: 40, Date: MAY_14_MS }),
      shotRow({ x: 120, y: 40, Game: 'Connaught Semi-Final' }),
      shotRow({ x: 120, y: 40, Opposition: 'Mayo' }),
      shotRow({ x: 120, y: 40, TeamName: 'Clare', Opposition: 'Kerry', Date: MAY_14_MS, Game: 'Munster Final' }),
    ]);
    expect(result.shots.map((shot) => shot.matchId)).toEqual([
      '2023-05-07|Connaught Final|Galway|Sligo',
      '2023-05-14|Munster Final|Clare|Kerry',
      '2023-05-07|Connaught Final|Galway|Sligo',
      '2023-05-14|Connaught Final|Galway|Sligo',
      '2023-05-07|Connaught Semi-Final|Galway|Sligo',
      '2023-05-07|Connaught Final|Galway|Mayo',
      '2023-05-14|Munster Final|Clare|Kerry',
    ]);
  });

  it('lists type conversions in the order it first met them', () => {
    const result = normaliseRows([
      shotRow({ x: 120, y: 40 }),
      shotRow({ x: 120, y: 40, Minute: '37', Half: '2nd' }),
      shotRow({ x: 120, y: 40, Date: '07/05/2023' }),
      shotRow({ x: 120, y: 40, Minute: '38', Half: '2nd' }),
    ]);
    expect(result.conversions.map(({ column, what, count, rows }) => [column, what, count, rows])).toEqual([
      ['Date', 'epoch-millisecond timestamps read as UTC calendar dates', 3, [1, 2, 4]],
      ['Minute', 'numbers written as text read as numbers', 2, [2, 4]],
      ['Date', 'day/month/year dates read as calendar dates', 1, [3]],
    ]);
  });

  it('reads columns whose headers are written loosely exactly as the usual headers', () => {
    const rows = cleanRows().map((row) => without(row, 'Shot_Distance'));
    const loose = rows.map(({ Date, TeamName, stand_x, ...rest }) => ({
      ' date ': Date ?? null,
      'Team Name': TeamName ?? null,
      STAND_X: stand_x ?? null,
      ...rest,
    }));
    expect(normaliseRows(loose)).toEqual(normaliseRows(rows));
  });
});

describe('normaliseTable on exact duplicate rows', () => {
  const [a, b, c] = cleanRows();

  it('stores a row once when an earlier row has every cell the same, and says which rows they were', () => {
    const result = normaliseRows([a, b, { ...a }, c, { ...b }] as TestRow[]);
    expect(result).toMatchObject({ rowsRead: 5, imported: 3, skipped: 0 });
    expect(result.shots.map((shot) => shot.playerName)).toEqual(['Eoin Tobin', 'Colm Furlong', 'Senan Keaveney']);
    expect(result.duplicates).toEqual([
      { row: 3, firstRow: 1 },
      { row: 5, firstRow: 2 },
    ]);
  });

  it('keeps rows that differ only in a column it does not read, such as the row index', () => {
    const result = normaliseRows([a, { ...a, 'Unnamed: 0': 1 }] as TestRow[]);
    expect(result.imported).toBe(2);
    expect(result.duplicates).toEqual([]);
  });

  it('counts a repeat of a row it skips as a duplicate, not as a second skipped row', () => {
    const noTeam = shotRow({ x: 121, y: 41, TeamName: null });
    const result = normaliseRows([noTeam, { ...noTeam }]);
    expect(result).toMatchObject({ rowsRead: 2, imported: 0, skipped: 1, duplicates: [{ row: 2, firstRow: 1 }] });
    expect(result.issues).toHaveLength(1);
  });
});

describe('normaliseTable on formula results', () => {
  it('reports the cells of columns it reads that held formulas, and only those', () => {
    const table = tableFromJson(JSON.stringify(cleanRows()));
    const result = normaliseTable({
      ...table,
      formulas: [
        { header: 'x', count: 2, rows: [2, 3], withoutResult: null },
        { header: 'Expected_Points', count: 6, rows: [2, 3, 4, 5, 6, 7], withoutResult: { row: 2, formula: 'A2*B2' } },
      ],
    });
    expect(result.conversions).toContainEqual({
      column: 'x',
      what: 'formulas read as the result Excel saved (the importer never runs a formula)',
      count: 2,
      rows: [2, 3],
    });
    expect(result.conversions.some((conversion) => conversion.column === 'Expected_Points')).toBe(false);
  });

  it('rejects a formula without a saved result in a column it reads, naming row and column', () => {
    const table = tableFromJson(JSON.stringify(cleanRows()));
    expect(() =>
      normaliseTable({
        ...table,
        formulas: [{ header: 'x', count: 1, rows: [3], withoutResult: { row: 3, formula: 'B3*2' } }],
      }),
    ).toThrow(
      new ImportFault(
        "Row 3, column 'x': the formula =B3*2 has no result saved with it, and the importer never runs formulas; open the workbook in Excel and save it, or paste the values",
      ),
    );
  });
});

describe('normaliseTable structural faults', () => {
  it('rejects two keys that both name one column we read', () => {
    const rows = cleanRows().map((row) => ({ ...row, 'team name': row.TeamName ?? null }));
    expect(() => normaliseRows(rows)).toThrow(
      new ImportFault("The keys 'TeamName' and 'team name' both name the column TeamName"),
    );
  });

  it('rejects text holding the replacement character U+FFFD, which means it was damaged before it reached us', () => {
    const rows = [...cleanRows(), shotRow({ x: 120, y: 40, PlayerName: 'Ó S\ufffd' })];
    expect(() => normaliseRows(rows)).toThrow(
      new ImportFault(
        "Row 7, column 'PlayerName': 'Ó S\ufffd' holds U+FFFD, the mark a program leaves for a character it could not read; import the file as it was before that program saved it",
      ),
    );
  });

  it('rejects a file missing a required column, naming it', () => {
    const rows = cleanRows().map((row) => without(row, 'Pressure'));
    expect(() => normaliseRows(rows)).toThrow(
      new ImportFault("Missing required column 'Pressure' in the header (row 1)"),
    );
  });

  it('rejects the whole file for a non-numeric coordinate, naming row and column', () => {
    const rows = [...cleanRows(), shotRow({ x: 120, y: 40 })];
    rows[6] = { ...rows[6], y: 'forty' };
    try {
      normaliseRows(rows);
      throw new Error('expected a fault');
    } catch (error) {
      expect(error).toBeInstanceOf(ImportFault);
      expect((error as ImportFault).row).toBe(7);
      expect((error as ImportFault).column).toBe('y');
      expect((error as ImportFault).message).toMatch(/Row 7, column 'y': 'forty' is not a number/);
    }
  });

  it('rejects the file for a bad coordinate even in a row it would skip, naming the first such column', () => {
    const faultOf = (rows: TestRow[]): unknown => {
      try {
        normaliseRows(rows);
      } catch (error) {
        return error;
      }
      return null;
    };
    const skipped = faultOf([...cleanRows(), shotRow({ x: 120, y: 40, TeamName: null, stand_x: 'far' })]);
    expect(skipped).toBeInstanceOf(ImportFault);
    expect(skipped).toMatchObject({ row: 7, column: 'stand_x' });
    expect(faultOf([{ ...shotRow({ x: 120, y: 40 }), y: 'forty', stand_y: 'x' }])).toMatchObject({
      row: 1,
      column: 'y',
    });
  });

  it('rejects a file with a header and no rows', () => {
    expect(() => normaliseTable({ format: 'csv', headers: Object.keys(cleanRows()[0] ?? {}), rows: [] })).toThrow(
      /no data rows/,
    );
  });
});

describe('parseDateCell', () => {
  it('reads every date form to the same calendar day', () => {
    const forms = [
      MAY_7_MS,
      MAY_7_MS / 1000,
      '2023-05-07',
      '2023-05-07T00:00:00Z',
      '07/05/2023',
      45053,
      '45053',
      new Date(MAY_7_MS),
    ];
    expect(forms.map((form) => parseDateCell(form)?.iso)).toEqual(Array(forms.length).fill('2023-05-07'));
  });

  it('refuses what is not a date', () => {
    expect(['2023-02-30', 'soon', '', true, null, 3.5].map((form) => parseDateCell(form))).toEqual(Array(6).fill(null));
  });
});

describe('normaliseTable under the two-point rules', () => {
  const JUNE_2025 = '2025-06-01';
  const JUNE_2026 = '2026-06-01';
  // x = 100 is 45 m out in front of the goal; x = 125 is 20 m out.
  const rows = [
    shotRow({ x: 100, y: 44, Date: JUNE_2025 }),
    shotRow({ x: 100, y: 44, Date: JUNE_2025, Foot: 'hand' }),
    shotRow({ x: 100, y: 44, Date: JUNE_2025, Action: 'fortyfive' }),
    shotRow({ x: 100, y: 44, Date: JUNE_2025, Touched: 'y' }),
    shotRow({ x: 100, y: 44, Date: JUNE_2026, Touched: 'y' }),
    shotRow({ x: 125, y: 44, Date: JUNE_2025, Points: 2 }),
    shotRow({ x: 100, y: 44, Date: JUNE_2025, Points: 2 }),
    shotRow({ x: 100, y: 44, Date: JUNE_2025, Action: 'wide', Score: 'Miss', Points: 2 }),
    shotRow({ x: 100, y: 44, Date: MAY_7_MS }),
  ];
  const result = normaliseRows(rows);

  it('derives each score’s value from action, foot, place, touch and era', () => {
    expect(result.shots.map((shot) => shot.value)).toEqual([2, 1, 1, 1, 2, 2, 2, 0, 1]);
    expect(result.shots.map((shot) => shot.touched)).toEqual([null, null, null, true, true, null, null, null, null]);
  });

  // A JSON file's rows are numbered from 1: it has no header row.
  it('lets a recorded Points win and reports every disagreement with its row, column and both values', () => {
    expect(result.issues).toEqual([
      {
        row: 6,
        column: 'Points',
        value: '2',
        action: 'normalised',
        reason: "recorded 2, the 2025 rules give 1 for 'point': 2 used",
      },
      {
        row: 8,
        column: 'Points',
        value: '2',
        action: 'normalised',
        reason: "recorded 2, the 2025 rules give 0 for 'wide': 0 kept",
      },
    ]);
  });

  it('reads a 2023 file without the new columns exactly as before', () => {
    const plain = normaliseRows([shotRow({ x: 100, y: 44 }), shotRow({ x: 90, y: 44, Action: 'goal' })]);
    expect(plain.issues).toEqual([]);
    expect(plain.derivedColumns).toEqual([]);
    expect(plain.shots.map((shot) => [shot.value, shot.touched])).toEqual([
      [1, null],
      [3, null],
    ]);
  });
});
