import { ImportFault } from './importFault';
import { quoted } from './importReport';

/** The columns of the 2023 championship shot file that we read (docs/behaviour.md#shot-file). */
export const REQUIRED_COLUMNS = [
  'Date',
  'Game',
  'TeamName',
  'Opposition',
  'Half',
  'Minute',
  'Action',
  'PlayerName',
  'PlayerNumber',
  'Position',
  'Foot',
  'Pressure',
  'x',
  'y',
] as const;

/** Read when present, derived when absent (Score from Action, the rest from x and y). */
export const DERIVABLE_COLUMNS = ['Score', 'Shot_Distance', 'stand_x', 'stand_y'] as const;

/**
 * Read when present, and nothing is said when absent (docs/behaviour.md#shot-file): `Points` is the
 * score's value as recorded (it wins over the value the rules give, and every disagreement is
 * reported), `Touched` says a defender or goalkeeper touched the attempt.
 */
export const OPTIONAL_COLUMNS = ['Points', 'Touched'] as const;

export const SHOT_COLUMNS = [...REQUIRED_COLUMNS, ...DERIVABLE_COLUMNS, ...OPTIONAL_COLUMNS] as const;

/**
 * The columns of the 2023 file (but `Points` and `Touched`) in its order, without the pandas index
 * before them and `Expected_Points` after: what the sample generators and test fixtures write.
 */
export const FILE_COLUMN_ORDER = [
  'Date',
  'Game',
  'TeamName',
  'Opposition',
  'Half',
  'Minute',
  'Action',
  'Score',
  'PlayerName',
  'PlayerNumber',
  'Position',
  'Foot',
  'Pressure',
  'Shot_Distance',
  'x',
  'y',
  'stand_x',
  'stand_y',
] as const satisfies readonly (RequiredColumn | DerivableColumn)[];

export type RequiredColumn = (typeof REQUIRED_COLUMNS)[number];
export type DerivableColumn = (typeof DERIVABLE_COLUMNS)[number];
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];
export type ShotColumn = RequiredColumn | DerivableColumn | OptionalColumn;

/** Which header of the file holds each of our columns. */
export type ColumnMap = ReadonlyMap<ShotColumn, string>;

/** Where a table's header is, for messages: its row (and sheet), or null for JSON, whose header is its keys. */
export type HeaderPlace = { row: number; sheet: string | null } | null;

export function placeText(place: { row: number; sheet: string | null }): string {
  return place.sheet === null ? `Row ${place.row}` : `Sheet ${quoted(place.sheet)}, row ${place.row}`;
}

function listed(items: readonly (string | number)[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${String(items.at(-1))}`;
}

/**
 * Rejects a header that gives two columns one name. Cells are looked up by name, so one of the
 * two would be read and the other dropped without a word; which one the analyst meant, only they
 * know. Blank header cells name nothing, so any number of them may stand over unread columns.
 */
export function rejectRepeatedNames(headers: readonly string[], place: { row: number; sheet: string | null }): void {
  const positions = new Map<string, number[]>();
  headers.forEach((header, index) => {
    if (header === '') return;
    const at = positions.get(header);
    if (at) at.push(index + 1);
    else positions.set(header, [index + 1]);
  });
  for (const [name, at] of positions) {
    if (at.length < 2) continue;
    const times = at.length === 2 ? 'twice' : `${at.length} times`;
    throw new ImportFault(`${placeText(place)}: column ${quoted(name)} appears ${times} (columns ${listed(at)})`, {
      row: place.row,
      column: name,
    });
  }
}

/** The required columns the headers lack, as resolveColumns would look for them. */
export function missingColumns(headers: readonly string[]): RequiredColumn[] {
  const keys = new Set(headers.map(looseKey));
  return REQUIRED_COLUMNS.filter((column) => !keys.has(looseKey(column)));
}

export function missingColumnsMessage(missing: readonly RequiredColumn[], headerRow: number): string {
  const names = missing.map((column) => `'${column}'`).join(', ');
  return `Missing required column${missing.length > 1 ? 's' : ''} ${names} in the header (row ${headerRow})`;
}

/**
 * Finds each of our columns among the headers, ignoring case, spaces and underscores
 * (spreadsheets made by hand write `date` or `Team Name `). Extra columns such as `Unnamed: 0`
 * are ignored. Two headers that both name one of our columns reject the file rather than have
 * one of them win in silence.
 */
export function resolveColumns(headers: readonly string[], place: HeaderPlace = { row: 1, sheet: null }): ColumnMap {
  const byKey = new Map<string, number[]>();
  headers.forEach((header, index) => {
    const key = looseKey(header);
    const at = byKey.get(key);
    if (at) at.push(index);
    else byKey.set(key, [index]);
  });
  const map = new Map<ShotColumn, string>();
  for (const column of SHOT_COLUMNS) {
    const [first, second] = byKey.get(looseKey(column)) ?? [];
    if (first === undefined) continue;
    const header = headers[first] ?? column;
    if (second !== undefined) {
      const other = headers[second] ?? column;
      throw new ImportFault(
        place === null
          ? `The keys ${quoted(header)} and ${quoted(other)} both name the column ${column}`
          : `${placeText(place)}: ${quoted(header)} (column ${first + 1}) and ${quoted(other)} (column ${second + 1}) both name the column ${column}`,
        { row: place?.row, column },
      );
    }
    map.set(column, header);
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !map.has(column));
  if (missing.length > 0) {
    throw new ImportFault(missingColumnsMessage(missing, place?.row ?? 1), {
      row: place?.row ?? 1,
      column: missing[0],
    });
  }
  return map;
}

function looseKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '');
}
