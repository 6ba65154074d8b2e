import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';

/** At most this much JavaScript, as sent, before the sign-in form works. */
export const SIGN_IN_JS_BUDGET_BYTES = 150_000;
/** At most this much JavaScript, as sent, before the capture screen works (the capture issue). */
export const CAPTURE_JS_BUDGET_BYTES = 250_000;

type BuiltSizes = Record<string, { bytes: number; gzip: number; brotli: number }>;
let sizes: BuiltSizes | undefined;

/**
 * What the build wrote beside each file: its size as built, gzipped and brotli'd (webpack.config.js).
 * Read on first use, as the bench imports this before it builds.
 */
export function builtSizes(): BuiltSizes {
  sizes ??= JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '..', 'dist', 'compressed-sizes.json'), 'utf8'),
  ) as BuiltSizes;
  return sizes;
}

/** The built file a response sent, by its name in `builtSizes`. */
export const builtFile = (response: Response) => new URL(response.url()).pathname.slice(1);

/** The brotli'd bytes of `files` by the build's own figures, and a line that names them. */
export function builtJsBytes(files: readonly string[]) {
  const bytes = files.reduce((total, file) => total + (builtSizes()[file]?.brotli ?? Infinity), 0);
  return { bytes, said: `${files.join(', ')}: ${bytes} bytes` };
}

/** One response as it came over the network. */
export type Transfer = {
  url: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Image, Fetch, ... */
  type: string;
  /** The Content-Encoding it was sent with; null when sent as it is. */
  encoding: string | null;
  /** Bytes received for it, headers included (Chromium's encodedDataLength). */
  wireBytes: number;
};

type ResponseReceived = {
  requestId: string;
  type: string;
  response: { url: string; headers: Record<string, string> };
};

/**
 * Records every response the page receives from now on, through Chromium's own network events,
 * which count compressed bytes as they arrived. `take()` returns what was recorded so far and
 * starts afresh.
 */
export async function recordTransfers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, Omit<Transfer, 'wireBytes'>>();
  let finished: Transfer[] = [];
  let lastActivity = Date.now();
  // The open page's poll of the dataset version (once a second, src/app/newData.tsx) is not
  // loading: it would keep the page from ever being quiet.
  const polls = new Set<string>();
  const active = (event: { requestId: string }) => {
    if (!polls.has(event.requestId)) lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
    if (new URL(event.request.url).pathname.endsWith('/api/health')) polls.add(event.requestId);
    active(event);
  });
  for (const event of ['Network.dataReceived', 'Network.loadingFailed'] as const) cdp.on(event, active);
  cdp.on('Network.responseReceived', (event: ResponseReceived) => {
    active(event);
    const header = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    pending.set(event.requestId, { url: event.response.url, type: event.type, encoding: header?.[1] ?? null });
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    active(event);
    const response = pending.get(event.requestId);
    if (response) finished.push({ ...response, wireBytes: event.encodedDataLength });
  });
  return {
    /**
     * Resolves once nothing has been sent or received for `ms` (a page's own load state says
     * nothing of what an app fetches later). A long poll that stays open, or the version poll,
     * does not hold it up.
     */
    async quiet(ms: number): Promise<void> {
      while (Date.now() - lastActivity < ms) await page.waitForTimeout(ms - (Date.now() - lastActivity));
    },
    take(): Transfer[] {
      const taken = finished;
      finished = [];
      return taken;
    },
  };
}

/** Bytes received: all of them, and the JavaScript's and the CSS's alone. */
export function wireTotals(transfers: readonly Transfer[]) {
  const sum = (type?: string) =>
    transfers
      .filter((transfer) => !type || transfer.type === type)
      .reduce((total, { wireBytes }) => total + wireBytes, 0);
  return { js: sum('Script'), css: sum('Stylesheet'), total: sum() };
}
