/**
 * A Chromium trace of one stretch of a bench:web run, to find whose work a long frame is. With
 * `BENCH_TRACE=<folder>` the stretch is traced into `<folder>/<name>-<time>.json`, which DevTools'
 * Performance panel opens (Load profile); `BENCH_TRACE_JS=1` adds V8's sampling profiler, whose
 * samples name the functions of the minified build (its source maps, `dist/assets/*.map`, name
 * their sources). Tracing slows the page, so a traced run's figures are for finding causes, not
 * for comparing builds.
 *
 * With `BENCH_HEAP=<folder>`, V8's sampling heap profiler records what the page allocates in the
 * stretch, garbage already collected included, into `<folder>/<name>-<time>.heapprofile`, which
 * DevTools' Memory panel opens: whose garbage the page's collections are
 * (docs/performance.md#garbage). Sampling too slows the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
];
const PROFILER = 'disabled-by-default-v8.cpu_profiler';
/** The profiler's start takes about 200 ms of the page's time: traces start this long before the stretch. */
const LEAD_MS = 1200;

export async function traced<T>(page: Page, name: string, stretch: () => Promise<T>): Promise<T> {
  const heapFolder = process.env.BENCH_HEAP;
  const sampled = heapFolder ? () => heapSampled(page, heapFolder, name, stretch) : stretch;
  const folder = process.env.BENCH_TRACE;
  if (!folder) return sampled();
  const cdp = await page.context().newCDPSession(page);
  const events: object[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const categories = process.env.BENCH_TRACE_JS === '1' ? [...CATEGORIES, PROFILER] : CATEGORIES;
  await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
  await new Promise((resolve) => setTimeout(resolve, LEAD_MS));
  try {
    return await sampled();
  } finally {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    saved(folder, `${name}-${Date.now()}.json`, { traceEvents: events }, `traced ${name}`);
  }
}

/** One object sampled per this many bytes allocated, on average: V8's default is 32 KB. */
const HEAP_SAMPLING_BYTES = 4096;

async function heapSampled<T>(page: Page, folder: string, name: string, stretch: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  // What is left of the page's earlier work is collected first, so a collection in the stretch is its own.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: HEAP_SAMPLING_BYTES,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  try {
    return await stretch();
  } finally {
    const { profile } = await cdp.send('HeapProfiler.stopSampling');
    await cdp.detach();
    saved(folder, `${name}-${Date.now()}.heapprofile`, profile, `sampled what ${name} allocated`);
  }
}

function saved(folder: string, fileName: string, data: unknown, what: string) {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, fileName);
  fs.writeFileSync(file, JSON.stringify(data));
  console.log(`bench:web: ${what} into ${file}`);
}
