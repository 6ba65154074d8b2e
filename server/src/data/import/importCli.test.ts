import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cleanRows, COLUMN_ORDER, sheetCells, shotRow, toCsv, writeWorkbook } from '../../testKit/rows';

const run = promisify(execFile);
const CLI = path.join(__dirname, 'importCli.ts');

type Outcome = { code: number; stdout: string; stderr: string };

async function importCli(args: string[], db: string): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, PAIRC_DB: db },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run import', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pairc-cli-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('imports a file into PAIRC_DB, creating its folder, and prints the report', async () => {
    const file = path.join(dir, 'shots.csv');
    writeFileSync(file, toCsv(cleanRows()));
    const db = path.join(dir, 'data', 'pairc.sqlite');
    const result = await importCli([file], db);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('imported:    6');
    expect(existsSync(db)).toBe(true);
  }, 30_000);

  it('rejects a file missing a column with a one-line message, a non-zero exit and the database unchanged', async () => {
    const good = path.join(dir, 'good.csv');
    writeFileSync(good, toCsv(cleanRows()));
    const db = path.join(dir, 'pairc.sqlite');
    expect((await importCli([good], db)).code).toBe(0);
    const before = readFileSync(db);
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(
      bad,
      toCsv(
        cleanRows(),
        COLUMN_ORDER.filter((column) => column !== 'x'),
      ),
    );
    const result = await importCli([bad, '--replace'], db);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      "Import rejected: Missing required column 'x' in the header (row 1). The database is unchanged.",
    ]);
    expect(readFileSync(db).equals(before)).toBe(true);
  }, 30_000);

  it('explains its usage when given no file', async () => {
    const result = await importCli([], path.join(dir, 'never.sqlite'));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run import');
    expect(existsSync(path.join(dir, 'never.sqlite'))).toBe(false);
  }, 30_000);

  describe('on a workbook with several sheets', () => {
    let workbook: string;
    beforeEach(async () => {
      workbook = path.join(dir, 'season.xlsx');
      await writeWorkbook(workbook, {
        Notes: [['Season', 2023]],
        Shots: sheetCells(cleanRows()),
        Extra: sheetCells([shotRow({ x: 100, y: 20 }), shotRow({ x: 101, y: 21 })]),
      });
    });

    it('imports the first sheet with the shot columns, naming it and the sheets it left', async () => {
      const result = await importCli([workbook], path.join(dir, 'pairc.sqlite'));
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Sheet 'Shots' read: the first sheet with the shot columns");
      expect(result.stdout).toContain("'Notes' (1 row) and 'Extra' (3 rows)");
      expect(result.stdout).toContain('imported:    6');
    }, 30_000);

    it('imports the sheet --sheet names instead', async () => {
      const result = await importCli([workbook, '--sheet', 'Extra'], path.join(dir, 'pairc.sqlite'));
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Sheet 'Extra' read: chosen with --sheet");
      expect(result.stdout).toContain('imported:    2');
    }, 30_000);

    it('rejects a sheet name the workbook lacks, listing its sheets, and opens no database', async () => {
      const db = path.join(dir, 'never.sqlite');
      const result = await importCli([workbook, '--sheet=Nope'], db);
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        "Import rejected: No sheet named 'Nope' in the workbook; its sheets are 'Notes', 'Shots', 'Extra'. The database is unchanged.",
      );
      expect(existsSync(db)).toBe(false);
    }, 30_000);

    it('explains its usage when --sheet has no name', async () => {
      const result = await importCli([workbook, '--sheet'], path.join(dir, 'never.sqlite'));
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('--sheet needs the name of a sheet');
      expect(result.stderr).toContain(
        'Usage: npm run import -- <file.json|file.csv|file.xlsx> [--replace] [--sheet <name>]',
      );
    }, 30_000);
  });

  it('prints the encoding it read and the duplicate rows it stored once', async () => {
    const [first, ...rest] = cleanRows();
    const rows = [{ ...first, PlayerName: 'Ó Sé' }, ...rest, { ...first, PlayerName: 'Ó Sé' }];
    const file = path.join(dir, 'latin1.csv');
    writeFileSync(file, Buffer.from(toCsv(rows), 'latin1'));
    const result = await importCli([file], path.join(dir, 'pairc.sqlite'));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Read as Windows-1252');
    expect(result.stdout).toContain('  duplicates:  1');
    expect(result.stdout).toContain('  row     8 repeats row 2');
  }, 30_000);

  it('rejects a file naming a column twice with one line naming both positions', async () => {
    const file = path.join(dir, 'twice.csv');
    writeFileSync(file, toCsv(cleanRows(), [...COLUMN_ORDER, 'x']));
    const result = await importCli([file], path.join(dir, 'pairc.sqlite'));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Import rejected: Row 1: column 'x' appears twice (columns 16 and 21). The database is unchanged.",
    );
  }, 30_000);
});
