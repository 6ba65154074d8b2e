import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, type ReactNode } from 'react';
import { errorText } from './errorText';

type ImagePanelProps = {
  title: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  url: string | null | undefined;
  /** Why the image's URL could not be fetched, if it could not. */
  error?: FetchBaseQueryError | SerializedError;
  /** Shown instead of the image, e.g. when no team is selected. */
  placeholder?: string;
  onSettled?: (url: string) => void;
  actions?: ReactNode;
};

/**
 * A card holding one server-rendered SVG. A failed fetch is logged and leaves the card empty
 * (docs/behaviour.md#image-failures).
 */
export function ImagePanel({ title, alt, url, error, placeholder, onSettled, actions }: ImagePanelProps) {
  useEffect(() => {
    if (error) console.error(`Failed to fetch the ${title} image:`, errorText(error));
  }, [error, title]);

  return (
    <figure className="card image-panel">
      <figcaption className="card__header">
        <h2 className="card__title">{title}</h2>
        {actions}
      </figcaption>
      <div className="image-panel__body">
        {placeholder ? (
          <p className="image-panel__placeholder">{placeholder}</p>
        ) : url ? (
          <img
            className="image-panel__image"
            src={url}
            alt={alt}
            onLoad={() => onSettled?.(url)}
            onError={() => {
              console.error(`Failed to load the ${title} image`, url);
              onSettled?.(url);
            }}
          />
        ) : null}
      </div>
    </figure>
  );
}
