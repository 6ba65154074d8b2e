import { useEffect, useState } from 'react';

const NOT_YET = Symbol('not yet');

/**
 * True while `loading`, and for at least `minimumMs` after mounting or after `key` changes (another
 * team, say), so a spinner never flickers. The owner fixes these minimums (docs/behaviour.md#min-waits):
 * 1 s for the attacking table, 0.5 s for the players page.
 */
export function useMinimumLoading(loading: boolean, minimumMs: number, key: unknown = null): boolean {
  const [elapsedFor, setElapsedFor] = useState<unknown>(NOT_YET);
  useEffect(() => {
    const timer = setTimeout(() => setElapsedFor(key), minimumMs);
    return () => clearTimeout(timer);
  }, [key, minimumMs]);
  return loading || !Object.is(elapsedFor, key);
}
