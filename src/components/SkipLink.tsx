import type { MouseEvent } from 'react';

/** Every screen's `<main>` has this id, and can take the focus (tabIndex -1), for the skip link. */
export const CONTENT_ID = 'content';

/**
 * The first thing a keyboard reaches on every screen: a link past the header and sidebar to the
 * screen's content. It moves the focus itself, so the address keeps no `#content`.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(CONTENT_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${CONTENT_ID}`} onClick={skip}>
      Skip to content
    </a>
  );
}
