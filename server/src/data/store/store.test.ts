import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Shot } from '../../analytics/shot';
import { normaliseTable } from '../import/normalise';
import { tableFromJson } from '../import/rawTable';
import { cleanRows, MAY_7_MS, shotRow, type TestRow } from '../../testKit/rows';
import { importSampleSeason } from '../sample/sample';
import { openStore } from './store';
import { shotFields } from './shotColumns';

const shotsOf = (rows: TestRow[]): Shot[] => normaliseTable(tableFromJson(JSON.stringify(rows))).shots;

/** Everything in the database file, as text, to compare before and after. */
function dump(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    const shots = db.prepare('SELECT * FROM shots ORDER BY match_id, seq').all();
    const meta = db.prepare('SELECT * FROM meta ORDER BY key').all();
    return JSON.stringify({ shots, meta });
  } finally {
    db.close();
  }
}

describe('openStore', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pairc-store-'));
    file = path.join(dir, 'nested', 'shots.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates its folder and starts empty', () => {
    const store = openStore(file);
    expect(store.isEmpty()).toBe(true);
    expect(store.current()).toMatchObject({ isSample: false, importedAt: null, shots: [] });
    store.close();
  });

  it('keeps the shots and their version across a reopen', () => {
    const store = openStore(file);
    const result = store.importShots(shotsOf(cleanRows()), { mode: 'merge', isSample: false });
    const before = store.current();
    store.close();
    const reopened = openStore(file);
    expect(reopened.current().shots.map(shotFields)).toEqual(before.shots.map(shotFields));
    expect(reopened.current().version).toBe(result.version);
    reopened.close();
  });

  it('gives the same database when the same matches are imported twice', () => {
    const store = openStore(file);
    const first = store.importShots(shotsOf(cleanRows()), { mode: 'merge', isSample: false });
    const afterFirst = dump(file);
    const second = store.importShots(shotsOf(cleanRows()), { mode: 'merge', isSample: false });
    expect(dump(file)).toBe(afterFirst);
    expect(second).toMatchObject({
      matchesReplaced: 2,
      matchesAdded: 0,
      shotsAfter: 6,
      changed: false,
      version: first.version,
    });
    expect(store.current().shots).toHaveLength(6);
    store.close();
  });

  it('replaces a re-imported match and keeps the others', () => {
    const store = openStore(file);
    store.importShots(shotsOf(cleanRows()), { mode: 'merge', isSample: false });
    const connaughtAgain = shotsOf([shotRow({ x: 125, y: 44, Action: 'goal' })]);
    const result = store.importShots(connaughtAgain, { mode: 'merge', isSample: false });
    expect(result).toMatchObject({ matchesReplaced: 1, matchesAdded: 0, shotsBefore: 6, shotsAfter: 3, changed: true });
    const byMatch = store.current().shots.map((shot) => shot.game);
    expect(byMatch).toEqual(['Connaught Final', 'Munster Final', 'Munster Final']);
    store.close();
  });

  it('adds new matches to the stored ones', () => {
    const store = openStore(file);
    store.importShots(shotsOf(cleanRows()), { mode: 'merge', isSample: false });
    const result = store.importShots(shotsOf([shotRow({ x: 120, y: 40, Date: MAY_7_MS + 86_400_000 * 30 })]), {
      mode: 'merge',
      isSample: false,
    });
    expect(result).toMatchObject({ matchesAdded: 1, matchesReplaced: 0, shotsAfter: 7, matchesAfter: 3 });
    store.close();
  });

  it('with replace, makes the file the whole dataset', () => {
    const store = openStore(file);
    store.importShots(shotsOf(cleanRows()), { mode: 'merge', isSample: false });
    const result = store.importShots(shotsOf([shotRow({ x: 120, y: 40, Date: '2024-06-01' })]), {
      mode: 'replace',
      isSample: false,
    });
    expect(result).toMatchObject({ replacedAll: true, shotsBefore: 6, shotsAfter: 1, matchesAfter: 1 });
    expect(store.current().shots[0]?.date).toBe('2024-06-01');
    store.close();
  });

  it('changes the version when the data changes and only then', () => {
    const store = openStore(file);
    const a = store.importShots(shotsOf(cleanRows()), { mode: 'merge', isSample: false }).version;
    const moved = cleanRows();
    moved[0] = { ...moved[0], x: 120, y: 40, Minute: 13 };
    const b = store.importShots(shotsOf(moved), { mode: 'merge', isSample: false }).version;
    const c = store.importShots(shotsOf(cleanRows()), { mode: 'merge', isSample: false }).version;
    expect(b).not.toBe(a);
    expect(c).toBe(a);
    store.close();
  });

  it('ignores an import with no shots instead of wiping the data', () => {
    const store = openStore(file);
    store.importShots(shotsOf(cleanRows()), { mode: 'merge', isSample: false });
    const before = dump(file);
    const result = store.importShots([], { mode: 'replace', isSample: false });
    expect(result).toMatchObject({ changed: false, replacedAll: false, shotsAfter: 6 });
    expect(dump(file)).toBe(before);
    store.close();
  });

  it('labels the sample season, and a real import replaces it entirely', () => {
    const store = openStore(file);
    importSampleSeason(store);
    expect(store.current().isSample).toBe(true);
    expect(store.current().shots.length).toBeGreaterThan(1000);
    const result = store.importShots(shotsOf(cleanRows()), { mode: 'merge', isSample: false });
    expect(result).toMatchObject({ sampleRemoved: true, replacedAll: true, shotsAfter: 6 });
    expect(store.current().isSample).toBe(false);
    store.close();
  });

  it('rolls back a failed write, leaving the database and memory as they were', () => {
    const store = openStore(file);
    store.importShots(shotsOf(cleanRows()), { mode: 'merge', isSample: false });
    const before = dump(file);
    const memory = store.current();
    const broken = { ...shotsOf(cleanRows())[0], outcome: null } as unknown as Shot;
    expect(() => store.importShots([broken], { mode: 'replace', isSample: false })).toThrow();
    expect(dump(file)).toBe(before);
    expect(store.current()).toBe(memory);
    store.close();
  });
});
