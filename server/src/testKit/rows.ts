import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { distanceToGoal, turnToAttackingGoal } from '../analytics/geometry';
import { round2 } from '../analytics/numbers';
import { csvField } from '../../../contract/csv';
import { FILE_COLUMN_ORDER } from '../data/import/columns';

/**
 * Hand-made rows in the 2023 championship file's format for tests: fictional players, the real
 * file's quirks reproduced on purpose. Never rows of the real file.
 */
export type TestRow = Record<string, string | number | boolean | Date | null>;

export const COLUMN_ORDER = ['Unnamed: 0', ...FILE_COLUMN_ORDER, 'Expected_Points'];

/** 2023-05-07 00:00 UTC in epoch milliseconds, as pandas wrote dates in the 2023 file. */
export const MAY_7_MS = 1683417600000;

export function shotRow(fields: TestRow & { x: number; y: number }): TestRow {
  const { standX, standY } = turnToAttackingGoal(fields.x, fields.y);
  return {
    'Unnamed: 0': 0,
    Date: MAY_7_MS,
    Game: 'Connaught Final',
    TeamName: 'Galway',
    Opposition: 'Sligo',
    Half: '1st',
    Minute: 12,
    Action: 'point',
    Score: 'Score',
    PlayerName: 'Eoin Tobin',
    PlayerNumber: 13,
    Position: 'forward',
    Foot: 'right',
    Pressure: 'n',
    Shot_Distance: round2(distanceToGoal(standX, standY)),
    stand_x: standX,
    stand_y: standY,
    Expected_Points: 0.0123,
    ...fields,
  };
}

/** The row without the given columns, as a file that lacks them would have it. */
export function without(row: TestRow, ...columns: string[]): TestRow {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));
}

/** A small two-match file, clean apart from what a test adds. */
export function cleanRows(): TestRow[] {
  return [
    shotRow({ x: 120, y: 40 }),
    shotRow({ x: 30, y: 50, Action: 'wide', Score: 'Miss', PlayerName: 'Colm Furlong', Foot: 'left', Pressure: 'y' }),
    shotRow({
      x: 110,
      y: 30,
      Half: '2nd',
      Minute: 41,
      Action: 'free',
      TeamName: 'Sligo',
      Opposition: 'Galway',
      PlayerName: 'Senan Keaveney',
    }),
    shotRow({
      x: 135,
      y: 44,
      Half: '2nd',
      Minute: 60,
      Action: 'goal',
      TeamName: 'Sligo',
      Opposition: 'Galway',
      PlayerName: 'Senan Keaveney',
      Foot: 'hand',
    }),
    shotRow({
      x: 100,
      y: 44,
      Date: MAY_7_MS + 7 * 86_400_000,
      Game: 'Munster Final',
      TeamName: 'Kerry',
      Opposition: 'Clare',
      Action: 'fortyfive wide',
      Score: 'Miss',
      PlayerName: 'Tadhg Nagle',
      Position: 'goalkeeper',
    }),
    shotRow({
      x: 20,
      y: 44,
      Date: MAY_7_MS + 7 * 86_400_000,
      Game: 'Munster Final',
      TeamName: 'Clare',
      Opposition: 'Kerry',
      Action: 'goal miss',
      Score: 'Miss',
      PlayerName: 'Fionn Lyne',
      Position: 'back',
      Pressure: 'y',
    }),
  ];
}

export function toCsv(rows: readonly TestRow[], columns: readonly string[] = COLUMN_ORDER): string {
  const cell = (value: TestRow[string]): string =>
    value === null ? '' : value instanceof Date ? value.toISOString().slice(0, 10) : csvField(String(value));
  return (
    [
      columns.map(csvField).join(','),
      ...rows.map((row) => columns.map((column) => cell(row[column] ?? null)).join(',')),
    ].join('\r\n') + '\r\n'
  );
}

/** A sheet's cells as the rows give them: the header, then one array per row. */
export function sheetCells(rows: readonly TestRow[], columns: readonly string[] = COLUMN_ORDER): ExcelJS.CellValue[][] {
  return [[...columns], ...rows.map((row) => columns.map((column) => row[column] ?? null))];
}

/**
 * Writes a real XLSX workbook with one sheet per entry, in order; a cell may be a formula
 * (`{ formula, result }`). Dates given as Date objects become date cells.
 */
export async function writeWorkbook(
  file: string,
  sheets: Readonly<Record<string, readonly (readonly ExcelJS.CellValue[])[]>>,
): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, cells] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of cells) sheet.addRow([...row]);
  }
  await workbook.xlsx.writeFile(file);
}

/** Writes the rows as a workbook of one sheet, 'shots'. */
export async function writeXlsx(
  file: string,
  rows: readonly TestRow[],
  columns: readonly string[] = COLUMN_ORDER,
): Promise<void> {
  await writeWorkbook(file, { shots: sheetCells(rows, columns) });
}

export async function writeJson(file: string, rows: readonly TestRow[]): Promise<void> {
  await writeFile(file, JSON.stringify(rows));
}
