import { useCallback, useEffect, useState } from 'react';

/**
 * Tracks a set of images until each has loaded or failed, then waits `afterMs` more (the
 * owner's 2 s for the attacking charts, 1 s for the defending maps: docs/behaviour.md#min-waits) before
 * calling them ready. Once ready a view stays ready: those waits belong to loading a team, and a
 * new filter or heat-map type swaps the pictures in place without bringing the spinner back.
 * Each entry is an image URL, `undefined` while its URL is still being fetched, or `null` when
 * that fetch failed (such an image stays empty and counts as settled).
 */
export function useImagesSettled(urls: ReadonlyArray<string | null | undefined>, afterMs: number) {
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const [ready, setReady] = useState(false);
  const allSettled = urls.every((url) => url === null || (url !== undefined && settled.has(url)));

  useEffect(() => {
    if (ready || !allSettled) return undefined;
    const timer = setTimeout(() => setReady(true), afterMs);
    return () => clearTimeout(timer);
  }, [ready, allSettled, afterMs]);

  const markSettled = useCallback((url: string) => {
    setSettled((previous) => (previous.has(url) ? previous : new Set(previous).add(url)));
  }, []);

  return { ready, markSettled };
}
