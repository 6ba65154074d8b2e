/**
 * `npm run bench:web`: what a visitor's browser downloads and waits for (issue 11).
 *
 * Starts the product as `npm start` does (building it if stale), on ports of its own and with
 * the spec's minimum waits scaled to 0 (MIN_LOADING_SCALE=0), so every time below is the app's
 * own. Drives Debian's Chromium headless, each run in a fresh browser context with nothing
 * cached, and measures:
 *
 * 1. The sign-in page: bytes on the wire (JavaScript, CSS, everything) until the form works,
 *    first contentful paint, and when the form is there to type in. Goal: at most 150 KB of
 *    JavaScript.
 * 2. The first dashboard: bytes on the wire from pressing Sign In until the attacking view has
 *    everything (its chart, images and player table), then what follows until the network is quiet
 *    (Firestore, for the name in the sidebar), and the time until ready, also without our 0.9 s
 *    'Successfully signed in!' confirmation.
 *
 * Each runs on loopback and again on a slow 4G phone's network (Lighthouse's throttling), where
 * the bytes show in the times.
 *
 * Each scenario is a function from the running product to figures, so more can be added (a filter
 * change's repaint, the shot map's frame times). Prints a table; exits 1 when a goal is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildIfStale } from '../scripts/build';
import { startStack } from '../scripts/stack';
import { testStackEnv } from '../scripts/testKit/ports';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';
import { recordTransfers, SIGN_IN_JS_BUDGET_BYTES, wireTotals } from '../e2e/wire';

const RUNS = 5;
const PORTS = { app: 3400, auth: 9499, firestore: 8480, hub: 4620, logging: 4720 };
const VIEWPORT = { width: 1366, height: 900 };

type Account = { email: string; password: string; fullName: string };

/** What a scenario gets: the browser, the product's address and an account that exists. */
type WebBench = { browser: Browser; appUrl: string; account: Account };

/** One figure of one run; `max` is the goal it must not exceed, if it has one. */
type Figure = { figure: string; value: number; unit: 'bytes' | 'ms'; max?: number };

type Scenario = { name: string; run: (bench: WebBench) => Promise<Figure[]> };

/** A network to emulate: round trip in ms, throughput in bytes per second each way. */
type Network = { name: string; latency: number; downloadThroughput: number; uploadThroughput: number };

/** Lighthouse's mobile profile: what a phone on a weak 4G signal gets. */
const SLOW_4G: Network = {
  name: 'slow 4G',
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function freshPage(bench: WebBench, network: Network | null): Promise<Page> {
  const context = await bench.browser.newContext({ viewport: VIEWPORT, baseURL: bench.appUrl });
  const page = await context.newPage();
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const { latency, downloadThroughput, uploadThroughput } = network;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput,
      uploadThroughput,
    });
  }
  return page;
}

/** The sign-in form can be typed in: the auth check is over and the form is on screen. */
async function signInFormReady(page: Page): Promise<number> {
  const ready = await page.waitForFunction(
    () => (document.querySelector('input[name="password"]') ? performance.now() : false),
    null,
    { polling: 'raf' },
  );
  return (await ready.jsonValue()) as number;
}

/** The attacking view shows everything: no spinner, the chart, every image decoded and the table. */
async function dashboardReady(page: Page): Promise<number> {
  const ready = await page.waitForFunction(
    () => {
      const view = document.querySelector('main .view');
      const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
      const complete =
        view?.getAttribute('aria-busy') === 'false' &&
        document.querySelector('main .VictoryContainer') !== null &&
        document.querySelector('main table tbody tr') !== null &&
        images.length >= 3 &&
        images.every((image) => image.complete && image.naturalWidth > 0);
      return complete ? performance.now() : false;
    },
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await ready.jsonValue()) as number;
}

async function firstContentfulPaint(page: Page): Promise<number> {
  const paint = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false,
  );
  return (await paint.jsonValue()) as number;
}

const signInPage = (network: Network | null): Scenario => ({
  name: network ? `/signin, ${network.name}` : '/signin',
  async run(bench) {
    const page = await freshPage(bench, network);
    const wire = await recordTransfers(page);
    await page.goto('/signin');
    const formReady = await signInFormReady(page);
    await wire.quiet(1000);
    const bytes = wireTotals(wire.take());
    const fcp = await firstContentfulPaint(page);
    await page.context().close();
    return [
      { figure: 'JavaScript', value: bytes.js, unit: 'bytes', max: SIGN_IN_JS_BUDGET_BYTES },
      { figure: 'CSS', value: bytes.css, unit: 'bytes' },
      { figure: 'everything', value: bytes.total, unit: 'bytes' },
      { figure: 'first contentful paint', value: fcp, unit: 'ms' },
      { figure: 'form ready', value: formReady, unit: 'ms' },
    ];
  },
});

