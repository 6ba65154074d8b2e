import { PITCH, type PitchDimensions, type PitchRect } from '../../../contract/pitch';
import { pitchMarkings, viewRegion, type Marking, type PitchView, type Pt } from '../../../contract/pitchMarkings';
import { COLOURS } from './palette';
import { attrs, el, group, num } from './svg';

/**
 * The pitch, drawn from one dimensions object in metres. Markings are first described as geometry
 * in pitch metres (contract/pitchMarkings.ts, tested against the dimensions), then projected onto
 * the image.
 *
 * Views: `half` shows the attacked half standing up, goal at the top, so every shot attacks
 * upward; `full` lies the whole pitch on its side attacking rightward. The half view is the full
 * view turned a quarter turn anticlockwise, so left and right agree between them: the pitch's y
 * axis points to the attacker's left in both.
 */

/** Where a view sits on the image and how big: `scale` pixels (viewBox units) per metre. */
export type Projection = {
  readonly view: PitchView;
  readonly dims: PitchDimensions;
  readonly scale: number;
  /** The pitch region's box on the image. */
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
};

export function projection(
  view: PitchView,
  left: number,
  top: number,
  scale: number,
  dims: PitchDimensions = PITCH,
): Projection {
  const region = viewRegion(view, dims);
  const along = (region.x1 - region.x0) * scale;
  const across = (region.y1 - region.y0) * scale;
  return view === 'half'
    ? { view, dims, scale, left, top, width: across, height: along }
    : { view, dims, scale, left, top, width: along, height: across };
}

/** A pitch point (metres) on the image (viewBox units). */
export function project(p: Projection, x: number, y: number): [number, number] {
  if (p.view === 'half') {
    // Goal at the top: further up the pitch is higher on the image; the attacker's left is left.
    return [p.left + (p.dims.width - y) * p.scale, p.top + (p.dims.length - x) * p.scale];
  }
  return [p.left + x * p.scale, p.top + (p.dims.width - y) * p.scale];
}

/** The image box of a pitch rectangle. */
export function projectRect(p: Projection, rect: PitchRect): { x: number; y: number; w: number; h: number } {
  const [ax, ay] = project(p, rect.x0, rect.y0);
  const [bx, by] = project(p, rect.x1, rect.y1);
  return { x: Math.min(ax, bx), y: Math.min(ay, by), w: Math.abs(bx - ax), h: Math.abs(by - ay) };
}

function pt(p: Projection, at: Pt): string {
  const [x, y] = project(p, at.x, at.y);
  return `${num(x)} ${num(y)}`;
}

/**
 * An arc as SVG arc commands, split into pieces of at most a quarter turn so the large-arc flag is
 * never ambiguous. The sweep flag comes from where the arc's middle lands on the image, so it is
 * right whatever turning or mirroring the view applies.
 */
function arcPath(p: Projection, m: Extract<Marking, { kind: 'arc' }>): string {
  const pieces = Math.max(1, Math.ceil((m.endAngle - m.startAngle) / (Math.PI / 2) - 1e-9));
  const step = (m.endAngle - m.startAngle) / pieces;
  const at = (angle: number): [number, number] =>
    project(p, m.centre.x + m.radius * Math.cos(angle), m.centre.y + m.radius * Math.sin(angle));
  const r = num(m.radius * p.scale);
  let d = `M${pt(p, { x: m.centre.x + m.radius * Math.cos(m.startAngle), y: m.centre.y + m.radius * Math.sin(m.startAngle) })}`;
  for (let k = 0; k < pieces; k++) {
    const a0 = m.startAngle + k * step;
    const [x0, y0] = at(a0);
    const [xm, ym] = at(a0 + step / 2);
    const [x1, y1] = at(a0 + step);
    // With y pointing down, a negative cross product puts the middle on the clockwise side of
    // the chord: the arc turns the way SVG calls sweep-flag 1.
    const cross = (x1 - x0) * (ym - y0) - (y1 - y0) * (xm - x0);
    d += `A${r} ${r} 0 0 ${cross < 0 ? 1 : 0} ${num(x1)} ${num(y1)}`;
  }
  return d;
}

/** Depth the goal is drawn behind the end line (a drawing convention: nets have no rule size). */
export const GOAL_DRAWN_DEPTH = 1.6;

/**
 * The grass layer: the view's region with mowing stripes every 5 m across the direction of play,
 * as grounds are usually cut.
 */
