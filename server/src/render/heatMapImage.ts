import type { HeatMapType } from '../../../contract/images';
import type { HeatMap } from '../analytics/pitchMaps';
import { channelName } from '../analytics/pitchMaps';
import { contourLevels } from './contours';
import {
  type RenderOptions,
  TEXT_LEFT,
  TEXT_SIZE,
  TEXT_WIDTH,
  WIDTH,
  emptyNotice,
  footnote,
  halfPitchProjection,
  header,
  paragraph,
} from './frame';
import { COLOURS, HEAT_RAMPS } from './palette';
import { type Projection, pitchClipDef, pitchGroup, project } from './pitch';
import { attrs, el, num, svgDocument, text, textWidth } from './svg';

/**
 * Heat maps of a team's own shots (all, missed, scored) on the attacked half, goal at the top:
 * filled density contours in the type's colour ramp. Single shots are not drawn on top: tried,
 * they buried the density of a busy team under 177 markers, and on the miss and score maps the
 * markers' own colours (vermillion, blue) vanished into the matching ramp. The shot maps of the
 * defending view are where single shots are shown. The count is in the heading, and a map
 * resting on few shots says so.
 */

const WHAT: Record<HeatMapType, { title: string; noun: string; empty: string }> = {
  shots: { title: 'shot heat map', noun: 'shots', empty: 'No shots in this data' },
  miss: { title: 'missed-shot heat map', noun: 'missed shots', empty: 'No missed shots in this data' },
  score: { title: 'scoring heat map', noun: 'scores', empty: 'No scores in this data' },
};

/** Contour levels, as fractions of the peak: eight bands, one per ramp colour. */
export function heatLevels(peak: number, count: number): number[] {
  return Array.from({ length: count }, (_, k) => (peak * (k + 1)) / (count + 1));
}

/** Rings of one level as one path: pitch metres projected, repeated points (after rounding) dropped. */
function levelPath(p: Projection, rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>>): string {
  let d = '';
  for (const ring of rings) {
    let last = '';
    let first = true;
    for (const [x, y] of ring) {
      const [px, py] = project(p, x, y);
      const point = `${num(px)} ${num(py)}`;
      if (point === last) continue;
      d += `${first ? 'M' : 'L'}${point}`;
      last = point;
      first = false;
    }
    d += 'Z';
  }
  return d;
}

/** Below this many shots a smoothed density mostly shows where the few shots happened to be. */
export const FEW_SHOTS = 20;

function countWords(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun.replace(/s$/, '') : noun}`;
}

export function renderHeatMap(map: HeatMap, options: RenderOptions = {}): string {
  const idPrefix = `heat-${map.type}`;
  const ramp = HEAT_RAMPS[map.type];
  const what = WHAT[map.type];
  const n = map.shots.length;
  const head = header(map.team, `${countWords(n, what.noun)}, attacking the top goal`);
  const p = halfPitchProjection(head);

  const heat: string[] = [];
  if (map.density.max > 0) {
    const levels = contourLevels(map.density, heatLevels(map.density.max, ramp.length));
    levels.forEach((rings, k) => {
      const d = levelPath(p, rings);
      if (d) heat.push(el('path', { class: 'heat-level', d, fill: ramp[k] }));
    });
  }

  const density = `<g${attrs({ class: 'density', 'data-shots': n, 'data-scored': map.shots.filter((s) => s.outcome === 'score').length })}>${heat.join('')}</g>`;
  const body: string[] = [
    head.markup,
    pitchGroup({ projection: p, heat: [density], idPrefix, twoPointArc: options.twoPointArc }),
  ];

  let y = p.top + p.height + 24;
  if (n === 0) {
    body.push(emptyNotice(what.empty, p.left + p.width / 2, p.top + p.height / 2));
  } else {
    // The colour scale: one swatch per band, lightest to darkest, as wide as the words around it allow.
    const low = 'Fewer';
    const high = `more ${what.noun}`;
    const lowWidth = textWidth(low, TEXT_SIZE) + 6;
    const sw = Math.min(16, (TEXT_WIDTH - lowWidth - 6 - textWidth(high, TEXT_SIZE)) / ramp.length);
    const swatchX = TEXT_LEFT + lowWidth;
    const parts = [text(low, { x: TEXT_LEFT, y, 'font-size': TEXT_SIZE, fill: COLOURS.muted })];
    ramp.forEach((colour, k) => {
      parts.push(el('rect', { x: swatchX + k * sw, y: y - 11, width: sw, height: 13, fill: colour }));
    });
    parts.push(
      el('rect', { x: swatchX, y: y - 11, width: sw * ramp.length, height: 13, fill: 'none', stroke: COLOURS.grid }),
      text(high, { x: swatchX + sw * ramp.length + 6, y, 'font-size': TEXT_SIZE, fill: COLOURS.muted }),
    );
    body.push(`<g class="colour-scale">${parts.join('')}</g>`);
    if (n < FEW_SHOTS) {
      const few = paragraph(`Only ${countWords(n, what.noun)}: a rough guide.`, TEXT_LEFT, y + 20, {
        class: 'few-shots',
        fill: COLOURS.muted,
      });
      body.push(few.markup);
      y = few.lastY;
    }
  }
  const foot = footnote(options, y);
  body.push(foot.markup);

  const peak = peakDescription(map);
  const desc =
    n === 0
      ? `${map.team} have no ${what.noun} in this data; the half pitch is shown empty.`
      : `Smoothed density of the ${countWords(n, what.noun)} ${map.team} took, all turned to attack the goal at the top of the half pitch, darker where more came from. ${peak}`;
  return svgDocument({
    width: WIDTH,
    height: Math.ceil(y + 12 + foot.height),
    title: `${map.team}: ${what.title}`,
    desc,
    defs: pitchClipDef(p, idPrefix),
    body,
  });
}

/** Where the density peaks, in words, for the description read out by screen readers. */
function peakDescription(map: HeatMap): string {
  const { density } = map;
  let best = -1;
  let at = 0;
  density.values.forEach((v, k) => {
    if (v > best) {
      best = v;
      at = k;
    }
  });
  const x = density.region.x0 + (at % density.nx) * density.dx;
  const y = density.region.y0 + Math.floor(at / density.nx) * density.dy;
  const fromGoal = Math.hypot(density.region.x1 - x, (density.region.y0 + density.region.y1) / 2 - y);
  return `The densest area is about ${Math.round(fromGoal)} m from goal, ${channelName(y)}.`;
}
