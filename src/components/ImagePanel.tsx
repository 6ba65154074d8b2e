import type { ReactNode } from 'react';

type ImagePanelProps = {
  title: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  url: string | null | undefined;
  /** Shown instead of the image, e.g. when no team is selected. */
  placeholder?: string;
  onSettled?: (url: string) => void;
  actions?: ReactNode;
};

/** A card holding one server-rendered SVG. A failed load is logged and leaves the card empty (spec section 8). */
export function ImagePanel({ title, alt, url, placeholder, onSettled, actions }: ImagePanelProps) {
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
