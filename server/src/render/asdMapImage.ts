import type { Asd } from '../analytics/pitchMaps';
import {
  LABEL_SIZE,
  MARGIN,
  type RenderOptions,
  SMALL_SIZE,
  WIDTH,
  emptyNotice,
  footnote,
  halfPitchProjection,
  header,
} from './frame';
import { type Box, nearestPointOnBox, placeLabels } from './labels';
import { COLOURS } from './palette';
import { pitchClipDef, pitchGroup, project } from './pitch';
import { attrs, el, escapeXml, fixed, svgDocument, text, textWidth } from './svg';

/**
 * ASD map: each leading shooter as a disc at the mean position of their shots, the disc's area
 * growing with their number of shots, labelled "Name (shots)". Leading shooters' averages crowd
 * into the same few metres in front of goal, so labels are placed clear of each other and of every
 * disc, a label pushed away is tied back by a thin line, and disc and label share the player's
 * rank number so the pairing never depends on following a line through the crowd.
 */

const LABEL_HEIGHT = 15;

/**
 * Disc radius: area growing in proportion to shots (so 16 shots looks about twice 8, not four
 * times), on a base big enough to hold the rank number.
 */
export function discRadius(shots: number): number {
  return 4.5 + 1.3 * Math.sqrt(shots);
}

export function labelText(rank: number, name: string, shots: number): string {
  return `${rank} ${name} (${shots})`;
}

export function renderAsdMap(asd: Asd, options: RenderOptions = {}): string {
  const idPrefix = 'asd';
  const players = asd.players;
  const top = players.length;
  const subtitle =
    top === 0
      ? `Players with ${asd.minShots} or more shots, at their mean shot position`
      : top === 1
        ? `The one player with ${asd.minShots}+ shots, at their mean shot position`
        : `Top ${top} shooters (${asd.minShots}+ shots) at their mean shot position`;
  const title = `${asd.team}: average shot positions`;
  const head = header(title, subtitle);
  const p = halfPitchProjection(head);
  const placed = players.map((player) => {
    const [cx, cy] = project(p, player.x, player.y);
    return { player, cx, cy, r: discRadius(player.shots) };
  });

  // Labels must stay on the pitch, clear of each other and of every disc.
  const bounds: Box = { x: p.left + 2, y: p.top + 2, w: p.width - 4, h: p.height - 4 };
  const discs: Box[] = placed.map((d) => ({ x: d.cx - d.r, y: d.cy - d.r, w: 2 * d.r, h: 2 * d.r }));
  const labels = placeLabels(
    placed.map((d, k) => ({
      cx: d.cx,
      cy: d.cy,
      r: d.r,
      w: textWidth(labelText(k + 1, d.player.name, d.player.shots), LABEL_SIZE, true) + 4,
      h: LABEL_HEIGHT,
    })),
    bounds,
    discs,
  );

  const markers: string[] = [];
  // Every rank number goes above every disc, so a number is never hidden by a neighbour's disc.
  const ranks: string[] = [];
  // Biggest discs first, so a smaller one close by is drawn on top and stays visible.
  const drawOrder = placed.map((d, k) => ({ ...d, k })).sort((a, b) => b.r - a.r || a.k - b.k);
  for (const d of drawOrder) {
    const { player } = d;
    const tooltip = `${player.name}: ${player.shots} shots, ${player.scores} scored, mean distance ${fixed(player.meanDistance, 1)} m`;
    markers.push(
      `<g${attrs({ class: 'player', 'data-name': player.name, 'data-shots': player.shots })}>` +
        `<title>${escapeXml(tooltip)}</title>` +
        el('circle', { cx: d.cx, cy: d.cy, r: d.r, fill: COLOURS.player, stroke: '#ffffff', 'stroke-width': 1.5 }) +
        '</g>',
    );
    ranks.push(
      text(`${d.k + 1}`, {
        x: d.cx,
        y: d.cy + 3.5,
        'font-size': 10,
        'font-weight': 700,
        'text-anchor': 'middle',
        fill: '#ffffff',
      }),
    );
  }
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
          stroke: COLOURS.text,
          'stroke-width': 0.8,
        }),
      );
    }
    texts.push(
      `<text${attrs({
        class: 'player-label',
        x: label.box.x + 2,
        y: label.box.y + LABEL_HEIGHT - 4,
        'font-size': LABEL_SIZE,
        'font-weight': 600,
        fill: COLOURS.text,
        // A white halo under the letters keeps names legible over lines and stripes.
        stroke: '#ffffff',
        'stroke-width': 3,
        'stroke-linejoin': 'round',
        'paint-order': 'stroke',
      })}><tspan fill="${COLOURS.player}" font-weight="700">${k + 1}</tspan> ${escapeXml(`${d.player.name} (${d.player.shots})`)}</text>`,
    );
  });
  markers.push(
    `<g class="ranks">${ranks.join('')}</g>`,
    `<g class="leaders">${leaders.join('')}</g>`,
    `<g class="labels">${texts.join('')}</g>`,
  );

  const body = [head.markup, pitchGroup({ projection: p, markers, idPrefix })];
  const y = p.top + p.height + 22;
  if (top === 0) {
    body.push(
      emptyNotice(`No player with ${asd.minShots}+ shots in this data`, p.left + p.width / 2, p.top + p.height / 2),
    );
  } else {
    body.push(
      `<g class="legend">` +
        el('circle', { cx: MARGIN + 4, cy: y - 4, r: discRadius(4), fill: COLOURS.player }) +
        el('circle', { cx: MARGIN + 26, cy: y - 4, r: discRadius(16), fill: COLOURS.player }) +
        text('Disc area: shots. Rank, name (shots).', {
          x: MARGIN + 44,
          y,
          'font-size': SMALL_SIZE,
          fill: COLOURS.text,
        }) +
        '</g>',
    );
  }
  const foot = footnote(options, y);
  body.push(foot.markup);

  const listed = players
    .map((pl) => `${pl.name}, ${pl.shots} shots (${pl.scores} scored), mean distance ${fixed(pl.meanDistance, 1)} m`)
    .join('; ');
  const desc =
    top === 0
      ? `${asd.team} have no player with ${asd.minShots} or more shots in this data.`
      : `Half pitch, goal at the top, with ${asd.team}'s ${top} most frequent shooters at the average position they shot from: ${listed}.`;
  return svgDocument({
    width: WIDTH,
    height: Math.ceil(y + 12 + foot.height),
    title,
    desc,
    defs: pitchClipDef(p, idPrefix),
    body,
  });
}
