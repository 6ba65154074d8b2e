/**
 * `npm run bench:import`: the memory and time of `npm run import` on a 50 MB CSV (issue 10).
 *
 * Writes a CSV of generated shots in the 2023 file's layout (a pandas row index first, an
 * Expected_Points column last) until it reaches 50 MB, then runs the import CLI on it exactly as
 * `npm run import` does, in its own process with its own database, and reports its peak resident
 * memory (Linux's VmHWM, read by the process itself as it exits, so no peak between two samples
 * is missed), its CPU time and the wall time. Goal: peak RSS under 300 MB. Exits 1 when the goal
 * is missed or the import fails.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { importCliArgs, writeShotCsv } from './shotCsv';

const ROOT = path.join(__dirname, '..');
const USAGE_REPORTER = path.join(__dirname, 'reportUsage.ts');
const FILE_BYTES = 50 * 1024 * 1024;
const GOAL_RSS_MB = 300;

type CliRun = {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  cpuMs: number;
  peakMb: number;
  endMb: number;
};

function runImport(file: string, dir: string): Promise<CliRun> {
  const usageFile = path.join(dir, 'usage.txt');
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, importCliArgs(file, [USAGE_REPORTER]), {
      cwd: ROOT,
      env: { ...process.env, PAIRC_DB: path.join(dir, 'bench.sqlite'), PAIRC_BENCH_USAGE_FILE: usageFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const [peakKb = NaN, endKb = NaN, cpuMs = NaN] = readFileSync(usageFile, 'utf8').trim().split(' ').map(Number);
      resolve({ code, stdout, stderr, ms, cpuMs, peakMb: peakKb / 1024, endMb: endKb / 1024 });
    });
  });
}

function reported(stdout: string, label: string): string {
  return new RegExp(`${label}:\\s+(\\d+)`).exec(stdout)?.[1] ?? '?';
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pairc-bench-import-'));
  try {
    const file = path.join(dir, 'shots.csv');
    const rows = writeShotCsv(file, { bytes: FILE_BYTES });
    const megabytes = statSync(file).size / 1024 / 1024;
    console.log(`Importing a ${megabytes.toFixed(1)} MB CSV of ${rows} generated shots with npm run import...`);
    const run = await runImport(file, dir);
    if (run.code !== 0) {
      console.error(run.stderr);
      throw new Error(`npm run import exited with ${run.code}`);
    }
    console.log(
      `  rows read ${reported(run.stdout, 'rows read')}, imported ${reported(run.stdout, 'imported')} ` +
        `in ${(run.ms / 1000).toFixed(1)} s (CPU ${(run.cpuMs / 1000).toFixed(1)} s); ` +
        `peak RSS ${run.peakMb.toFixed(0)} MB (${run.endMb.toFixed(0)} MB at exit)`,
    );
    if (run.peakMb >= GOAL_RSS_MB) {
      console.log(`Goal missed: peak RSS ${run.peakMb.toFixed(0)} MB >= ${GOAL_RSS_MB} MB.`);
      process.exitCode = 1;
    } else console.log(`Goal met: peak RSS < ${GOAL_RSS_MB} MB.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
