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
const PLOT_HEIGHT = 188;

/** A y-axis top a little above the tallest bar, on a 10 m line, never below 40 m. */
export function axisMax(values: readonly number[]): number {
  const top = Math.max(0, ...values);
  return Math.max(40, Math.ceil((top + 3) / 10) * 10);
}

function periodLabel(start: number, end: number): string {
  return `${start}–${end}`;
}

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
      (label.box.x >= bar.x + 1 &&
        label.box.x + label.box.w <= bar.x + bar.w - 1 &&
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

export function renderSdpmChart(sdpm: Sdpm, options: RenderOptions = {}): string {
  const title = `${sdpm.team}: shot distance by match period`;
  const means = sdpm.periods.flatMap((p) => (p.meanDistance === null ? [] : [p.meanDistance]));
  const shotsCounted = sdpm.periods.reduce((sum, p) => sum + p.shots, 0);
  const head = header(sdpm.team, `${shotsCounted} ${shotsCounted === 1 ? 'shot' : 'shots'}, mean distance from goal`);
  const yMax = axisMax(means);
  const plot = {
    left: TEXT_LEFT + textWidth(`${yMax}`, TEXT_SIZE) + 8,
    right: WIDTH - 12,
    top: head.height + 34,
    bottom: head.height + 34 + PLOT_HEIGHT,
  };
  const yOf = (metres: number): number => plot.bottom - (metres / yMax) * PLOT_HEIGHT;
  const slot = (plot.right - plot.left) / sdpm.periods.length;
  const barWidth = slot - 4;
  const lineY = sdpm.meanDistance === null ? null : yOf(sdpm.meanDistance);
  // Counts read "n=12" when every one fits its bar that way, else all are bare numbers.
  const countPrefix = sdpm.periods.every((p) => textWidth(`n=${p.shots}`, TEXT_SIZE) <= barWidth - 2) ? 'n=' : '';

  const parts: string[] = [];
  // Grid lines and y-axis labels every 10 m.
  const grid: string[] = [];
  for (let m = 0; m <= yMax; m += 10) {
    const y = yOf(m);
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
  parts.push(`<g class="axis-y">${grid.join('')}</g>`);
  parts.push(text('metres', { x: TEXT_LEFT, y: plot.top - 16, 'font-size': TEXT_SIZE, fill: COLOURS.muted }));

  // Minutes on the period boundaries: "0–10" under a bar would not fit a phone's width at a
  // readable size, a tick every ten minutes does.
  const ticks: string[] = [];
  for (let k = 0; k <= sdpm.periods.length; k++) {
    const x = plot.left + slot * k;
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
  parts.push(`<g class="axis-x">${ticks.join('')}</g>`);

  // A hatch for empty periods.
  const defs =
    '<pattern id="sdpm-empty" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
    el('rect', { width: 6, height: 6, fill: '#f8fafc' }) +
    el('line', { x1: 0, y1: 0, x2: 0, y2: 6, stroke: '#cbd5e1', 'stroke-width': 2 }) +
    '</pattern>';

  // Bars first, then the overall mean across them, then every label on top.
  const bars: string[] = [];
  const labels: string[] = [];
  sdpm.periods.forEach((period, k) => {
    const cx = plot.left + slot * (k + 0.5);
    const x = cx - barWidth / 2;
    const label = periodLabel(period.start, period.end);
    if (period.meanDistance === null) {
      bars.push(
        el('rect', {
          class: 'bar-empty',
          'data-period': label,
          x,
          y: plot.top,
          width: barWidth,
          height: PLOT_HEIGHT,
          fill: 'url(#sdpm-empty)',
          stroke: '#cbd5e1',
          'stroke-dasharray': '3 3',
        }),
      );
      // Centred in the longer stretch of the column the mean line leaves free. With no shots at
      // all there is no line, and the notice across the plot says it once for every period.
      if (lineY !== null) {
        const above = lineY - plot.top;
        const middle = above >= PLOT_HEIGHT - above ? plot.top + above / 2 : (lineY + plot.bottom) / 2;
        labels.push(
          text('no shots', {
            class: 'empty-label',
            x: 0,
            y: 0,
            transform: `translate(${num(cx + 5)} ${num(middle)}) rotate(-90)`,
            'font-size': TEXT_SIZE,
            'text-anchor': 'middle',
            fill: COLOURS.muted,
            ...HALO,
          }),
        );
      }
      return;
    }
    const top = yOf(period.meanDistance);
    const bar: Box = { x, y: top, w: barWidth, h: plot.bottom - top };
    const mean = fixed(period.meanDistance, 1);
    bars.push(
      el('rect', {
        class: 'bar',
        'data-period': label,
        'data-shots': period.shots,
        'data-mean': mean,
        x,
        y: top,
        width: barWidth,
        height: bar.h,
        fill: COLOURS.bar,
      }),
    );
    const aboveLine =
      lineY === null ? [] : [{ y: baselineAbove(lineY - MEAN_LINE_CLEARANCE - 1, TEXT_SIZE), onBar: false }];
    // The mean above its bar; where the mean line would cut through it, inside the bar's top
    // (the line then runs clear above the bar), or failing that above the line.
    const value = placeBarLabel(
      { content: mean, className: 'bar-value', x: cx, bold: true },
      [
        { y: baselineAbove(top - 3, TEXT_SIZE), onBar: false },
        { y: baselineBelow(top + 4, TEXT_SIZE), onBar: true },
        ...aboveLine,
      ],
      bar,
      lineY,
      [],
    );
    // The count inside the bar's foot; where it does not fit or the line crosses it, above the value.
    const count = `${countPrefix}${period.shots}`;
    const shots = placeBarLabel(
      { content: count, className: 'bar-count', x: cx, bold: false },
      [
        { y: baselineAbove(plot.bottom - 5, TEXT_SIZE), onBar: true },
        { y: baselineAbove(value.box.y - 1, TEXT_SIZE), onBar: false },
        ...aboveLine,
      ],
      bar,
      lineY,
      [value.box],
    );
    labels.push(drawBarLabel(value), drawBarLabel(shots));
  });
  parts.push(`<g class="bars">${bars.join('')}</g>`);
  if (lineY !== null) {
    parts.push(
      el('line', {
        class: 'overall-mean',
        x1: plot.left,
        y1: lineY,
        x2: plot.right,
        y2: lineY,
        stroke: COLOURS.text,
        'stroke-width': 1.2,
        'stroke-dasharray': '5 4',
      }),
    );
  }
  parts.push(`<g class="bar-labels">${labels.join('')}</g>`);

  parts.push(
    text('Minutes of the match', {
      x: (plot.left + plot.right) / 2,
      y: plot.bottom + 41,
      'font-size': TEXT_SIZE,
      'text-anchor': 'middle',
      fill: COLOURS.muted,
    }),
  );

  let y = plot.bottom + 68;
  const notes: string[] = [];
  if (sdpm.meanDistance !== null) {
    const legend = paragraph(
      `Mean of all ${shotsCounted} shots: ${fixed(sdpm.meanDistance, 1)} m. ` +
        (countPrefix ? 'n = shots in the period.' : "Figure at a bar's foot: its shots."),
      TEXT_LEFT + 30,
      y,
      { fill: COLOURS.text },
    );
    notes.push(
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
    parts.push(emptyNotice('No shots in this data', (plot.left + plot.right) / 2, (plot.top + plot.bottom) / 2));
  }
  if (sdpm.withoutPeriod > 0) {
    const note = paragraph(
      `${sdpm.withoutPeriod} shot${sdpm.withoutPeriod === 1 ? '' : 's'} with no match minute from 0 to 80 not shown.`,
      TEXT_LEFT,
      notes.length > 0 ? y + LINE_HEIGHT : y,
      { fill: COLOURS.muted },
    );
    notes.push(note.markup);
    y = note.lastY;
  }
  parts.push(`<g class="notes">${notes.join('')}</g>`);
  const foot = footnote(options, y);
  parts.push(foot.markup);

  const filled = sdpm.periods.filter((p) => p.meanDistance !== null);
  const described = filled
    .map((p) => `${periodLabel(p.start, p.end)} min ${fixed(p.meanDistance ?? 0, 1)} m from ${p.shots}`)
    .join('; ');
  const empty = sdpm.periods.filter((p) => p.meanDistance === null).map((p) => periodLabel(p.start, p.end));
  const desc =
    sdpm.meanDistance === null
      ? `${sdpm.team} have no shots with a match minute in this data, so every period is empty.`
      : `Bar chart of ${sdpm.team}'s mean shot distance in metres for each 10-minute period of the match, ${shotsCounted} shots in all, mean ${fixed(sdpm.meanDistance, 1)} m. ${described}.` +
        (empty.length > 0 ? ` No shots in ${empty.join(', ')}.` : '');
  return svgDocument({
    width: WIDTH,
    height: Math.ceil(y + 12 + foot.height),
    title,
    desc,
    defs,
    body: [head.markup, ...parts],
  });
}
