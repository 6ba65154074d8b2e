import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'src',
  'public',
  'server/src',
  'contract',
  'server/tsconfig.json',
  'webpack.config.js',
  'package-lock.json',
  'tsconfig.base.json',
];

/** Written by webpack on every build (webpack.config.js), unlike index.html. */
export const BUILD_STAMP = path.join('dist', 'build.json');
/** The API server, bundled by esbuild (`npm run build:server`). */
export const SERVER_BUNDLE = path.join('dist-server', 'main.js');
/** Its dataset loader's worker thread, bundled beside it, where server/src/data/live/datasetLoader.ts looks. */
export const LOADER_BUNDLE = path.join('dist-server', 'datasetWorker.js');

/**
 * How `npm start` runs the bundled API server; the API bench runs it the same way. The model fit
 * after each import allocates fast enough that V8 grows its young generation to 2 x 16 MB and
 * keeps it: capped at 2 x 8 MB, the server with 100,000 shots peaks about 20 MB lower (125 MB,
 * not 146) and starts no slower, and requests pay one more sub-millisecond scavenge per thousand.
 */
export function serverArgs(root: string): string[] {
  return ['--enable-source-maps', '--max-semi-space-size=8', path.join(root, SERVER_BUNDLE)];
}

/**
 * The environment `npm start` (and the API bench) runs the server in. glibc gives each thread that
 * allocates (the dataset loader's worker, V8's and libuv's helpers) a malloc arena of its own and
 * keeps it after the thread is done: two arenas hold the server with 100,000 shots at about 135 MB
 * instead of 149. The server's JavaScript runs on one thread, so the helpers rarely wait on a lock.
 * A MALLOC_ARENA_MAX already set wins.
 */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: '2', ...env };
}

function newestChange(file: string): number {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(file)
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(file, entry))), stat.mtimeMs);
}

/** True when a build output is missing or older than anything it is built from. */
export function isBuildStale(root: string): boolean {
  const outputs = [BUILD_STAMP, SERVER_BUNDLE, LOADER_BUNDLE].map((output) =>
    fs.statSync(path.join(root, output), { throwIfNoEntry: false }),
  );
  if (outputs.some((output) => output === undefined)) return true;
  const built = Math.min(...outputs.map((output) => output?.mtimeMs ?? 0));
  return SOURCES.some((source) => newestChange(path.join(root, source)) > built);
}

export function buildIfStale(root: string): void {
  if (!isBuildStale(root)) return;
  console.log('Building the app and the server (a build is missing or older than its sources)...');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed; see the output above.');
}
