import type { Asd } from '../analytics/pitchMaps';
import { separateDiscs } from './discs';
import {
  type RenderOptions,
  TEXT_LEFT,
  TEXT_SIZE,
  WIDTH,
  emptyNotice,
  footnote,
  halfPitchProjection,
  header,
  paragraph,
} from './frame';
import { type Box, type PlacedLabel, baselineBelow, nearestPointOnBox, placeLabels, textBox } from './labels';
import { COLOURS } from './palette';
import { type Projection, pitchClipDef, pitchGroup, project } from './pitch';
import { attrs, el, escapeXml, fixed, svgDocument, text } from './svg';

/**
 * ASD map: each leading shooter as a disc at the mean position of their shots, the disc's area
 * growing with their number of shots, labelled "Name (shots)". Leading shooters' averages crowd
 * into the same few metres in front of goal, so discs that would overlap are nudged apart, each
 * tied by a thin line to a dot at its true position, and labels are placed clear of each other,
 * of every disc and of every dot. A label pushed away is tied back by a thin line too, and disc
 * and label share the player's rank number so the pairing never depends on following a line
 * through the crowd.
 */

/** Room around a label's letters: the white halo drawn under them. */
const LABEL_PAD = 1.5;
const DOT_RADIUS = 2.5;

/** The smallest disc still holds a bold rank number at TEXT_SIZE. */
export const DISC_BASE_RADIUS = 9;

/**
 * Disc radius: area growing in proportion to shots (so 16 shots looks about twice 8, not four
 * times), on a base big enough to hold the rank number.
 */
export function discRadius(shots: number): number {
  return DISC_BASE_RADIUS + 1.3 * Math.sqrt(shots);
}

/** Who the map shows, as the line under the team's name says it. */
function whoIsShown(asd: Asd): string {
  const top = asd.players.length;
  if (top === 0) return `no player with ${asd.minShots}+ shots`;
  if (top === 1) return `the one player with ${asd.minShots}+ shots`;
  return `top ${top} shooters, ${asd.minShots}+ shots each`;
}

/** A player's disc: where their shots average out (`home`), and where it is drawn after nudging. */
type PlacedDisc = {
  readonly player: Asd['players'][number];
  readonly home: { readonly x: number; readonly y: number; readonly r: number };
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly moved: boolean;
};

/** Step 1: each player's disc at their mean position, nudged apart where discs would overlap. */
function placeDiscs(asd: Asd, p: Projection): PlacedDisc[] {
  const homes = asd.players.map((player) => {
    const [x, y] = project(p, player.x, player.y);
    return { x, y, r: discRadius(player.shots) };
  });
  const pitch: Box = { x: p.left, y: p.top, w: p.width, h: p.height };
  const centres = separateDiscs(homes, pitch);
  return asd.players.map((player, k) => {
    const home = homes[k] ?? { x: 0, y: 0, r: 0 };
    const at = centres[k] ?? { ...home, moved: false };
    return { player, home, cx: at.x, cy: at.y, r: home.r, moved: at.moved };
  });
}

/** Step 2: labels on the pitch, clear of each other, of every disc and of every true-position dot. */
function placeDiscLabels(placed: readonly PlacedDisc[], p: Projection): PlacedLabel[] {
  const bounds: Box = { x: p.left + 2, y: p.top + 2, w: p.width - 4, h: p.height - 4 };
  const obstacles: Box[] = [
    ...placed.map((d) => ({ x: d.cx - d.r, y: d.cy - d.r, w: 2 * d.r, h: 2 * d.r })),
    ...placed
      .filter((d) => d.moved)
      .map((d) => ({ x: d.home.x - DOT_RADIUS, y: d.home.y - DOT_RADIUS, w: 2 * DOT_RADIUS, h: 2 * DOT_RADIUS })),
  ];
  // The rank is bold, the rest of the label regular.
  const boxes = placed.map((d, k) => {
    const rank = textBox(`${k + 1}`, 0, 0, TEXT_SIZE, { bold: true });
    const rest = textBox(` ${d.player.name} (${d.player.shots})`, 0, 0, TEXT_SIZE);
    return { ...rest, w: rank.w + rest.w };
  });
  return placeLabels(
    placed.map((d, k) => ({
      cx: d.cx,
      cy: d.cy,
      r: d.r,
      w: (boxes[k]?.w ?? 0) + 2 * LABEL_PAD,
      h: (boxes[k]?.h ?? 0) + 2 * LABEL_PAD,
    })),
    bounds,
    obstacles,
  );
}

