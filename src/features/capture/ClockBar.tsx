import { memo, useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { Half } from '../../../contract/squad';
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

/** What the start button says: the next half after a whistle, or the half under way again. */
function startLabel(clock: MatchState['clock'], seconds: number): string {
  if (clock.halfOver) return `Start ${halfName((clock.half + 1) as Half).toLowerCase()}`;
  return seconds > 0 ? 'Resume' : 'Start';
}

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
  const [unreadable, setUnreadable] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const setButton = useRef<HTMLButtonElement>(null);
  const isEditing = editing !== null;
  const wasEditing = useRef(false);
  // Into the field when it opens, ready to type over; back to its button when it closes.
  useEffect(() => {
    if (isEditing) {
      field.current?.focus();
      field.current?.select();
    } else if (wasEditing.current) setButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  const seconds = clockSeconds(clock, now);
  const change = (next: MatchState['clock'], text: string, nextStatus: MatchState['status'] = 'live') =>
    onChange({ clock: next, status: nextStatus }, text);
  const stopEditing = () => {
    setEditing(null);
    setUnreadable(false);
  };
  const set = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = parseClock(editing ?? '');
    if (to === null) {
      setUnreadable(true);
      return;
    }
    stopEditing();
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
        {over ? (
          // A finished match's clock reads where it was stopped, which says nothing once it is over.
          <span className="clock-bar__half">Full time</span>
        ) : (
          <>
            <span className="clock-bar__half">{halfName(clock.half)}</span>
            <span className="clock-bar__seconds" aria-live="off">
              {clockText(seconds)}
            </span>
            <span className="clock-bar__state">{running ? 'running' : clock.halfOver ? 'half over' : 'stopped'}</span>
          </>
        )}
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
            // After normal time's whistle there is nothing to start: extra time or the end is chosen.
            canStart(clock) && (
              <button
                type="button"
                className="button button--small button--primary"
                onClick={() => {
                  const next = startClock(clock, Date.now());
                  change(next, `${halfName(next.half)} under way`);
                }}
              >
                {startLabel(clock, seconds)}
              </button>
            )
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
            <button
              ref={setButton}
              type="button"
              className="button button--small"
              onClick={() => setEditing(clockText(seconds))}
            >
              Set clock
            </button>
          ) : (
            <form className="clock-bar__set" onSubmit={set}>
              <label className="field">
                <span className="visually-hidden">Clock (minutes:seconds)</span>
                <input
                  ref={field}
                  className="field__input"
                  value={editing}
                  inputMode="numeric"
                  aria-invalid={parseClock(editing) === null}
                  aria-describedby={unreadable ? 'clock-bar-unreadable' : undefined}
                  onChange={(e) => {
                    setEditing(e.target.value);
                    setUnreadable(false);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') stopEditing();
                  }}
                />
              </label>
              <button type="submit" className="button button--small">
                Set
              </button>
              <button type="button" className="button button--small" onClick={stopEditing}>
                Cancel
              </button>
              {unreadable && (
                <p id="clock-bar-unreadable" className="form-error" role="alert">
                  Type the time as minutes and seconds, such as 12:30, or whole minutes, such as 12.
                </p>
              )}
            </form>
          )}
        </div>
      )}
    </section>
  );
});