const firstDashboard = (network: Network | null): Scenario => ({
  name: network ? `first dashboard, ${network.name}` : 'first dashboard',
  async run(bench) {
    const page = await freshPage(bench, network);
    const wire = await recordTransfers(page);
    await page.goto('/signin');
    await signInFormReady(page);
    await wire.quiet(1000);
    wire.take();
    await page.getByLabel('Email').fill(bench.account.email);
    await page.getByLabel('Password').fill(bench.account.password);
    // When the form is sent, when 'Successfully signed in!' shows and when the dashboard replaces it.
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      Object.assign(window, { benchMarks: marks });
      document.querySelector('form')?.addEventListener('submit', () => (marks.submitted = performance.now()), {
        capture: true,
      });
      new MutationObserver(() => {
        if (!marks.confirmed && document.querySelector('.auth-message--success')) marks.confirmed = performance.now();
        if (!marks.dashboard && document.querySelector('.dashboard')) marks.dashboard = performance.now();
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    const ready = await dashboardReady(page);
    const untilReady = wireTotals(wire.take());
    // What follows: the profile store (Firestore), for the name at the top of the sidebar.
    await wire.quiet(1000);
    const afterReady = wireTotals(wire.take());
    const marks = await page.evaluate(() => (window as unknown as { benchMarks: Record<string, number> }).benchMarks);
    const { submitted = NaN, confirmed = NaN, dashboard = NaN } = marks;
    await page.context().close();
    return [
      { figure: 'JavaScript until ready', value: untilReady.js, unit: 'bytes' },
      { figure: 'CSS until ready', value: untilReady.css, unit: 'bytes' },
      { figure: 'everything until ready (API answers and images too)', value: untilReady.total, unit: 'bytes' },
      { figure: 'JavaScript after, until the network is quiet', value: afterReady.js, unit: 'bytes' },
      { figure: 'everything after', value: afterReady.total, unit: 'bytes' },
      { figure: 'sign-in to dashboard ready', value: ready - submitted, unit: 'ms' },
      // Ours, not the spec's: the confirmation stays 0.9 s so it can be read.
      {
        figure: 'the same, less the confirmation on screen',
        value: ready - submitted - (dashboard - confirmed),
        unit: 'ms',
      },
    ];
  },
});

const SCENARIOS: readonly Scenario[] = [
  signInPage(null),
  firstDashboard(null),
  signInPage(SLOW_4G),
  firstDashboard(SLOW_4G),
];

/** Makes the account the scenarios sign in with, through the app; this also warms the server's caches. */
async function signUp(bench: Omit<WebBench, 'account'>): Promise<Account> {
  const account = { email: `bench.${Date.now().toString(36)}@example.ie`, password: 'bench-pass-1', fullName: 'Bench' };
  const page = await freshPage({ ...bench, account }, null);
  await page.goto('/signup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Full Name').fill(account.fullName);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await dashboardReady(page);
  await page.context().close();
  return account;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function formatValue(value: number, unit: Figure['unit']): string {
  return unit === 'bytes' ? `${(value / 1000).toFixed(1)} kB` : `${Math.round(value)} ms`;
}

/** Runs every scenario RUNS times; prints the median and range of each figure. True when every goal is met. */
async function runAll(bench: WebBench): Promise<boolean> {
  const rows: string[][] = [['scenario', 'figure', `median of ${RUNS}`, 'range', 'goal', '']];
  let met = true;
  for (const scenario of SCENARIOS) {
    const runs: Figure[][] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await scenario.run(bench));
    runs[0]?.forEach(({ figure, unit, max }, index) => {
      const values = runs.map((figures) => figures[index]?.value ?? NaN);
      const worst = Math.max(...values);
      const ok = max === undefined || worst <= max;
      met &&= ok;
      rows.push([
        scenario.name,
        figure,
        formatValue(median(values), unit),
        `${formatValue(Math.min(...values), unit)} to ${formatValue(worst, unit)}`,
        max === undefined ? '' : `<= ${formatValue(max, unit)}`,
        max === undefined ? '' : ok ? 'ok' : 'MISSED',
      ]);
    });
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  return met;
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '..');
  buildIfStale(root);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-bench-web-'));
  const env = {
    ...process.env,
    ...testStackEnv(PORTS),
    MIN_LOADING_SCALE: '0',
    PAIRC_DB: path.join(dataDir, 'pairc.sqlite'),
  };
  const stack = await startStack({ root, dataDir, env, persist: false, quiet: true });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const account = await signUp({ browser, appUrl: stack.appUrl });
    console.log(
      `bench:web: ${RUNS} runs of each scenario in headless Chromium at ${VIEWPORT.width}x${VIEWPORT.height},`,
    );
    console.log('each in a fresh context with nothing cached; the spec minimum waits are scaled to 0.\n');
    const met = await runAll({ browser, appUrl: stack.appUrl, account });
    if (!met) {
      console.error('\nA goal was missed.');
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
