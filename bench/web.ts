/**
 * `npm run bench:web`: what a visitor's browser downloads, waits for and feels.
 *
 * Starts the product as `npm start` does (building it if stale), on ports of its own and with
 * the minimum spinner waits (docs/behaviour.md#min-waits) scaled to 0 (MIN_LOADING_SCALE=0), so every time below is the app's
 * own. Drives Debian's Chromium headless, each run in a fresh browser context with nothing
 * cached. On the sample season:
 *
 * 1. The sign-in page: bytes on the wire (JavaScript, CSS, everything) until the form works,
 *    first contentful paint, and when the form is there to type in. Goal: at most 150 KB of
 *    JavaScript.
 * 2. The first dashboard: bytes on the wire from pressing Sign In until the attacking view has
 *    everything (its chart, images and player table), then what follows until the network is quiet
 *    (Firestore, for the name in the sidebar), and the time until ready, also without our 0.9 s
 *    'Successfully signed in!' confirmation.
 *    Both on loopback and again on a slow 4G phone's network (Lighthouse's throttling).
 * 3. A filter change: the app's work in its event, its first repaint (goal: under 100 ms), and
 *    until every figure and image follows it; again on a CPU slowed as a phone's is (not judged).
 *    On that CPU too, the dashboard's other clicks (a heat map type, a view, a team): the work in
 *    each click's event and its first repaint (not judged). A paint is timed when it is done.
 *
 * 4. The service worker (bench/webOffline.ts): its precache's files and bytes, when it is ready,
 *    and the sign-in form on a reload with no network; on loopback and on slow 4G.
 *
 * 5. Recording a match (bench/webCapture.ts): the capture screen's JavaScript on the wire (goal:
 *    under 250 KB), tap to visible confirmation on a phone with its CPU slowed four times (goal: p95
 *    under 50 ms), an event to a teammate's dashboard figure (goal: p95 under 1 s), and the
 *    longest frame with a 400-event match as the emulator feeds the page, the whole match again
 *    with every write (reported, not judged). Then those frames with the page's listens answered as
 *    Google's Firestore answers them, with the changed documents only, and the stack's API and
 *    emulators behind the browser for the CPU (capture-changes-only, on a stack of its own; goal:
 *    under 50 ms). Both report the compositor layers the page with 400 events is drawn in, and
 *    how long the 400 take from the first on screen to the last.
 *
 * Then on a season in which one team took 2,000 shots: 6. the shot map's longest frame while it
 * draws them all, under a sweeping pointer and under the keyboard (goal: no frame over 50 ms).
 *
 * Each scenario is a function from the running product to figures (bench/webKit.ts). Prints a
 * table; exits 1 when a goal is missed. `npm run bench:web -- capture` (names of scenarios) runs
 * only those; `BENCH_RUNS=1` runs each once, for a quick look while working (the figures we report
 * are of 5); `BENCH_EACH_RUN=1` adds a column of every run's value, and `BENCH_TRACE=<folder>`
 * writes a Chromium trace of each run's 400 events arriving and of the recording beside them, and
 * of each filter change and dashboard click, there (bench/webTrace.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { buildIfStale } from '../scripts/build';
import { startStack } from '../scripts/stack';
import { testStackEnv } from '../scripts/testKit/ports';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';
import { importCliArgs, writeBusySeasonCsv } from './shotCsv';
import { stackBehind } from './serverBehind';
import { capture, captureChangesOnly } from './webCapture';
import { dashboardClicks, filterChange, shotMapFrames } from './webInteraction';
import { figureRows, type Row } from './webFigures';
import { signUp, VIEWPORT, type Figure, type Scenario } from './webKit';
import { firstDashboard, signInPage, SLOW_4G } from './webLoading';
import { offlineStart } from './webOffline';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EACH_RUN = process.env.BENCH_EACH_RUN === '1';
const PORTS = { app: 3400, auth: 9499, firestore: 8480, hub: 4620, logging: 4720 };
const ROOT = path.resolve(__dirname, '..');
const BUSY_TEAM_SHOTS = 2000;

/**
 * Scenarios that run against one dataset; `prepare` fills the database first (else the sample
 * season). `serverBehind` puts the stack's API and emulators behind the browser for all of them
 * (bench/serverBehind.ts), for figures that judge the page as a phone runs it.
 */
