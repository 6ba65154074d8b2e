import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept up to date as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** The stylesheet's phone breakpoint (src/styles.css, max-width: 720px). */
export const PHONE_MEDIA_QUERY = '(max-width: 720px)';

/** True on a screen as narrow as a phone's, where the sidebar overlays the page and tables are cut down. */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_MEDIA_QUERY);
