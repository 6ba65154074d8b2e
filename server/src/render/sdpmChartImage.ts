import type { Sdpm } from '../analytics/pitchMaps';
import {
  LINE_HEIGHT,
  type RenderOptions,
  TEXT_LEFT,
  TEXT_SIZE,
  WIDTH,
  emptyNotice,
  footnote,
  header,
  paragraph,
} from './frame';
import { type Box, baselineAbove, baselineBelow, boxesOverlap, textBox } from './labels';
import { COLOURS } from './palette';
import { el, fixed, num, svgDocument, text, textWidth } from './svg';

/**
 * SDPM chart: the team's mean shot distance in each 10-minute period, one bar per period with the
 * number of shots on it. A period without shots is drawn as a hatched, labelled gap across the
 * whole plot, so nobody reads it as "shots from 0 m". The dashed line of the overall mean never
 * runs through a label: a label it would cross moves (into its bar, or above the line) instead.
 */

/** A white outline under label letters, so they read over grid lines and the hatching. */
const HALO = { stroke: '#ffffff', 'stroke-width': 3, 'stroke-linejoin': 'round', 'paint-order': 'stroke' } as const;

/** Clear space between the mean line and the nearest label. */
const MEAN_LINE_CLEARANCE = 2;
/**
 * Clear space between a label on a bar and the bar's sides. Bars stand 4 units apart, so counts
 * that filled their bars ran together across the gaps ('n=14n=16' on a phone); with this inset
 * neighbouring counts are at least 10 units (8 px on a phone) apart.
 */
const LABEL_INSET = 3;
const PLOT_HEIGHT = 188;

/** A y-axis top a little above the tallest bar, on a 10 m line, never below 40 m. */
export function axisMax(values: readonly number[]): number {
  const top = Math.max(0, ...values);
  return Math.max(40, Math.ceil((top + 3) / 10) * 10);
}

function periodLabel(start: number, end: number): string {
  return `${start}–${end}`;
}

/** The shots drawn: those with a match minute from 0 to 80. */
const shotsIn = (sdpm: Sdpm): number => sdpm.periods.reduce((sum, p) => sum + p.shots, 0);

type BarLabel = {
  readonly content: string;
  readonly className: string;
  /** Centre of the text and its baseline. */
  readonly x: number;
  readonly y: number;
  readonly bold: boolean;
  /** White on the bar, or dark with a halo on the white page. */
  readonly onBar: boolean;
  readonly box: Box;
};

/**
 * The first of `candidates` (baselines, best first) whose box keeps clear of the mean line and of
 * the labels already `taken`, and, for a label on the bar, fits inside the bar.
 */
function placeBarLabel(
  base: Omit<BarLabel, 'y' | 'onBar' | 'box'>,
  candidates: ReadonlyArray<{ readonly y: number; readonly onBar: boolean }>,
  bar: Box,
  lineY: number | null,
  taken: readonly Box[],
): BarLabel {
  const labels = candidates.map((c) => ({
    ...base,
    ...c,
    box: textBox(base.content, base.x, c.y, TEXT_SIZE, { anchor: 'middle', bold: base.bold }),
  }));
  const fits = (label: BarLabel): boolean =>
    (lineY === null ||
      lineY < label.box.y - MEAN_LINE_CLEARANCE ||
      lineY > label.box.y + label.box.h + MEAN_LINE_CLEARANCE) &&
    taken.every((box) => !boxesOverlap(box, label.box, 1)) &&
    (!label.onBar ||
      (label.box.x >= bar.x + LABEL_INSET &&
        label.box.x + label.box.w <= bar.x + bar.w - LABEL_INSET &&
        label.box.y >= bar.y + 2 &&
        label.box.y + label.box.h <= bar.y + bar.h));
  const chosen = labels.find(fits) ?? labels[labels.length - 1];
  if (!chosen) throw new Error('A bar label needs at least one place to go');
  return chosen;
}

function drawBarLabel(label: BarLabel): string {
  return text(label.content, {
    class: label.className,
    x: label.x,
    y: label.y,
    'font-size': TEXT_SIZE,
    'font-weight': label.bold ? 600 : null,
    'text-anchor': 'middle',
    fill: label.onBar ? '#ffffff' : COLOURS.text,
    ...(label.onBar ? {} : HALO),
  });
}

