import { textWidth } from './svg';

/**
 * Label placement without overlaps, for names next to points (the ASD map). Greedy and
 * deterministic: labels are placed in the order given (most important first), each at the first
 * free spot among candidates that start hard against its marker and then cover the whole bounds,
 * nearest first, so a free spot is found wherever one is. A label that had to move away from its
 * marker gets a leader line.
 */

export type Box = { readonly x: number; readonly y: number; readonly w: number; readonly h: number };

export type LabelRequest = {
  /** The marker the label belongs to: centre and radius. */
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  /** Size of the label's box. */
  readonly w: number;
  readonly h: number;
};

export type PlacedLabel = {
  readonly box: Box;
  /** True when the label sits away from its marker and needs a line back to it. */
  readonly leader: boolean;
};

/**
 * How far letters reach above and below the baseline, as fractions of the font size: DejaVu
 * Sans's accented capitals (Ó, É in Irish names) and descenders, generous like `textWidth`.
 */
const ASCENT = 0.93;
const DESCENT = 0.24;

export type TextAnchor = 'start' | 'middle' | 'end';

/** The box a line of text covers when drawn with its baseline at (x, y): what collision checks use. */
export function textBox(
  content: string,
  x: number,
  y: number,
  fontSize: number,
  style: { readonly anchor?: TextAnchor; readonly bold?: boolean } = {},
): Box {
  const w = textWidth(content, fontSize, style.bold ?? false);
  const left = style.anchor === 'middle' ? x - w / 2 : style.anchor === 'end' ? x - w : x;
  return { x: left, y: y - ASCENT * fontSize, w, h: (ASCENT + DESCENT) * fontSize };
}

/** The baseline that puts the top of text of `fontSize` at `top`. */
export function baselineBelow(top: number, fontSize: number): number {
  return top + ASCENT * fontSize;
}

/** The baseline that puts the bottom of text of `fontSize` at `bottom`. */
export function baselineAbove(bottom: number, fontSize: number): number {
  return bottom - DESCENT * fontSize;
}

/** Whether two boxes overlap, with `pad` of clear space required between them. */
export function boxesOverlap(a: Box, b: Box, pad = 0): boolean {
  return a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
}

function inside(box: Box, bounds: Box): boolean {
  return (
    box.x >= bounds.x &&
    box.y >= bounds.y &&
    box.x + box.w <= bounds.x + bounds.w &&
    box.y + box.h <= bounds.y + bounds.h
  );
}

const GAP = 3;
const PAD = 2;
/** Spacing of the candidate positions that cover the bounds. */
const GRID_STEP = 6;
/**
 * How much further from its marker a label may go than the nearest free spot, to find a spot
 * whose leader crosses nothing: beyond that a long leader is worse than a crossing.
 */
const DETOUR = 48;

type Candidate = { readonly box: Box; readonly leader: boolean; readonly distance: number };

/** Hard against the marker: right and left (centred on it, the way a reader expects), then above, below and the corners. */
function besideMarker(req: LabelRequest): Candidate[] {
  const { cx, cy, r, w, h } = req;
  const near = r + GAP;
  const at = (x: number, y: number): Candidate => ({ box: { x, y, w, h }, leader: false, distance: 0 });
  return [
    at(cx + near, cy - h / 2),
    at(cx - near - w, cy - h / 2),
    at(cx - w / 2, cy - near - h),
    at(cx - w / 2, cy + near),
    at(cx + near * 0.7, cy - near * 0.7 - h),
    at(cx + near * 0.7, cy + near * 0.7),
    at(cx - near * 0.7 - w, cy - near * 0.7 - h),
    at(cx - near * 0.7 - w, cy + near * 0.7),
  ];
}

/**
 * Then every position on a grid over the bounds, nearest the marker first: counting-sorted into
 * rings a grid step wide (a full sort would cost more, and the first free spot usually comes
 * early), grid order within a ring. Boxes are only made for the positions looked at.
 */
