import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type ExcelJS from 'exceljs';
import { parseCsv } from './csv';
import { ImportFault } from './importFault';

/** A cell as a file gives it to us, before any cleaning. */
export type Cell = string | number | boolean | Date | null;

/**
 * `row` is the number the user sees: the spreadsheet row for CSV and XLSX (the header is row 1),
 * the position in the array (from 1) for JSON. `cells` is keyed by header; a JSON file's own row
 * objects are used as they are (no copy: a 100,000-row file is large enough already), so a value
 * may be anything JSON holds until `cellOf` reads it.
 */
export type RawRow = { row: number; cells: Readonly<Record<string, unknown>> };

/** A value from a row as a cell; nested JSON values keep their text so the report can show them. */
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  return JSON.stringify(value);
}

export type FileFormat = 'json' | 'csv' | 'xlsx';

export type RawTable = { format: FileFormat; headers: string[]; rows: RawRow[] };

export function formatOf(file: string, head: Buffer): FileFormat {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return 'json';
  if (extension === '.csv') return 'csv';
  if (extension === '.xlsx') return 'xlsx';
  // No telling extension: an XLSX is a zip (PK), JSON opens with [ or {.
  if (head[0] === 0x50 && head[1] === 0x4b) return 'xlsx';
  const first = head.toString('utf8').trimStart()[0];
  return first === '[' || first === '{' ? 'json' : 'csv';
}

export async function readRawTable(file: string): Promise<RawTable> {
  let content: Buffer;
  try {
    content = await readFile(file);
  } catch (error) {
    throw new ImportFault(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const format = formatOf(file, content.subarray(0, 64));
  if (format === 'xlsx') return tableFromXlsx(content);
  const text = content.toString('utf8');
  return format === 'json' ? tableFromJson(text) : tableFromCsv(text);
}

function isBlank(cells: Iterable<unknown>): boolean {
  for (const cell of cells) if (cell !== null && !(typeof cell === 'string' && cell.trim() === '')) return false;
  return true;
}

export function tableFromCsv(text: string): RawTable {
  const records = parseCsv(text);
  const [header, ...data] = records;
  if (!header || isBlank(header)) throw new ImportFault('Unreadable CSV: the file has no header row', { row: 1 });
  const headers = header.map((name) => name.trim());
  const rows: RawRow[] = [];
  data.forEach((record, index) => {
    // Excel leaves lines of bare commas below the data; they are not rows.
    if (isBlank(record)) return;
    const cells: Record<string, Cell> = {};
    headers.forEach((name, column) => {
      const value = record[column];
      cells[name] = value === undefined || value === '' ? null : value;
    });
    rows.push({ row: index + 2, cells });
  });
  return { format: 'csv', headers, rows };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Accepts an array of row objects (pandas `orient='records'`, as the 2023 file) or an object of
 * columns keyed by row index (pandas' default `orient='columns'`).
 */
export function tableFromJson(text: string): RawTable {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw new ImportFault(`Unreadable JSON: ${(error as Error).message}`);
  }
  const records = Array.isArray(parsed) ? parsed : isRecord(parsed) ? recordsFromColumns(parsed) : null;
  if (!records) throw new ImportFault('Unreadable JSON: expected an array of row objects');
  const headers: string[] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    if (!isRecord(record))
      throw new ImportFault(`Unreadable JSON: row ${index + 1} is not an object`, { row: index + 1 });
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
  });
  const rows = (records as Record<string, unknown>[]).map((record, index) => ({ row: index + 1, cells: record }));
  return { format: 'json', headers, rows };
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

export async function tableFromXlsx(content: Buffer): Promise<RawTable> {
  // Loaded on demand: exceljs is large, and a running server never reads a workbook.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    // exceljs's typings predate Node's generic Buffer; the bytes are what it wants.
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new ImportFault(`Unreadable XLSX: ${(error as Error).message}`);
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  if (!sheet) throw new ImportFault('Unreadable XLSX: the workbook has no rows', { row: 1 });
  const valuesOf = (rowNumber: number): Cell[] => {
    const sheetRow = sheet.getRow(rowNumber);
    return Array.from({ length: sheet.columnCount }, (_, i) => xlsxCell(sheetRow.getCell(i + 1).value));
  };
  // The header is the first row with anything in it; blank rows below it are not data.
  let headerRow = 1;
  while (headerRow <= sheet.rowCount && isBlank(valuesOf(headerRow))) headerRow += 1;
  const headers = valuesOf(headerRow).map((value) => (value === null ? '' : String(value).trim()));
  const rows: RawRow[] = [];
  for (let rowNumber = headerRow + 1; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const values = valuesOf(rowNumber);
    if (isBlank(values)) continue;
    const cells: Record<string, Cell> = {};
    headers.forEach((name, i) => {
      cells[name] = values[i] ?? null;
    });
    rows.push({ row: rowNumber, cells });
  }
  return { format: 'xlsx', headers, rows };
}
