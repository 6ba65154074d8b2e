import { formatVerifyResult, verifyReference } from './verifyReference';

const USAGE = 'Usage: npm run verify:reference -- <shots file> <players file>';

/**
 * Imports a shots file into a temporary database and prints our figures beside the published
 * ones; exits non-zero when any exact figure differs. A tool for people, not part of npm test.
 */
async function main(): Promise<number> {
  const [shotsFile, playersFile, ...rest] = process.argv.slice(2);
  if (!shotsFile || !playersFile || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const result = await verifyReference(shotsFile, playersFile);
  console.log(formatVerifyResult(result));
  return result.mismatches.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`verify:reference failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
