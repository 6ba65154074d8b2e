/**
 * Large CSVs of generated shots in the 2023 file's layout (a pandas row index first, an
 * Expected_Points column last), for the benches that import them: bench:import and the import
 * under load of bench:api.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { csvField } from '../contract/csv';
import { generateSampleSeason, SAMPLE_SEED, type SampleRow } from '../server/src/data/sample';

// The sample generator accepts dates from 1900 on, so seasons are drawn in blocks of fewer than
// 120 years, each block from its own seed (a block's matches may share a date, stage and teams
// with another's; the importer then holds them as one longer match, which costs it nothing).
const SEASONS_PER_BLOCK = 100;

const COLUMNS = ['Unnamed: 0', ...Object.keys(generateSampleSeason(SAMPLE_SEED)[0] ?? {}), 'Expected_Points'];

/** Where to stop: at least this many bytes, or exactly this many rows. */
export type CsvSize = { bytes: number } | { rows: number };

/** Writes generated shots to `file` until it is `size`; returns the number of data rows. */
export function writeShotCsv(file: string, size: CsvSize): number {
  const fd = openSync(file, 'w');
  let written = 0;
  let rows = 0;
  const done = () => ('bytes' in size ? written >= size.bytes : rows >= size.rows);
  let lines: string[] = [COLUMNS.map(csvField).join(',')];
  const flush = () => {
    written += writeSync(fd, lines.join('\r\n') + '\r\n');
    lines = [];
  };
  try {
    for (let block = 0; !done(); block += 1) {
      for (const row of generateSampleSeason(SAMPLE_SEED + block, { seasons: SEASONS_PER_BLOCK })) {
        const cells = Object.values(row as Record<keyof SampleRow, string | number>).map((value) =>
          csvField(String(value)),
        );
        // An Expected_Points figure to the full float precision pandas writes, as in the real file.
        lines.push(`${rows},${cells.join(',')},${String((rows % 997) / 1000 + 0.0001234567)}`);
        rows += 1;
        if ('rows' in size && done()) break;
        if (lines.length === 1000) {
          flush();
          if (done()) break;
        }
      }
    }
    if (lines.length > 0) flush();
  } finally {
    closeSync(fd);
  }
  return rows;
}
