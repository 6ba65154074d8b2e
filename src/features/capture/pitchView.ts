import { PITCH } from '../../../contract/pitch';
import { pitchMarkings, type Marking, type Pt } from '../../../contract/pitchMarkings';
import type { PitchPoint } from './draft';

/**
 * The capture pitch: the whole pitch lying on its side, drawn in metres from the same markings the
 * server's images draw (contract/pitchMarkings.ts), with the right-hand goal at x = 145 and y up.
 */

/** Room round the pitch for the goal nets and a tap just over a line. */
export const MARGIN = 3;
export const VIEW_WIDTH = PITCH.length + 2 * MARGIN;
export const VIEW_HEIGHT = PITCH.width + 2 * MARGIN;
export const VIEW_BOX = `${-MARGIN} ${-MARGIN} ${VIEW_WIDTH} ${VIEW_HEIGHT}`;

/** A pitch point on the drawing: y turned to point down, as SVG's does. */
export const toView = (p: Pt): Pt => ({ x: p.x, y: PITCH.width - p.y });

const n = (value: number) => String(Math.round(value * 100) / 100);
const at = (p: Pt) => {
  const v = toView(p);
  return `${n(v.x)} ${n(v.y)}`;
};

/** An arc in pieces of at most a quarter turn, anticlockwise on the pitch (so sweep 0 once y points down). */
function arcPath(m: Extract<Marking, { kind: 'arc' }>): string {
  const pieces = Math.max(1, Math.ceil((m.endAngle - m.startAngle) / (Math.PI / 2) - 1e-9));
  const step = (m.endAngle - m.startAngle) / pieces;
  const point = (angle: number): Pt => ({
    x: m.centre.x + m.radius * Math.cos(angle),
    y: m.centre.y + m.radius * Math.sin(angle),
  });
  let d = `M${at(point(m.startAngle))}`;
  for (let k = 1; k <= pieces; k++) d += `A${n(m.radius)} ${n(m.radius)} 0 0 0 ${at(point(m.startAngle + k * step))}`;
  return d;
}

export type PitchDrawing = {
  readonly lines: string;
  readonly spots: readonly Pt[];
  readonly goals: ReadonlyArray<{ x: number; y: number; width: number; height: number }>;
};

/** Depth the nets are drawn behind the end lines: a drawing convention. */
const NET_DEPTH = 1.6;

/** The full pitch's markings as SVG: every line in one path, the penalty spots, the goals. */
export function pitchDrawing(twoPointArc: boolean): PitchDrawing {
  const markings = pitchMarkings('full', PITCH, { twoPointArc });
  let lines = '';
  const spots: Pt[] = [];
  const goals: Array<{ x: number; y: number; width: number; height: number }> = [];
  for (const m of markings) {
    if (m.kind === 'line') lines += `M${at(m.from)}L${at(m.to)}`;
    else if (m.kind === 'rectangle') {
      const far = m.endLineX === m.rect.x1 ? m.rect.x0 : m.rect.x1;
      lines += `M${at({ x: m.endLineX, y: m.rect.y0 })}L${at({ x: far, y: m.rect.y0 })}L${at({ x: far, y: m.rect.y1 })}L${at({ x: m.endLineX, y: m.rect.y1 })}`;
    } else if (m.kind === 'arc') lines += arcPath(m);
    else if (m.kind === 'spot') spots.push(toView(m.at));
    else {
      const top = toView({ x: m.from.x, y: Math.max(m.from.y, m.to.y) });
      goals.push({
        x: m.from.x === 0 ? -NET_DEPTH : m.from.x,
        y: top.y,
        width: NET_DEPTH,
        height: Math.abs(m.to.y - m.from.y),
      });
    }
  }
  return { lines, spots, goals };
}

/**
 * Where on the pitch a tap at (clientX, clientY) fell, in metres, given the drawing's box on the
 * screen (which keeps the view box's proportions); on the pitch's edge when just over a line.
 */
export function pitchPointAt(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): PitchPoint {
  const x = ((clientX - box.left) / box.width) * VIEW_WIDTH - MARGIN;
  const down = ((clientY - box.top) / box.height) * VIEW_HEIGHT - MARGIN;
  // A tenth of a metre is finer than any finger: the rest is rounding noise.
  const tenth = (value: number) => Math.round(value * 10) / 10;
  return {
    x: tenth(Math.min(PITCH.length, Math.max(0, x))),
    y: tenth(Math.min(PITCH.width, Math.max(0, PITCH.width - down))),
  };
}
