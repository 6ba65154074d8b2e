/**
 * bench:web's interaction scenarios (issue 9): how soon a filter change shows on screen, and
 * whether the shot map stays smooth with 2,000 shots on it.
 *
 * Times are taken in the page (performance.now() and requestAnimationFrame), from the event the
 * user's action fires to the frame that shows its result, so the driver's round trips are not
 * counted. A frame is the gap between two animation frames: the longest one is what a user feels
 * as a stutter.
 */
import type { Page } from '@playwright/test';
import { describeFilter, filterQuery, NO_FILTER, PERIODS, type ShotFilter } from '../contract/filters';
import { dashboardReady, PHONE_CPU_SLOWDOWN, signedInDashboard, type Figure, type Scenario } from './webKit';
import { traced } from './webTrace';

const REPAINT_GOAL_MS = 100;
const FRAME_GOAL_MS = 50;

/** What the page shows once a filter is applied: its words in the subtitle, its parameters on every image. */
type Expected = { words: string | null; params: string[] };

function expectedOf(filter: ShotFilter): Expected {
  const words = describeFilter(filter, (id) => id).join(' · ');
  return { words: words === '' ? null : words, params: filterQuery(filter).split('&').filter(Boolean) };
}

type ChangeTimes = { handledMs: number; repaintMs: number; settledMs: number };

/**
 * Does `act` (one filter change) and times it in the page: to the end of its event's handlers (the
 * app's render and effects, which hold the next frame back), to the first frame painted with the
 * filter's words in the subtitle (the chips and subtitle follow the store at once), and to the
 * first frame after every figure and image follows the filter (no view busy, every image loaded
 * from a URL with the filter's parameters, and the last answer started since the change in).
 * The frames are watched from the change event itself, installed before `act`: watching from a
 * second call after `act` would add the driver's round trip to the figure.
 */
async function timeFilterChange(page: Page, act: () => Promise<unknown>, expected: Expected): Promise<ChangeTimes> {
  await page.evaluate(
    ({ words, params, unfilteredSubtitle }) => {
      const FILTER_PARAM = /[?&](match|half|period|shotType|pressure|player)=/;
      const subtitleShows = () => {
        const subtitle = document.querySelector('.dashboard__subtitle')?.textContent ?? '';
        return words === null ? subtitle === unfilteredSubtitle : subtitle.includes(words);
      };
      const everythingFollows = () => {
        const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
        return (
          document.querySelector('main [aria-busy="true"], main .spinner') === null &&
          images.length > 0 &&
          images.every(
            (image) =>
              image.complete &&
              image.naturalWidth > 0 &&
              (params.length === 0
                ? !FILTER_PARAM.test(image.src)
                : params.every((param) => image.src.includes(param))),
          )
        );
      };
      const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const timed = async (start: number): Promise<Omit<ChangeTimes, 'handledMs'>> => {
        const frames: number[] = [];
        let shown = -1;
        let settled = -1;
        while (settled < 0) {
          const frame = await nextFrame();
          frames.push(frame);
          if (frame - start > 30_000) throw new Error('The filter change never showed');
          // The state was drawn in this frame; the next frame's start is when it was on screen.
          if (shown < 0 && subtitleShows()) shown = frames.length;
          if (shown >= 0 && everythingFollows()) settled = frames.length;
        }
        const settledFrame = await nextFrame();
        // An answer (the chart's JSON, say) may land after the images: the frame after it counts.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const lastAnswer = Math.max(
          0,
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= start)
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        );
        const afterLastAnswer = frames.find((frame) => frame > lastAnswer) ?? settledFrame;
        return {
          repaintMs: (frames[shown] ?? settledFrame) - start,
          settledMs: Math.max(settledFrame, afterLastAnswer) - start,
        };
      };
      const marks = window as unknown as { filterChangeTimes: Promise<ChangeTimes> };
      marks.filterChangeTimes = new Promise((resolve, reject) => {
        // Captured before the app's own handlers, so the first frame asked for is the one after its render.
        const changed = (event: Event) => {
          document.removeEventListener('change', changed, { capture: true });
          document.removeEventListener('click', changed, { capture: true });
          const start = performance.now();
          const handled: { ms?: number } = {};
          // The window's bubbling listener runs after React's, which renders and runs its effects in the event.
          window.addEventListener(event.type, () => (handled.ms = performance.now() - start), { once: true });
          timed(start)
            .then((times) => {
              // Only a handler that stops the event's propagation keeps it from the window.
              if (handled.ms === undefined) throw new Error(`The ${event.type} never reached the window: untimed`);
              resolve({ handledMs: handled.ms, ...times });
            })
            .catch(reject);
        };
        // A select fires change; 'Clear all' and the chips are buttons.
        document.addEventListener('change', changed, { capture: true });
        document.addEventListener('click', changed, { capture: true });
      });
    },
    { ...expected, unfilteredSubtitle: await unfilteredSubtitleOf(page) },
  );
  await act();
  return page.evaluate(() => (window as unknown as { filterChangeTimes: Promise<ChangeTimes> }).filterChangeTimes);
}

