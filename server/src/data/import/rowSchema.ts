import { z } from 'zod';
import type { Foot, Outcome, Position } from '../../analytics/shot';
import { canonicalAction } from './actions';
import type { ShotColumn } from './columns';
import type { Cell } from './rawTable';

/**
 * The schema of one clean row of the 2023 championship format (docs/behaviour.md#shot-file). Every
 * field has a reader that takes a raw cell (text, number, date or empty) and yields the typed value,
 * or undefined when the cell is not one; `normalise.ts` decides per column what a failure means.
 * Plain functions rather than a zod object: a 100,000-row import pays for every allocation per
 * field, and the importer only ever needs to know which fields failed, never why.
 */

const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

type Reader<T> = (value: Cell) => T | undefined;

/** A finite number, or text that is exactly one ("37", " 41.5 "); '1e999' is not. */
function readNumber(value: Cell): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!NUMBER_TEXT.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

// Cells reach the schema through `cellOf`, so they are already text, number, boolean, date or null.
const cell = z.custom<Cell>(() => true);

/** A number cell as a zod schema, for callers that validate other files with zod. */
export const numberCell = cell.transform((value, context): number => {
  const number = readNumber(value);
  if (number !== undefined) return number;
  context.addIssue({ code: 'custom', message: 'not a number' });
  return z.NEVER;
});

const readOptionalNumber = (value: Cell): number | null | undefined => (value === null ? null : readNumber(value));

/** Text with its spaces tidied; a number is taken as its text (a team called 1 is still a name). */
function readText(value: Cell): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const tidy = String(value).trim().replace(/\s+/g, ' ');
  return tidy === '' ? undefined : tidy;
}

/** Where a calendar date came from; anything but an ISO text or a spreadsheet date is reported. */
export type DateSource = 'iso' | 'spreadsheet-date' | 'epoch-ms' | 'epoch-s' | 'excel-serial' | 'day-month-year';
export type ParsedDate = { iso: string; source: DateSource };

const DAY_MS = 86_400_000;
// Excel's day 0 in the 1900 date system is 1899-12-30 once its fictitious 1900-02-29 is allowed for.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

function isoDay(ms: number): string | null {
  if (!Number.isFinite(ms)) return null;
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 2200 ? date.toISOString().slice(0, 10) : null;
}

function calendarDay(year: number, month: number, day: number): string | null {
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return isoDay(ms);
}

/**
 * Numbers are told apart by size: epoch milliseconds (the 2023 file, e.g. 1683417600000), epoch
 * seconds, or an Excel serial day (a CSV exported from a sheet whose date column lost its format).
 * Epoch times are read in UTC, as pandas wrote them.
 */
function dateFromNumber(value: number): ParsedDate | null {
  if (value >= 1e11) return withSource(isoDay(value), 'epoch-ms');
  if (value >= 1e8) return withSource(isoDay(value * 1000), 'epoch-s');
  if (value >= 1 && value < 100_000 && Number.isInteger(value)) {
    return withSource(isoDay(EXCEL_EPOCH_MS + value * DAY_MS), 'excel-serial');
  }
  return null;
}

function withSource(iso: string | null, source: DateSource): ParsedDate | null {
  return iso === null ? null : { iso, source };
}

/** ISO dates (time of day ignored), Irish day/month/year, or digits read as a number. */
function dateFromText(value: string): ParsedDate | null {
  const trimmed = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(trimmed);
  if (iso) return withSource(calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3])), 'iso');
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(trimmed);
  if (dmy) return withSource(calendarDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1])), 'day-month-year');
  if (NUMBER_TEXT.test(trimmed)) return dateFromNumber(Number(trimmed));
  return null;
}

function parseDateUncached(value: Cell): ParsedDate | null {
  if (value instanceof Date) return withSource(isoDay(value.getTime()), 'spreadsheet-date');
  if (typeof value === 'number') return dateFromNumber(value);
  if (typeof value === 'string') return dateFromText(value);
  return null;
}

// A season has a few dozen match dates repeated over thousands of rows; parse each once.
const dateCache = new Map<string | number, ParsedDate | null>();
const DATE_CACHE_LIMIT = 10_000;

export function parseDateCell(value: Cell): ParsedDate | null {
  if (typeof value !== 'string' && typeof value !== 'number') return parseDateUncached(value);
  const cached = dateCache.get(value);
  if (cached !== undefined) return cached;
  const parsed = parseDateUncached(value);
  if (dateCache.size >= DATE_CACHE_LIMIT) dateCache.clear();
  dateCache.set(value, parsed);
  return parsed;
}

const readDate = (value: Cell): ParsedDate | undefined => parseDateCell(value) ?? undefined;

const HALVES: Readonly<Record<string, 1 | 2>> = {
  '1st': 1,
  '2nd': 2,
  '1': 1,
  '2': 2,
  first: 1,
  second: 2,
  h1: 1,
  h2: 2,
};

/** Case and spaces do not matter; anything not in the table does not count. */
function lookupIn<T>(table: Readonly<Record<string, T>>, value: Cell): T | undefined {
  return typeof value === 'string' || typeof value === 'number' ? table[String(value).trim().toLowerCase()] : undefined;
}

const readHalf = (value: Cell): 1 | 2 | undefined => lookupIn(HALVES, value);

/** Up to 130 allows extra time and its stoppages; anything beyond is a typing slip. */
function readMinute(value: Cell): number | undefined {
  const minute = readNumber(value);
  return minute !== undefined && minute >= 0 && minute <= 130 ? minute : undefined;
}

