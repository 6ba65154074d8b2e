import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Shot } from '../../analytics/shot';
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

/**
 * The dataset's fixed order: by match id compared as JavaScript compares strings, and within a
 * match in file order. SQLite returns matches in byte order, which can differ for non-ASCII
 * names, so both the loader and the importer finish with this stable sort and agree exactly.
 */
function inCanonicalOrder(shots: Shot[]): Shot[] {
  return shots.sort((a, b) => (a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0));
}

function metaOf(db: Database.Database, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(key);
  return typeof row === 'string' ? row : null;
}

function requireSchemaVersion(db: Database.Database): void {
  const stored = metaOf(db, 'schema_version');
  if (stored !== SCHEMA_VERSION) {
    throw new Error(`The database uses shot schema ${stored ?? '(none)'}; this build reads schema ${SCHEMA_VERSION}`);
  }
}

/**
 * Streams the rows straight into a shot table rather than building one big array of rows:
 * loading 100,000 shots stays light, and what stays in memory is the compact table.
 */
function readShots(db: Database.Database): Shot[] {
  const count = Number(db.prepare('SELECT COUNT(*) FROM shots').pluck().get());
  const table = new ShotTableBuilder(count);
  for (const row of db.prepare(`SELECT ${COLUMNS} FROM shots ORDER BY match_id, seq`).raw().iterate()) {
    table.add(shotFromSqlValues(row as unknown[]));
  }
  return inCanonicalOrder(table.finish());
}

/** One read transaction, so the schema, the count, the rows and the meta all come from the same import. */
function readDataset(db: Database.Database): Dataset {
  return db.transaction((): Dataset => {
    requireSchemaVersion(db);
    const shots = readShots(db);
    const isSample = metaOf(db, 'is_sample') === '1';
    return {
      shots,
      isSample,
      importedAt: metaOf(db, 'imported_at'),
      version: metaOf(db, 'version') ?? datasetVersion(shots, isSample),
    };
  })();
}

function tuneForReading(db: Database.Database): void {
  // An import may be writing; wait for its lock rather than fail.
  db.pragma('busy_timeout = 5000');
  // Shots are read once into memory; a 2 MB page cache (not SQLite's 16 MB) keeps the server lean.
  db.pragma('cache_size = -2000');
}

/** A read-only connection to an existing database (it is never created or changed through this). */
export function openForReading(file: string): Database.Database {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  tuneForReading(db);
  return db;
}

/** The whole dataset in `file`, read over a connection of its own: what the loader thread does. */
export function readDatasetFile(file: string): Dataset {
  const db = openForReading(file);
  try {
    return readDataset(db);
  } finally {
    db.close();
  }
}

/** SQLite's count of changes other connections committed: it moves with every import. */
export function dataVersionOf(db: Database.Database): number {
  return Number(db.pragma('data_version', { simple: true }));
}

/**
 * The store importers write through (the CLI, the sample season, tests). It reads the data only
 * when first asked for it, so opening it to create the file or to check it is empty costs nothing;
 * the running server serves through a LiveShotStore, which loads each version off its thread.
 */
class SqliteShotStore implements WritableShotStore {
  private readonly db: Database.Database;
  private dataset: Dataset | null = null;

  constructor(file: string) {
    const inMemory = file === ':memory:' || file === '';
    if (!inMemory) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new Database(file);
    if (!inMemory) {
      this.db.pragma('journal_mode = WAL');
      // With WAL, NORMAL still never corrupts the file; a power cut can lose only the last import.
      this.db.pragma('synchronous = NORMAL');
    }
    tuneForReading(this.db);
    this.db.exec(SCHEMA);
    // Readers (the server's loader thread) only check the version: the writer brings it up to date.
    const stored = metaOf(this.db, 'schema_version');
    if (stored === null) this.setMeta('schema_version', SCHEMA_VERSION);
    else if (stored !== SCHEMA_VERSION) migrate(this.db, stored, SCHEMA_VERSION);
    requireSchemaVersion(this.db);
  }

  private setMeta(key: string, value: string): void {
    this.db
      .prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
      .run(key, value);
  }

  current(): Dataset {
    this.dataset ??= readDataset(this.db);
    return this.dataset;
  }

  loadFailure(): null {
    return null;
  }

  isEmpty(): boolean {
    return this.db.prepare('SELECT NOT EXISTS (SELECT 1 FROM shots)').pluck().get() === 1;
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
    return { shots: compactShots(next), isSample, version, importedAt: metaOf(this.db, 'imported_at') };
  }

  close(): void {
    this.db.close();
  }
}

/** Opens (creating when needed, folder included) the SQLite shot store at `file`; ':memory:' for tests. */
export function openStore(file: string): WritableShotStore {
  return new SqliteShotStore(file);
}