export function grassLayer(p: Projection): string {
  const region = viewRegion(p.view, p.dims);
  const stripes: string[] = [];
  for (let x = region.x0, k = 0; x < region.x1 - 1e-9; x += 5, k++) {
    if (k % 2 === 1) continue;
    const box = projectRect(p, { x0: x, x1: Math.min(region.x1, x + 5), y0: region.y0, y1: region.y1 });
    stripes.push(`M${num(box.x)} ${num(box.y)}h${num(box.w)}v${num(box.h)}h${num(-box.w)}z`);
  }
  return group({ class: 'layer-grass' }, [
    el('rect', { x: p.left, y: p.top, width: p.width, height: p.height, fill: COLOURS.grass }),
    el('path', { d: stripes.join(''), fill: COLOURS.grassStripe }),
  ]);
}

/** SVG path data for every marking but spots and goals, in one string. */
function linesPath(p: Projection, markings: readonly Marking[]): string {
  let d = '';
  for (const m of markings) {
    if (m.kind === 'line') d += `M${pt(p, m.from)}L${pt(p, m.to)}`;
    else if (m.kind === 'rectangle') {
      const far = m.endLineX === m.rect.x1 ? m.rect.x0 : m.rect.x1;
      d +=
        `M${pt(p, { x: m.endLineX, y: m.rect.y0 })}L${pt(p, { x: far, y: m.rect.y0 })}` +
        `L${pt(p, { x: far, y: m.rect.y1 })}L${pt(p, { x: m.endLineX, y: m.rect.y1 })}`;
    } else if (m.kind === 'arc') d += arcPath(p, m);
  }
  return d;
}

/**
 * The lines layer: white lines with a thin darker casing drawn first, so they read on pale grass
 * and on the darkest heat alike; the goals and penalty mark on top.
 */
export function linesLayer(p: Projection, markings: readonly Marking[] = pitchMarkings(p.view, p.dims)): string {
  const d = linesPath(p, markings);
  const lineWidth = Math.max(1.5, 0.35 * p.scale);
  const parts = [
    el('path', { d, fill: 'none', stroke: COLOURS.lineCasing, 'stroke-width': lineWidth + 1.2, 'stroke-opacity': 0.6 }),
    el('path', { d, fill: 'none', stroke: COLOURS.lines, 'stroke-width': lineWidth }),
  ];
  for (const m of markings) {
    if (m.kind === 'spot') {
      const [x, y] = project(p, m.at.x, m.at.y);
      parts.push(
        el('circle', {
          cx: x,
          cy: y,
          r: Math.max(1.5, 0.45 * p.scale),
          fill: COLOURS.lines,
          stroke: COLOURS.lineCasing,
          'stroke-width': 0.6,
        }),
      );
    } else if (m.kind === 'goal') {
      // The net behind the posts, outside the pitch (the image leaves a margin for it).
      const behind = m.from.x === 0 ? -GOAL_DRAWN_DEPTH : GOAL_DRAWN_DEPTH;
      const box = projectRect(p, {
        x0: Math.min(m.from.x, m.from.x + behind),
        x1: Math.max(m.from.x, m.from.x + behind),
        y0: Math.min(m.from.y, m.to.y),
        y1: Math.max(m.from.y, m.to.y),
      });
      parts.push(
        el('rect', {
          x: box.x,
          y: box.y,
          width: box.w,
          height: box.h,
          fill: '#ffffff',
          stroke: COLOURS.muted,
          'stroke-width': 1,
        }),
      );
    }
  }
  return group({ class: 'layer-lines' }, parts);
}

export type PitchLayers = {
  readonly projection: Projection;
  /** Heat or zone shapes, clipped to the pitch. */
  readonly heat?: readonly string[];
  readonly markers?: readonly string[];
  /** Prefix for ids, unique per image, in case several images are ever inlined in one page. */
  readonly idPrefix: string;
  /** Draw the 40 m two-point arc (a season under the 2025 rules). */
  readonly twoPointArc?: boolean;
};

/** The clip path `pitchGroup` uses for the heat layer; belongs in the image's `<defs>`. */
export function pitchClipDef(p: Projection, idPrefix: string): string {
  return `<clipPath id="${idPrefix}-pitch">${el('rect', { x: p.left, y: p.top, width: p.width, height: p.height })}</clipPath>`;
}

/** The four layers in their fixed order: grass, heat, lines, markers. */
export function pitchGroup(layers: PitchLayers): string {
  const p = layers.projection;
  const heat = layers.heat ?? [];
  const markers = layers.markers ?? [];
  return (
    `<g class="pitch"${attrs({ 'data-view': p.view })}>` +
    grassLayer(p) +
    `<g class="layer-heat" clip-path="url(#${layers.idPrefix}-pitch)">${heat.join('')}</g>` +
    linesLayer(p, pitchMarkings(p.view, p.dims, { twoPointArc: layers.twoPointArc === true })) +
    `<g class="layer-markers">${markers.join('')}</g>` +
    '</g>'
  );
}