/** From a moved disc's edge to a dot on its true position. */
function pin(d: PlacedDisc): string {
  const dist = Math.hypot(d.home.x - d.cx, d.home.y - d.cy);
  return (
    el('line', {
      x1: d.cx + ((d.home.x - d.cx) / dist) * d.r,
      y1: d.cy + ((d.home.y - d.cy) / dist) * d.r,
      x2: d.home.x,
      y2: d.home.y,
      stroke: COLOURS.text,
      'stroke-width': 1.2,
    }) +
    el('circle', {
      cx: d.home.x,
      cy: d.home.y,
      r: DOT_RADIUS,
      fill: COLOURS.text,
      stroke: '#ffffff',
      'stroke-width': 1,
    })
  );
}

/**
 * Step 3: pins, discs and rank numbers. Biggest discs first, so a smaller one close by is drawn
 * on top and stays visible; every rank number goes above every disc, so a number is never hidden
 * by a neighbour's disc.
 */
function discLayers(placed: readonly PlacedDisc[]): { pins: string; markers: string[]; ranks: string } {
  const pins: string[] = [];
  const markers: string[] = [];
  const ranks: string[] = [];
  const drawOrder = placed.map((d, k) => ({ ...d, k })).sort((a, b) => b.r - a.r || a.k - b.k);
  for (const d of drawOrder) {
    const { player } = d;
    const tooltip = `${player.name}: ${player.shots} shots, ${player.scores} scored, mean distance ${fixed(player.meanDistance, 1)} m`;
    if (d.moved) pins.push(pin(d));
    markers.push(
      `<g${attrs({ class: 'player', 'data-name': player.name, 'data-shots': player.shots })}>` +
        `<title>${escapeXml(tooltip)}</title>` +
        el('circle', { cx: d.cx, cy: d.cy, r: d.r, fill: COLOURS.player, stroke: '#ffffff', 'stroke-width': 1.5 }) +
        '</g>',
    );
    ranks.push(
      text(`${d.k + 1}`, {
        x: d.cx,
        y: d.cy + TEXT_SIZE * 0.36,
        'font-size': TEXT_SIZE,
        'font-weight': 700,
        'text-anchor': 'middle',
        fill: '#ffffff',
      }),
    );
  }
  return { pins: pins.join(''), markers, ranks: ranks.join('') };
}

/** Step 4: each label, with a leader line back to its disc where it had to move away. */
function labelLayers(
  placed: readonly PlacedDisc[],
  labels: readonly PlacedLabel[],
): { leaders: string; texts: string } {
  const leaders: string[] = [];
  const texts: string[] = [];
  placed.forEach((d, k) => {
    const label = labels[k];
    if (!label) return;
    if (label.leader) {
      const [lx, ly] = nearestPointOnBox(label.box, d.cx, d.cy);
      const dist = Math.hypot(lx - d.cx, ly - d.cy) || 1;
      leaders.push(
        el('line', {
          x1: d.cx + ((lx - d.cx) / dist) * d.r,
          y1: d.cy + ((ly - d.cy) / dist) * d.r,
          x2: lx,
          y2: ly,
          stroke: COLOURS.muted,
          'stroke-width': 0.8,
        }),
      );
    }
    texts.push(
      `<text${attrs({
        class: 'player-label',
        x: label.box.x + LABEL_PAD,
        y: baselineBelow(label.box.y + LABEL_PAD, TEXT_SIZE),
        'font-size': TEXT_SIZE,
        fill: COLOURS.text,
        // A white halo under the letters keeps names legible over lines and stripes.
        stroke: '#ffffff',
        'stroke-width': 2 * LABEL_PAD,
        'stroke-linejoin': 'round',
        'paint-order': 'stroke',
      })}><tspan fill="${COLOURS.player}" font-weight="700">${k + 1}</tspan> ${escapeXml(`${d.player.name} (${d.player.shots})`)}</text>`,
    );
  });
  return { leaders: leaders.join(''), texts: texts.join('') };
}

