import { readFileSync } from 'node:fs';
import path from 'node:path';
import type ExcelJS from 'exceljs';
import { missingColumns, missingColumnsMessage, rejectRepeatedNames, type HeaderPlace } from './columns';
import { CsvParser } from './csv';
import { ImportFault } from './importFault';
import { printable, quoted } from './importReport';
import {
  bufferPieces,
  decodePieces,
  decodeWhole,
  detectEncoding,
  filePieces,
  type BytePieces,
  type DetectedEncoding,
  type TextEncoding,
} from './textEncoding';

/** A cell as a file gives it to us, before any cleaning. */
export type Cell = string | number | boolean | Date | null;

/**
 * `row` is the number the user sees: the spreadsheet row for CSV and XLSX (the header is row 1),
 * the position in the array (from 1) for JSON. `cells` is keyed by header; a JSON file's own row
 * objects are used as they are (no copy: a 100,000-row file is large enough already), so a value
 * may be anything JSON holds until `cellOf` reads it. `values` is every cell of the row in column
 * order, those under a blank header or one we do not read included: two rows are the same row
 * only when all of these are equal.
 */
export type RawRow = { row: number; cells: Readonly<Record<string, unknown>>; values: readonly unknown[] };

/** A value from a row as a cell; nested JSON values keep their text so the report can show them. */
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  return JSON.stringify(value);
}

export type FileFormat = 'json' | 'csv' | 'xlsx';

/** A sheet of the workbook that holds something but was not imported. */
export type OtherSheet = { name: string; rows: number };

/** Which sheet of a workbook was read: the first with the shot columns, or the one asked for. */
export type SheetChoice = { name: string; chosenBy: 'columns' | 'option'; others: OtherSheet[] };

/** How the file was read, for the report: the text encoding of a CSV or JSON file, the sheet of a workbook. */
export type TableSource = {
  encoding: TextEncoding | null;
  /** Characters beyond ASCII read from single bytes (Windows-1252), in the order first met. */
  decodedCharacters: string[];
  sheet: SheetChoice | null;
};

/**
 * The formula cells of one column of a workbook. The importer takes the result Excel saved with
 * each and never runs one; a formula saved without its result (as some programs other than
 * Excel write them) cannot be read.
 */
export type FormulaColumn = {
  header: string;
  count: number;
  /** The first rows with a formula, up to 50. */
  rows: number[];
  withoutResult: { row: number; formula: string } | null;
};

export type RawTable = {
  format: FileFormat;
  headers: string[];
  /** Where the header is; null for JSON, whose header is its keys. Row 1 when not given. */
  headerPlace?: HeaderPlace;
  /**
   * The data rows in file order. They may be read more than once; a CSV's are read from the file
   * each time, one at a time, rather than held, so a large file costs the memory of its shots only.
   */
  rows: Iterable<RawRow>;
  source?: TableSource;
  formulas?: readonly FormulaColumn[];
};

export type ReadOptions = {
  /** The sheet of a workbook to read (`--sheet`); without it, the first sheet with the shot columns. */
  sheet?: string;
};

const FORMAT_NAMES: Readonly<Record<FileFormat, string>> = { json: 'JSON', csv: 'CSV', xlsx: 'XLSX' };

export function formatOf(file: string, head: Buffer): FileFormat {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return 'json';
  if (extension === '.csv') return 'csv';
  if (extension === '.xlsx') return 'xlsx';
  // No telling extension: an XLSX is a zip (PK), JSON opens with [ or { (after any byte-order mark).
  if (head[0] === 0x50 && head[1] === 0x4b) return 'xlsx';
  const first = head
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimStart()[0];
  return first === '[' || first === '{' ? 'json' : 'csv';
}

/** A failure of the file system (missing file, a folder, no permission) as an ImportFault; anything else as it was. */
function cannotRead(file: string, error: unknown): unknown {
  const { syscall, code } = (error ?? {}) as NodeJS.ErrnoException;
  return typeof syscall === 'string' ? new ImportFault(`Cannot read ${file}: ${code ?? syscall}`) : error;
}

function reading<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw cannotRead(file, error);
  }
}

