import { ImportFault } from './importFault';

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

export const SHOT_COLUMNS = [...REQUIRED_COLUMNS, ...DERIVABLE_COLUMNS] as const;

export type RequiredColumn = (typeof REQUIRED_COLUMNS)[number];
export type DerivableColumn = (typeof DERIVABLE_COLUMNS)[number];
export type ShotColumn = RequiredColumn | DerivableColumn;

/** Which header of the file holds each of our columns. */
export type ColumnMap = ReadonlyMap<ShotColumn, string>;

/**
 * Matches headers exactly first, then ignoring case and surrounding spaces (spreadsheets made by
 * hand write `date` or `Team Name `). Extra columns such as `Unnamed: 0` are ignored.
 */
export function resolveColumns(headers: readonly string[]): ColumnMap {
  const map = new Map<ShotColumn, string>();
  const loose = new Map<string, string>();
  for (const header of headers) {
    const key = looseKey(header);
    if (!loose.has(key)) loose.set(key, header);
  }
  for (const column of SHOT_COLUMNS) {
    const header = headers.includes(column) ? column : loose.get(looseKey(column));
    if (header !== undefined) map.set(column, header);
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !map.has(column));
  if (missing.length > 0) {
    const names = missing.map((column) => `'${column}'`).join(', ');
    throw new ImportFault(`Missing required column${missing.length > 1 ? 's' : ''} ${names} in the header (row 1)`, {
      row: 1,
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
