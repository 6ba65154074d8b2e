import type { Sdpm } from '../analytics/pitchMaps';
import { MARGIN, type RenderOptions, SMALL_SIZE, WIDTH, emptyNotice, footnote, header } from './frame';
import { COLOURS } from './palette';
import { el, fixed, num, svgDocument, text } from './svg';

/**
 * SDPM chart: the team's mean shot distance in each 10-minute period, one bar per period with the
 * number of shots on it. A period without shots is drawn as a hatched, labelled gap across the
 * whole plot, so nobody reads it as "shots from 0 m".
 */

/** A white outline under label letters, so the dashed mean line never cuts through a number. */
const HALO = { stroke: '#ffffff', 'stroke-width': 3, 'stroke-linejoin': 'round', 'paint-order': 'stroke' } as const;

/** The plot area: below the header (which grows when a long title takes two lines). */
function plotArea(headerHeight: number): { left: number; right: number; top: number; bottom: number } {
  return { left: 52, right: WIDTH - 14, top: headerHeight + 18, bottom: headerHeight + 206 };
}

/** A y-axis top a little above the tallest bar, on a 10 m line, never below 40 m. */
export function axisMax(values: readonly number[]): number {
  const top = Math.max(0, ...values);
  return Math.max(40, Math.ceil((top + 3) / 10) * 10);
}

function periodLabel(start: number, end: number): string {
  return `${start}–${end}`;
}

export function renderSdpmChart(sdpm: Sdpm, options: RenderOptions = {}): string {
  const title = `${sdpm.team}: shot distance by match period`;
  const subtitle = 'Mean distance from goal of the shots in each 10 minutes';
  const head = header(title, subtitle);
  const plot = plotArea(head.height);
  const means = sdpm.periods.flatMap((p) => (p.meanDistance === null ? [] : [p.meanDistance]));
  const shotsCounted = sdpm.periods.reduce((sum, p) => sum + p.shots, 0);
  const yMax = axisMax(means);
  const plotHeight = plot.bottom - plot.top;
  const yOf = (metres: number): number => plot.bottom - (metres / yMax) * plotHeight;
  const slot = (plot.right - plot.left) / sdpm.periods.length;
  const barWidth = slot * 0.68;

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
      text(`${m}`, { x: plot.left - 6, y: y + 4, 'font-size': SMALL_SIZE, 'text-anchor': 'end', fill: COLOURS.muted }),
    );
  }
  parts.push(`<g class="axis-y">${grid.join('')}</g>`);
  parts.push(
    text('metres', {
      x: plot.left - 6,
      y: plot.top - 10,
      'font-size': SMALL_SIZE,
      'text-anchor': 'end',
      fill: COLOURS.muted,
    }),
  );

  // A hatch for empty periods.
  const defs =
    '<pattern id="sdpm-empty" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
    el('rect', { width: 6, height: 6, fill: '#f8fafc' }) +
    el('line', { x1: 0, y1: 0, x2: 0, y2: 6, stroke: '#cbd5e1', 'stroke-width': 2 }) +
    '</pattern>';

  // Bars first, then the overall mean across them, then every label on top with a white halo,
  // so the dashed line is seen against each bar but never cuts through a number.
  const bars: string[] = [];
  const labels: string[] = [];
  sdpm.periods.forEach((period, k) => {
    const cx = plot.left + slot * (k + 0.5);
    const x = cx - barWidth / 2;
    const label = periodLabel(period.start, period.end);
    labels.push(
      text(label, { x: cx, y: plot.bottom + 16, 'font-size': SMALL_SIZE, 'text-anchor': 'middle', fill: COLOURS.text }),
    );
    if (period.meanDistance === null) {
      bars.push(
        el('rect', {
          class: 'bar-empty',
          'data-period': label,
          x,
          y: plot.top,
          width: barWidth,
          height: plotHeight,
          fill: 'url(#sdpm-empty)',
          stroke: '#cbd5e1',
          'stroke-dasharray': '3 3',
        }),
      );
      labels.push(
        text('no shots', {
          x: 0,
          y: 0,
          transform: `translate(${num(cx + 4)} ${num(plot.top + plotHeight / 2)}) rotate(-90)`,
          'font-size': SMALL_SIZE,
          'text-anchor': 'middle',
          fill: COLOURS.muted,
        }),
      );
      return;
    }
    const top = yOf(period.meanDistance);
    const height = plot.bottom - top;
    const value = fixed(period.meanDistance, 1);
    const count = `n=${period.shots}`;
    bars.push(
      el('rect', {
        class: 'bar',
        'data-period': label,
        'data-shots': period.shots,
        'data-mean': value,
        x,
        y: top,
        width: barWidth,
        height,
        fill: COLOURS.bar,
      }),
    );
    labels.push(
      text(value, {
        x: cx,
        y: top - 5,
        'font-size': SMALL_SIZE,
        'font-weight': 600,
        'text-anchor': 'middle',
        fill: COLOURS.text,
        ...HALO,
      }),
    );
    // The count sits inside the bar's foot when the bar is tall enough for it, else above the value.
    labels.push(
      height >= 18
        ? text(count, {
            class: 'bar-count',
            x: cx,
            y: plot.bottom - 6,
            'font-size': 10,
            'text-anchor': 'middle',
            fill: '#ffffff',
          })
        : text(count, {
            class: 'bar-count',
            x: cx,
            y: top - 18,
            'font-size': 10,
            'text-anchor': 'middle',
            fill: COLOURS.text,
            ...HALO,
          }),
    );
  });
  parts.push(`<g class="bars">${bars.join('')}</g>`);
  if (sdpm.meanDistance !== null) {
    const y = yOf(sdpm.meanDistance);
    parts.push(
      el('line', {
        class: 'overall-mean',
        x1: plot.left,
        y1: y,
        x2: plot.right,
        y2: y,
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
      y: plot.bottom + 32,
      'font-size': SMALL_SIZE,
      'text-anchor': 'middle',
      fill: COLOURS.muted,
    }),
  );

  let y = plot.bottom + 54;
  const notes: string[] = [];
  if (sdpm.meanDistance !== null) {
    notes.push(
      el('line', {
        x1: MARGIN - 4,
        y1: y - 4,
        x2: MARGIN + 18,
        y2: y - 4,
        stroke: COLOURS.text,
        'stroke-width': 1.2,
        'stroke-dasharray': '5 4',
      }),
      text(`Mean of all ${shotsCounted} shots: ${fixed(sdpm.meanDistance, 1)} m. n = shots in the period.`, {
        x: MARGIN + 24,
        y,
        'font-size': SMALL_SIZE,
        fill: COLOURS.text,
      }),
    );
  } else {
    parts.push(emptyNotice('No shots in this data', (plot.left + plot.right) / 2, (plot.top + plot.bottom) / 2));
  }
  if (sdpm.withoutPeriod > 0) {
    y += notes.length > 0 ? 17 : 0;
    notes.push(
      text(
        `${sdpm.withoutPeriod} shot${sdpm.withoutPeriod === 1 ? '' : 's'} with no match minute from 0 to 80 not shown.`,
        { x: MARGIN - 4, y, 'font-size': SMALL_SIZE, fill: COLOURS.muted },
      ),
    );
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
