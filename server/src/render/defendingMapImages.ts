import type { DefendingMap } from '../../../contract/images';
import type { ConcededShotMap, PressureMap } from '../analytics/pitchMaps';
import {
  HEADING_SIZE,
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
import { type LegendItem, markerLegend, shotMarkers } from './markers';
import { COLOURS, ZONE_RAMP, rampColour, textOn } from './palette';
import { pitchClipDef, pitchGroup, projectRect } from './pitch';
import { el, fixed, svgDocument, text, textWidth } from './svg';

/**
 * The defending view's four maps. Each shows shots the team conceded, turned like every other
 * map so the opponents attack the goal at the top: the goal the team defends.
 */

function percent(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${fixed((100 * part) / whole, 0)}%`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

// ---------------------------------------------------------------------------------------------
// Pressure Map

/** Colour of a zone with `count` shots when the busiest zone has `max`; zero stays grass. */
export function zoneFill(count: number, max: number): string | null {
  if (count === 0 || max === 0) return null;
  // The ramp starts at one shot, not zero: a zone with a single shot must still show.
  return rampColour(ZONE_RAMP, max === 1 ? 1 : (count - 1) / (max - 1));
}

export function renderPressureMap(map: PressureMap, options: RenderOptions = {}): string {
  const title = `${map.team}: shots conceded by zone`;
  const head = header(map.team, `${plural(map.total, 'shot', 'shots')} conceded, counted by zone`);
  const p = halfPitchProjection(head);
  const idPrefix = 'pressure';
  const heat: string[] = [];
  const counts: string[] = [];
  for (const zone of map.zones) {
    const box = projectRect(p, zone.rect);
    const fill = zoneFill(zone.count, map.max);
    heat.push(
      el('rect', {
        class: 'zone',
        'data-zone': zone.label,
        'data-count': zone.count,
        x: box.x,
        y: box.y,
        width: box.w,
        height: box.h,
        fill: fill ?? 'none',
        'fill-opacity': fill ? '0.92' : null,
        stroke: COLOURS.text,
        'stroke-opacity': '0.35',
        'stroke-width': 0.8,
        'stroke-dasharray': '3 3',
      }),
    );
    if (zone.count > 0 && fill) {
      counts.push(
        text(`${zone.count}`, {
          class: 'zone-count',
          x: box.x + box.w / 2,
          y: box.y + box.h / 2 + 5,
          'font-size': HEADING_SIZE,
          'font-weight': 700,
          'text-anchor': 'middle',
          fill: textOn(fill),
        }),
      );
    }
  }
  const body = [
    head.markup,
    pitchGroup({
      projection: p,
      heat,
      markers: [`<g class="zone-counts">${counts.join('')}</g>`],
      idPrefix,
      twoPointArc: options.twoPointArc,
    }),
  ];
  let y = p.top + p.height + 24;
  let defs = pitchClipDef(p, idPrefix);
  if (map.total === 0) {
    body.push(emptyNotice('No shots conceded in this data', p.left + p.width / 2, p.top + p.height / 2));
  } else {
    // The intensity scale: the ramp as a gradient from one shot to the busiest zone's count.
    defs +=
      '<linearGradient id="pressure-scale" x1="0" x2="1" y1="0" y2="0">' +
      ZONE_RAMP.map((colour, k) =>
        el('stop', { offset: fixed(k / (ZONE_RAMP.length - 1), 3), 'stop-color': colour }),
      ).join('') +
      '</linearGradient>';
    const caption = 'Shots per zone';
    const barX = TEXT_LEFT + textWidth(`${caption} 1`, TEXT_SIZE) + 10;
    const barW = 150;
    body.push(
      `<g class="colour-scale">` +
        text(caption, { x: TEXT_LEFT, y, 'font-size': TEXT_SIZE, fill: COLOURS.text }) +
        text('1', { x: barX - 5, y, 'font-size': TEXT_SIZE, 'text-anchor': 'end', fill: COLOURS.muted }) +
        el('rect', {
          x: barX,
          y: y - 11,
          width: barW,
          height: 13,
          fill: 'url(#pressure-scale)',
          stroke: COLOURS.grid,
        }) +
        text(`${map.max}`, { x: barX + barW + 5, y, 'font-size': TEXT_SIZE, fill: COLOURS.muted }) +
        '</g>',
    );
    const note = paragraph(`${map.team} defend the top goal. Blank: no shots.`, TEXT_LEFT, y + 20, {
      fill: COLOURS.muted,
    });
    body.push(note.markup);
    y = note.lastY;
  }
  const foot = footnote(options, y);
  body.push(foot.markup);

  const busiest = [...map.zones]
    .filter((z) => z.count > 0)
    .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1))
    .slice(0, 3)
    .map((z) => `${z.label}: ${z.count} (${percent(z.count, map.total)})`);
  const desc =
    map.total === 0
      ? `${map.team} conceded no shots in this data.`
      : `Counts of the ${map.total} shots ${map.team} conceded in each zone of the half they defend, darker for more. Busiest zones: ${busiest.join('; ')}.`;
  return svgDocument({ width: WIDTH, height: Math.ceil(y + 12 + foot.height), title, desc, defs, body });
}

// ---------------------------------------------------------------------------------------------
// PP, Blocked and Tackle maps: single conceded shots

/** The defending maps drawn as single conceded shots; the Pressure Map counts them by zone instead. */
export type ConcededMapKind = Exclude<DefendingMap, 'pressure'>;

const WORDING: Record<
  ConcededMapKind,
  { title: string; picked: (n: number, of: number) => string; empty: string; desc: string }
> = {
  pp: {
    title: 'conceded shots under pressure',
    picked: (n, of) => `${n} of ${of} shots conceded ${n === 1 ? 'was' : 'were'} under pressure`,
    empty: 'No pressured shots conceded in this data',
    desc: 'opponents took under pressure from',
  },
  blocked: {
    title: "opponents' shots blocked",
    picked: (n, of) => `${n} of ${of} shots conceded ${n === 1 ? 'was' : 'were'} blocked`,
    empty: 'No blocked shots in this data',
    desc: 'opponents had blocked by',
  },
  tackles: {
    title: 'frees conceded',
    picked: (n) => `${plural(n, 'free', 'frees')} conceded, shot from the foul's spot`,
    empty: 'No frees conceded in this data',
    desc: 'opponents shot from frees given away by',
  },
};

