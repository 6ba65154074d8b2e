import type { ImportMode, ImportResult, WritableShotStore } from '../store/dataset';
import { ImportFault } from './importFault';
import { formatReadSummary, quoted } from './importReport';
import { normaliseTable, type NormalisedTable } from './normalise';
import { readRawTable, type FileFormat, type ReadOptions, type RawTable, type TableSource } from './rawTable';

export type ReadShotFile = NormalisedTable & {
  file: string;
  format: FileFormat;
  source: TableSource;
  /** The row the header is on (1 but for a workbook whose header is further down); null for JSON. */
  headerRow: number | null;
};

export type FileImportReport = Omit<ReadShotFile, 'shots'> & { store: ImportResult };

/** A fault in a row of a workbook names the sheet too: a workbook may have many. */
function inSheet(fault: ImportFault, table: RawTable): ImportFault {
  const sheet = table.source?.sheet;
  if (!sheet || fault.message.startsWith('Sheet ')) return fault;
  return new ImportFault(`Sheet ${quoted(sheet.name)}: ${fault.message}`, {
    row: fault.row ?? undefined,
    column: fault.column ?? undefined,
  });
}

/**
 * Reads and cleans a shot file without touching any database. Throws ImportFault on a structural
 * problem, so a caller that reads first and writes second can never leave a half-imported file.
 */
export async function readShotFile(file: string, options: ReadOptions = {}): Promise<ReadShotFile> {
  const table = await readRawTable(file, options);
  let normalised: NormalisedTable;
  try {
    normalised = normaliseTable(table, { compact: true });
  } catch (error) {
    throw error instanceof ImportFault ? inSheet(error, table) : error;
  }
  return {
    file,
    format: table.format,
    source: table.source ?? { encoding: null, decodedCharacters: [], sheet: null },
    headerRow: table.headerPlace === null ? null : (table.headerPlace?.row ?? 1),
    ...normalised,
  };
}

/** Writes an already-read file in one transaction. */
export function importReadFile(store: WritableShotStore, read: ReadShotFile, mode: ImportMode): FileImportReport {
  const { shots, ...summary } = read;
  return { ...summary, store: store.importShots(shots, { mode, isSample: false }) };
}

export async function importShotFile(
  store: WritableShotStore,
  file: string,
  mode: ImportMode,
  options: ReadOptions = {},
): Promise<FileImportReport> {
  return importReadFile(store, await readShotFile(file, options), mode);
}

function describeStoreChange(result: ImportResult): string[] {
  if (result.matchesInFile === 0) return ['Nothing to import: every row was skipped, so the database is unchanged.'];
  const lines: string[] = [];
  if (result.sampleRemoved) lines.push('The sample season was removed: the database now holds imported data only.');
  else if (result.replacedAll) lines.push(`--replace: the previous ${result.shotsBefore} shots were removed first.`);
  lines.push(
    `Matches in file: ${result.matchesInFile} (${result.matchesAdded} new, ${result.matchesReplaced} replacing stored ones)`,
    `Dataset: ${result.shotsAfter} shots in ${result.matchesAfter} matches, version ${result.version}` +
      (result.changed ? '' : ' (unchanged: the same data was already stored)'),
  );
  return lines;
}

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What the report says about how the file was read: the sheet of a workbook, the encoding of a text file. */
export function describeSource(source: TableSource): string[] {
  const lines: string[] = [];
  const { sheet } = source;
  if (sheet) {
    lines.push(
      `Sheet ${quoted(sheet.name)} read: ${sheet.chosenBy === 'option' ? 'chosen with --sheet' : 'the first sheet with the shot columns'}`,
    );
    if (sheet.others.length > 0) {
      const others = sheet.others.map((other) => `${quoted(other.name)} (${plural(other.rows, 'row')})`);
      const listed = others.length === 1 ? others[0] : `${others.slice(0, -1).join(', ')} and ${String(others.at(-1))}`;
      lines.push(
        `Not imported: the other sheet${others.length === 1 ? '' : 's'} holding data, ${listed}; choose one with --sheet <name>`,
      );
    }
  }
  if (source.encoding === 'Windows-1252') {
    lines.push(
      'Read as Windows-1252, not UTF-8 (as Excel on Windows saves a CSV); check these characters read right: ' +
        source.decodedCharacters.join(' '),
    );
  } else if (source.encoding === 'UTF-16LE' || source.encoding === 'UTF-16BE') {
    lines.push(`Read as ${source.encoding}, as the byte-order mark it starts with says.`);
  }
  return lines;
}

/** The import report as the CLI prints it. */
export function formatImportReport(report: FileImportReport): string {
  return [
    `Imported ${report.file} (${report.format.toUpperCase()})`,
    ...describeSource(report.source),
    report.headerRow === null
      ? 'Rows are numbered by position in the file, from 1.'
      : `Rows are numbered as a spreadsheet shows them (the header is row ${report.headerRow}).`,
    ...formatReadSummary(report),
    ...describeStoreChange(report.store),
  ].join('\n');
}
