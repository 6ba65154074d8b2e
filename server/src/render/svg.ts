/**
 * Small, strict helpers for writing SVG as text. Every renderer goes through these so that text is
 * always escaped and numbers always formatted the same way: the same data must give the same bytes
 * (the ETag and the one-year cache depend on it).
 */

/** Whether a UTF-16 code unit may stand in XML 1.0 text (surrogates are checked in pairs by the caller). */
function allowedUnit(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
}

/** Drops what XML 1.0 forbids outright: control characters, lone surrogates, U+FFFE and U+FFFF. */
function xmlChars(text: string): string {
  let out = '';
  for (let k = 0; k < text.length; k++) {
    const code = text.charCodeAt(k);
    if (code >= 0xd800 && code <= 0xdbff) {
      const low = text.charCodeAt(k + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        out += text.slice(k, k + 2);
        k++;
      }
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) continue;
    if (allowedUnit(code)) out += text[k] ?? '';
  }
  return out;
}

/**
 * Escapes text for element content and double- or single-quoted attributes. Team and player names
 * carry apostrophes, ampersands and accents ("O'Brien's & Co", "Ros Comáin"); accents pass through
 * as UTF-8, characters XML cannot hold at all are dropped rather than making the image unreadable.
 */
export function escapeXml(text: string): string {
  return xmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * A number for a coordinate or length: fixed decimals, trailing zeros dropped, never "-0" or
 * exponent notation. One decimal of a viewBox unit is a tenth of a pixel at 400 px wide.
 */
export function num(value: number, decimals = 1): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot draw a non-finite number: ${value}`);
  if (decimals > 6 || Math.abs(value) >= 1e15) throw new RangeError(`Cannot draw ${value} with ${decimals} decimals`);
  // Rounding on the scaled integer, then the shortest decimal JavaScript prints for it: the same
  // digits on every engine, and far faster than toFixed plus trimming on a heat map's thousands
  // of points. Below 1e-6 String() would switch to exponent notation; six decimals never get there.
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? '0' : String(rounded);
}

/** A number for people to read, with exactly `decimals` places (e.g. "30.6", never "30.60" vs "30.6"). */
export function fixed(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

export type AttrValue = string | number | null | undefined;

/** Attributes in the order given; numbers through `num`, null and undefined left out. */
export function attrs(values: Readonly<Record<string, AttrValue>>): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    out += ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return out;
}

/** A childless element. */
export function el(name: string, attributes: Readonly<Record<string, AttrValue>>): string {
  return `<${name}${attrs(attributes)}/>`;
}

/** An element with already-built children (markup, not text). */
export function group(attributes: Readonly<Record<string, AttrValue>>, children: readonly string[]): string {
  if (children.length === 0) return '';
  return `<g${attrs(attributes)}>${children.join('')}</g>`;
}

/** A text element; `content` is escaped here. */
export function text(content: string, attributes: Readonly<Record<string, AttrValue>>): string {
  return `<text${attrs(attributes)}>${escapeXml(content)}</text>`;
}

/**
 * System fonts only: an image must not fetch anything (no web fonts), and these are on every
 * desktop and phone an analyst uses. Single quotes so the list sits inside a double-quoted attribute.
 */
export const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export type SvgDocument = {
  readonly width: number;
  readonly height: number;
  /** Short, for screen readers and the browser tab: the team and what the image shows. */
  readonly title: string;
  /** A sentence or two that says what a sighted reader would take from the image. */
  readonly desc: string;
  /** `<defs>` content (gradients, clip paths), if any. */
  readonly defs?: string;
  readonly body: readonly string[];
};

/**
 * The outer element. `viewBox` makes the image scale crisply to any width; `width`/`height` give
 * it an intrinsic size (400 px wide, the size it is designed to be read at). `role="img"` with
 * `aria-labelledby` makes screen readers announce the title and description.
 */
export function svgDocument(doc: SvgDocument): string {
  const head =
    `<svg xmlns="http://www.w3.org/2000/svg"${attrs({
      viewBox: `0 0 ${num(doc.width)} ${num(doc.height)}`,
      width: doc.width,
      height: doc.height,
      role: 'img',
      'aria-labelledby': 'title desc',
      'font-family': FONT_STACK,
    })}>` +
    `<title id="title">${escapeXml(doc.title)}</title>` +
    `<desc id="desc">${escapeXml(doc.desc)}</desc>` +
    (doc.defs ? `<defs>${doc.defs}</defs>` : '') +
    // An opaque background: pasted into a report or shown in a dark theme, a transparent image
    // would take on whatever colour is behind it.
    el('rect', { width: doc.width, height: doc.height, fill: '#ffffff' });
  return `${head}${doc.body.join('')}</svg>\n`;
}

/**
 * Width of a line of text, for layout without a browser. Per-character widths follow DejaVu Sans,
 * the widest of the fonts the system stack may fall back to (Linux desktops and headless
 * browsers), so boxes sized from it are never too small where Segoe UI or San Francisco, which
 * are narrower, are used instead.
 */
export function textWidth(content: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const ch of content) {
    if (/[ijl|!.,:;'`]/.test(ch)) ems += 0.3;
    else if (/[ ft()[\]{}\-/]/.test(ch)) ems += 0.4;
    else if (/[rs]/.test(ch)) ems += 0.52;
    else if (/[mw]/.test(ch)) ems += 0.93;
    else if (/[MW]/.test(ch)) ems += 0.99;
    else if (/[A-Z]/.test(ch)) ems += 0.74;
    else if (/[0-9]/.test(ch)) ems += 0.64;
    else ems += 0.62;
  }
  return ems * fontSize * (bold ? 1.1 : 1);
}

/** Cuts text to fit `maxWidth`, ending it with an ellipsis, so a long team name never runs off the image. */
export function fitText(content: string, fontSize: number, maxWidth: number, bold = false): string {
  if (textWidth(content, fontSize, bold) <= maxWidth) return content;
  // Cut between user-perceived characters, so an accent is never split from its letter.
  const chars = Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(content), (s) => s.segment);
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, fontSize, bold) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/**
 * Breaks text into lines at spaces so each fits `maxWidth`. Every line but the last keeps its
 * trailing space, so the lines joined give the text back; a single word too long for a line is
 * cut short.
 */
export function wrapText(content: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of content.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line === '' || textWidth(candidate, fontSize) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  return lines.map((l, k) => {
    const fitted = fitText(l, fontSize, maxWidth);
    return k === lines.length - 1 ? fitted : `${fitted} `;
  });
}
