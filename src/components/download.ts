import { slug } from '../../contract/slug';

/**
 * Saving what the user sees to a file: a table as CSV, a picture as SVG or PNG. Everything is made
 * in the browser from what is on screen (or from the API's own SVG), so a download always matches
 * the view, filters and sort included.
 */

export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadText(filename: string, text: string, type: string): void {
  downloadBlob(filename, new Blob([text], { type }));
}

/** A file name from what is shown: 'Galway · 2nd half' -> 'galway-2nd-half'. */
export function fileNameOf(...parts: readonly string[]): string {
  return slug(parts.join(' ')) || 'pairc';
}

/** The size an SVG document says it is, for drawing it onto a canvas at that size. */
function svgSize(svg: string): { width: number; height: number } {
  const element = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  const viewBox = (element.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const width = Number.parseFloat(element.getAttribute('width') ?? '') || viewBox[2] || 800;
  const height = Number.parseFloat(element.getAttribute('height') ?? '') || viewBox[3] || 600;
  return { width, height };
}

/** A PNG at least this wide: enough for a full-width slide. */
const SLIDE_WIDTH_PX = 1600;

/** Whole-number scale for a picture `width` wide: at least twice its size, and at least a slide wide. */
export function pngScale(width: number): number {
  return Math.max(2, Math.ceil(SLIDE_WIDTH_PX / width));
}

/**
 * An SVG document as an address the page's content security policy lets an image load: it allows
 * `data:` images but not `blob:` ones, and opening it to `blob:` would let any blob the page can
 * make be shown as an image. (An SVG drawn through <img> runs no script and loads nothing else.)
 */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** An SVG document drawn at `pngScale` times its size, on white, as a PNG. */
export async function svgToPng(svg: string): Promise<Blob> {
  const { width, height } = svgSize(svg);
  const scale = pngScale(width);
  const image = new Image();
  image.src = svgDataUrl(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw a picture to save it');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be saved'))), 'image/png'),
  );
}

export type ImageFormat = 'svg' | 'png';

/** Saves an SVG document as it is, or drawn as a PNG, as `name` with the format's extension. */
export async function downloadSvg(name: string, svg: string, format: ImageFormat): Promise<void> {
  if (format === 'svg') downloadText(`${name}.svg`, svg, 'image/svg+xml');
  else downloadBlob(`${name}.png`, await svgToPng(svg));
}
