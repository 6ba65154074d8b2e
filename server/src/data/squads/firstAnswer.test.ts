import { listenWithDeadline, type Subscribe } from './firstAnswer';

/**
 * A listener whose first answer is late is started again (docs/squads.md#read-model): the read
 * model must not wait for ever on a listener the Firestore emulator has left without an answer.
 */

/** A stand-in for a query's onSnapshot: every listener started, each of which the test can answer or fail. */
function fakeQuery() {
  const listeners: Array<{ next: (answer: string) => void; failed: (error: Error) => void; stopped: boolean }> = [];
  const subscribe: Subscribe<string> = (next, failed) => {
    const listener = { next, failed, stopped: false };
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  };
  return { subscribe, listeners };
}

function listening(query: ReturnType<typeof fakeQuery>) {
  const heard: string[] = [];
  const failures: string[] = [];
  const overdue: number[] = [];
  const stop = listenWithDeadline(
    query.subscribe,
    (answer) => heard.push(answer),
    (error) => failures.push(error.message),
    { firstMs: 5000, longestMs: 20_000, overdue: (waited) => overdue.push(waited) },
  );
  return { heard, failures, overdue, stop };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a listener with a deadline for its first answer', () => {
  it('passes on every answer of a listener that answers in time, and never starts another', () => {
    const query = fakeQuery();
    const { heard, overdue } = listening(query);
    jest.advanceTimersByTime(4999);
    query.listeners[0]?.next('first');
    jest.advanceTimersByTime(60_000);
    query.listeners[0]?.next('a change');

    expect(heard).toEqual(['first', 'a change']);
    expect(query.listeners).toHaveLength(1);
    expect(overdue).toEqual([]);
  });

  it('gives up a listener with no answer at the deadline and listens again, then hears the new one only', () => {
    const query = fakeQuery();
    const { heard, overdue } = listening(query);
    jest.advanceTimersByTime(5000);

    expect(query.listeners.map((listener) => listener.stopped)).toEqual([true, false]);
    expect(overdue).toEqual([5000]);

    query.listeners[0]?.next('from the one given up');
    query.listeners[1]?.next('first');
    expect(heard).toEqual(['first']);
  });

  it('waits twice as long for each listener started again, up to the longest wait', () => {
    const query = fakeQuery();
    const { overdue } = listening(query);
    jest.advanceTimersByTime(5000 + 10_000 + 20_000 + 20_000);

    expect(overdue).toEqual([5000, 10_000, 20_000, 20_000]);
    expect(query.listeners).toHaveLength(5);
    expect(query.listeners.filter((listener) => !listener.stopped)).toHaveLength(1);
  });

  it('passes on a failure once and starts nothing more, leaving the caller to listen again', () => {
    const query = fakeQuery();
    const { failures, overdue } = listening(query);
    query.listeners[0]?.failed(new Error('permission denied'));
    query.listeners[0]?.failed(new Error('again'));
    jest.advanceTimersByTime(60_000);

    expect(failures).toEqual(['permission denied']);
    expect(query.listeners).toHaveLength(1);
    expect(overdue).toEqual([]);
  });

  it('stops the listener in use and starts no other once stopped', () => {
    const query = fakeQuery();
    const { stop } = listening(query);
    jest.advanceTimersByTime(5000);
    stop();
    jest.advanceTimersByTime(60_000);

    expect(query.listeners.map((listener) => listener.stopped)).toEqual([true, true]);
  });
});
