import { z } from 'zod';
import type { Foot, Outcome, Position } from '../analytics/shot';
import { canonicalAction } from './actions';
import type { ShotColumn } from './columns';
import type { Cell } from './rawTable';

/**
 * The schema of one clean row of the 2023 championship format (decisions section 4). Every field
 * takes a raw cell (text, number, date or empty) and yields the typed value; a row that fails
 * names the messy columns, and `normalise.ts` decides per column what a failure means.
 */

const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

// Cells reach the schema through `cellOf`, so they are already text, number, boolean, date or null.
const cell = z.custom<Cell>(() => true);

/**
 * A field rule: `read` gives the typed value, or undefined when the cell is not one. One schema
 * node per field rather than unions and pipes keeps a 100,000-row import at a few seconds.
 */
function rule<T>(read: (value: Cell) => T | undefined, message: string) {
  return cell.transform((value, context): T => {
    const result = read(value);
    if (result !== undefined) return result;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** A finite number, or text that is exactly one ("37", " 41.5 "); '1e999' is not. */
function readNumber(value: Cell): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!NUMBER_TEXT.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

export const numberCell = rule(readNumber, 'not a number');

const optionalNumber = rule((value) => (value === null ? null : readNumber(value)), 'not a number');

/** Text with its spaces tidied; a number is taken as its text (a team called 1 is still a name). */
function readText(value: Cell): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const tidy = String(value).trim().replace(/\s+/g, ' ');
  return tidy === '' ? undefined : tidy;
}

const text = rule(readText, 'empty');

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

const dateCell = rule((value) => parseDateCell(value) ?? undefined, 'not a date');

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

const halfCell = rule((value) => lookupIn(HALVES, value), 'not 1st or 2nd');

/** Up to 130 allows extra time and its stoppages; anything beyond is a typing slip. */
const minuteCell = rule((value) => {
  const minute = readNumber(value);
  return minute !== undefined && minute >= 0 && minute <= 130 ? minute : undefined;
}, 'not a minute from 0 to 130');

const actionCell = rule((value) => {
  const action = readText(value);
  return action === undefined ? undefined : (canonicalAction(action) ?? undefined);
}, 'not a known action');

const OUTCOMES: Readonly<Record<string, Outcome>> = { score: 'score', miss: 'miss' };

const scoreCell = rule((value) => (value === null ? null : lookupIn(OUTCOMES, value)), 'not Score or Miss');

const playerNumberCell = rule((value) => {
  const number = readNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= 0 && number <= 99 ? number : undefined;
}, 'not a shirt number');

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

const positionCell = rule((value) => lookupIn(POSITION_ALIASES, value), 'not a position');
const footCell = rule((value) => lookupIn(FEET, value), 'not right, left or hand');
const pressureCell = rule((value) => (typeof value === 'boolean' ? value : lookupIn(PRESSURE, value)), 'not y or n');

/** One clean row. Derivable columns may be empty (null) and are then worked out from x and y. */
export const shotRowSchema = z.object({
  Date: dateCell,
  Game: text,
  TeamName: text,
  Opposition: text,
  Half: halfCell,
  Minute: minuteCell,
  Action: actionCell,
  Score: scoreCell,
  PlayerName: text,
  PlayerNumber: playerNumberCell,
  Position: positionCell,
  Foot: footCell,
  Pressure: pressureCell,
  Shot_Distance: optionalNumber,
  x: numberCell,
  y: numberCell,
  stand_x: optionalNumber,
  stand_y: optionalNumber,
} satisfies Record<ShotColumn, z.ZodType>);

export type ShotRow = z.output<typeof shotRowSchema>;

/** The per-column schemas, for re-reading a single messy field. */
export const fieldSchemas = shotRowSchema.shape;
