/** Starts a listener: `next` hears each answer, `failed` an error that ended it; returns how to stop it. */
export type Subscribe<T> = (next: (answer: T) => void, failed: (error: Error) => void) => () => void;

export type FirstAnswerDeadline = {
  /** How long the first listener may take to give its first answer. */
  firstMs: number;
  /** Each listener started again may take twice as long as the one before, up to this. */
  longestMs: number;
  /** Told each time a listener is given up for a new one, with how long it was waited for. */
  overdue: (waitedMs: number) => void;
};

/**
 * Listens with `subscribe`, and starts the listener again when its first answer is late: the Java
 * Firestore emulator can leave a listener started just as a write reaches its query with no answer
 * at all (traced after a CI failure of 28 November 2026: one had none after over 5 s, while the one
 * started beside it answered in 73 ms), and until it answers, what it follows is not kept up to date.
 * A listener that has answered once is left alone: its later answers come as changes happen.
 */
export function listenWithDeadline<T>(
  subscribe: Subscribe<T>,
  next: (answer: T) => void,
  failed: (error: Error) => void,
  deadline: FirstAnswerDeadline,
): () => void {
  let stopCurrent: () => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const start = (waitMs: number) => {
    // Whether this listener is still the one in use: one given up may still answer as it stops.
    let current = true;
    let answered = false;
    timer = setTimeout(() => {
      current = false;
      stopCurrent();
      deadline.overdue(waitMs);
      start(Math.min(waitMs * 2, deadline.longestMs));
    }, waitMs);
    timer.unref();
    stopCurrent = subscribe(
      (answer) => {
        if (!current) return;
        if (!answered) {
          answered = true;
          clearTimeout(timer);
        }
        next(answer);
      },
      (error) => {
        if (!current) return;
        current = false;
        clearTimeout(timer);
        failed(error);
      },
    );
  };

  start(deadline.firstMs);
  return () => {
    clearTimeout(timer);
    stopCurrent();
  };
}
