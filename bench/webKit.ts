/**
 * What bench:web's scenarios share: their types, a fresh browser context (on an emulated network
 * if asked), an account, signing in, and knowing when the sign-in form or the dashboard is ready.
 */
import type { Browser, Page } from '@playwright/test';
import { signIn, signUp as signUpThroughForm, uniqueEmail } from '../e2e/helpers';

export type Account = { email: string; password: string; fullName: string };

/** What a scenario gets: the browser, the product's address and an account that exists. */
export type WebBench = { browser: Browser; appUrl: string; account: Account };

/**
 * One figure of one run; `under` is its goal, if it has one: the issues' goals are all 'under'. A
 * `frame` is in ms, from one animation frame to the next (bench/webFigures.ts judges it in refresh
 * intervals).
 */
export type Figure = { figure: string; value: number; unit: 'bytes' | 'ms' | 'frame' | 'count'; under?: number };

/** Each scenario is a function from the running product to figures. */
export type Scenario = { name: string; run: (bench: WebBench) => Promise<Figure[]> };

/** A network to emulate: round trip in ms, throughput in bytes per second each way. */
export type Network = { name: string; latency: number; downloadThroughput: number; uploadThroughput: number };

export const VIEWPORT = { width: 1366, height: 900 };

/** How much slower than this machine's a phone's CPU is taken to be (Lighthouse's mobile throttling). */
export const PHONE_CPU_SLOWDOWN = 4;

/**
 * Slows the page's CPU as a phone's is (`PHONE_CPU_SLOWDOWN`) until the function it returns is
 * called. The DevTools session stays open meanwhile: Chromium lifts a session's emulation with it.
 */
export async function cpuOfPhone(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  };
}

/**
 * A page in a new context. Service workers are blocked unless asked for: the worker serves later
 * loads from its precache, which Chromium's network events on the page do not count, so the
 * figures of the other scenarios would stop being a first visit's (bench/webOffline.ts measures it).
 * With `firestorePort`, the page's Firestore talks to that port of loopback instead of the emulator's.
 */
export async function freshPage(
  bench: Omit<WebBench, 'account'>,
  network: Network | null,
  serviceWorkers: 'allow' | 'block' = 'block',
  firestorePort: number | null = null,
): Promise<Page> {
  const context = await bench.browser.newContext({
    viewport: VIEWPORT,
    baseURL: bench.appUrl,
    serviceWorkers,
    // The page's content security policy names the emulator's port, not a proxy's.
    bypassCSP: firestorePort !== null,
  });
  // tsx compiles the functions handed to page.evaluate with esbuild's keepNames, which names each
  // inner function through a helper, __name, that exists only in Node; the page gets its own.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  if (firestorePort !== null) await context.addInitScript(firestoreAt, firestorePort);
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

/** Points the page's Firestore at `port` of loopback as /config.js hands the app its settings. */
function firestoreAt(port: number) {
  type Config = { emulators: { firestorePort: number } | null };
  let config: Config | undefined;
  Object.defineProperty(window, '__PAIRC_CONFIG__', {
    get: () => config,
    set: (value: Config) => {
      if (value.emulators) value.emulators.firestorePort = port;
      config = value;
    },
  });
}

/** The sign-in form can be typed in: the auth check is over and the form is on screen. */
export async function signInFormReady(page: Page): Promise<number> {
  const ready = await page.waitForFunction(
    () => (document.querySelector('input[name="password"]') ? performance.now() : false),
    null,
    { polling: 'raf' },
  );
  return (await ready.jsonValue()) as number;
}

/** The attacking view shows everything: no spinner, the chart, every image decoded and the table. */
export async function dashboardReady(page: Page): Promise<number> {
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

/** A fresh context signed in with the bench's account, on the dashboard with everything shown. */
export async function signedInDashboard(bench: WebBench): Promise<Page> {
  const page = await freshPage(bench, null);
  await page.goto('/signin');
  await signIn(page, bench.account);
  await dashboardReady(page);
  return page;
}

/** Makes the account the scenarios sign in with, through the app; this also warms the server's caches. */
export async function signUp(bench: Omit<WebBench, 'account'>): Promise<Account> {
  const account = { email: uniqueEmail('bench'), password: 'bench-pass-1', fullName: 'Bench' };
  const page = await freshPage(bench, null);
  await signUpThroughForm(page, account);
  await dashboardReady(page);
  await page.context().close();
  return account;
}
