import { FEET, OUTCOMES, POSITIONS, SHOT_TYPES, SHOT_VALUES, type Shot } from '../../analytics/shot';

/**
 * The stored shot, declared once: each column's SQLite name and type, the `Shot` field it holds,
 * and how a value goes in and comes back out. The table's schema, the insert, the read and the
 * dataset version's hash are all made from this list, so a new field is one line here.
 */

type SqlValue = string | number | null;

/** How one kind of value is stored: its SQL type, and the two directions of the conversion. */
type Codec<T> = {
  sql: string;
  toSql(value: T): SqlValue;
  /** Throws on a value this build could not have written: the file is not ours or is damaged. */
  fromSql(value: unknown, column: string): T;
};

function corrupt(column: string, value: unknown): Error {
  return new Error(`Corrupt shot data: ${column} = ${String(value)}`);
}

const text: Codec<string> = {
  sql: 'TEXT NOT NULL',
  toSql: (value) => value,
  fromSql(value, column) {
    if (typeof value === 'string') return value;
    throw corrupt(column, value);
  },
};

const real: Codec<number> = {
  sql: 'REAL NOT NULL',
  toSql: (value) => value,
  fromSql(value, column) {
    if (typeof value === 'number') return value;
    throw corrupt(column, value);
  },
};

const integer: Codec<number> = { ...real, sql: 'INTEGER NOT NULL' };

/** SQLite has no booleans; the column holds 1 and 0. */
const flag: Codec<boolean> = {
  sql: 'INTEGER NOT NULL',
  toSql: (value) => (value ? 1 : 0),
  fromSql(value, column) {
    if (value === 0 || value === 1) return value === 1;
    throw corrupt(column, value);
  },
};

function oneOf<T extends string | number>(values: readonly T[], sql = 'TEXT NOT NULL'): Codec<T> {
  return {
    sql,
    toSql: (value) => value,
    fromSql(value, column) {
      if ((values as readonly unknown[]).includes(value)) return value as T;
      throw corrupt(column, value);
    },
  };
}

/** The same codec where the file may have had nothing readable (stored as NULL). */
function nullable<T>(codec: Codec<T>): Codec<T | null> {
  return {
    sql: codec.sql.replace(' NOT NULL', ''),
    toSql: (value) => (value === null ? null : codec.toSql(value)),
    fromSql: (value, column) => (value === null ? null : codec.fromSql(value, column)),
  };
}

type ShotColumnOf<F extends keyof Shot> = {
  name: string;
  field: F;
  codec: Codec<Shot[F]>;
  /**
   * For a column added after data was first stored: the value that means "not recorded". A shot
   * holding it hashes as it did before the column existed, so the dataset version of data without
   * the field (the 2023 sample's included) does not change.
   */
  absent?: Shot[F];
};

/** Distributes over the fields, so each entry's codec is checked against its own field's type. */
type ShotColumn = { [F in keyof Shot]: ShotColumnOf<F> }[keyof Shot];

const column = <F extends keyof Shot>(name: string, field: F, codec: Codec<Shot[F]>, absent?: Shot[F]): ShotColumn =>
  (absent === undefined ? { name, field, codec } : { name, field, codec, absent }) as ShotColumn;

export const SHOT_COLUMNS: readonly ShotColumn[] = [
  column('match_id', 'matchId', text),
  column('date', 'date', text),
  column('game', 'game', text),
  column('team', 'team', text),
  column('opposition', 'opposition', text),
  column('half', 'half', oneOf([1, 2] as const, 'INTEGER NOT NULL')),
  column('minute', 'minute', nullable(real)),
  column('action', 'action', text),
  column('outcome', 'outcome', oneOf(OUTCOMES)),
  column('value', 'value', oneOf(SHOT_VALUES, 'INTEGER NOT NULL')),
  column('shot_type', 'shotType', oneOf(SHOT_TYPES)),
  column('goal_attempt', 'goalAttempt', flag),
  column('player_name', 'playerName', nullable(text)),
  column('player_number', 'playerNumber', nullable(integer)),
  column('position', 'position', nullable(oneOf(POSITIONS))),
  column('foot', 'foot', nullable(oneOf(FEET))),
  column('pressure', 'pressure', nullable(flag)),
  column('x', 'x', real),
  column('y', 'y', real),
  column('stand_x', 'standX', real),
  column('stand_y', 'standY', real),
  column('distance', 'distance', real),
  column('touched', 'touched', nullable(flag), null),
];

/** A shot's fields in the columns' order: what the dataset version hashes. */
export function shotFields(shot: Shot): unknown[] {
  const fields: unknown[] = [];
  for (const entry of SHOT_COLUMNS) {
    const value = shot[entry.field];
    if (!('absent' in entry) || value !== entry.absent) fields.push(value);
  }
  return fields;
}

/** A shot's values as the insert binds them, in the columns' order. */
export function sqlValuesOf(shot: Shot): SqlValue[] {
  return SHOT_COLUMNS.map((entry) => (entry.codec as Codec<unknown>).toSql(shot[entry.field]));
}

/** A shot from a row read in the columns' order. */
export function shotFromSqlValues(row: readonly unknown[]): Shot {
  const shot: Record<string, unknown> = {};
  SHOT_COLUMNS.forEach((entry, index) => {
    shot[entry.field] = entry.codec.fromSql(row[index], entry.name);
  });
  return shot as Shot;
}

/** `name TYPE` for each column, for the CREATE TABLE. */
export const SHOT_COLUMN_DEFINITIONS = SHOT_COLUMNS.map((entry) => `${entry.name} ${entry.codec.sql}`);
export const SHOT_COLUMN_NAMES = SHOT_COLUMNS.map((entry) => entry.name);