/**
 * Step 5: under the pitch, the key to disc sizes and (when a disc moved) to the dots, or the
 * notice of an empty map over the pitch. Returns the markup and the last baseline.
 */
function legend(asd: Asd, placed: readonly PlacedDisc[], p: Projection): { markup: string; lastY: number } {
  let y = p.top + p.height + 30;
  if (placed.length === 0) {
    const notice = emptyNotice(
      `No player with ${asd.minShots}+ shots in this data`,
      p.left + p.width / 2,
      p.top + p.height / 2,
    );
    return { markup: notice, lastY: y };
  }
  const small = discRadius(4);
  const big = discRadius(16);
  const sizes = paragraph('Disc area: shots. Rank, name (shots).', TEXT_LEFT + 2 * small + 2 * big + 10, y, {
    fill: COLOURS.text,
  });
  const parts = [
    el('circle', { cx: TEXT_LEFT + small, cy: y - 5, r: small, fill: COLOURS.player }),
    el('circle', { cx: TEXT_LEFT + 2 * small + 4 + big, cy: y - 5, r: big, fill: COLOURS.player }),
    sizes.markup,
  ];
  y = sizes.lastY;
  if (placed.some((d) => d.moved)) {
    y += 26;
    const note = paragraph('Dot: the true spot of a disc moved apart.', TEXT_LEFT + 30, y, {
      fill: COLOURS.text,
    });
    parts.push(
      el('line', {
        x1: TEXT_LEFT + 4,
        y1: y - 5,
        x2: TEXT_LEFT + 22,
        y2: y - 5,
        stroke: COLOURS.text,
        'stroke-width': 1.2,
      }),
      el('circle', { cx: TEXT_LEFT + 4, cy: y - 5, r: DOT_RADIUS, fill: COLOURS.text }),
      note.markup,
    );
    y = note.lastY;
  }
  return { markup: `<g class="legend">${parts.join('')}</g>`, lastY: y };
}

/** Step 6: the map in words, for those who cannot see it. */
function describeAsd(asd: Asd): string {
  if (asd.players.length === 0) {
    return `${asd.team} have no player with ${asd.minShots} or more shots in this data.`;
  }
  const listed = asd.players
    .map((pl) => `${pl.name}, ${pl.shots} shots (${pl.scores} scored), mean distance ${fixed(pl.meanDistance, 1)} m`)
    .join('; ');
  return `Half pitch, goal at the top, with ${asd.team}'s ${asd.players.length} most frequent shooters at the average position they shot from: ${listed}.`;
}

export function renderAsdMap(asd: Asd, options: RenderOptions = {}): string {
  const idPrefix = 'asd';
  const head = header(asd.team, whoIsShown(asd));
  const p = halfPitchProjection(head);
  const placed = placeDiscs(asd, p);
  const discs = discLayers(placed);
  const labels = labelLayers(placed, placeDiscLabels(placed, p));
  const layers = [
    `<g class="pins">${discs.pins}</g>`,
    ...discs.markers,
    `<g class="ranks">${discs.ranks}</g>`,
    `<g class="leaders">${labels.leaders}</g>`,
    `<g class="labels">${labels.texts}</g>`,
  ];
  const under = legend(asd, placed, p);
  const foot = footnote(options, under.lastY);
  return svgDocument({
    width: WIDTH,
    height: Math.ceil(under.lastY + 12 + foot.height),
    title: `${asd.team}: average shot positions`,
    desc: describeAsd(asd),
    defs: pitchClipDef(p, idPrefix),
    body: [
      head.markup,
      pitchGroup({ projection: p, markers: layers, idPrefix, twoPointArc: options.twoPointArc }),
      under.markup,
      foot.markup,
    ],
  });
}
