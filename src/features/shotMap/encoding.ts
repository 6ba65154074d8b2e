import type { ShotRecord } from '../../../contract/answers';
import type { ShotType } from '../../../contract/filters';

/**
 * How a shot is drawn: colour and fill by outcome, shape by shot type, size by xP. Scored and
 * missed differ in colour and in fill, a solid mark against a hollow one, so they stay apart in
 * greyscale and for every kind of colour blindness (Okabe-Ito blue against vermillion).
 */

export type Outcome = ShotRecord['outcome'];
export const OUTCOMES: readonly Outcome[] = ['score', 'miss'];

export type MarkStyle = {
  readonly fill: string;
  readonly fillOpacity: number;
  readonly stroke: string;
  readonly strokeWidth: number;
};

/** A mark's look as React SVG props. */
export function markStyleProps(style: MarkStyle) {
  return {
    fill: style.fill,
    fillOpacity: style.fillOpacity,
    stroke: style.stroke,
    strokeWidth: style.strokeWidth,
    strokeLinejoin: 'round',
  } as const;
}

export const MARK_STYLES: Readonly<Record<Outcome, MarkStyle>> = {
  score: { fill: '#0072b2', fillOpacity: 0.9, stroke: '#ffffff', strokeWidth: 1 },
  // Okabe-Ito vermillion darkened a step, so the outline keeps 3:1 against the pale grass; the
  // pale, half-clear inside keeps the hollow mark easy to point at and readable over others.
  miss: { fill: '#ffffff', fillOpacity: 0.55, stroke: '#b35000', strokeWidth: 2 },
};

/** The shot-type swatches in the legend carry shape only, in a neutral ink. */
export const SHAPE_SWATCH: MarkStyle = { fill: '#475569', fillOpacity: 1, stroke: '#ffffff', strokeWidth: 1 };
/** The size swatches carry size only. */
export const SIZE_SWATCH: MarkStyle = { fill: '#ffffff', fillOpacity: 1, stroke: '#475569', strokeWidth: 1.5 };

/**
 * The dashed ring round a two-point attempt, shaped like its mark: a shape cue, so it reads in
 * greyscale too, and dashed so it is never taken for the solid focus ring.
 */
export const TWO_POINT_RING = { stroke: '#1e293b', strokeWidth: 1.4, dash: '3 2', gap: 3.5 } as const;

/** The words for a two-point attempt, in the legend and the downloaded image alike. */
export const TWO_POINT_NAME = 'Two-point attempt (kicked from on or outside the 40 m arc)';

/** The ring round the shot in focus: dark on a white halo, above 3:1 on grass, marks and lines. */
export const RING = { inner: '#0f172a', halo: '#ffffff' } as const;

export const OUTCOME_NAMES: Readonly<Record<Outcome, string>> = { score: 'Scored', miss: 'Missed' };

export const SHOT_TYPE_NAMES: Readonly<Record<ShotType, string>> = {
  play: 'From play',
  free: 'Free',
  '45': '45',
  mark: 'Mark',
  penalty: 'Penalty',
};

/** The xP values the size legend shows. */
export const SIZE_SAMPLES = [0.2, 0.5, 0.8] as const;

/** What the size legend's samples mean, in the app's legend and the downloaded image alike. */
export const SIZE_MEANING = 'area grows with the chance of scoring (xP)';
