import type { ImportMode, ImportResult, WritableShotStore } from './dataset';
import { formatReadSummary, type ReadSummary } from './importReport';
import { normaliseTable, type NormalisedTable } from './normalise';
import { readRawTable, type FileFormat } from './rawTable';

export type ReadShotFile = NormalisedTable & { file: string; format: FileFormat };

export type FileImportReport = ReadSummary & { file: string; format: FileFormat; store: ImportResult };

/**
 * Reads and cleans a shot file without touching any database. Throws ImportFault on a structural
 * problem, so a caller that reads first and writes second can never leave a half-imported file.
 */
export async function readShotFile(file: string): Promise<ReadShotFile> {
  const table = await readRawTable(file);
  return { file, format: table.format, ...normaliseTable(table) };
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
): Promise<FileImportReport> {
  return importReadFile(store, await readShotFile(file), mode);
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

/** The import report as the CLI prints it. */
export function formatImportReport(report: FileImportReport): string {
  return [
    `Imported ${report.file} (${report.format.toUpperCase()})`,
    report.format === 'json'
      ? 'Rows are numbered by position in the file, from 1.'
      : 'Rows are numbered as a spreadsheet shows them (the header is row 1).',
    ...formatReadSummary(report),
    ...describeStoreChange(report.store),
  ].join('\n');
}
