import { svgDataUrl } from './download';

/** What a picture says, for people who cannot see it: its SVG's own title and description. */
export function svgDescription(svg: string): string {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const title = document.querySelector('title')?.textContent ?? '';
  const desc = document.querySelector('desc')?.textContent ?? '';
  return [title, desc].filter((part) => part !== '').join('. ');
}

/** An SVG document the API drew and answered as text (a report's charts, the restarts maps), as an image. */
export function SvgChart({ svg, className }: { svg: string; className?: string }) {
  return <img className={className} src={svgDataUrl(svg)} alt={svgDescription(svg)} />;
}
