import { PITCH } from '../../../contract/pitch';
import { COLOURS } from './palette';
import { type Projection, projection } from './pitch';
import { attrs, el, escapeXml, fitFontSize, fitText, text, textWidth } from './svg';

/**
 * The layout every image shares: 400 viewBox units wide (the width it must be readable at, so a
 * 12-unit label is 12 px there and only grows when shown larger), a title naming the team and what
 * the image shows, a muted subtitle, then the picture, its legend and an optional footnote.
 */

export const WIDTH = 400;
export const MARGIN = 24;
export const TITLE_SIZE = 17;
export const SUBTITLE_SIZE = 12;
export const LABEL_SIZE = 12;
export const SMALL_SIZE = 11;
/** Where the picture may start below the title block. */
export const HEADER_HEIGHT = 62;

export type RenderOptions = {
  /** A line at the foot of the image, e.g. that the data is the synthetic sample season. */
  readonly footnote?: string | null;
};

export type Header = {
  readonly markup: string;
  /** Where the picture may start: HEADER_HEIGHT, more when the title took two lines. */
  readonly height: number;
};

const TITLE_LINE = 21;

/**
 * The title block. A title that will not fit on one line even at 14 units (a long team name) is
 * broken after the team, "Team:" on the first line and what the image shows on the second, so
 * nothing is cut; only a team name too long for a line of its own ends in an ellipsis.
 */
export function header(title: string, subtitle: string): Header {
  const room = WIDTH - 2 * MARGIN + 8;
  const oneLine = textWidth(title, 15, true) <= room;
  const split = title.indexOf(': ');
  const lines = oneLine || split < 0 ? [title] : [title.slice(0, split + 1), title.slice(split + 2)];
  const titleSize = Math.min(...lines.map((line) => fitFontSize(line, TITLE_SIZE, 14, room, true)));
  const subtitleSize = fitFontSize(subtitle, SUBTITLE_SIZE, 11, room);
  const extra = (lines.length - 1) * TITLE_LINE;
  const titleText =
    lines.length === 1
      ? escapeXml(fitText(title, titleSize, room, true))
      : lines
          .map(
            (line, k) =>
              `<tspan${attrs({ x: MARGIN - 4, dy: k === 0 ? null : TITLE_LINE })}>${escapeXml(fitText(line, titleSize, room, true))}</tspan>`,
          )
          .join('');
  const markup =
    `<text${attrs({ class: 'image-title', x: MARGIN - 4, y: 26, 'font-size': titleSize, 'font-weight': 700, fill: COLOURS.text })}>${titleText}</text>` +
    text(fitText(subtitle, subtitleSize, room), {
      class: 'image-subtitle',
      x: MARGIN - 4,
      y: 44 + extra,
      'font-size': subtitleSize,
      fill: COLOURS.muted,
    });
  return { markup, height: HEADER_HEIGHT + extra };
}

/** The footnote at `y`, or nothing; returns the markup and the height it used. */
export function footnote(options: RenderOptions, y: number): { markup: string; height: number } {
  if (!options.footnote) return { markup: '', height: 0 };
  return {
    markup: text(fitText(options.footnote, SMALL_SIZE, WIDTH - 2 * MARGIN), {
      class: 'image-footnote',
      x: WIDTH - MARGIN + 4,
      y: y + 19,
      'font-size': SMALL_SIZE,
      'text-anchor': 'end',
      fill: COLOURS.muted,
    }),
    height: 20,
  };
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
  const w = textWidth(message, 14) + 24;
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
    text(message, { x: cx, y: cy + 2, 'font-size': 14, 'text-anchor': 'middle', fill: COLOURS.text }) +
    '</g>'
  );
}