const subtitles = new WeakMap<Page, string>();
/** The subtitle with no filter on: read once, when the page is first ready, and remembered. */
async function unfilteredSubtitleOf(page: Page): Promise<string> {
  const known = subtitles.get(page);
  if (known !== undefined) return known;
  const subtitle = (await page.locator('.dashboard__subtitle').textContent()) ?? '';
  subtitles.set(page, subtitle);
  return subtitle;
}

/**
 * Five filter changes on the default team's attacking view: three narrowing it to combinations
 * new to the server (each run starts from another ten minutes), then 'Clear all' and the first
 * filter again, both already in the browser's cache. With `slowCpu`, the changes are made with the
 * page's CPU slowed as a phone's is, and the figures are reported, not judged.
 */
export function filterChange(slowCpu = false): Scenario {
  let run = 0;
  const goal = (max: number) => (slowCpu ? {} : { max });
  return {
    name: slowCpu ? `filter change, ${PHONE_CPU_SLOWDOWN}x slower CPU` : 'filter change',
    async run(bench) {
      const page = await signedInDashboard(bench);
      await unfilteredSubtitleOf(page);
      if (slowCpu) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
      }
      const period = PERIODS[run % PERIODS.length] ?? '0-10';
      run += 1;
      const select = (name: string, value: string) => () =>
        page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name }).selectOption(value);
      const byPeriod = { ...NO_FILTER, period };
      const steps: Array<{ act: () => Promise<unknown>; filter: ShotFilter; seen: boolean }> = [
        { act: select('Period', period), filter: byPeriod, seen: false },
        { act: select('Shot type', 'play'), filter: { ...byPeriod, shotType: 'play' }, seen: false },
        {
          act: select('Pressure', 'yes'),
          filter: { ...byPeriod, shotType: 'play', pressure: 'yes' },
          seen: false,
        },
        { act: () => page.getByRole('button', { name: 'Clear all' }).click(), filter: NO_FILTER, seen: true },
        { act: select('Period', period), filter: byPeriod, seen: true },
      ];
      const times: Array<ChangeTimes & { seen: boolean }> = [];
      for (const [index, step] of steps.entries()) {
        const time = await traced(page, `filter-change${slowCpu ? '-slow-cpu' : ''}-${index + 1}`, () =>
          timeFilterChange(page, step.act, expectedOf(step.filter)),
        );
        times.push({ ...time, seen: step.seen });
      }
      await page.context().close();
      const longest = (of: ReadonlyArray<ChangeTimes & { seen: boolean }>, key: keyof ChangeTimes) =>
        Math.max(...of.map((time) => time[key]));
      return [
        {
          figure: "the app's work in the change event: render and effects (slowest of 5)",
          value: longest(times, 'handledMs'),
          unit: 'ms',
        },
        {
          figure: 'first repaint: filter words in the subtitle and chips (slowest of 5 changes)',
          value: longest(times, 'repaintMs'),
          unit: 'ms',
          ...goal(REPAINT_GOAL_MS),
        },
        {
          figure: 'every figure and image filtered, a combination new to the server (slowest of 3)',
          value: longest(
            times.filter((time) => !time.seen),
            'settledMs',
          ),
          unit: 'ms',
        },
        {
          figure: 'every figure and image filtered, a filter seen before (slowest of 2)',
          value: longest(
            times.filter((time) => time.seen),
            'settledMs',
          ),
          unit: 'ms',
          ...goal(REPAINT_GOAL_MS),
        },
      ];
    },
  };
}

/**
 * The longest frame (between two animation frames), and Chromium's longest long animation frame
 * (50 ms or more of the page's own work before a frame, 0 if none) with its script time by the
 * file it ran from (`firestore`, `main`, …): whose work a long frame is, if it is the page's at all.
 */
export type FrameFigures = { longestMs: number; longestWorkMs: number; scriptMsByFile: Record<string, number> };

/** Records every animation frame from now until `stopFrames`. */
export async function startFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    type LongFrame = PerformanceEntry & { scripts: Array<{ sourceURL: string; duration: number }> };
    const state = { last: performance.now(), longest: 0, running: true, longFrames: [] as LongFrame[] };
    const loop = (frame: number) => {
      state.longest = Math.max(state.longest, frame - state.last);
      state.last = frame;
      if (state.running) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    const observer = new PerformanceObserver((list) => {
      if (state.running) state.longFrames.push(...(list.getEntries() as LongFrame[]));
    });
    observer.observe({ type: 'long-animation-frame' });
    Object.assign(window, { frameRecord: state });
  });
}

