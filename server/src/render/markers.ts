import type { PlottedShot } from '../analytics/pitchMaps';
import type { Outcome } from '../analytics/shot';
import { COLOURS } from './palette';
import { type Projection, project } from './pitch';
import { el, num, text, textWidth } from './svg';

/**
 * Shot markers. Scored and missed differ in shape and colour (a filled blue disc against a
 * vermillion cross), so they stay apart in greyscale and for every kind of colour blindness.
 * Each shot is exactly one element with class `shot` and `data-outcome`, so tests, scrapers and
 * assistive tools can count and read them.
 */

export type MarkerSize = {
  /** Disc radius in viewBox units; the cross spans the same box. */
  readonly radius: number;
  /** White outline, so markers stay visible on dark heat and on each other. */
  readonly outline: number;
};

export const MARKER = { radius: 4, outline: 1 } as const satisfies MarkerSize;

/**
 * A cross as one filled outline (twelve corners) rather than two strokes, so it is one element
 * and takes the same white outline as the disc. Relative commands keep it short.
 */
function crossPath(cx: number, cy: number, r: number): string {
  const a = r * 0.3; // half the arm's thickness
  const b = r; // reach of the arm from the centre
  const s = a * Math.SQRT2; // the notch between two arms, measured along an axis
  const arm = b - a; // how far an arm's edge runs diagonally
  // Start at the notch above the centre and go round clockwise on screen.
  return (
    `M${num(cx)} ${num(cy - s)}` +
    `l${num(arm)} ${num(-arm)}l${num(s)} ${num(s)}l${num(-arm)} ${num(arm)}` +
    `l${num(arm)} ${num(arm)}l${num(-s)} ${num(s)}l${num(-arm)} ${num(-arm)}` +
    `l${num(-arm)} ${num(arm)}l${num(-s)} ${num(-s)}l${num(arm)} ${num(-arm)}` +
    `l${num(-arm)} ${num(-arm)}l${num(s)} ${num(-s)}z`
  );
}

/** One marker at an image point. */
export function markerAt(
  outcome: Outcome,
  cx: number,
  cy: number,
  size: MarkerSize = MARKER,
  className = 'shot',
): string {
  if (outcome === 'score') {
    return el('circle', {
      class: className,
      'data-outcome': 'score',
      cx,
      cy,
      // A touch larger than the nominal size: a disc looks smaller than a cross of the same reach.
      r: size.radius * 1.15,
      fill: COLOURS.score,
      stroke: '#ffffff',
      'stroke-width': size.outline,
    });
  }
  return el('path', {
    class: className,
    'data-outcome': 'miss',
    d: crossPath(cx, cy, size.radius * 1.25),
    fill: COLOURS.miss,
    stroke: '#ffffff',
    'stroke-width': size.outline,
    'stroke-linejoin': 'round',
  });
}

/** Markers for shots on a pitch: misses first, so the scores (fewer, and the point) sit on top. */
export function shotMarkers(p: Projection, shots: readonly PlottedShot[], size: MarkerSize = MARKER): string[] {
  const ordered = [...shots.filter((s) => s.outcome === 'miss'), ...shots.filter((s) => s.outcome === 'score')];
  return ordered.map((shot) => {
    const [x, y] = project(p, shot.x, shot.y);
    return markerAt(shot.outcome, x, y, size);
  });
}

export type LegendItem = { readonly outcome: Outcome; readonly label: string };

/**
 * A one-line legend of marker shapes; the swatches carry class `legend-marker`, not `shot`, so they
 * are never counted as shots.
 */
export function markerLegend(items: readonly LegendItem[], x: number, y: number, fontSize = 12): string {
  const parts: string[] = [];
  let cursor = x;
  for (const item of items) {
    parts.push(markerAt(item.outcome, cursor + 5, y - fontSize * 0.35, MARKER, 'legend-marker'));
    parts.push(text(item.label, { x: cursor + 14, y, 'font-size': fontSize, fill: COLOURS.text }));
    cursor += 14 + textWidth(item.label, fontSize) + 16;
  }
  return `<g class="legend">${parts.join('')}</g>`;
}
