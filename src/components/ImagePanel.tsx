import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { downloadSvg, type ImageFormat } from './download';
import { errorText } from './errorText';

type ImagePanelProps = {
  title: string;
  /** Under the title, what the picture draws, where the title alone does not say. */
  subtitle?: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /**
   * The picture of the choice on screen now (RTK Query's `currentData`); undefined while it is asked
   * for, when the last picture stays, still named and saved as what it shows.
   */
  url: string | null | undefined;
  /** Why the image's URL could not be fetched, if it could not. */
  error?: FetchBaseQueryError | SerializedError;
  /** Shown instead of the image, e.g. when no team is selected. */
  placeholder?: string;
  onSettled?: (url: string) => void;
  actions?: ReactNode;
  /** The downloaded files' name, without the extension. */
  downloadName: string;
};

/** Saves the API's SVG as it is, or drawn as a PNG. */
async function saveImage(url: string, name: string, format: ImageFormat): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The image answered ${response.status}`);
  await downloadSvg(name, await response.text(), format);
}

/** SVG and PNG buttons for one picture; a failed save is said beside them. */
export function DownloadButtons({ what, save }: { what: string; save: (format: ImageFormat) => Promise<void> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const run = (format: ImageFormat) => {
    setFailure(null);
    save(format).catch((error: unknown) => {
      console.error(`Failed to save the ${what} as ${format.toUpperCase()}`, error);
      setFailure(`Could not save the ${what}.`);
    });
  };
  return (
    <div className="download-buttons" role="group" aria-label={`Download the ${what}`}>
      <button type="button" className="button button--small" onClick={() => run('svg')}>
        SVG
      </button>
      <button type="button" className="button button--small" onClick={() => run('png')}>
        PNG
      </button>
      {failure && (
        <span className="download-buttons__error" role="alert">
          {failure}
        </span>
      )}
    </div>
  );
}

type Picture = { url: string; alt: string; downloadName: string };

/**
 * The picture to show: this choice's, or while it is asked for the last one shown, with the words
 * it was shown with (a team's, a type's, a filter's), so that a screen reader and a download never
 * name the last picture by the new choice. None after a failure or when there is nothing to draw,
 * and none of what was shown before that.
 */
function useShownPicture(current: Picture | null, keepLast: boolean): { picture: Picture | null; isLast: boolean } {
  const [last, setLast] = useState<Picture | null>(current);
  const next = current ?? (keepLast ? last : null);
  if (next?.url !== last?.url || next?.alt !== last?.alt || next?.downloadName !== last?.downloadName) setLast(next);
  return { picture: next, isLast: !current && next !== null };
}

/** A card holding one server-rendered SVG. A failed fetch is logged and leaves the card empty (docs/behaviour.md#image-failures). */
export function ImagePanel({
  title,
  subtitle,
  alt,
  url,
  error,
  placeholder,
  onSettled,
  actions,
  downloadName,
}: ImagePanelProps) {
  useEffect(() => {
    if (error) console.error(`Failed to fetch the ${title} image:`, errorText(error));
  }, [error, title]);

  // Named by its title alone: the caption around it holds the type buttons and the downloads too.
  const titleId = useId();
  const { picture, isLast } = useShownPicture(
    !placeholder && url ? { url, alt, downloadName } : null,
    !placeholder && !error && url === undefined,
  );
  return (
    <figure className="card image-panel" aria-labelledby={titleId} aria-busy={isLast || undefined}>
      <figcaption className="card__header">
        <div className="card__titles">
          <h2 id={titleId} className="card__title">
            {title}
          </h2>
          {subtitle && <p className="card__subtitle">{subtitle}</p>}
        </div>
        {actions}
        {picture && (
          <DownloadButtons what={title} save={(format) => saveImage(picture.url, picture.downloadName, format)} />
        )}
      </figcaption>
      <div className={placeholder ? 'image-panel__body' : 'image-panel__body image-panel__body--image'}>
        {placeholder ? (
          <p className="image-panel__placeholder">{placeholder}</p>
        ) : picture ? (
          <img
            className={isLast ? 'image-panel__image image-panel__image--last' : 'image-panel__image'}
            src={picture.url}
            alt={picture.alt}
            onLoad={() => onSettled?.(picture.url)}
            onError={() => {
              console.error(`Failed to load the ${title} image`, picture.url);
              onSettled?.(picture.url);
            }}
          />
        ) : null}
      </div>
    </figure>
  );
}
