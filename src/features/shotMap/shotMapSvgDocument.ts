import type { ShotRecord } from '../../../contract/answers';
import { SHOT_TYPES, type ShotType } from '../../../contract/filters';
import {
  MARK_STYLES,
  OUTCOME_NAMES,
  OUTCOMES,
  SHAPE_SWATCH,
  SHOT_TYPE_NAMES,
  SIZE_MEANING,
  SIZE_SAMPLES,
  SIZE_SWATCH,
  TWO_POINT_RING,
  type MarkStyle,
} from './encoding';
import { MAP_HEIGHT, MAP_WIDTH, markPath, markRadius, toMap } from './geometry';
import { countShots, nameOfMatch, shotFacts, shotLabel, summaryOf } from './shotFacts';
import { el, escapeXml, pitchMarkup, styleAttributes } from './svgMarkup';

export type ShotMapDocumentOptions = {
  /** The heading, e.g. 'Galway: shot map'. */
  title: string;
  /** A second line, e.g. the filter in words. */
  subtitle?: string;
  /** The shots in the API's order. */
  shots: readonly ShotRecord[];
  /** Match names by id, for each shot's tooltip; a match without a name is shown by its id. */
  matchNames?: Readonly<Record<string, string>>;
  /** A line at the foot, as the API's images carry: the filter, the season, whether it is sample data. */
  footnote?: string | null;
  /** The season is played under the two-point rules: draw the 40 m arc and ring two-point attempts. */
  twoPointArc?: boolean;
};

const PAD = 20;
const WIDTH = MAP_WIDTH + 2 * PAD;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const TEXT = '#1e293b';
const MUTED = '#64748b';
const LEGEND_FONT = 13;
const FOOTNOTE_FONT = 13;
const ROW = 30;
/** Where legend items start, after the row's heading. */
const ITEMS_LEFT = PAD + 84;

/** A text width estimate for the system sans-serif: enough to space legend items without a browser. */
const textWidth = (text: string, size: number) => text.length * size * 0.56;

const text = (content: string, x: number, y: number, size: number, fill: string, weight?: number) =>
  el('text', { x, y, 'font-size': size, fill, 'font-weight': weight }, escapeXml(content));

/** `content` in lines no wider than `width`, broken between words. */
function wrapped(content: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of content.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line === '' ? lines : [...lines, line];
}

type LegendItem = { shotType: ShotType; style: MarkStyle; r: number; label: string; twoPointRing?: boolean };

/** The dashed ring round a two-point attempt's mark, as the app draws it. */
const twoPointRing = (shotType: ShotType, cx: number, cy: number, r: number) =>
  el('path', {
    d: markPath(shotType, cx, cy, r + TWO_POINT_RING.gap),
    fill: 'none',
    stroke: TWO_POINT_RING.stroke,
    'stroke-width': TWO_POINT_RING.strokeWidth,
    'stroke-dasharray': TWO_POINT_RING.dash,
  });

/** One legend row: its heading and items, wrapped onto further lines when the row is full. */
function legendRow(heading: string, items: readonly LegendItem[], top: number): { markup: string; bottom: number } {
  const parts = [text(heading, PAD, top + 4, LEGEND_FONT, TEXT, 600)];
  let x = ITEMS_LEFT;
  let line = top;
  let tallest = 0;
  for (const item of items) {
    const width = 2 * item.r + 6 + textWidth(item.label, LEGEND_FONT);
    if (x > ITEMS_LEFT && x + width > WIDTH - PAD) {
      x = ITEMS_LEFT;
      line += Math.max(ROW - 8, 2 * tallest + 8);
      tallest = 0;
    }
    tallest = Math.max(tallest, item.r);
    if (item.twoPointRing) parts.push(twoPointRing(item.shotType, x + item.r, line, item.r));
    parts.push(
      el('path', { d: markPath(item.shotType, x + item.r, line, item.r), ...styleAttributes(item.style) }),
      text(item.label, x + 2 * item.r + 6, line + 4, LEGEND_FONT, TEXT),
    );
    x += width + 18;
  }
  return { markup: parts.join(''), bottom: line + Math.max(ROW, tallest + ROW / 2) };
}

/**
 * The shot map as a standalone SVG document: heading, the half pitch with every shot and a legend
 * of all three encodings inside the image, so a downloaded file explains itself. Each shot carries
 * a tooltip with its details.
 */