type Stage = {
  scenarios: () => readonly Scenario[];
  prepare?: (db: string, dataDir: string) => void;
  serverBehind?: true;
};

/** A season in which one team took BUSY_TEAM_SHOTS shots, imported as `npm run import` does. */
function importBusySeason(db: string, dataDir: string): string {
  const file = path.join(dataDir, 'busy-season.csv');
  const team = writeBusySeasonCsv(file, BUSY_TEAM_SHOTS);
  const imported = spawnSync(process.execPath, importCliArgs(file), {
    cwd: ROOT,
    env: { ...process.env, PAIRC_DB: db },
    encoding: 'utf8',
  });
  if (imported.status !== 0) throw new Error(`The busy season did not import:\n${imported.stderr}`);
  return team;
}

/** Runs each scenario RUNS times; a row per figure with its median and range (bench/webFigures.ts). */
async function runScenarios(
  browser: Browser,
  appUrl: string,
  scenarios: readonly Scenario[],
): Promise<{ rows: Row[]; met: boolean }> {
  const account = await signUp({ browser, appUrl });
  const rows: Row[] = [];
  let met = true;
  for (const scenario of scenarios) {
    const runs: Figure[][] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await scenario.run({ browser, appUrl, account }));
    const result = figureRows(scenario.name, runs, EACH_RUN);
    rows.push(...result.rows);
    met &&= result.met;
  }
  return { rows, met };
}

/** Starts a throw-away stack on the stage's data, runs its scenarios and stops it. */
async function runStage(browser: Browser, stage: Stage): Promise<{ rows: Row[]; met: boolean }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-bench-web-'));
  const db = path.join(dataDir, 'pairc.sqlite');
  try {
    stage.prepare?.(db, dataDir);
    const env = { ...process.env, ...testStackEnv(PORTS), MIN_LOADING_SCALE: '0', PAIRC_DB: db };
    const stack = await startStack({ root: ROOT, dataDir, env, persist: false, quiet: true });
    try {
      if (stage.serverBehind) {
        const behind = stackBehind(dataDir).join(', ');
        const names = stage.scenarios().map(({ name }) => name);
        console.log(`bench:web: ${behind} behind the browser for the CPU during ${names.join(', ')}`);
      }
      return await runScenarios(browser, stack.appUrl, stage.scenarios());
    } finally {
      await stack.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  buildIfStale(ROOT);
  let busyTeam = '';
  const stages: Stage[] = [
    {
      scenarios: () => [
        signInPage(null),
        firstDashboard(null),
        signInPage(SLOW_4G),
        firstDashboard(SLOW_4G),
        filterChange(),
        filterChange(true),
        dashboardClicks(),
        offlineStart(null),
        offlineStart(SLOW_4G),
        capture(testStackEnv(PORTS)),
      ],
    },
    { scenarios: () => [captureChangesOnly(testStackEnv(PORTS))], serverBehind: true },
    {
      prepare: (db, dataDir) => {
        busyTeam = importBusySeason(db, dataDir);
      },
      scenarios: () => [shotMapFrames(busyTeam, BUSY_TEAM_SHOTS)],
    },
  ];
  const only = process.argv.slice(2);
  const chosen = (scenarios: readonly Scenario[]) =>
    only.length === 0 ? scenarios : scenarios.filter((scenario) => only.includes(scenario.name));
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const rows: Row[] = [
    ['scenario', 'figure', `median of ${RUNS}`, 'range', 'goal', '', ...(EACH_RUN ? ['each run'] : [])],
  ];
  let met = true;
  try {
    for (const stage of stages) {
      if (chosen(stage.scenarios()).length === 0) continue;
      const result = await runStage(browser, { ...stage, scenarios: () => chosen(stage.scenarios()) });
      rows.push(...result.rows);
      met &&= result.met;
    }
  } finally {
    await browser.close();
  }
  console.log(`bench:web: ${RUNS} runs of each scenario in headless Chromium at ${VIEWPORT.width}x${VIEWPORT.height},`);
  console.log('each in a fresh context with nothing cached; the minimum spinner waits are scaled to 0.\n');
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  if (!met) {
    console.error('\nA goal was missed.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
