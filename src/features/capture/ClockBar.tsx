import { memo, useEffect, useState, type SubmitEvent } from 'react';
import type { MatchState } from './captureSlice';
import {
  canStart,
  canStartExtraTime,
  clockSeconds,
  clockText,
  endHalf,
  halfName,
  isRunning,
  parseClock,
  pauseClock,
  setClock,
  startClock,
  startExtraTime,
} from './clock';

/** Redraws every second while the clock runs; the time shown is always worked out from the anchor. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * The match clock (docs/capture.md#the-clock): start, pause, end of a half, extra time, the end of
 * the match, and set to the referee's. Every change is one undoable step.
 */
export const ClockBar = memo(function ClockBar({
  state,
  canWrite,
  onChange,
}: {
  state: MatchState;
  canWrite: boolean;
  onChange: (after: MatchState, text: string) => void;
}) {
  const { clock, status } = state;
  const running = isRunning(clock);
  const now = useNow(running);
  const [editing, setEditing] = useState<string | null>(null);
  const seconds = clockSeconds(clock, now);
  const change = (next: MatchState['clock'], text: string, nextStatus: MatchState['status'] = 'live') =>
    onChange({ clock: next, status: nextStatus }, text);
  const set = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = parseClock(editing ?? '');
    if (to === null) return;
    setEditing(null);
    change(
      setClock(clock, to, Date.now()),
      `Clock set to ${clockText(to)}`,
      status === 'upcoming' ? 'upcoming' : status,
    );
  };
  const over = status === 'final';
  return (
    <section className="clock-bar" aria-label="Match clock">
      <p className="clock-bar__time">
        <span className="clock-bar__half">{over ? 'Full time' : halfName(clock.half)}</span>
        <span className="clock-bar__seconds" aria-live="off">
          {clockText(seconds)}
        </span>
        <span className="clock-bar__state">
          {over ? '' : running ? 'running' : clock.halfOver ? 'half over' : 'stopped'}
        </span>
      </p>
      {canWrite && !over && (
        <div className="clock-bar__buttons">
          {running ? (
            <button
              type="button"
              className="button button--small"
              onClick={() => change(pauseClock(clock, Date.now()), 'Clock paused')}
            >
              Pause
            </button>
          ) : (
            <button
              type="button"
              className="button button--small button--primary"
              disabled={!canStart(clock)}
              onClick={() => {
                const next = startClock(clock, Date.now());
                change(next, `${halfName(next.half)} under way`);
              }}
            >
              {clock.halfOver
                ? `Start ${halfName((clock.half + 1) as 2 | 4).toLowerCase()}`
                : seconds > 0
                  ? 'Resume'
                  : 'Start'}
            </button>
          )}
          {!clock.halfOver && (
            <button
              type="button"
              className="button button--small"
              onClick={() => change(endHalf(clock, Date.now()), `End of the ${halfName(clock.half).toLowerCase()}`)}
            >
              End half
            </button>
          )}
          {canStartExtraTime(clock) && (
            <button
              type="button"
              className="button button--small"
              onClick={() => change(startExtraTime(clock), 'Extra time')}
            >
              Extra time
            </button>
          )}
          {clock.halfOver && clock.half >= 2 && (
            <button
              type="button"
              className="button button--small"
              onClick={() => change(clock, 'Full time: the match is over', 'final')}
            >
              End match
            </button>
          )}
          {editing === null ? (
            <button type="button" className="button button--small" onClick={() => setEditing(clockText(seconds))}>
              Set clock
            </button>
          ) : (
            <form className="clock-bar__set" onSubmit={set}>
              <label className="field">
                <span className="visually-hidden">Clock (minutes:seconds)</span>
                <input
                  className="field__input"
                  value={editing}
                  inputMode="numeric"
                  aria-invalid={parseClock(editing) === null}
                  onChange={(e) => setEditing(e.target.value)}
                />
              </label>
              <button type="submit" className="button button--small">
                Set
              </button>
            </form>
          )}
        </div>
      )}
    </section>
  );
});