export function shotMapSvgDocument({
  title,
  subtitle,
  shots,
  matchNames = {},
  footnote = null,
  twoPointArc = false,
}: ShotMapDocumentOptions): string {
  const counts = countShots(shots);
  const header = [text(title, PAD, PAD + 18, 20, TEXT, 700)];
  let y = PAD + 18;
  for (const line of [subtitle, summaryOf(counts)]) {
    if (line === undefined || line === '') continue;
    y += 22;
    header.push(text(line, PAD, y, 14, MUTED));
  }
  const mapTop = y + 12;

  // Under the marks, so a ring never hides a neighbouring shot.
  const rings = shots
    .filter((shot) => shot.twoPointAttempt)
    .map((shot) => {
      const at = toMap(shot.x, shot.y);
      return twoPointRing(shot.shotType, at.x, at.y, markRadius(shot.xPoints));
    });
  const marks = shots.map((shot) => {
    const at = toMap(shot.x, shot.y);
    const label = shotLabel(shotFacts(shot, nameOfMatch(matchNames, shot.matchId)));
    return el(
      'path',
      {
        d: markPath(shot.shotType, at.x, at.y, markRadius(shot.xPoints)),
        ...styleAttributes(MARK_STYLES[shot.outcome]),
        'data-outcome': shot.outcome,
        'data-shot-type': shot.shotType,
        'data-two-point': shot.twoPointAttempt ? 'true' : undefined,
      },
      el('title', {}, escapeXml(label)),
    );
  });

  const swatch = 7;
  const outcomeRow = legendRow(
    'Outcome',
    OUTCOMES.map((outcome) => ({
      shotType: 'play',
      style: MARK_STYLES[outcome],
      r: swatch,
      label: `${OUTCOME_NAMES[outcome]} (${outcome === 'score' ? counts.scored : counts.missed})`,
    })),
    mapTop + MAP_HEIGHT + 24,
  );
  const typeRow = legendRow(
    'Shot type',
    SHOT_TYPES.map((shotType) => ({
      shotType,
      style: SHAPE_SWATCH,
      r: swatch,
      label: `${SHOT_TYPE_NAMES[shotType]} (${counts.byType[shotType]})`,
    })),
    outcomeRow.bottom,
  );
  const arcRow = twoPointArc
    ? legendRow(
        'The 40 m arc',
        [
          {
            shotType: 'play',
            style: SHAPE_SWATCH,
            r: swatch,
            label: `Two-point attempt (${counts.twoPointAttempts})`,
            twoPointRing: true,
          },
        ],
        typeRow.bottom,
      )
    : null;
  const sizeRow = legendRow(
    'Size',
    SIZE_SAMPLES.map((xP) => ({
      shotType: 'play',
      style: SIZE_SWATCH,
      r: markRadius(xP),
      label: `xP ${xP.toFixed(1)}`,
    })),
    (arcRow ?? typeRow).bottom + 4,
  );
  const caption = text(`Size: ${SIZE_MEANING}`, ITEMS_LEFT, sizeRow.bottom - 2, 12, MUTED);
  const footLines = footnote ? wrapped(footnote, FOOTNOTE_FONT, WIDTH - 2 * PAD) : [];
  const foot = footLines.map((line, k) =>
    el(
      'text',
      {
        class: 'image-footnote',
        x: WIDTH - PAD,
        y: sizeRow.bottom + 22 + k * 18,
        'font-size': FOOTNOTE_FONT,
        fill: MUTED,
        'text-anchor': 'end',
      },
      escapeXml(line),
    ),
  );
  const height = sizeRow.bottom + (footLines.length > 0 ? 22 + (footLines.length - 1) * 18 : 0) + PAD;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${Math.ceil(height)}" ` +
    `viewBox="0 0 ${WIDTH} ${Math.ceil(height)}" font-family="${escapeXml(FONT)}">` +
    el('title', {}, escapeXml(title)) +
    el('desc', {}, escapeXml([subtitle, summaryOf(counts)].filter(Boolean).join('. '))) +
    el('rect', { width: '100%', height: '100%', fill: '#ffffff' }) +
    header.join('') +
    `<g transform="translate(${PAD} ${mapTop})">${pitchMarkup(twoPointArc)}` +
    `<g class="two-point-rings">${rings.join('')}</g><g class="shots">${marks.join('')}</g></g>` +
    `<g class="legend">${outcomeRow.markup}${typeRow.markup}${arcRow?.markup ?? ''}${sizeRow.markup}${caption}</g>` +
    foot.join('') +
    '</svg>'
  );
}
