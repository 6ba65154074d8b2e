import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';

/**
 * Files in other tools' formats, made in a test (docs/formats.md): never rows of anyone's data. Free
 * of Jest, so the end-to-end tests make the same files.
 */

/** Scorelect's XLSX download: sheet `Data` with every field of each action, as its tagger writes them. */
export async function scorelectWorkbook(rows: readonly (readonly unknown[])[], sheet = 'Data'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const data = book.addWorksheet(sheet);
  data.addRow([
    'action',
    'foot',
    'from',
    'minute',
    'player',
    'playerName',
    'position',
    'pressure',
    'team',
    'to',
    'type',
    'x',
    'y',
  ]);
  for (const row of rows) data.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The files made for the readers' tests: small, hand-made, in each tool's format (docs/formats.md). */
export function testFile(name: string): Buffer {
  return readFileSync(path.join(__dirname, '../data/formats/testFiles', name));
}
