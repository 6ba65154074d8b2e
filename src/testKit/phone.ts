/**
 * Makes the page a phone for the rest of a test: jsdom has no layout, so the media query every
 * phone-only layout asks (the stylesheet's 720 px breakpoint) is answered yes, and every other no.
 */
import { PHONE_MEDIA_QUERY } from '../components/useMediaQuery';

export function onAPhone(): void {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === PHONE_MEDIA_QUERY,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}
