import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatImportReport, importShotFile, readShotFile } from './importFile';
import { ImportFault } from './importFault';
import { cleanRows, COLUMN_ORDER, shotRow, toCsv, writeJson, writeXlsx, type TestRow } from '../testKit/rows';
import { openStore } from './store';

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
});