export async function readRawTable(file: string, options: ReadOptions = {}): Promise<RawTable> {
  const pieces = filePieces(file);
  const head = reading(file, () => {
    for (const piece of pieces()) return Buffer.from(piece.subarray(0, 64));
    return Buffer.alloc(0);
  });
  const format = formatOf(file, head);
  if (options.sheet !== undefined && format !== 'xlsx') {
    throw new ImportFault(
      `--sheet chooses a sheet of a workbook (XLSX); ${path.basename(file)} is a ${FORMAT_NAMES[format]} file`,
    );
  }
  if (format === 'xlsx')
    return tableFromXlsx(
      reading(file, () => readFileSync(file)),
      options,
    );
  if (format === 'json') {
    const { text, encoding } = readJsonText(file);
    return tableFromJson(text, { ...encoding, sheet: null });
  }
  return reading(file, () => tableFromCsvFile(file, pieces));
}

/**
 * A JSON file's text, decoded as a CSV's would be. JSON.parse needs the whole text; the bytes
 * are let go as soon as it is made, so the two are not held through the parse.
 */
function readJsonText(file: string): { text: string; encoding: DetectedEncoding } {
  const content = reading(file, () => readFileSync(file));
  const encoding = detectEncoding(bufferPieces(content), 'JSON');
  return { text: decodeWhole(content, encoding.encoding), encoding };
}

function isBlank(cells: Iterable<unknown>): boolean {
  for (const cell of cells) if (cell !== null && !(typeof cell === 'string' && cell.trim() === '')) return false;
  return true;
}

/** Every record of a CSV whose text `texts` gives piece by piece. */
function* csvRecords(texts: () => Iterable<string>): Generator<string[]> {
  const parser = new CsvParser();
  for (const text of texts()) yield* parser.push(text);
  yield* parser.end();
}

function* csvRows(texts: () => Iterable<string>, headers: readonly string[]): Generator<RawRow> {
  let row = 0;
  for (const record of csvRecords(texts)) {
    row += 1;
    // Excel leaves lines of bare commas below the data; they are not rows.
    if (row === 1 || isBlank(record)) continue;
    const cells: Record<string, Cell> = {};
    headers.forEach((name, column) => {
      const value = record[column];
      cells[name] = value === undefined || value === '' ? null : value;
    });
    yield { row, cells, values: record };
  }
}

/**
 * A CSV is read twice: once to choose how to decode it, then, a piece at a time, as its rows are
 * asked for. It is never held whole.
 */
