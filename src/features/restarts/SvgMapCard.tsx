import { downloadSvg } from '../../components/download';
import { DownloadButtons } from '../../components/ImagePanel';
import { SvgChart } from '../../components/SvgChart';

type SvgMapCardProps = {
  title: string;
  subtitle: string;
  /** The SVG document the API drew. */
  svg: string;
  /** The downloaded files' name, without the extension. */
  downloadName: string;
};

/** A pitch map the API answered as an SVG document, with SVG and PNG downloads like every picture's. */
export function SvgMapCard({ title, subtitle, svg, downloadName }: SvgMapCardProps) {
  return (
    <figure className="card image-panel">
      <figcaption className="card__header">
        <div className="card__titles">
          <h2 className="card__title">{title}</h2>
          <p className="card__subtitle">{subtitle}</p>
        </div>
        <DownloadButtons what={title} save={(format) => downloadSvg(downloadName, svg, format)} />
      </figcaption>
      <SvgChart svg={svg} className="image-panel__image" />
    </figure>
  );
}