export async function stopFrames(page: Page): Promise<FrameFigures> {
  return page.evaluate(async () => {
    // One more frame, so a long one still under way is counted.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    type LongFrame = PerformanceEntry & { scripts: Array<{ sourceURL: string; duration: number }> };
    const state = (window as unknown as { frameRecord: { longest: number; running: boolean; longFrames: LongFrame[] } })
      .frameRecord;
    state.running = false;
    const worst = state.longFrames.reduce<LongFrame | null>(
      (most, frame) => (most === null || frame.duration > most.duration ? frame : most),
      null,
    );
    const scriptMsByFile: Record<string, number> = {};
    for (const { sourceURL, duration } of worst?.scripts ?? []) {
      // `/assets/firestore.fe179ea4b105.js` is `firestore`; a script with no file (an event handler
      // the page set inline, say) is `page`.
      const file = sourceURL.split('/').pop()?.split('.')[0] || 'page';
      scriptMsByFile[file] = Math.round((scriptMsByFile[file] ?? 0) + duration);
    }
    return { longestMs: state.longest, longestWorkMs: Math.round(worst?.duration ?? 0), scriptMsByFile };
  });
}

/**
 * The compositor layers the page is drawn in. A frame that re-layers the page pays for each one, in
 * time no script accounts for, so a long list whose rows each need a layer of their own
 * (docs/performance.md#layers) shows here as a count in the tens where a handful is expected.
 */
export async function compositorLayers(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  let timer: NodeJS.Timeout | undefined;
  try {
    // Chromium sends the whole tree as soon as the domain is on; an event without layers is one sent
    // before the page has drawn, and a tree that never comes fails the bench rather than hanging it.
    const tree = new Promise<number>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error('Chromium sent no layer tree within 10 s')), 10_000);
      cdp.on('LayerTree.layerTreeDidChange', ({ layers }) => {
        if (layers !== undefined) resolve(layers.length);
      });
    });
    await cdp.send('LayerTree.enable');
    return await tree;
  } finally {
    clearTimeout(timer);
    await cdp.detach();
  }
}

const MARKS = '.shot-map__mark';

/**
 * The shot map of a team with `shots` shots, on the attacking view: the longest frame while all of
 * them are drawn again after a filter is cleared, while the pointer sweeps across the map (every
 * shot it passes is highlighted and its details shown), and while the keyboard walks 200 shots.
 */
export function shotMapFrames(team: string, shots: number): Scenario {
  return {
    name: `shot map, ${team}'s ${shots} shots`,
    async run(bench) {
      const page = await signedInDashboard(bench);
      await page.goto(`/?team=${encodeURIComponent(team)}`);
      await dashboardReady(page);
      const marks = page.locator(MARKS);
      await page.waitForFunction(({ selector, count }) => document.querySelectorAll(selector).length === count, {
        selector: MARKS,
        count: shots,
      });

      await page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: 'Half' }).selectOption('1');
      await page.waitForFunction(
        ({ selector, count }) => {
          const drawn = document.querySelectorAll(selector).length;
          return drawn > 0 && drawn < count && document.querySelector('main [aria-busy="true"]') === null;
        },
        { selector: MARKS, count: shots },
      );
      await startFrames(page);
      await page.getByRole('button', { name: 'Clear all' }).click();
      await page.waitForFunction(({ selector, count }) => document.querySelectorAll(selector).length === count, {
        selector: MARKS,
        count: shots,
      });
      const redraw = await stopFrames(page);

      const map = page.locator('.shot-map__figure svg').first();
      await map.scrollIntoViewIfNeeded();
      const box = await map.boundingBox();
      if (!box) throw new Error('The shot map is not on screen');
      await page.mouse.move(box.x + 1, box.y + 1);
      await startFrames(page);
      for (let row = 1; row <= 10; row += 1) {
        const y = box.y + (box.height * row) / 11;
        await page.mouse.move(box.x + 1, y);
        await page.mouse.move(box.x + box.width - 1, y, { steps: 30 });
      }
      const sweep = await stopFrames(page);

      await marks.first().focus();
      await startFrames(page);
      for (let step = 0; step < 200; step += 1) await page.keyboard.press('ArrowRight');
      const keyboard = await stopFrames(page);
      await page.context().close();

      const longest = (what: string, figures: FrameFigures): Figure => ({
        figure: `longest frame ${what}`,
        value: figures.longestMs,
        unit: 'ms',
        max: FRAME_GOAL_MS,
      });
      return [
        longest(`drawing all ${shots} shots again`, redraw),
        longest('while the pointer sweeps the map', sweep),
        longest('while the keyboard walks 200 shots', keyboard),
      ];
    },
  };
}
