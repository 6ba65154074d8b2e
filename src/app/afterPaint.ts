import { useEffect, useState } from 'react';

/**
 * Runs `start` once the next frame is painted (in a task after the next animation frame), or after
 * 50 ms where no frame comes (a hidden page). Returns a function that calls it off.
 */
export function afterPaint(start: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    start();
  };
  let painted: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    painted = setTimeout(once, 0);
  });
  const fallback = setTimeout(once, 50);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(painted);
    clearTimeout(fallback);
  };
}

/**
 * `value` as the page last painted it: a change comes back once the render that made it is on
 * screen, in a render of its own. So what shows a choice at once (a title, a subtitle) paints
 * before the work that follows from it, and that work then runs in one piece, where React's
 * `useDeferredValue` would slice it between frames and finish later (docs/performance.md#choices-first).
 */
export function usePaintedValue<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    if (Object.is(painted, value)) return undefined;
    return afterPaint(() => setPainted(value));
  }, [painted, value]);
  return painted;
}
