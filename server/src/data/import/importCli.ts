import os from 'node:os';
import path from 'node:path';
import { formatImportReport, importReadFile, readShotFile } from './importFile';
import { ImportFault } from './importFault';
import { openStore } from '../store/store';

const USAGE = 'Usage: npm run import -- <file.json|file.csv|file.xlsx> [--replace] [--sheet <name>]';

type Args = { file: string; replace: boolean; sheet: string | undefined };

function parseArgs(argv: readonly string[]): Args | string {
  const files: string[] = [];
  const unknown: string[] = [];
  let replace = false;
  let sheet: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--replace') replace = true;
    else if (arg.startsWith('--sheet=')) sheet = arg.slice('--sheet='.length);
    else if (arg === '--sheet') {
      i += 1;
      // A name that looks like an option is more likely a forgotten name; '--sheet=--x' reads it.
      sheet = argv[i]?.startsWith('--') ? undefined : argv[i];
      if (sheet === undefined) return `--sheet needs the name of a sheet. ${USAGE}`;
    } else if (arg.startsWith('--')) unknown.push(arg);
    else files.push(arg);
  }
  if (sheet === '') return `--sheet needs the name of a sheet. ${USAGE}`;
  if (unknown.length > 0) return `Unknown option ${unknown.join(', ')}. ${USAGE}`;
  if (files.length !== 1 || files[0] === undefined) return USAGE;
  return { file: files[0], replace, sheet };
}

/**
 * `npm run import -- <file> [--replace] [--sheet <name>]`: without --replace the file's matches
 * replace the same matches in the database and other matches stay; with --replace the file
 * becomes the whole dataset. --sheet reads that sheet of a workbook rather than the first with
 * the shot columns. Reads the whole file before opening the database, so a rejected file changes
 * nothing.
 */
async function main(): Promise<number> {
  // An import is a batch job and a server on the same machine is not: at the lowest priority the
  // import takes only the CPU the server leaves, and requests keep their speed while it lands.
  os.setPriority(19);
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    return 2;
  }
  const dbPath = path.resolve(process.env.PAIRC_DB || '.data/pairc.sqlite');
  try {
    // Read first: a structural fault must be found before the database is even opened.
    const read = await readShotFile(args.file, args.sheet === undefined ? {} : { sheet: args.sheet });
    const store = openStore(dbPath);
    try {
      const report = importReadFile(store, read, args.replace ? 'replace' : 'merge');
      console.log(formatImportReport(report));
      console.log(`Database: ${dbPath}`);
    } finally {
      store.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof ImportFault) {
      console.error(`Import rejected: ${error.message}. The database is unchanged.`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
