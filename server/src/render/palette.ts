/**
 * Colours for every image. Categories use the Okabe-Ito set, which stays distinct for the common
 * kinds of colour blindness; amounts use single-hue sequential ramps, which are read by lightness
 * and so survive colour blindness and greyscale printing alike. Scored and missed are also told
 * apart by shape (filled disc against cross), never by colour alone.
 */

export const OKABE_ITO = {
  black: '#000000',
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  reddishPurple: '#CC79A7',
} as const;

export const COLOURS = {
  score: OKABE_ITO.blue,
  miss: OKABE_ITO.vermillion,
  /** Page text and muted text of the app (CONVENTIONS "Look"), so images sit well on its cards. */
  text: '#1e293b',
  muted: '#64748b',
  background: '#ffffff',
  grid: '#e2e8f0',
  /** Two tones of mown grass: pale, so that heat colours and markers stand out and it prints well. */
  grass: '#d3e6ca',
  grassStripe: '#c8dcbc',
  lines: '#ffffff',
  /** A faint outline on the white lines, which would otherwise vanish against the palest heat. */
  lineCasing: '#6d8f68',
  bar: OKABE_ITO.blue,
  player: OKABE_ITO.blue,
} as const;

export type Ramp = readonly string[];

/** One ramp per heat-map type, light to dark; each is a single hue, so more is always darker. */
export const HEAT_RAMPS = {
  shots: ['#f2eff9', '#dcd8ec', '#bfbadb', '#9e98c8', '#807ab6', '#6a51a3', '#54278f', '#3f007d'],
  miss: ['#fff0e0', '#fdd8b5', '#fdb97f', '#fd9a4f', '#f3782a', '#dc5a0e', '#b04204', '#7f2704'],
  score: ['#eaf3fb', '#cde0f1', '#a9cde6', '#7db5d9', '#5299c9', '#3079b8', '#17599e', '#08306b'],
} as const satisfies Record<string, Ramp>;

/** Shots conceded per zone: yellow to brown, unlike any heat ramp or marker colour. */
export const ZONE_RAMP: Ramp = ['#fff7c4', '#fee391', '#fec44f', '#fe9929', '#ec7014', '#cc4c02', '#993404', '#662506'];

function channel(hex: string, offset: number): number {
  return Number.parseInt(hex.slice(offset, offset + 2), 16);
}

/** The colour at `t` (0 to 1) along a ramp, interpolated in sRGB; `#rrggbb`, lower-case. */
export function rampColour(ramp: Ramp, t: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0));
  const position = clamped * (ramp.length - 1);
  const k = Math.min(ramp.length - 2, Math.floor(position));
  const f = position - k;
  const a = ramp[k] ?? '#000000';
  const b = ramp[k + 1] ?? a;
  let out = '#';
  for (const offset of [1, 3, 5]) {
    const value = Math.round(channel(a, offset) * (1 - f) + channel(b, offset) * f);
    out += value.toString(16).padStart(2, '0');
  }
  return out;
}

/** Relative luminance (WCAG), to pick black or white text on a filled area. */
export function luminance(hex: string): number {
  const linear = [1, 3, 5].map((offset) => {
    const c = channel(hex, offset) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

/** Dark text on light fills, white on dark ones: whichever has the higher contrast. */
export function textOn(fill: string): string {
  const l = luminance(fill);
  const contrastWhite = 1.05 / (l + 0.05);
  const contrastDark = (l + 0.05) / (luminance(COLOURS.text) + 0.05);
  return contrastWhite > contrastDark ? '#ffffff' : COLOURS.text;
}
