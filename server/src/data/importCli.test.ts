import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cleanRows, COLUMN_ORDER, toCsv } from '../testKit/rows';

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
});
