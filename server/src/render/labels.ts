/**
 * Label placement without overlaps, for names next to points (the ASD map). Greedy and
 * deterministic: labels are placed in the order given (most important first), each at the first
 * free spot among candidates that start hard against its marker and move outward ring by ring.
 * A label that had to move away from its marker gets a leader line.
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
const RING_STEP = 7;
const DIRECTIONS = 16;

/** Candidate boxes for one label, best first. */
function candidates(req: LabelRequest, maxReach: number): { box: Box; leader: boolean }[] {
  const { cx, cy, r, w, h } = req;
  const near = r + GAP;
  // Hard against the marker: right and left (centred on it, the way a reader expects), then
  // above, below and the four corners.
  const out: { box: Box; leader: boolean }[] = [
    { box: { x: cx + near, y: cy - h / 2, w, h }, leader: false },
    { box: { x: cx - near - w, y: cy - h / 2, w, h }, leader: false },
    { box: { x: cx - w / 2, y: cy - near - h, w, h }, leader: false },
    { box: { x: cx - w / 2, y: cy + near, w, h }, leader: false },
    { box: { x: cx + near * 0.7, y: cy - near * 0.7 - h, w, h }, leader: false },
    { box: { x: cx + near * 0.7, y: cy + near * 0.7, w, h }, leader: false },
    { box: { x: cx - near * 0.7 - w, y: cy - near * 0.7 - h, w, h }, leader: false },
    { box: { x: cx - near * 0.7 - w, y: cy + near * 0.7, w, h }, leader: false },
  ];
  // Then further out in every direction, the box's near side facing the marker.
  for (let d = near + RING_STEP; d <= maxReach; d += RING_STEP) {
    for (let k = 0; k < DIRECTIONS; k++) {
      const angle = (2 * Math.PI * k) / DIRECTIONS;
      const ux = Math.cos(angle);
      const uy = Math.sin(angle);
      const bx = cx + ux * (d + w / 2) - w / 2;
      const by = cy + uy * (d + h / 2) - h / 2;
      out.push({ box: { x: bx, y: by, w, h }, leader: true });
    }
  }
  return out;
}

/**
 * Places every label inside `bounds`, clear of the other labels and of every marker box in
 * `obstacles`. If no clear spot exists (more text than room), the label goes where it overlaps
 * least, so it is never dropped.
 */
export function placeLabels(requests: readonly LabelRequest[], bounds: Box, obstacles: readonly Box[]): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const maxReach = Math.hypot(bounds.w, bounds.h);
  for (const req of requests) {
    let best: { box: Box; leader: boolean } | null = null;
    let bestClash = Number.POSITIVE_INFINITY;
    for (const candidate of candidates(req, maxReach)) {
      if (!inside(candidate.box, bounds)) continue;
      let clash = 0;
      for (const other of placed) if (boxesOverlap(candidate.box, other.box, PAD)) clash += 2;
      for (const obstacle of obstacles) if (boxesOverlap(candidate.box, obstacle, 0)) clash += 1;
      if (clash === 0) {
        best = candidate;
        break;
      }
      if (clash < bestClash) {
        best = candidate;
        bestClash = clash;
      }
    }
    const fallback = { box: { x: bounds.x, y: bounds.y, w: req.w, h: req.h }, leader: true };
    placed.push(best ?? fallback);
  }
  return placed;
}

/** The point of `box` nearest to (x, y): where a leader line from the marker should end. */
export function nearestPointOnBox(box: Box, x: number, y: number): [number, number] {
  return [Math.min(box.x + box.w, Math.max(box.x, x)), Math.min(box.y + box.h, Math.max(box.y, y))];
}
