import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  generateTwoPointSeason,
  TWO_POINT_SAMPLE_SEED,
  TWO_POINT_SEASONS,
  twoPointSeasonCsv,
  type TwoPointSeason,
} from './sampleTwoPoint';

const USAGE = 'Usage: npm run sample:2025 -- <out.csv|out.json> [--seed N] [--season 2025|2026]';

type Args = { file: string; seed: number; season: TwoPointSeason };

const isSeason = (value: string | undefined): value is TwoPointSeason =>
  (TWO_POINT_SEASONS as readonly (string | undefined)[]).includes(value);

function parseArgs(argv: readonly string[]): Args | string {
  const files: string[] = [];
  let seed = TWO_POINT_SAMPLE_SEED;
  let season: TwoPointSeason = '2025';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    if (name === '--seed' || name === '--season') {
      const value = inline ?? argv[(i += 1)];
      if (name === '--seed') {
        if (value === undefined || !/^\d+$/.test(value)) return `--seed needs a whole number. ${USAGE}`;
        seed = Number(value);
      } else {
        if (!isSeason(value)) return `--season must be ${TWO_POINT_SEASONS.join(' or ')}. ${USAGE}`;
        season = value;
      }
    } else if (arg.startsWith('--')) return `Unknown option ${arg}. ${USAGE}`;
    else files.push(arg);
  }
  const [file] = files;
  if (files.length !== 1 || file === undefined || !/\.(csv|json)$/i.test(file)) return USAGE;
  return { file, seed, season };
}

/**
 * `npm run sample:2025 -- <out.csv|out.json> [--seed N] [--season 2025|2026]`: writes a synthetic
 * two-point season in the championship format, for `npm run import` to read.
 */
function main(): number {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    return 2;
  }
  const rows = generateTwoPointSeason(args.seed, args.season);
  const text = /\.json$/i.test(args.file) ? `${JSON.stringify(rows, null, 1)}\n` : twoPointSeasonCsv(rows);
  writeFileSync(args.file, text);
  console.log(
    `Wrote ${rows.length} shots of the synthetic ${args.season} season (seed ${args.seed}) to ${path.resolve(args.file)}`,
  );
  return 0;
}

process.exitCode = main();