export function renderConcededShotMap(
  kind: ConcededMapKind,
  map: ConcededShotMap,
  options: RenderOptions = {},
): string {
  const idPrefix = `conceded-${kind}`;
  const words = WORDING[kind];
  const n = map.shots.length;
  const title = `${map.team}: ${words.title}`;
  const head = header(map.team, words.picked(n, map.conceded));
  const p = halfPitchProjection(head);
  const body = [
    head.markup,
    pitchGroup({ projection: p, markers: shotMarkers(p, map.shots), idPrefix, twoPointArc: options.twoPointArc }),
  ];
  let y = p.top + p.height + 24;
  if (n === 0) {
    body.push(emptyNotice(words.empty, p.left + p.width / 2, p.top + p.height / 2));
  } else {
    const items: LegendItem[] =
      kind === 'blocked'
        ? [{ outcome: 'miss', label: `Blocked shot (${n})` }]
        : [
            { outcome: 'score', label: `Scored (${map.scored}, ${percent(map.scored, n)})` },
            { outcome: 'miss', label: `Missed (${map.missed})` },
          ];
    body.push(markerLegend(items, TEXT_LEFT, y, TEXT_SIZE));
    const note = paragraph(`${map.team} defend the goal at the top.`, TEXT_LEFT, y + 20, { fill: COLOURS.muted });
    body.push(note.markup);
    y = note.lastY;
  }
  const foot = footnote(options, y);
  body.push(foot.markup);
  const desc =
    n === 0
      ? `${words.empty.replace(' in this data', '')} for ${map.team} in this data.`
      : `Half pitch, ${map.team}'s goal at the top, with the ${n} shots ${words.desc} ${map.team}` +
        (kind === 'blocked' ? '.' : `: ${map.scored} scored (filled discs) and ${map.missed} missed (crosses).`);
  return svgDocument({
    width: WIDTH,
    height: Math.ceil(y + 12 + foot.height),
    title,
    desc,
    defs: pitchClipDef(p, idPrefix),
    body,
  });
}
