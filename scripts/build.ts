import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'public', 'webpack.config.js', 'package-lock.json', 'tsconfig.json'];

function newestChange(file: string): number {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(file)
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(file, entry))), stat.mtimeMs);
}

/** Written by webpack on every build (webpack.config.js), unlike index.html. */
export const BUILD_STAMP = path.join('dist', 'build.json');

/** True when dist/ is missing or older than anything it is built from. */
export function isBuildStale(root: string): boolean {
  const built = fs.statSync(path.join(root, BUILD_STAMP), { throwIfNoEntry: false });
  if (!built) return true;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > built.mtimeMs);
}

export function buildIfStale(root: string): void {
  if (!isBuildStale(root)) return;
  console.log('Building the app (dist/ is missing or older than its sources)...');
  const webpack = path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js');
  const result = spawnSync(process.execPath, [webpack, '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The app build failed; see the webpack output above.');
}
