import path from 'node:path';
import { formatImportReport, importReadFile, readShotFile } from './importFile';
import { ImportFault } from './importFault';
import { openStore } from './store';

const USAGE = 'Usage: npm run import -- <file.json|file.csv|file.xlsx> [--replace]';

type Args = { file: string; replace: boolean };

function parseArgs(argv: readonly string[]): Args | string {
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const flags = argv.filter((arg) => arg.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--replace');
  if (unknown.length > 0) return `Unknown option ${unknown.join(', ')}. ${USAGE}`;
  if (files.length !== 1 || files[0] === undefined) return USAGE;
  return { file: files[0], replace: flags.includes('--replace') };
}

/**
 * `npm run import -- <file> [--replace]`: without --replace the file's matches replace the same
 * matches in the database and other matches stay; with --replace the file becomes the whole
 * dataset. Reads the whole file before opening the database, so a rejected file changes nothing.
 */
async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    return 2;
  }
  const dbPath = path.resolve(process.env.PAIRC_DB || '.data/pairc.sqlite');
  try {
    // Read first: a structural fault must be found before the database is even opened.
    const read = await readShotFile(args.file);
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
