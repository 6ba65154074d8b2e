import type ExcelJS from 'exceljs';
import { parseCsv } from '../import/csv';
import { ImportFault } from '../import/importFault';
import { printable, quoted } from '../import/importReport';
import { xlsxCell, type Cell } from '../import/rawTable';
import { bufferPieces, decodeWhole, detectEncoding } from '../import/textEncoding';
import { FormatFault, unreadable } from './formatFault';
import { shown } from './readLog';

/**
 * The three shapes a tool's file comes in, read from bytes with the places the report and the
 * faults name: text (JSON or CSV, in the encodings the importer reads) and workbooks.
 */

export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The file's text, decoded as the importer decodes a CSV or JSON file (UTF-8, UTF-16 with its mark, Windows-1252). */
export function decodeText(bytes: Uint8Array): string {
  const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const { encoding } = detectEncoding(bufferPieces(content), 'CSV');
    const text = decodeWhole(content, encoding);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch (error) {
    // Not text in any encoding a tool writes, so none of our formats.
    if (error instanceof ImportFault) {
      throw new FormatFault('unknown-format', error.message, error.row === null ? null : `line ${error.row}`);
    }
    throw error;
  }
}

export function looksLikeJson(text: string): boolean {
  const first = text.trimStart()[0];
  return first === '{' || first === '[';
}

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `line ${line}, column ${offset - before.lastIndexOf('\n')}`;
}

/** JSON text parsed, or a fault naming the line and column where it stops making sense. */
export function parseJsonText(text: string, what = 'JSON'): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    const place = position
      ? lineAndColumn(text, Number(position[1]))
      : `line ${text.split('\n').length} (the end of the file)`;
    const why = position ? message.replace(/ in JSON at position.*$/, '') : 'the file ends in the middle';
    throw unreadable(`Unreadable ${what}: ${printable(why)}; is the file complete?`, place);
  }
}

/** A row of a table: its number as a spreadsheet shows it (the header is row 1) and its cells by header. */
export type TableRow = { readonly row: number; readonly cells: Readonly<Record<string, Cell>> };

export type Table = {
  /** The sheet of a workbook; null for a CSV. */
  readonly sheet: string | null;
  readonly headers: readonly string[];
  readonly rows: readonly TableRow[];
};

export function cellPlace(table: Table, row: number, column: string): string {
  const at = `row ${row}, column ${quoted(column)}`;
  return table.sheet === null ? at : `sheet ${quoted(table.sheet)}, ${at}`;
}

const isBlank = (cells: readonly Cell[]): boolean =>
  cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

/**
 * A CSV whose first row is its header. Every row must have the header's number of fields: the tools
 * write no quotes around a name with a comma in it, and a file cut short ends in a short row, so a
 * row of another length is refused rather than read into the wrong columns.
 */
export function csvTable(text: string): Table {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof ImportFault) throw unreadable(error.message, error.row === null ? null : `row ${error.row}`);
    throw error;
  }
  const [header, ...body] = records;
  if (!header || isBlank(header)) throw unreadable('the file has no header row', 'row 1');
  const headers = header.map((name) => name.trim());
  const rows: TableRow[] = [];
  body.forEach((record, index) => {
    const row = index + 2;
    if (isBlank(record)) return;
    if (record.length !== headers.length) {
      throw unreadable(
        `${record.length} fields where the header has ${headers.length} (a comma inside a name, or a file cut short?)`,
        `row ${row}`,
      );
    }
    rows.push({
      row,
      cells: Object.fromEntries(headers.map((name, i) => [name, record[i] === '' ? null : (record[i] ?? null)])),
    });
  });
  return { sheet: null, headers, rows };
}

/** Every sheet of a workbook as a table, its first row with anything in it the header. */
export async function workbookTables(bytes: Uint8Array): Promise<Table[]> {
  // Loaded on demand: exceljs is large, and a running server seldom reads a workbook.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    // exceljs's typings predate Node's generic Buffer; the bytes are what it wants.
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw unreadable(`Unreadable XLSX (${printable((error as Error).message)}); is the file complete?`, 'the workbook');
  }
  return workbook.worksheets.flatMap((sheet) => {
    const width = sheet.columnCount;
    const values = (row: number): Cell[] =>
      Array.from({ length: width }, (_, i) => xlsxCell(sheet.getRow(row).getCell(i + 1).value));
    let headerRow = 1;
    while (headerRow <= sheet.rowCount && isBlank(values(headerRow))) headerRow += 1;
    if (headerRow > sheet.rowCount) return [];
    const headers = values(headerRow).map((cell) => (cell === null ? '' : String(cell).trim()));
    const rows: TableRow[] = [];
    for (let row = headerRow + 1; row <= sheet.rowCount; row += 1) {
      const cells = values(row);
      if (!isBlank(cells))
        rows.push({ row, cells: Object.fromEntries(headers.map((name, i) => [name, cells[i] ?? null])) });
    }
    return [{ sheet: sheet.name, headers, rows }];
  });
}

/** The header of `table` spelt as `wanted` is, ignoring case and spaces; undefined if it has none. */
export function findHeader(table: Pick<Table, 'headers'>, wanted: string): string | undefined {
  const key = wanted.toLowerCase().replace(/\s+/g, '');
  return table.headers.find((header) => header.toLowerCase().replace(/\s+/g, '') === key);
}

/**
 * A coordinate from a cell or a JSON field: a number, or text that is one; null when there is none.
 * Anything else is a fault of the file, naming the place.
 */
export function coordinateAt(value: unknown, place: string): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(number)) throw unreadable(`${shown(value)} is not a coordinate`, place);
  return number;
}