/** Where the bars stand, in viewBox units, and how a distance maps onto it. */
type Plot = {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly yMax: number;
  /** Width of one period's column; its bar is a little narrower. */
  readonly slot: number;
  readonly barWidth: number;
  /** Where the dashed overall mean runs, or null with no shots. */
  readonly lineY: number | null;
  readonly yOf: (metres: number) => number;
};

/** Step 1: the plot's box under the header, the y axis sized to the tallest bar. */
function plotArea(sdpm: Sdpm, headHeight: number): Plot {
  const means = sdpm.periods.flatMap((p) => (p.meanDistance === null ? [] : [p.meanDistance]));
  const yMax = axisMax(means);
  const left = TEXT_LEFT + textWidth(`${yMax}`, TEXT_SIZE) + 8;
  const right = WIDTH - 12;
  const top = headHeight + 34;
  const bottom = top + PLOT_HEIGHT;
  const yOf = (metres: number): number => bottom - (metres / yMax) * PLOT_HEIGHT;
  const slot = (right - left) / sdpm.periods.length;
  return {
    left,
    right,
    top,
    bottom,
    yMax,
    slot,
    barWidth: slot - 4,
    lineY: sdpm.meanDistance === null ? null : yOf(sdpm.meanDistance),
    yOf,
  };
}

/** Step 2: grid lines and their labels every 10 m, and the axis's unit. */
function yAxis(plot: Plot): string {
  const grid: string[] = [];
  for (let m = 0; m <= plot.yMax; m += 10) {
    const y = plot.yOf(m);
    grid.push(
      el('line', {
        x1: plot.left,
        y1: y,
        x2: plot.right,
        y2: y,
        stroke: m === 0 ? COLOURS.muted : COLOURS.grid,
        'stroke-width': 1,
      }),
    );
    grid.push(
      text(`${m}`, { x: plot.left - 6, y: y + 5, 'font-size': TEXT_SIZE, 'text-anchor': 'end', fill: COLOURS.muted }),
    );
  }
  return (
    `<g class="axis-y">${grid.join('')}</g>` +
    text('metres', { x: TEXT_LEFT, y: plot.top - 16, 'font-size': TEXT_SIZE, fill: COLOURS.muted })
  );
}

/**
 * Step 3: minutes on the period boundaries. "0–10" under a bar would not fit a phone's width at a
 * readable size, a tick every ten minutes does.
 */
function xAxis(sdpm: Sdpm, plot: Plot): string {
  const ticks: string[] = [];
  for (let k = 0; k <= sdpm.periods.length; k++) {
    const x = plot.left + plot.slot * k;
    const minute = sdpm.periods[k]?.start ?? sdpm.periods[k - 1]?.end ?? 0;
    ticks.push(
      el('line', { x1: x, y1: plot.bottom, x2: x, y2: plot.bottom + 5, stroke: COLOURS.muted, 'stroke-width': 1 }),
      text(`${minute}`, {
        x,
        y: plot.bottom + 21,
        'font-size': TEXT_SIZE,
        'text-anchor': 'middle',
        fill: COLOURS.text,
      }),
    );
  }
  return `<g class="axis-x">${ticks.join('')}</g>`;
}

/** The hatch an empty period is filled with. */
const EMPTY_HATCH =
  '<pattern id="sdpm-empty" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
  el('rect', { width: 6, height: 6, fill: '#f8fafc' }) +
  el('line', { x1: 0, y1: 0, x2: 0, y2: 6, stroke: '#cbd5e1', 'stroke-width': 2 }) +
  '</pattern>';

type PeriodMarks = { readonly bar: string; readonly labels: readonly string[] };

/**
 * A period without shots: a hatched column across the whole plot, its 'no shots' centred in the
 * longer stretch the mean line leaves free. With no shots at all there is no line, and the notice
 * across the plot says it once for every period.
 */
