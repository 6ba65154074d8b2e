/**
 * Large CSVs of generated shots in the 2023 file's layout (a pandas row index first, an
 * Expected_Points column last), for the benches that import them: bench:import, the import under
 * load of bench:api, and bench:web's season in which one team takes thousands of shots.
 */
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { csvField } from '../contract/csv';
import { generateSampleSeason, SAMPLE_SEED, type SampleRow } from '../server/src/data/sample/sample';

// The sample generator accepts dates from 1900 on, so seasons are drawn in blocks of fewer than
// 120 years, each block from its own seed (a block's matches may share a date, stage and teams
// with another's; the importer then holds them as one longer match, which costs it nothing).
const SEASONS_PER_BLOCK = 100;

const COLUMNS = ['Unnamed: 0', ...Object.keys(generateSampleSeason(SAMPLE_SEED)[0] ?? {}), 'Expected_Points'];

const IMPORT_CLI = path.join(__dirname, '..', 'server', 'src', 'data', 'import', 'importCli.ts');

/**
 * Node's arguments for `npm run import -- <file> --replace`, as the benches run it; `preload`
 * modules (a usage reporter, say) are loaded before the CLI.
 */
export function importCliArgs(file: string, preload: readonly string[] = []): string[] {
  return ['--import', 'tsx', ...preload.flatMap((module) => ['--import', module]), IMPORT_CLI, file, '--replace'];
}

/** The CSV line of the `index`th data row. */
function csvLine(row: SampleRow, index: number): string {
  const cells = Object.values(row as Record<keyof SampleRow, string | number>).map((value) => csvField(String(value)));
  // An Expected_Points figure to the full float precision pandas writes, as in the real file.
  return `${index},${cells.join(',')},${String((index % 997) / 1000 + 0.0001234567)}`;
}

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
        lines.push(csvLine(row, rows));
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

/**
 * One 2023 season in which `team` took exactly `shots` shots: the sample panels' seasons played
 * again and again, all dated 2023 (a fixture played twice is one longer match to the importer),
 * with the team's shots beyond `shots` left out. Returns the team, the one with most shots.
 */
export function writeBusySeasonCsv(file: string, shots: number): string {
  let seasons = 1;
  let rows = generateSampleSeason(SAMPLE_SEED, { seasons });
  const busiest = () => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.TeamName, (counts.get(row.TeamName) ?? 0) + 1);
    return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ['', 0]);
  };
  while (busiest()[1] < shots) {
    seasons *= 2;
    rows = generateSampleSeason(SAMPLE_SEED, { seasons });
  }
  const [team] = busiest();
  let kept = 0;
  const season = rows
    .filter((row) => row.TeamName !== team || (kept += 1) <= shots)
    .map((row) => ({ ...row, Date: `2023${row.Date.slice(4)}` }));
  writeFileSync(file, [COLUMNS.map(csvField).join(','), ...season.map(csvLine)].join('\r\n') + '\r\n');
  return team;
}
