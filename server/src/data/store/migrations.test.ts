import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { normaliseTable } from '../import/normalise';
import { tableFromJson } from '../import/rawTable';
import { importSampleSeason } from '../sample/sample';
import { shotFields } from './shotColumns';
import { openStore } from './store';
import { shotRow } from '../../testKit/rows';

/** Turns a database of this build back into what a schema-1 build wrote: no touched column, every point worth one. */
function downgradeToSchema1(file: string): void {
  const db = new Database(file);
  try {
    db.exec('ALTER TABLE shots DROP COLUMN touched');
    db.exec('UPDATE shots SET value = 1 WHERE value = 2');
    db.exec("UPDATE meta SET value = '1' WHERE key = 'schema_version'");
  } finally {
    db.close();
  }
}

describe('opening a database written by an older build', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pairc-migrate-'));
    file = path.join(dir, 'shots.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a 2023 database’s shots and version exactly', () => {
    const store = openStore(file);
    const { version } = importSampleSeason(store);
    const before = store.current().shots.map(shotFields);
    store.close();
    downgradeToSchema1(file);
    const reopened = openStore(file);
    expect(reopened.current().version).toBe(version);
    expect(reopened.current().shots.map(shotFields)).toEqual(before);
    reopened.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").pluck().get()).toBe('2');
    db.close();
  });

  it('gives 2025 two-pointers their value, and the data the version those values have', () => {
    const rows = [shotRow({ x: 100, y: 44, Date: '2025-06-01' }), shotRow({ x: 125, y: 44, Date: '2025-06-01' })];
    const store = openStore(file);
    store.importShots(normaliseTable(tableFromJson(JSON.stringify(rows))).shots, { mode: 'merge', isSample: false });
    const { version } = store.current();
    store.close();
    downgradeToSchema1(file);
    const reopened = openStore(file);
    expect(reopened.current().shots.map((shot) => [shot.value, shot.touched])).toEqual([
      [2, null],
      [1, null],
    ]);
    expect(reopened.current().version).toBe(version);
    reopened.close();
  });
});
