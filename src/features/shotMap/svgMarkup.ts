import { HALF_PITCH, MAP_HEIGHT, MAP_WIDTH, num, PITCH_BOX } from './geometry';
import type { MarkStyle } from './encoding';

/**
 * SVG as text, for what is drawn the same way in the app and in the downloaded file: the pitch
 * (static, so the app inlines this very markup) and, for the file, the marks and the legend.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export type Attributes = Readonly<Record<string, string | number | undefined>>;

/** One element; `children` is markup already escaped. */
export function el(name: string, attributes: Attributes, children = ''): string {
  let open = `<${name}`;
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    open += ` ${key}="${escapeXml(typeof value === 'number' ? num(value) : value)}"`;
  }
  return children === '' ? `${open}/>` : `${open}>${children}</${name}>`;
}

/** A mark's look as SVG attributes. */
export function styleAttributes(style: MarkStyle): Attributes {
  return {
    fill: style.fill,
    'fill-opacity': style.fillOpacity === 1 ? undefined : style.fillOpacity,
    stroke: style.stroke,
    'stroke-width': style.strokeWidth,
    'stroke-linejoin': 'round',
  };
}

/** The same colours as the API's images, so the shot map sits well beside the heat map. */
const PITCH_COLOURS = {
  grass: '#d3e6ca',
  grassStripe: '#c8dcbc',
  lines: '#ffffff',
  /** A faint outline on the white lines, which would otherwise vanish on the pale grass. */
  lineCasing: '#6d8f68',
  goalFrame: '#64748b',
} as const;

/** The half pitch in map units: grass, stripes, lines with their casing, penalty spot and goal. */
function pitchMarkupOf(twoPointArc: boolean): string {
  const lines = twoPointArc ? `${HALF_PITCH.lines}${HALF_PITCH.twoPointArc}` : HALF_PITCH.lines;
  return [
    el('rect', {
      x: PITCH_BOX.left,
      y: PITCH_BOX.top,
      width: PITCH_BOX.width,
      height: PITCH_BOX.height,
      fill: PITCH_COLOURS.grass,
    }),
    el('path', { d: HALF_PITCH.stripes, fill: PITCH_COLOURS.grassStripe }),
    el('path', {
      d: lines,
      fill: 'none',
      stroke: PITCH_COLOURS.lineCasing,
      'stroke-width': HALF_PITCH.lineWidth + 1.2,
      'stroke-opacity': 0.6,
    }),
    el('path', { d: lines, fill: 'none', stroke: PITCH_COLOURS.lines, 'stroke-width': HALF_PITCH.lineWidth }),
    el('circle', {
      cx: HALF_PITCH.penaltySpot.x,
      cy: HALF_PITCH.penaltySpot.y,
      r: HALF_PITCH.penaltySpot.r,
      fill: PITCH_COLOURS.lines,
      stroke: PITCH_COLOURS.lineCasing,
      'stroke-width': 0.6,
    }),
    el('rect', {
      x: HALF_PITCH.goal.x,
      y: HALF_PITCH.goal.y,
      width: HALF_PITCH.goal.width,
      height: HALF_PITCH.goal.height,
      fill: '#ffffff',
      stroke: PITCH_COLOURS.goalFrame,
      'stroke-width': 1,
    }),
  ].join('');
}

const PITCHES = { withArc: pitchMarkupOf(true), withoutArc: pitchMarkupOf(false) };

/**
 * The pitch's markup, the 40 m arc on it in a season under the two-point rules: the same as the
 * API's images, so a shot sits at the same spot on the shot map and on the heat map beside it.
 */
export const pitchMarkup = (twoPointArc: boolean): string => (twoPointArc ? PITCHES.withArc : PITCHES.withoutArc);

export const MAP_VIEW_BOX = `0 0 ${num(MAP_WIDTH)} ${num(MAP_HEIGHT)}`;
