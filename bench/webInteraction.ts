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
import {
  cpuOfPhone,
  dashboardReady,
  PHONE_CPU_SLOWDOWN,
  signedInDashboard,
  type Figure,
  type Scenario,
} from './webKit';
import { traced } from './webTrace';

const REPAINT_GOAL_MS = 100;
const FRAME_GOAL_MS = 50;

/**
 * What shows that a change was made: an element matching `selector` whose text holds `text` (or is
 * it, with `exact`). What shows the views follow it: for a filter, the parameters every image
 * carries; for a click, an element of the views matching `content`.
 */
type Expected = { selector: string; text: string; exact: boolean; params: string[] | null; content: string | null };

function expectedOf(filter: ShotFilter, unfilteredSubtitle: string): Expected {
  const words = describeFilter(filter, (id) => id).join(' · ');
  return {
    selector: '.dashboard__subtitle',
    text: words === '' ? unfilteredSubtitle : words,
    exact: words === '',
    params: filterQuery(filter).split('&').filter(Boolean),
    content: null,
  };
}

type ChangeTimes = { handledMs: number; repaintMs: number; followsMs: number; settledMs: number };

/**
 * Does `act` (one click or change) and times it in the page: to the end of its event's handlers
 * (the app's render and effects, which hold the next frame back), to the first paint of what
 * `expected` says shows it, to the first paint in which the views follow it (its `content`; for a
 * filter, no view busy and every image loaded from a URL with the filter's parameters), and, for a
 * filter, to that or the first paint after the last answer started since the change, if later. The
 * paints are watched from the event itself, installed before `act`: watching from a second call
 * after `act` would add the driver's round trip.
 */
async function timeChange(page: Page, act: () => Promise<unknown>, expected: Expected): Promise<ChangeTimes> {
  await page.evaluate(({ selector, text, exact, params, content }) => {
    const FILTER_PARAM = /[?&](match|half|period|shotType|pressure|player)=/;
    const shows = () =>
      [...document.querySelectorAll(selector)].some((element) => {
        const said = element.textContent;
        return exact ? said === text : said.includes(text);
      });
    const everythingFollows = () => {
      if (content !== null && document.querySelector(content) === null) return false;
      if (params === null) return true;
      const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
      return (
        document.querySelector('main [aria-busy="true"], main .spinner') === null &&
        images.length > 0 &&
        images.every(
          (image) =>
            image.complete &&
            image.naturalWidth > 0 &&
            (params.length === 0 ? !FILTER_PARAM.test(image.src) : params.every((param) => image.src.includes(param))),
        )
      );
    };
    // A frame's paint: what it drew (looked at in its animation-frame callback, just before it
    // renders) and when its rendering was done (a task posted from that callback at the highest
    // priority runs straight after it, before any task the app had waiting). Not the callback's
    // timestamp, the vsync the frame was begun for, a frame or more early when the main thread was
    // busy then; nor the next frame's, which the app's later work can hold back.
    type Paint = { at: number; shown: boolean; follows: boolean };
    const nextPaint = () =>
      new Promise<Paint>((resolve) =>
        requestAnimationFrame(() => {
          const drawn = { shown: shows(), follows: everythingFollows() };
          void scheduler.postTask(() => resolve({ at: performance.now(), ...drawn }), { priority: 'user-blocking' });
        }),
      );
    const timed = async (start: number): Promise<Omit<ChangeTimes, 'handledMs'>> => {
      const paints: number[] = [];
      let shownAt = -1;
      let settledAt = -1;
      while (settledAt < 0) {
        const paint = await nextPaint();
        paints.push(paint.at);
        if (paint.at - start > 30_000) throw new Error(`The change never showed ${text}`);
        if (shownAt < 0 && paint.shown) shownAt = paint.at;
        if (shownAt >= 0 && paint.follows) settledAt = paint.at;
      }
      // An answer (the chart's JSON, say) may land after the images: the first paint after it counts.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const lastAnswer = Math.max(
        0,
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= start)
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      );
      const afterLastAnswer = paints.find((at) => at > lastAnswer) ?? settledAt;
      return {
        repaintMs: shownAt - start,
        followsMs: settledAt - start,
        settledMs: Math.max(settledAt, afterLastAnswer) - start,
      };
    };
    const marks = window as unknown as { changeTimes: Promise<ChangeTimes> };
    marks.changeTimes = new Promise((resolve, reject) => {
      // Captured before the app's own handlers, so the first paint asked for is the one after their render.
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
      // A select fires change; buttons fire click.
      document.addEventListener('change', changed, { capture: true });
      document.addEventListener('click', changed, { capture: true });
    });
  }, expected);
  await act();
  return page.evaluate(() => (window as unknown as { changeTimes: Promise<ChangeTimes> }).changeTimes);
}

/**
 * Five filter changes on the default team's attacking view: three narrowing it to combinations
 * new to the server (each run starts from another ten minutes), then 'Clear all' and the first
 * filter again, both already in the browser's cache. With `slowCpu`, the changes are made with the
 * page's CPU slowed as a phone's is, and the figures are reported, not judged.
 */