function tableFromCsvFile(file: string, pieces: BytePieces): RawTable {
  const encoding = detectEncoding(pieces, 'CSV');
  const texts = () => decodePieces(pieces, encoding.encoding, 'CSV');
  let header: string[] | undefined;
  for (const record of csvRecords(texts)) {
    header = record;
    break;
  }
  if (!header || isBlank(header)) throw new ImportFault('Unreadable CSV: the file has no header row', { row: 1 });
  const headers = header.map((name) => name.trim());
  const headerPlace = { row: 1, sheet: null };
  rejectRepeatedNames(headers, headerPlace);
  return {
    format: 'csv',
    headers,
    headerPlace,
    rows: {
      [Symbol.iterator]: function* rows() {
        try {
          yield* csvRows(texts, headers);
        } catch (error) {
          throw cannotRead(file, error);
        }
      },
    },
    source: { ...encoding, sheet: null },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Accepts an array of row objects (pandas `orient='records'`, as the 2023 file) or an object of
 * columns keyed by row index (pandas' default `orient='columns'`).
 */
export function tableFromJson(text: string, source?: TableSource): RawTable {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    // The parser's message quotes the file's text around the fault.
    throw new ImportFault(`Unreadable JSON: ${printable((error as Error).message)}`);
  }
  const records = Array.isArray(parsed) ? parsed : isRecord(parsed) ? recordsFromColumns(parsed) : null;
  if (!records) throw new ImportFault('Unreadable JSON: expected an array of row objects');
  records.forEach((record, index) => {
    if (!isRecord(record))
      throw new ImportFault(`Unreadable JSON: row ${index + 1} is not an object`, { row: index + 1 });
  });
  return { ...tableOfRecords(records as Record<string, unknown>[]), source };
}

/** Row objects as a table: every key of any row is a header, in the order first met. */
export function tableOfRecords(records: readonly Readonly<Record<string, unknown>>[]): RawTable {
  const headers: string[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    // Rows nearly always repeat the keys already seen in the same order; comparing by position
    // spares a set look-up per cell of a 100,000-row file.
    let position = 0;
    for (const key in record) {
      if (headers[position] !== key && !seen.has(key)) {
        seen.add(key);
        headers.push(key);
      }
      position += 1;
    }
  }
  return {
    format: 'json',
    headers,
    headerPlace: null,
    rows: {
      // Each row's values are gathered only as it is read, so they never all exist at once.
      [Symbol.iterator]: function* rows() {
        let row = 0;
        for (const cells of records) {
          row += 1;
          yield { row, cells, values: headers.map((header) => cells[header]) };
        }
      },
    },
  };
}

function recordsFromColumns(columns: Record<string, unknown>): Record<string, unknown>[] | null {
  const names = Object.keys(columns);
  if (names.length === 0 || !names.every((name) => isRecord(columns[name]))) return null;
  const indexes: string[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    for (const index of Object.keys(columns[name] as Record<string, unknown>)) {
      if (!seen.has(index)) {
        seen.add(index);
        indexes.push(index);
      }
    }
  }
  return indexes.map((index) =>
    Object.fromEntries(names.map((name) => [name, (columns[name] as Record<string, unknown>)[index] ?? null])),
  );
}

/** Flattens what exceljs hands back (rich text, formulas, links, errors) to a plain cell. */
export function xlsxCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return result === undefined ? null : xlsxCell(result);
  }
  if ('hyperlink' in value) return value.text;
  if ('error' in value) return value.error;
  return null;
}

/** The formula of a formula cell, or null for any other cell. */
function formulaOf(value: ExcelJS.CellValue): { formula: string; hasResult: boolean } | null {
  if (typeof value !== 'object' || value === null || value instanceof Date) return null;
  if (!('formula' in value) && !('sharedFormula' in value)) return null;
  const { formula, sharedFormula, result } = value as Partial<
    ExcelJS.CellFormulaValue & ExcelJS.CellSharedFormulaValue
  >;
  return { formula: formula ?? `(shared with ${sharedFormula ?? '?'})`, hasResult: result !== undefined };
}

type SheetHeader = { row: number; headers: string[]; width: number };

function rowValues(sheet: ExcelJS.Worksheet, rowNumber: number, width: number): ExcelJS.CellValue[] {
  const sheetRow = sheet.getRow(rowNumber);
  return Array.from({ length: width }, (_, i) => sheetRow.getCell(i + 1).value);
}

/** The sheet's header: its first row with anything in it. */
function sheetHeader(sheet: ExcelJS.Worksheet): SheetHeader | null {
  // exceljs works the column count out over every row each time it is asked; ask once.
  const width = sheet.columnCount;
  for (let row = 1; row <= sheet.rowCount; row += 1) {
    const cells = rowValues(sheet, row, width).map(xlsxCell);
    if (!isBlank(cells))
      return { row, headers: cells.map((cell) => (cell === null ? '' : String(cell).trim())), width };
  }
  return null;
}

class FormulaNotes {
  private readonly byColumn = new Map<number, FormulaColumn>();

  note(header: string, column: number, row: number, formula: { formula: string; hasResult: boolean }): void {
    let entry = this.byColumn.get(column);
    if (!entry) {
      entry = { header, count: 0, rows: [], withoutResult: null };
      this.byColumn.set(column, entry);
    }
    entry.count += 1;
    if (entry.rows.length < 50) entry.rows.push(row);
    if (!formula.hasResult && entry.withoutResult === null) entry.withoutResult = { row, formula: formula.formula };
  }

  list(): FormulaColumn[] {
    return [...this.byColumn.values()];
  }
}

