import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Shot } from '../analytics/shot';
import type { Dataset, ImportOptions, ImportResult, WritableShotStore } from './dataset';
import { compactShots, ShotTableBuilder } from './shotTable';
import { SHOT_COLUMN_DEFINITIONS, SHOT_COLUMN_NAMES, shotFromSqlValues, sqlValuesOf } from './shotColumns';
import { migrate } from './migrations';
import { datasetVersion } from './version';

const SCHEMA_VERSION = '2';

// Primary key (match_id, seq) is both the identity of a shot and the dataset's fixed order:
// seq is the shot's place among its match's rows in the imported file.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS shots (
  seq INTEGER NOT NULL,
  ${SHOT_COLUMN_DEFINITIONS.join(',\n  ')},
  PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

const COLUMNS = SHOT_COLUMN_NAMES.join(', ');

export type StoreOptions = {
  /**
   * How often a running server looks for an import made by another process (the CLI). Once a
   * second costs nothing measurable and an analyst sees a fresh import without a restart.
   */
  foreignChangeCheckMs?: number;
};

const FOREIGN_CHANGE_CHECK_MS = 1000;

/**
 * The dataset's fixed order: by match id compared as JavaScript compares strings, and within a
 * match in file order. SQLite returns matches in byte order, which can differ for non-ASCII
 * names, so both the loader and the importer finish with this stable sort and agree exactly.
 */
function inCanonicalOrder(shots: Shot[]): Shot[] {
  return shots.sort((a, b) => (a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0));
}

class SqliteShotStore implements WritableShotStore {
  private readonly db: Database.Database;
  private readonly inMemory: boolean;
  private dataset: Dataset;
  private seenDataVersion: number;
  private lastForeignCheck = 0;
  private readonly foreignChangeCheckMs: number;

  constructor(file: string, options: StoreOptions) {
    this.foreignChangeCheckMs = options.foreignChangeCheckMs ?? FOREIGN_CHANGE_CHECK_MS;
    this.inMemory = file === ':memory:' || file === '';
    if (!this.inMemory) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new Database(file);
    if (!this.inMemory) {
      this.db.pragma('journal_mode = WAL');
      // With WAL, NORMAL still never corrupts the file; a power cut can lose only the last import.
      this.db.pragma('synchronous = NORMAL');
    }
    // The import CLI may write while the server reads; wait for the lock rather than fail.
    this.db.pragma('busy_timeout = 5000');
    // Shots are read once into memory; a 2 MB page cache (not SQLite's 16 MB) keeps the server lean.
    this.db.pragma('cache_size = -2000');
    this.db.exec(SCHEMA);
    this.checkSchemaVersion();
    this.dataset = this.load();
    this.seenDataVersion = this.dataVersion();
  }

  private checkSchemaVersion(): void {
    const stored = this.meta('schema_version');
    if (stored === null) this.setMeta('schema_version', SCHEMA_VERSION);
    else if (stored !== SCHEMA_VERSION && !migrate(this.db, stored, SCHEMA_VERSION)) {
      throw new Error(`The database uses shot schema ${stored}; this build reads schema ${SCHEMA_VERSION}`);
    }
  }

  private meta(key: string): string | null {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(key);
    return typeof row === 'string' ? row : null;
  }

  private setMeta(key: string, value: string): void {
    this.db
      .prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
      .run(key, value);
  }

  private dataVersion(): number {
    return Number(this.db.pragma('data_version', { simple: true }));
  }

  /**
   * Streams the rows straight into a shot table rather than building one big array of rows:
   * loading 100,000 shots stays light, and what stays in memory is the compact table.
   */
  private readShots(): Shot[] {
    const count = Number(this.db.prepare('SELECT COUNT(*) FROM shots').pluck().get());
    const table = new ShotTableBuilder(count);
    for (const row of this.db.prepare(`SELECT ${COLUMNS} FROM shots ORDER BY match_id, seq`).raw().iterate()) {
      table.add(shotFromSqlValues(row as unknown[]));
    }
    return inCanonicalOrder(table.finish());
  }

  /** One read transaction, so the count, the rows and the meta all come from the same import. */
  private load(): Dataset {
    return this.db.transaction((): Dataset => {
      const shots = this.readShots();
      const isSample = this.meta('is_sample') === '1';
      return {
        shots,
        isSample,
        importedAt: this.meta('imported_at'),
        version: this.meta('version') ?? datasetVersion(shots, isSample),
      };
    })();
  }

