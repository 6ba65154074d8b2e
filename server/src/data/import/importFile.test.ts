import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatImportReport, importShotFile, readShotFile } from './importFile';
import { ImportFault } from './importFault';
import {
  cleanRows,
  COLUMN_ORDER,
  sheetCells,
  shotRow,
  toCsv,
  writeJson,
  writeWorkbook,
  writeXlsx,
  type TestRow,
} from '../../testKit/rows';
import { openStore } from '../store/store';

describe('importShotFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pairc-import-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const messyRows = (): TestRow[] => [
    ...cleanRows(),
    shotRow({ x: 121, y: 41, TeamName: null, Opposition: null }),
    shotRow({ x: 122, y: 42, Foot: 't', Pressure: 'm* n', Minute: 'l 70', Half: '2nd' }),
    shotRow({ x: 123, y: 43, Minute: '37', Half: '2nd', Position: 'r' }),
  ];

  it('gives the same database from JSON, CSV and XLSX', async () => {
    const rows = messyRows();
    const json = path.join(dir, 'shots.json');
    const csv = path.join(dir, 'shots.csv');
    const xlsx = path.join(dir, 'shots.xlsx');
    await writeJson(json, rows);
    writeFileSync(csv, toCsv(rows));
    // In the workbook the dates are real date cells, as an analyst's spreadsheet would have them.
    await writeXlsx(
      xlsx,
      rows.map((row) => ({ ...row, Date: new Date(Number(row.Date)) })),
    );
    const datasets = [];
    for (const file of [json, csv, xlsx]) {
      const store = openStore(':memory:');
      const report = await importShotFile(store, file, 'merge');
      expect(report).toMatchObject({ rowsRead: 9, imported: 8, skipped: 1, normalised: 2 });
      const { version, isSample, shots } = store.current();
      datasets.push({ version, isSample, shots });
      store.close();
    }
    const [fromJson, fromCsv, fromXlsx] = datasets;
    expect(fromCsv).toEqual(fromJson);
    expect(fromXlsx).toEqual(fromJson);
    expect(fromJson?.shots).toHaveLength(8);
  });

  it('numbers rows as the file shows them', async () => {
    const rows = messyRows();
    await writeJson(path.join(dir, 'a.json'), rows);
    writeFileSync(path.join(dir, 'a.csv'), toCsv(rows));
    const fromJson = await readShotFile(path.join(dir, 'a.json'));
    const fromCsv = await readShotFile(path.join(dir, 'a.csv'));
    expect(fromJson.issues[0]?.row).toBe(7);
    // The spreadsheet's header is row 1, so the seventh data row is row 8.
    expect(fromCsv.issues[0]?.row).toBe(8);
  });

  it('rejects a file missing a column and leaves the database exactly as it was', async () => {
    const store = openStore(':memory:');
    const good = path.join(dir, 'good.json');
    await writeJson(good, cleanRows());
    await importShotFile(store, good, 'merge');
    const before = store.current();
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(
      bad,
      toCsv(
        cleanRows(),
        COLUMN_ORDER.filter((column) => column !== 'Action'),
      ),
    );
    await expect(importShotFile(store, bad, 'replace')).rejects.toThrow(
      new ImportFault("Missing required column 'Action' in the header (row 1)"),
    );
    expect(store.current()).toBe(before);
    store.close();
  });

  it('rejects an unreadable file with a message naming the problem', async () => {
    writeFileSync(path.join(dir, 'broken.json'), '[{"Date": 1,');
    writeFileSync(path.join(dir, 'broken.xlsx'), 'not a zip');
    await expect(readShotFile(path.join(dir, 'broken.json'))).rejects.toThrow(/Unreadable JSON/);
    await expect(readShotFile(path.join(dir, 'broken.xlsx'))).rejects.toThrow(/Unreadable XLSX/);
    await expect(readShotFile(path.join(dir, 'missing.csv'))).rejects.toThrow(/Cannot read .*ENOENT/);
  });

  it('prints a report with counts and every normalised and skipped row', async () => {
    const file = path.join(dir, 'messy.json');
    await writeJson(file, messyRows());
    const store = openStore(':memory:');
    const text = formatImportReport(await importShotFile(store, file, 'merge'));
    store.close();
    expect(text).toContain('rows read:   9');
    expect(text).toContain('imported:    8');
    expect(text).toContain('normalised:  2');
    expect(text).toContain('skipped:     1');
    expect(text).toMatch(/row +7 +TeamName +empty +no team/);
    expect(text).toMatch(/row +8 +Foot +'t' +foot set to unknown/);
    expect(text).toMatch(/row +8 +Minute +'l 70'/);
    expect(text).toMatch(/Minute: 1 numbers written as text read as numbers \(rows 9\)/);
    expect(text).toMatch(/Dataset: 8 shots in 2 matches, version [0-9a-f]{16}/);
  });

  it('accepts pandas’ column-oriented JSON too', async () => {
    const rows = cleanRows();
    const columns = Object.fromEntries(
      COLUMN_ORDER.map((column) => [column, Object.fromEntries(rows.map((row, i) => [String(i), row[column]]))]),
    );
    const file = path.join(dir, 'columns.json');
    writeFileSync(file, JSON.stringify(columns));
    const records = path.join(dir, 'records.json');
    await writeJson(records, rows);
    expect((await readShotFile(file)).shots).toEqual((await readShotFile(records)).shots);
  });

  it('stores a Windows-1252 (Latin-1) CSV with its fadas, never as replacement characters, and says how it read it', async () => {
    const rows = [...cleanRows(), shotRow({ x: 120, y: 40, PlayerName: 'Páidí Ó Sé', TeamName: 'Ciarraí' })];
    const file = path.join(dir, 'latin1.csv');
    writeFileSync(file, Buffer.from(toCsv(rows), 'latin1'));
    const store = openStore(':memory:');
    const text = formatImportReport(await importShotFile(store, file, 'merge'));
    const stored = store.current().shots;
    store.close();
    expect(stored.map((shot) => shot.playerName)).toContain('Páidí Ó Sé');
    expect(stored.map((shot) => shot.team)).toContain('Ciarraí');
    expect(JSON.stringify(stored.map((shot) => [shot.playerName, shot.team, shot.opposition, shot.game]))).not.toMatch(
      /\ufffd/,
    );
    expect(text).toContain(
      'Read as Windows-1252, not UTF-8 (as Excel on Windows saves a CSV); check these characters read right: í á Ó é',
    );
  });

  it('stores an exact duplicate row once and lists every repeat with the row it repeats', async () => {
    const [a, b, c] = cleanRows() as [TestRow, TestRow, TestRow];
    const rows = [a, b, c, a, b, c, a, { ...a, 'Unnamed: 0': 99 }];
    const file = path.join(dir, 'doubled.csv');
    writeFileSync(file, toCsv(rows));
    const store = openStore(':memory:');
    const text = formatImportReport(await importShotFile(store, file, 'merge'));
    expect(store.current().shots).toHaveLength(4);
    store.close();
    expect(text).toContain('  duplicates:  4');
    expect(text).toContain('Duplicates (every cell the same as an earlier row; stored once):');
    expect(text).toContain('  rows 5-7 repeat rows 2-4');
    expect(text).toContain('  row     8 repeats row 2');
  });

  it('rejects a CSV whose header names a column we read twice, even written differently', async () => {
    const file = path.join(dir, 'loose.csv');
    writeFileSync(
      file,
      toCsv(
        cleanRows().map((row) => ({ ...row, 'Team Name': row.TeamName ?? null })),
        [...COLUMN_ORDER, 'Team Name'],
      ),
    );
    await expect(readShotFile(file)).rejects.toThrow(
      new ImportFault("Row 1: 'TeamName' (column 4) and 'Team Name' (column 21) both name the column TeamName"),
    );
  });

  it('stores text a spreadsheet would run as a formula as that text, from CSV, JSON and XLSX', async () => {
    const names = ['=1+2', '+353 87 123 4567', '-Ó Sé', '@SUM(A1:A9)', '=HYPERLINK("http://x.ie","Final")'];
    const rows = names.map((name, i) => shotRow({ x: 100 + i, y: 40, PlayerName: name }));
    writeFileSync(path.join(dir, 'f.csv'), toCsv(rows));
    await writeJson(path.join(dir, 'f.json'), rows);
    await writeXlsx(path.join(dir, 'f.xlsx'), rows);
    for (const file of ['f.csv', 'f.json', 'f.xlsx']) {
      const store = openStore(':memory:');
      await importShotFile(store, path.join(dir, file), 'merge');
      expect(store.current().shots.map((shot) => shot.playerName)).toEqual(names);
      store.close();
    }
  });

  it('names the sheet it read and the sheets it left, in the report', async () => {
    const file = path.join(dir, 'season.xlsx');
    await writeWorkbook(file, {
      Notes: [['Season', 2023]],
      Shots: sheetCells(cleanRows()),
      Old: sheetCells(cleanRows()),
    });
    const store = openStore(':memory:');
    const text = formatImportReport(await importShotFile(store, file, 'merge'));
    store.close();
    expect(text).toContain("Sheet 'Shots' read: the first sheet with the shot columns");
    expect(text).toContain(
      "Not imported: the other sheets holding data, 'Notes' (1 row) and 'Old' (7 rows); choose one with --sheet <name>",
    );
  });

  it('prints every cell it quotes with control characters escaped, so a terminal shows them and runs nothing', async () => {
    const file = path.join(dir, 'escape.json');
    await writeJson(file, [
      ...cleanRows(),
      shotRow({ x: 120, y: 40, Foot: '\u001b]0;owned\u0007\u001b[2Jleft\u202e' }),
    ]);
    const store = openStore(':memory:');
    const text = formatImportReport(await importShotFile(store, file, 'merge'));
    store.close();
    expect(text).toContain("'\\x1b]0;owned\\x07\\x1b[2Jleft\\u202e'");
    const unprintable = Array.from(text.replace(/\n/g, ''), (char) => char.charCodeAt(0)).filter(
      (code) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e),
    );
    expect(unprintable).toEqual([]);
  });
});