function sheetRows(sheet: ExcelJS.Worksheet, header: SheetHeader): { rows: RawRow[]; formulas: FormulaColumn[] } {
  const formulas = new FormulaNotes();
  const rows: RawRow[] = [];
  for (let rowNumber = header.row + 1; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const raw = rowValues(sheet, rowNumber, header.width);
    const values = raw.map(xlsxCell);
    if (isBlank(values)) continue;
    const cells: Record<string, Cell> = {};
    header.headers.forEach((name, i) => {
      cells[name] = values[i] ?? null;
      const formula = formulaOf(raw[i]);
      if (formula) formulas.note(name, i, rowNumber, formula);
    });
    rows.push({ row: rowNumber, cells, values });
  }
  return { rows, formulas: formulas.list() };
}

/**
 * Which sheet to read. A workbook often holds more than the shots (notes, summaries, a second
 * season), so the first sheet whose header has every required column is read, or the one named by
 * `--sheet`; every other sheet holding data is listed in the report, so nothing is left unseen.
 */
function chooseSheet(
  workbook: ExcelJS.Workbook,
  wanted: string | undefined,
): { sheet: ExcelJS.Worksheet; header: SheetHeader; chosenBy: SheetChoice['chosenBy'] } {
  const sheets = workbook.worksheets;
  if (wanted !== undefined) {
    const sheet = sheets.find((candidate) => candidate.name === wanted);
    if (!sheet) {
      const names = sheets.map((candidate) => quoted(candidate.name)).join(', ');
      throw new ImportFault(`No sheet named ${quoted(wanted)} in the workbook; its sheets are ${names}`);
    }
    const header = sheetHeader(sheet);
    if (!header) throw new ImportFault(`Sheet ${quoted(wanted)} is empty`, { row: 1 });
    rejectRepeatedNames(header.headers, { row: header.row, sheet: sheet.name });
    if (missingColumns(header.headers).length > 0) throw missingColumnsFault(sheet, header, false);
    return { sheet, header, chosenBy: 'option' };
  }
  const candidates = sheets.flatMap((sheet) => {
    const header = sheetHeader(sheet);
    return header ? [{ sheet, header, missing: missingColumns(header.headers).length }] : [];
  });
  const complete = candidates.find((candidate) => candidate.missing === 0);
  const [closest] = [...candidates].sort((a, b) => a.missing - b.missing);
  const read = complete ?? closest;
  if (!read) throw new ImportFault('Unreadable XLSX: the workbook has no rows', { row: 1 });
  rejectRepeatedNames(read.header.headers, { row: read.header.row, sheet: read.sheet.name });
  if (!complete) throw missingColumnsFault(read.sheet, read.header, candidates.length > 1);
  return { ...complete, chosenBy: 'columns' };
}

/** `closestOfSeveral`: no sheet of several has every column, and this one lacks the fewest. */
function missingColumnsFault(sheet: ExcelJS.Worksheet, header: SheetHeader, closestOfSeveral: boolean): ImportFault {
  const missing = missingColumns(header.headers);
  const name = quoted(sheet.name);
  const where = closestOfSeveral ? `No sheet has every required column; the closest is ${name}` : `Sheet ${name}`;
  return new ImportFault(`${where}: ${missingColumnsMessage(missing, header.row)}`, {
    row: header.row,
    column: missing[0],
  });
}

export async function tableFromXlsx(content: Buffer, options: ReadOptions = {}): Promise<RawTable> {
  // Loaded on demand: exceljs is large, and a running server never reads a workbook.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    // exceljs's typings predate Node's generic Buffer; the bytes are what it wants.
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new ImportFault(`Unreadable XLSX: ${printable((error as Error).message)}`);
  }
  const { sheet, header, chosenBy } = chooseSheet(workbook, options.sheet);
  const others = workbook.worksheets
    .filter((other) => other !== sheet && other.actualRowCount > 0)
    .map((other) => ({ name: other.name, rows: other.actualRowCount }));
  const { rows, formulas } = sheetRows(sheet, header);
  return {
    format: 'xlsx',
    headers: header.headers,
    headerPlace: { row: header.row, sheet: sheet.name },
    rows,
    source: { encoding: null, decodedCharacters: [], sheet: { name: sheet.name, chosenBy, others } },
    formulas,
  };
}