  /**
   * Another process (the import CLI) may have changed the file; SQLite's data_version tells us
   * cheaply. Checked at most once a second so a busy server pays almost nothing for it.
   */
  private refreshIfChangedElsewhere(): void {
    if (this.inMemory) return;
    const now = Date.now();
    if (now - this.lastForeignCheck < this.foreignChangeCheckMs) return;
    this.lastForeignCheck = now;
    const version = this.dataVersion();
    if (version === this.seenDataVersion) return;
    this.seenDataVersion = version;
    this.dataset = this.load();
  }

  current(): Dataset {
    this.refreshIfChangedElsewhere();
    return this.dataset;
  }

  isEmpty(): boolean {
    return this.current().shots.length === 0;
  }

  importShots(shots: readonly Shot[], options: ImportOptions): ImportResult {
    const before = this.current();
    const existing = new Set(before.shots.map((shot) => shot.matchId));
    const incoming = new Set(shots.map((shot) => shot.matchId));
    const replaced = [...incoming].filter((match) => existing.has(match)).length;
    const replacedAll = shots.length > 0 && (options.mode === 'replace' || options.isSample || before.isSample);
    let after = before;
    if (shots.length > 0) {
      // Kept matches stay in their order, the file's shots follow in file order; the stable sort
      // then gives exactly the order a reload from the database gives.
      const kept = replacedAll ? [] : before.shots.filter((shot) => !incoming.has(shot.matchId));
      const next = inCanonicalOrder([...kept, ...shots]);
      const write = this.db.transaction(() =>
        this.write(shots, incoming, replacedAll, options.isSample, before.version, next),
      );
      // IMMEDIATE takes the write lock up front, so a concurrent reader cannot make us fail half-way.
      after = write.immediate();
      this.seenDataVersion = this.dataVersion();
    }
    this.dataset = after;
    return {
      matchesInFile: incoming.size,
      matchesReplaced: replaced,
      matchesAdded: incoming.size - replaced,
      replacedAll,
      sampleRemoved: replacedAll && before.isSample && !options.isSample,
      shotsBefore: before.shots.length,
      shotsAfter: after.shots.length,
      matchesAfter: new Set(after.shots.map((shot) => shot.matchId)).size,
      previousVersion: before.version,
      version: after.version,
      changed: after.version !== before.version,
    };
  }

  private write(
    shots: readonly Shot[],
    matches: ReadonlySet<string>,
    replaceAll: boolean,
    isSample: boolean,
    previousVersion: string,
    next: readonly Shot[],
  ): Dataset {
    if (replaceAll) this.db.prepare('DELETE FROM shots').run();
    else {
      const remove = this.db.prepare('DELETE FROM shots WHERE match_id = ?');
      for (const match of matches) remove.run(match);
    }
    const insert = this.db.prepare(
      `INSERT INTO shots (seq, ${COLUMNS}) VALUES (?, ${SHOT_COLUMN_NAMES.map(() => '?').join(', ')})`,
    );
    // Rows go in in key order (match, then seq), so each insert appends to the table's B-tree
    // instead of splitting pages all over it: a third faster on a large file.
    const nextSeq = new Map<string, number>();
    for (const shot of inCanonicalOrder([...shots])) {
      const seq = nextSeq.get(shot.matchId) ?? 0;
      nextSeq.set(shot.matchId, seq + 1);
      insert.run(seq, ...sqlValuesOf(shot));
    }
    const version = datasetVersion(next, isSample);
    // Re-importing identical data leaves the meta rows, and so the whole file's content, as they were.
    if (version !== previousVersion) {
      this.setMeta('version', version);
      this.setMeta('is_sample', isSample ? '1' : '0');
      this.setMeta('imported_at', new Date().toISOString());
    }
    return { shots: compactShots(next), isSample, version, importedAt: this.meta('imported_at') };
  }

  close(): void {
    this.db.close();
  }
}

/** Opens (creating when needed, folder included) the SQLite shot store at `file`; ':memory:' for tests. */
export function openStore(file: string, options: StoreOptions = {}): WritableShotStore {
  return new SqliteShotStore(file, options);
}
