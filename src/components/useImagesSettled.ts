import { useCallback, useEffect, useState } from 'react';

/**
 * Tracks a set of images until each has loaded or failed, then waits `afterMs` more (the spec's
 * 2 s for the attacking charts, 1 s for the defending maps) before calling them ready.
 * Each entry is an image URL, `undefined` while its URL is still being fetched, or `null` when
 * that fetch failed (such an image stays empty and counts as settled).
 */
export function useImagesSettled(urls: ReadonlyArray<string | null | undefined>, afterMs: number) {
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const allSettled = urls.every((url) => url === null || (url !== undefined && settled.has(url)));
  const signature = urls.map((url) => url ?? String(url)).join('\n');

  useEffect(() => {
    if (!allSettled) return undefined;
    const timer = setTimeout(() => setReadyFor(signature), afterMs);
    return () => clearTimeout(timer);
  }, [allSettled, signature, afterMs]);

  const markSettled = useCallback((url: string) => {
    setSettled((previous) => (previous.has(url) ? previous : new Set(previous).add(url)));
  }, []);

  return { ready: readyFor === signature, markSettled };
}