function readAction(value: Cell): string | undefined {
  const action = readText(value);
  return action === undefined ? undefined : (canonicalAction(action) ?? undefined);
}

const OUTCOMES: Readonly<Record<string, Outcome>> = { score: 'score', miss: 'miss' };

const readScore = (value: Cell): Outcome | null | undefined => (value === null ? null : lookupIn(OUTCOMES, value));

function readPlayerNumber(value: Cell): number | undefined {
  const number = readNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= 0 && number <= 99 ? number : undefined;
}

const POSITION_ALIASES: Readonly<Record<string, Position>> = {
  forward: 'forward',
  midfielder: 'midfielder',
  midfield: 'midfielder',
  back: 'back',
  defender: 'back',
  goalkeeper: 'goalkeeper',
  keeper: 'goalkeeper',
};
const FEET: Readonly<Record<string, Foot>> = { right: 'right', left: 'left', hand: 'hand' };
const PRESSURE: Readonly<Record<string, boolean>> = { y: true, yes: true, n: false, no: false };

const TOUCHED: Readonly<Record<string, boolean>> = { ...PRESSURE, true: true, false: false, '1': true, '0': false };
const POINTS: Readonly<Record<string, 0 | 1 | 2 | 3>> = { '0': 0, '1': 1, '2': 2, '3': 3 };

/** The `Points` cell: empty is null (not recorded), 0 to 3 the value, anything else fails. */
const readPoints = (value: Cell): 0 | 1 | 2 | 3 | null | undefined => (value === null ? null : lookupIn(POINTS, value));
const readTouched = (value: Cell): boolean | null | undefined =>
  value === null ? null : typeof value === 'boolean' ? value : lookupIn(TOUCHED, value);

const readPosition = (value: Cell): Position | undefined => lookupIn(POSITION_ALIASES, value);
const readFoot = (value: Cell): Foot | undefined => lookupIn(FEET, value);
const readPressure = (value: Cell): boolean | undefined =>
  typeof value === 'boolean' ? value : lookupIn(PRESSURE, value);

/** A row as read: each field its typed value, or undefined where the cell was not one. */
export type RowFields = ReturnType<ReturnType<typeof createRowReader>>;

/** One clean row. Derivable columns may be empty (null) and are then worked out from x and y. */
export type ShotRow = { [C in ShotColumn]: Exclude<RowFields[C], undefined> };

export function isCleanRow(fields: RowFields): fields is ShotRow {
  // for-in follows the object's own layout; indexing it by a list of 20 names makes the engine
  // fall back to a generic look-up for each of them, on every row.
  for (const column in fields) if (fields[column as ShotColumn] === undefined) return false;
  return true;
}

// Bounds each column's memory: a column of all-different text would otherwise keep every value.
const MEMO_LIMIT = 10_000;
const FAILED = Symbol('not a value of the column');

/**
 * Remembers what a reader made of each text it was given. Only text: a number is read faster than
 * it is looked up, and a Map would also take -0 for 0.
 */
function memoised<T>(read: Reader<T>): Reader<T> {
  const known = new Map<string, T | typeof FAILED>();
  return (value) => {
    if (typeof value !== 'string') return read(value);
    const seen = known.get(value);
    if (seen !== undefined) return seen === FAILED ? undefined : seen;
    const result = read(value);
    if (known.size >= MEMO_LIMIT) known.clear();
    known.set(value, result === undefined ? FAILED : result);
    return result;
  };
}

/**
 * A reader of whole rows for one import. Teams, stages, actions, names and the short codes
 * ('1st', 'forward', 'n') repeat a few hundred distinct texts over 100,000 rows, so those columns
 * tidy each distinct text once. Coordinates and distances are near enough all different, and
 * dates have their own cache.
 */
export function createRowReader() {
  const game = memoised(readText);
  const team = memoised(readText);
  const opposition = memoised(readText);
  const half = memoised(readHalf);
  const minute = memoised(readMinute);
  const action = memoised(readAction);
  const score = memoised(readScore);
  const playerName = memoised(readText);
  const playerNumber = memoised(readPlayerNumber);
  const position = memoised(readPosition);
  const foot = memoised(readFoot);
  const pressure = memoised(readPressure);
  const points = memoised(readPoints);
  const touched = memoised(readTouched);
  // One object literal in one shape: the engine builds every row's fields the same fast way.
  return (cells: Readonly<Record<ShotColumn, Cell>>) =>
    ({
      Date: readDate(cells.Date),
      Game: game(cells.Game),
      TeamName: team(cells.TeamName),
      Opposition: opposition(cells.Opposition),
      Half: half(cells.Half),
      Minute: minute(cells.Minute),
      Action: action(cells.Action),
      Score: score(cells.Score),
      PlayerName: playerName(cells.PlayerName),
      PlayerNumber: playerNumber(cells.PlayerNumber),
      Position: position(cells.Position),
      Foot: foot(cells.Foot),
      Pressure: pressure(cells.Pressure),
      Shot_Distance: readOptionalNumber(cells.Shot_Distance),
      x: readNumber(cells.x),
      y: readNumber(cells.y),
      stand_x: readOptionalNumber(cells.stand_x),
      stand_y: readOptionalNumber(cells.stand_y),
      Points: points(cells.Points),
      Touched: touched(cells.Touched),
    }) satisfies Record<ShotColumn, unknown>;
}
