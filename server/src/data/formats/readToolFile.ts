import type { ToolFileFault } from '../../../../contract/toolFiles';
import { missingColumns } from '../import/columns';
import { parseCsv } from '../import/csv';
import { ImportFault } from '../import/importFault';
import { quoted } from '../import/importReport';
import { FormatFault } from './formatFault';
import { isGaelicStatLoggerBundle, readGaelicStatLogger } from './gaelicStatLogger';
import { CSV_COLUMNS, isScorelectGames, jsonGames, readScorelect, tableGame, XLSX_COLUMNS } from './scorelect';
import { readShotPlotter, REQUIRED as SHOT_PLOTTER_COLUMNS } from './shotPlotter';
import {
  csvTable,
  decodeText,
  findHeader,
  isZip,
  looksLikeJson,
  parseJsonText,
  workbookTables,
  type Table,
} from './sources';
import type { ToolFileContext, ToolFileRead } from './squadBuilder';

export type { ToolFileContext, ToolFileRead } from './squadBuilder';

/** A tool's file read whole into a squad bundle and its report, or refused whole with the place named. */
export type ToolFileOutcome = ({ ok: true } & ToolFileRead) | { ok: false; fault: ToolFileFault };

/**
 * Reads a file of one of the tools analysts use (docs/formats.md): what the squad upload calls with
 * the uploaded bytes. The format is found from the content alone (the same bytes under any name
 * read the same), and a file we cannot place says which formats we read. Pure: no store, no network.
 */
export async function readToolFile(bytes: Uint8Array, context: ToolFileContext): Promise<ToolFileOutcome> {
  const given = (name: string | undefined): string | undefined => name?.trim() || undefined;
  try {
    const read = await readBytes(bytes, {
      ...context,
      team: given(context.team),
      teamInFile: given(context.teamInFile),
    });
    return { ok: true, ...read };
  } catch (error) {
    if (error instanceof FormatFault) return { ok: false, fault: error.toJSON() };
    throw error;
  }
}

const hasColumns = (table: Pick<Table, 'headers'>, columns: readonly string[]): boolean =>
  columns.every((column) => findHeader(table, column) !== undefined);

/** Our own 2023 championship file is not a tool's: the importer reads it, and the fault says so. */
function championship(where: string): FormatFault {
  return new FormatFault(
    'championship-format',
    `${where} has the columns of the 2023 championship shot file, our own format: the shot importer reads it`,
  );
}

const headersText = (headers: readonly string[]): string => headers.slice(0, 12).map(quoted).join(', ') || 'none';

/** The first row of a CSV, to tell its format; nothing at all when it is not one. */
function firstRow(text: string): string[] {
  const newline = text.search(/\r?\n/);
  try {
    return (parseCsv(newline === -1 ? text : text.slice(0, newline))[0] ?? []).map((cell) => cell.trim());
  } catch (error) {
    if (error instanceof ImportFault) return [];
    throw error;
  }
}

async function readBytes(bytes: Uint8Array, context: ToolFileContext): Promise<ToolFileRead> {
  if (bytes.length === 0) throw new FormatFault('unknown-format', 'The file is empty');
  if (isZip(bytes)) {
    const tables = await workbookTables(bytes);
    const scorelect = tables.find((table) => hasColumns(table, XLSX_COLUMNS));
    if (scorelect) {
      const evidence = [
        `a workbook whose sheet ${quoted(scorelect.sheet ?? '')} has Scorelect's columns (${XLSX_COLUMNS.join(', ')})`,
      ];
      return readScorelect('scorelect-xlsx', [tableGame(scorelect)], context, evidence);
    }
    if (tables.some((table) => missingColumns(table.headers).length === 0)) throw championship('The workbook');
    throw new FormatFault(
      'unknown-format',
      `A workbook, but no sheet has the columns of a tool we read; its sheets start ${tables.map((table) => `${quoted(table.sheet ?? '')} (${headersText(table.headers)})`).join('; ') || 'empty'}`,
    );
  }
  const text = decodeText(bytes);
  if (looksLikeJson(text)) {
    const doc = parseJsonText(text);
    if (isGaelicStatLoggerBundle(doc)) return readGaelicStatLogger(doc, context);
    if (isScorelectGames(doc)) {
      const evidence = ["JSON holding games, each with gameData, as Scorelect's saved games and dataset downloads do"];
      return readScorelect('scorelect-json', jsonGames(doc), context, evidence);
    }
    const first: unknown = Array.isArray(doc) ? doc[0] : null;
    if (typeof first === 'object' && first !== null && missingColumns(Object.keys(first)).length === 0) {
      throw championship('The JSON');
    }
    throw new FormatFault('unknown-format', 'JSON, but not the file of a tool we read');
  }
  const header = { headers: firstRow(text) };
  if (hasColumns(header, CSV_COLUMNS)) {
    const table = csvTable(text);
    return readScorelect('scorelect-csv', [tableGame(table)], context, [
      `a CSV with Scorelect's columns (${CSV_COLUMNS.join(', ')})`,
    ]);
  }
  if (hasColumns(header, SHOT_PLOTTER_COLUMNS) && findHeader(header, 'action') === undefined) {
    const table = csvTable(text);
    return readShotPlotter(table, context, [
      `a CSV with shot-plotter's columns (${SHOT_PLOTTER_COLUMNS.join(', ')}) and no Scorelect 'action'`,
    ]);
  }
  if (missingColumns(header.headers).length === 0) throw championship('The CSV');
  throw new FormatFault(
    'unknown-format',
    `Not the file of a tool we read; its first row is ${headersText(header.headers)}`,
    'row 1',
  );
}