function emptyPeriod(plot: Plot, label: string, cx: number): PeriodMarks {
  const bar = el('rect', {
    class: 'bar-empty',
    'data-period': label,
    x: cx - plot.barWidth / 2,
    y: plot.top,
    width: plot.barWidth,
    height: PLOT_HEIGHT,
    fill: 'url(#sdpm-empty)',
    stroke: '#cbd5e1',
    'stroke-dasharray': '3 3',
  });
  if (plot.lineY === null) return { bar, labels: [] };
  const above = plot.lineY - plot.top;
  const middle = above >= PLOT_HEIGHT - above ? plot.top + above / 2 : (plot.lineY + plot.bottom) / 2;
  const noShots = text('no shots', {
    class: 'empty-label',
    x: 0,
    y: 0,
    transform: `translate(${num(cx + 5)} ${num(middle)}) rotate(-90)`,
    'font-size': TEXT_SIZE,
    'text-anchor': 'middle',
    fill: COLOURS.muted,
    ...HALO,
  });
  return { bar, labels: [noShots] };
}

/**
 * A period with shots: its bar, the mean above it and the count inside its foot. Where the mean
 * line would cut through the mean, it goes inside the bar's top (the line then runs clear above
 * the bar), or failing that above the line; where the count does not fit the bar or the line
 * crosses it, it goes above the value.
 */
function filledPeriod(
  plot: Plot,
  period: Sdpm['periods'][number],
  label: string,
  cx: number,
  countPrefix: string,
): PeriodMarks {
  const meanDistance = period.meanDistance ?? 0;
  const top = plot.yOf(meanDistance);
  const x = cx - plot.barWidth / 2;
  const box: Box = { x, y: top, w: plot.barWidth, h: plot.bottom - top };
  const mean = fixed(meanDistance, 1);
  const bar = el('rect', {
    class: 'bar',
    'data-period': label,
    'data-shots': period.shots,
    'data-mean': mean,
    x,
    y: top,
    width: plot.barWidth,
    height: box.h,
    fill: COLOURS.bar,
  });
  const { lineY } = plot;
  const aboveLine =
    lineY === null ? [] : [{ y: baselineAbove(lineY - MEAN_LINE_CLEARANCE - 1, TEXT_SIZE), onBar: false }];
  const value = placeBarLabel(
    { content: mean, className: 'bar-value', x: cx, bold: true },
    [
      { y: baselineAbove(top - 3, TEXT_SIZE), onBar: false },
      { y: baselineBelow(top + 4, TEXT_SIZE), onBar: true },
      ...aboveLine,
    ],
    box,
    lineY,
    [],
  );
  const shots = placeBarLabel(
    { content: `${countPrefix}${period.shots}`, className: 'bar-count', x: cx, bold: false },
    [
      { y: baselineAbove(plot.bottom - 5, TEXT_SIZE), onBar: true },
      { y: baselineAbove(value.box.y - 1, TEXT_SIZE), onBar: false },
      ...aboveLine,
    ],
    box,
    lineY,
    [value.box],
  );
  return { bar, labels: [drawBarLabel(value), drawBarLabel(shots)] };
}

/** Step 4: bars first, then the overall mean across them, then every label on top. */
function barsAndLabels(sdpm: Sdpm, plot: Plot, countPrefix: string): string {
  const marks = sdpm.periods.map((period, k) => {
    const cx = plot.left + plot.slot * (k + 0.5);
    const label = periodLabel(period.start, period.end);
    return period.meanDistance === null
      ? emptyPeriod(plot, label, cx)
      : filledPeriod(plot, period, label, cx, countPrefix);
  });
  const meanLine =
    plot.lineY === null
      ? ''
      : el('line', {
          class: 'overall-mean',
          x1: plot.left,
          y1: plot.lineY,
          x2: plot.right,
          y2: plot.lineY,
          stroke: COLOURS.text,
          'stroke-width': 1.2,
          'stroke-dasharray': '5 4',
        });
  return (
    `<g class="bars">${marks.map((m) => m.bar).join('')}</g>` +
    meanLine +
    `<g class="bar-labels">${marks.flatMap((m) => m.labels).join('')}</g>`
  );
}

/**
 * Step 5: under the axis, the key to the dashed line and the counts, or the notice of an empty
 * chart, and how many shots had no minute to place them by. Returns the markup (notes, then
 * anything drawn over the plot) and the last baseline.
 */
