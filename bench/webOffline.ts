/**
 * bench:web's offline scenario (issue 20, docs/behaviour.md#offline): what the service worker costs
 * a first visit and what it gives back. From the build: how many files it precaches and their bytes
 * as the server sends them (brotli, as the worker asks for them) and unpacked. In Chromium: when
 * the worker is ready (its precache downloaded, after the sign-in form works), and how soon the
 * sign-in form works on a reload with no network at all. The slow network is emulated for the page;
 * Chromium may not apply it to the worker's own downloads, so on it 'worker ready' is a lower bound.
 */
import fs from 'node:fs';
import path from 'node:path';
import { freshPage, signInFormReady, type Figure, type Network, type Scenario } from './webKit';

const DIST = path.resolve(__dirname, '..', 'dist');

/** The files the built worker precaches (InjectManifest writes their list into dist/sw.js), with their sizes. */
export function precacheFigures(dist = DIST): Figure[] {
  const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/['"]url['"]:['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');
  const compressed = JSON.parse(fs.readFileSync(path.join(dist, 'compressed-sizes.json'), 'utf8')) as Record<
    string,
    { bytes: number; brotli: number }
  >;
  let sent = 0;
  let unpacked = 0;
  for (const url of urls) {
    const name = url.replace(/^\//, '');
    const bytes = fs.statSync(path.join(dist, name)).size;
    unpacked += bytes;
    // A file the build did not compress (an image) is sent as it is.
    sent += compressed[name]?.brotli ?? bytes;
  }
  return [
    { figure: 'precached files', value: urls.length, unit: 'count' },
    { figure: 'precache as sent (brotli)', value: sent, unit: 'bytes' },
    { figure: 'precache unpacked', value: unpacked, unit: 'bytes' },
  ];
}

export const offlineStart = (network: Network | null): Scenario => ({
  name: network ? `service worker, ${network.name}` : 'service worker',
  async run(bench) {
    const page = await freshPage(bench, network, 'allow');
    await page.goto('/signin');
    const formReady = await signInFormReady(page);
    // Ready once installed (every precached file downloaded) and active.
    const workerReady = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return performance.now();
    });
    await page.context().setOffline(true);
    await page.reload();
    const offlineFormReady = await signInFormReady(page);
    await page.context().close();
    return [
      ...precacheFigures(),
      { figure: 'sign-in form works', value: formReady, unit: 'ms' },
      { figure: 'worker ready, precache downloaded', value: workerReady, unit: 'ms' },
      { figure: 'sign-in form works, reload with no network', value: offlineFormReady, unit: 'ms' },
    ];
  },
});
