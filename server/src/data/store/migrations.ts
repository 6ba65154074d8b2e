import type Database from 'better-sqlite3';
import { valueIfScored } from '../../../../contract/scoring';
import { FEET, SHOT_TYPES, type Foot, type ShotType } from '../../analytics/shot';

/**
 * Brings a database written by an older build up to the current shot schema, in one transaction,
 * keeping every stored shot (docs/behaviour.md#store).
 */

type ScoredRow = {
  match_id: string;
  seq: number;
  date: string;
  goal_attempt: number;
  shot_type: string;
  foot: string | null;
  stand_x: number;
  stand_y: number;
  value: number;
};

const isShotType = (value: string): value is ShotType => (SHOT_TYPES as readonly string[]).includes(value);
const isFoot = (value: string | null): value is Foot | null =>
  value === null || (FEET as readonly string[]).includes(value);

/**
 * Schema 1 to 2: the `touched` column (not recorded for old rows) and the two-point arc. Schema 1
 * counted every point as one; scores from 2025 on get the value their era's rules give. When a value
 * changes, the stored version is dropped so the data gets a new one and no cached image outlives it.
 */
function addTouchedAndTwoPointValues(db: Database.Database): void {
  db.exec('ALTER TABLE shots ADD COLUMN touched INTEGER');
  const rows = db
    .prepare(
      "SELECT match_id, seq, date, goal_attempt, shot_type, foot, stand_x, stand_y, value FROM shots WHERE outcome = 'score' AND date >= '2025'",
    )
    .all() as ScoredRow[];
  const update = db.prepare('UPDATE shots SET value = ? WHERE match_id = ? AND seq = ?');
  let changed = 0;
  for (const row of rows) {
    if (!isShotType(row.shot_type) || !isFoot(row.foot)) throw new Error(`Corrupt shot data in match ${row.match_id}`);
    const value = valueIfScored({
      date: row.date,
      goalAttempt: row.goal_attempt === 1,
      shotType: row.shot_type,
      foot: row.foot,
      standX: row.stand_x,
      standY: row.stand_y,
      touched: null,
    });
    if (value === row.value) continue;
    update.run(value, row.match_id, row.seq);
    changed += 1;
  }
  if (changed > 0) db.prepare("DELETE FROM meta WHERE key = 'version'").run();
}

const MIGRATIONS: ReadonlyArray<{ from: string; to: string; run: (db: Database.Database) => void }> = [
  { from: '1', to: '2', run: addTouchedAndTwoPointValues },
];

/**
 * Runs the migrations from `stored` to `current` and returns true, or false when no path leads
 * there (a database from a newer build, say), which the store refuses to open.
 */
export function migrate(db: Database.Database, stored: string, current: string): boolean {
  let version = stored;
  const steps: Array<(db: Database.Database) => void> = [];
  while (version !== current) {
    const step = MIGRATIONS.find((migration) => migration.from === version);
    if (!step) return false;
    steps.push(step.run);
    version = step.to;
  }
  db.transaction(() => {
    for (const step of steps) step(db);
    db.prepare("UPDATE meta SET value = ? WHERE key = 'schema_version'").run(current);
  })();
  return true;
}
