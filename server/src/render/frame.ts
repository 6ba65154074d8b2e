import { PITCH } from '../../../contract/pitch';
import { COLOURS } from './palette';
import { type Projection, projection } from './pitch';
import { type AttrValue, attrs, el, escapeXml, fitText, text, textWidth, wrapText } from './svg';

/**
 * The layout every image shares: 400 viewBox units wide, a heading naming the team and what is
 * counted (the app's card above the image already names the chart, so the image does not say it
 * again), then the picture, its legend and an optional footnote.
 */

export const WIDTH = 400;
export const MARGIN = 24;
/** Where text lines start and end: a little outside the pitch's edges. */
export const TEXT_LEFT = MARGIN - 4;
export const TEXT_WIDTH = WIDTH - 2 * TEXT_LEFT;

/**
 * How wide, in CSS px, an image is drawn on the narrowest phone we design for: a 390 px-wide
 * screen, less the dashboard's 16 px padding on each side and the card's 20 px padding and 1 px
 * border on each side (src/styles.css at max-width 720px): 390 - 2 x 16 - 2 x (20 + 1) = 316.
 * The app scales each image to its card's width, so a font size of s units is drawn
 * s x PHONE_IMAGE_WIDTH / WIDTH px there.
 */
export const PHONE_IMAGE_WIDTH = 390 - 2 * 16 - 2 * (20 + 1);
/** No text may be smaller than this on that phone. */
const MIN_TEXT_PX = 11;
/** The smallest font size in viewBox units that keeps MIN_TEXT_PX on the phone, to a half unit: 14. */
export const TEXT_SIZE = Math.ceil(((MIN_TEXT_PX * WIDTH) / PHONE_IMAGE_WIDTH) * 2) / 2;
/** A step above the rest: the team's name at the top, the Pressure Map's zone counts. */
export const HEADING_SIZE = TEXT_SIZE + 2;
/** Baseline to baseline for lines of TEXT_SIZE text. */
export const LINE_HEIGHT = Math.round(TEXT_SIZE * 1.3);

export type RenderOptions = {
  /** A line at the foot of the image, e.g. that the data is the synthetic sample season. */
  readonly footnote?: string | null;
  /** Draw the 40 m two-point arc: the image's shots are from a season played under the 2025 rules. */
  readonly twoPointArc?: boolean;
};

export type Header = {
  readonly markup: string;
  /** Where the picture may start: below the heading's last line. */
  readonly height: number;
};

const TEAM_BASELINE = 22;

/**
 * The heading: the team in bold, and below it in muted text what the picture counts ("164
 * shots, attacking the top goal"), wrapped onto more lines if it must be. A team name too long
 * for its line ends in an ellipsis.
 */
export function header(team: string, detail: string): Header {
  const teamLine = text(fitText(team, HEADING_SIZE, TEXT_WIDTH, true), {
    class: 'image-team',
    x: TEXT_LEFT,
    y: TEAM_BASELINE,
    'font-size': HEADING_SIZE,
    'font-weight': 700,
    fill: COLOURS.text,
  });
  const detailLines = paragraph(detail, TEXT_LEFT, TEAM_BASELINE + LINE_HEIGHT + 1, {
    class: 'image-subtitle',
    fill: COLOURS.muted,
  });
  return { markup: teamLine + detailLines.markup, height: detailLines.lastY + 14 };
}

/**
 * Lines of TEXT_SIZE text wrapped to `maxWidth`, the first baseline at `y`, as one text element;
 * returns the markup and the baseline of the last line.
 */
export function paragraph(
  content: string,
  x: number,
  y: number,
  attributes: Readonly<Record<string, AttrValue>>,
  maxWidth = WIDTH - TEXT_LEFT - x,
): { markup: string; lastY: number } {
  const lines = wrapText(content, TEXT_SIZE, maxWidth);
  const tspans = lines
    .map((line, k) => `<tspan${attrs({ x, dy: k === 0 ? null : LINE_HEIGHT })}>${escapeXml(line)}</tspan>`)
    .join('');
  const body = lines.length === 1 ? escapeXml(lines[0] ?? '') : tspans;
  return {
    markup: `<text${attrs({ x, y, 'font-size': TEXT_SIZE, ...attributes })}>${body}</text>`,
    lastY: y + (lines.length - 1) * LINE_HEIGHT,
  };
}

/** The footnote below the baseline `y`, or nothing; returns the markup and the height it used. */
export function footnote(options: RenderOptions, y: number): { markup: string; height: number } {
  if (!options.footnote) return { markup: '', height: 0 };
  const lines = wrapText(options.footnote, TEXT_SIZE, TEXT_WIDTH);
  const markup = lines
    .map((line, k) =>
      text(line.trimEnd(), {
        class: 'image-footnote',
        x: WIDTH - TEXT_LEFT,
        y: y + 22 + k * LINE_HEIGHT,
        'font-size': TEXT_SIZE,
        'text-anchor': 'end',
        fill: COLOURS.muted,
      }),
    )
    .join('');
  return { markup, height: 22 + (lines.length - 1) * LINE_HEIGHT };
}

/** Goal and its net stand above the pitch: room for them between the header and the pitch. */
const GOAL_ROOM = 10;

/** The half pitch as the maps draw it: 4 units a metre, 352 x 290, centred under the header. */
export function halfPitchProjection(head: Header): Projection {
  const scale = 4;
  const left = (WIDTH - PITCH.width * scale) / 2;
  return projection('half', left, head.height + GOAL_ROOM, scale);
}

/**
 * A short line over the middle of an empty map ('No blocked shots in this data'), on a white
 * panel so it reads over grass and lines.
 */
export function emptyNotice(message: string, cx: number, cy: number): string {
  const w = textWidth(message, TEXT_SIZE) + 24;
  return (
    `<g class="empty-notice">` +
    el('rect', {
      x: cx - w / 2,
      y: cy - 18,
      width: w,
      height: 30,
      rx: 6,
      fill: '#ffffff',
      'fill-opacity': '0.92',
      stroke: COLOURS.grid,
    }) +
    text(message, { x: cx, y: cy + 2, 'font-size': TEXT_SIZE, 'text-anchor': 'middle', fill: COLOURS.text }) +
    '</g>'
  );
}