function notes(sdpm: Sdpm, plot: Plot, countPrefix: string): { markup: string; lastY: number } {
  const shotsCounted = shotsIn(sdpm);
  let y = plot.bottom + 68;
  const lines: string[] = [];
  let overPlot = '';
  if (sdpm.meanDistance !== null) {
    const legend = paragraph(
      `Mean of all ${shotsCounted} shots: ${fixed(sdpm.meanDistance, 1)} m. ` +
        (countPrefix ? 'n = shots in the period.' : "Figure at a bar's foot: its shots."),
      TEXT_LEFT + 30,
      y,
      { fill: COLOURS.text },
    );
    lines.push(
      el('line', {
        x1: TEXT_LEFT,
        y1: y - 5,
        x2: TEXT_LEFT + 22,
        y2: y - 5,
        stroke: COLOURS.text,
        'stroke-width': 1.2,
        'stroke-dasharray': '5 4',
      }),
      legend.markup,
    );
    y = legend.lastY;
  } else {
    overPlot = emptyNotice('No shots in this data', (plot.left + plot.right) / 2, (plot.top + plot.bottom) / 2);
  }
  if (sdpm.withoutPeriod > 0) {
    const note = paragraph(
      `${sdpm.withoutPeriod} shot${sdpm.withoutPeriod === 1 ? '' : 's'} with no match minute from 0 to 80 not shown.`,
      TEXT_LEFT,
      lines.length > 0 ? y + LINE_HEIGHT : y,
      { fill: COLOURS.muted },
    );
    lines.push(note.markup);
    y = note.lastY;
  }
  return { markup: overPlot + `<g class="notes">${lines.join('')}</g>`, lastY: y };
}

/** Step 6: the chart in words, for those who cannot see it. */
function describeSdpm(sdpm: Sdpm): string {
  const filled = sdpm.periods.filter((p) => p.meanDistance !== null);
  const described = filled
    .map((p) => `${periodLabel(p.start, p.end)} min ${fixed(p.meanDistance ?? 0, 1)} m from ${p.shots}`)
    .join('; ');
  const empty = sdpm.periods.filter((p) => p.meanDistance === null).map((p) => periodLabel(p.start, p.end));
  if (sdpm.meanDistance === null) {
    return `${sdpm.team} have no shots with a match minute in this data, so every period is empty.`;
  }
  return (
    `Bar chart of ${sdpm.team}'s mean shot distance in metres for each 10-minute period of the match, ${shotsIn(sdpm)} shots in all, mean ${fixed(sdpm.meanDistance, 1)} m. ${described}.` +
    (empty.length > 0 ? ` No shots in ${empty.join(', ')}.` : '')
  );
}

export function renderSdpmChart(sdpm: Sdpm, options: RenderOptions = {}): string {
  const shotsCounted = shotsIn(sdpm);
  const head = header(sdpm.team, `${shotsCounted} ${shotsCounted === 1 ? 'shot' : 'shots'}, mean distance from goal`);
  const plot = plotArea(sdpm, head.height);
  // Counts read "n=12" when every one fits its bar that way, else all are bare numbers.
  const countPrefix = sdpm.periods.every((p) => textWidth(`n=${p.shots}`, TEXT_SIZE) <= plot.barWidth - 2 * LABEL_INSET)
    ? 'n='
    : '';
  const minutes = text('Minutes of the match', {
    x: (plot.left + plot.right) / 2,
    y: plot.bottom + 41,
    'font-size': TEXT_SIZE,
    'text-anchor': 'middle',
    fill: COLOURS.muted,
  });
  const under = notes(sdpm, plot, countPrefix);
  const foot = footnote(options, under.lastY);
  return svgDocument({
    width: WIDTH,
    height: Math.ceil(under.lastY + 12 + foot.height),
    title: `${sdpm.team}: shot distance by match period`,
    desc: describeSdpm(sdpm),
    defs: EMPTY_HATCH,
    body: [
      head.markup,
      yAxis(plot),
      xAxis(sdpm, plot),
      barsAndLabels(sdpm, plot, countPrefix),
      minutes,
      under.markup,
      foot.markup,
    ],
  });
}