export function filterChange(slowCpu = false): Scenario {
  let run = 0;
  const goal = (under: number) => (slowCpu ? {} : { under });
  return {
    name: slowCpu ? `filter change, ${PHONE_CPU_SLOWDOWN}x slower CPU` : 'filter change',
    async run(bench) {
      const page = await signedInDashboard(bench);
      const unfiltered = (await page.locator('.dashboard__subtitle').textContent()) ?? '';
      if (slowCpu) await cpuOfPhone(page);
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
          timeChange(page, step.act, expectedOf(step.filter, unfiltered)),
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

/** The view shown holds still: nothing busy, every image loaded, for ten frames running from now. */
async function viewSettled(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { stillFrames: 0 }));
  await page.waitForFunction(
    () => {
      const still = window as unknown as { stillFrames?: number };
      const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
      const settled =
        document.querySelector('main [aria-busy="true"], main .spinner') === null &&
        images.every((image) => image.complete && image.naturalWidth > 0);
      still.stillFrames = settled ? (still.stillFrames ?? 0) + 1 : 0;
      return still.stillFrames >= 10;
    },
    null,
    { polling: 'raf', timeout: 30_000 },
  );
}

/**
 * The dashboard's other clicks on a phone's CPU: Misses, Scores and Shots for the heat map,
 * Defending and back to Attacking, and another team in the sidebar and back. For each kind, the
 * slowest of its clicks: the app's work in the click's event, the first paint that shows the
 * choice (the button pressed, the view's title, the team in the subtitle), and the first in which
 * the views show it too (the heat map's image, the view's or team's spinner or images). Each click
 * starts from a settled view. Reported, not judged, as the filter change on this CPU is.
 */
export function dashboardClicks(): Scenario {
  return {
    name: `dashboard clicks, ${PHONE_CPU_SLOWDOWN}x slower CPU`,
    async run(bench) {
      const page = await signedInDashboard(bench);
      const firstTeam = await page.getByRole('combobox', { name: 'Team' }).inputValue();
      const otherTeam = firstTeam === 'Kerry' ? 'Galway' : 'Kerry';
      await cpuOfPhone(page);
      const heatMap = (name: string, shows: string) => ({
        kind: 'heat map type',
        act: () =>
          page.getByRole('group', { name: 'Heat map type' }).getByRole('button', { name, exact: true }).click(),
        expected: {
          selector: 'main button[aria-pressed="true"]',
          text: name,
          exact: true,
          params: null,
          content: `main img[alt$="heat map of ${shows}"]`,
        },
      });
      // A view shows itself with its spinner, then its images.
      const view = (name: string, content: string) => ({
        kind: 'view',
        act: () => page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name, exact: true }).click(),
        expected: { selector: '#view-title', text: name, exact: true, params: null, content },
      });
      const team = (name: string) => ({
        kind: 'team',
        act: () => page.getByRole('combobox', { name: 'Team' }).selectOption(name),
        expected: {
          selector: '.dashboard__subtitle',
          text: name,
          exact: false,
          params: null,
          content: `main [aria-label^="Loading ${name}"], main img[alt^="${name}:"]`,
        },
      });
      const steps = [
        heatMap('Misses', 'missed shots'),
        heatMap('Scores', 'scores'),
        heatMap('Shots', 'all shots'),
        view('Defending', 'main [aria-label$="defending maps"], main img[alt$="the team blocked"]'),
        view('Attacking', 'main [aria-label$="\'s charts"], main img[alt*=": heat map of "]'),
        team(otherTeam),
        team(firstTeam),
      ];
      const times: Array<ChangeTimes & { kind: string }> = [];
      for (const [index, step] of steps.entries()) {
        await viewSettled(page);
        const time = await traced(page, `dashboard-click-${index + 1}`, () =>
          timeChange(page, step.act, step.expected),
        );
        times.push({ ...time, kind: step.kind });
      }
      await page.context().close();
      return ['heat map type', 'view', 'team'].flatMap((kind): Figure[] => {
        const of = times.filter((time) => time.kind === kind);
        const slowest = (key: keyof ChangeTimes) => Math.max(...of.map((time) => time[key]));
        return [
          {
            figure: `${kind}: the app's work in the click's event (slowest of ${of.length})`,
            value: slowest('handledMs'),
            unit: 'ms',
          },
          {
            figure: `${kind}: first repaint showing the choice (slowest of ${of.length})`,
            value: slowest('repaintMs'),
            unit: 'ms',
          },
          {
            figure: `${kind}: first repaint of the views showing it (slowest of ${of.length})`,
            value: slowest('followsMs'),
            unit: 'ms',
          },
        ];
      });
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
        unit: 'frame',
        under: FRAME_GOAL_MS,
      });
      return [
        longest(`drawing all ${shots} shots again`, redraw),
        longest('while the pointer sweeps the map', sweep),
        longest('while the keyboard walks 200 shots', keyboard),
      ];
    },
  };
}