function* acrossBounds(req: LabelRequest, bounds: Box): Generator<Candidate> {
  const { cx, cy, w, h } = req;
  const cols = Math.floor((bounds.w - w) / GRID_STEP) + 1;
  const rows = Math.floor((bounds.h - h) / GRID_STEP) + 1;
  if (cols <= 0 || rows <= 0) return;
  const ringOf = new Uint16Array(cols * rows);
  const rings = Math.ceil(Math.hypot(bounds.w, bounds.h) / GRID_STEP) + 1;
  const starts = new Uint32Array(rings + 1);
  for (let cell = 0; cell < cols * rows; cell++) {
    const x = bounds.x + (cell % cols) * GRID_STEP;
    const y = bounds.y + Math.floor(cell / cols) * GRID_STEP;
    // Distance from the marker to the box's nearest point.
    const dx = Math.max(x - cx, 0, cx - x - w);
    const dy = Math.max(y - cy, 0, cy - y - h);
    const ring = Math.min(rings - 1, Math.floor(Math.hypot(dx, dy) / GRID_STEP));
    ringOf[cell] = ring;
    starts[ring + 1] = (starts[ring + 1] ?? 0) + 1;
  }
  for (let ring = 1; ring <= rings; ring++) starts[ring] = (starts[ring] ?? 0) + (starts[ring - 1] ?? 0);
  const order = new Uint32Array(cols * rows);
  const next = starts.slice(0, rings);
  for (let cell = 0; cell < cols * rows; cell++) {
    const ring = ringOf[cell] ?? 0;
    order[next[ring] ?? 0] = cell;
    next[ring] = (next[ring] ?? 0) + 1;
  }
  for (const cell of order) {
    const box = { x: bounds.x + (cell % cols) * GRID_STEP, y: bounds.y + Math.floor(cell / cols) * GRID_STEP, w, h };
    yield { box, leader: true, distance: (ringOf[cell] ?? 0) * GRID_STEP };
  }
}

/** Candidate boxes for one label, best first. */
function* candidates(req: LabelRequest, bounds: Box): Generator<Candidate> {
  yield* besideMarker(req);
  yield* acrossBounds(req, bounds);
}

/** Whether the segment from (x1, y1) to (x2, y2) passes through `box` (Liang-Barsky clipping). */
export function segmentCrossesBox(x1: number, y1: number, x2: number, y2: number, box: Box): boolean {
  const dx = x2 - x1;
  const dy = y2 - y1;
  let t0 = 0;
  let t1 = 1;
  // Clip the segment's parameter range against each side in turn (left, right, top, bottom): p is
  // how fast the segment heads out through that side, q how far inside it the segment starts.
  for (let side = 0; side < 4; side++) {
    const p = side === 0 ? -dx : side === 1 ? dx : side === 2 ? -dy : dy;
    const q = side === 0 ? x1 - box.x : side === 1 ? box.x + box.w - x1 : side === 2 ? y1 - box.y : box.y + box.h - y1;
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/**
 * Places every label inside `bounds`, clear of the other labels and of every marker box in
 * `obstacles`, preferring spots whose leader line crosses nothing on its way. If no clear spot
 * exists (more text than room), the label goes where it overlaps least, so it is never dropped.
 */
export function placeLabels(requests: readonly LabelRequest[], bounds: Box, obstacles: readonly Box[]): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  for (const req of requests) {
    // The obstacles a leader may start inside: the label's own marker.
    const passable = (box: Box): boolean =>
      req.cx >= box.x && req.cx <= box.x + box.w && req.cy >= box.y && req.cy <= box.y + box.h;
    const crossable = [...obstacles, ...placed.map((p) => p.box)].filter((box) => !passable(box));
    let best: Candidate | null = null;
    let bestScore = Number.POSITIVE_INFINITY;
    let firstFree: number | null = null;
    for (const candidate of candidates(req, bounds)) {
      if (firstFree !== null && candidate.distance > firstFree + DETOUR) break;
      if (!inside(candidate.box, bounds)) continue;
      // One overlap outweighs any number of leader crossings; counting stops once the spot is no
      // better than the best so far.
      let score = 0;
      for (const other of placed) if (score < bestScore && boxesOverlap(candidate.box, other.box, PAD)) score += 2000;
      for (const obstacle of obstacles)
        if (score < bestScore && boxesOverlap(candidate.box, obstacle, 0)) score += 1000;
      if (score === 0) firstFree ??= candidate.distance;
      if (candidate.leader && score < bestScore) {
        const [lx, ly] = nearestPointOnBox(candidate.box, req.cx, req.cy);
        for (const box of crossable) if (segmentCrossesBox(req.cx, req.cy, lx, ly, box)) score += 1;
      }
      if (score < bestScore) {
        best = candidate;
        bestScore = score;
        if (score === 0) break;
      }
    }
    placed.push(
      best ? { box: best.box, leader: best.leader } : { box: { ...bounds, w: req.w, h: req.h }, leader: true },
    );
  }
  return placed;
}

/** The point of `box` nearest to (x, y): where a leader line from the marker should end. */
export function nearestPointOnBox(box: Box, x: number, y: number): [number, number] {
  return [Math.min(box.x + box.w, Math.max(box.x, x)), Math.min(box.y + box.h, Math.max(box.y, y))];
}
