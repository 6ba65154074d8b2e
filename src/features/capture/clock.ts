import { EXTRA_TIME_HALF_LENGTH, type Half, type MatchClock } from '../../../contract/squad';

/**
 * The match clock, anchored to the wall clock (docs/behaviour.md#capture-clock): what it reads is
 * worked out from when it last started, never counted by a timer, so a reload, a locked phone or a
 * closed tab loses no second. Pure functions of the anchor and the time now.
 */

/** Before kick-off: the first half, stopped at 0. */
export const KICK_OFF: MatchClock = { half: 1, elapsed: 0, runningSince: null, halfOver: false };

/** The schema's bound on a half's clock: an hour. */
const MAX_SECONDS = 60 * 60;

/** Seconds into the half at `nowMs`, whole seconds. */
export function clockSeconds(clock: MatchClock, nowMs: number): number {
  const running = clock.runningSince === null ? 0 : Math.max(0, (nowMs - Date.parse(clock.runningSince)) / 1000);
  return Math.min(MAX_SECONDS, Math.floor(clock.elapsed + running));
}

export const isRunning = (clock: MatchClock): boolean => clock.runningSince !== null;

/** The half a start would begin: the next one after a half's whistle (extra time is chosen, not started). */
export function canStart(clock: MatchClock): boolean {
  if (isRunning(clock)) return false;
  return !clock.halfOver || clock.half === 1 || clock.half === 3;
}

/** Starts (or restarts) the clock; after a half's whistle, the next half from 0. */
export function startClock(clock: MatchClock, nowMs: number): MatchClock {
  if (!canStart(clock)) return clock;
  const since = new Date(nowMs).toISOString();
  if (clock.halfOver) return { half: (clock.half + 1) as Half, elapsed: 0, runningSince: since, halfOver: false };
  return { ...clock, runningSince: since };
}

export function pauseClock(clock: MatchClock, nowMs: number): MatchClock {
  if (!isRunning(clock)) return clock;
  return { ...clock, elapsed: clockSeconds(clock, nowMs), runningSince: null };
}

/** The half's final whistle: the clock stops where it is. */
export function endHalf(clock: MatchClock, nowMs: number): MatchClock {
  if (clock.halfOver) return clock;
  return { ...pauseClock(clock, nowMs), halfOver: true };
}

/** After normal time's whistle, extra time's first half, stopped at 0. */
export function canStartExtraTime(clock: MatchClock): boolean {
  return clock.half === 2 && clock.halfOver;
}

export function startExtraTime(clock: MatchClock): MatchClock {
  return canStartExtraTime(clock) ? { half: 3, elapsed: 0, runningSince: null, halfOver: false } : clock;
}

/** Sets the clock to the referee's: `seconds` into the half now, running on if it was. */
export function setClock(clock: MatchClock, seconds: number, nowMs: number): MatchClock {
  const elapsed = Math.min(MAX_SECONDS, Math.max(0, Math.floor(seconds)));
  return { ...clock, elapsed, runningSince: isRunning(clock) ? new Date(nowMs).toISOString() : null };
}

/** Minutes of a half: normal time's `halfLength`, extra time's 10. */
export const halfMinutes = (half: Half, halfLength: number): number =>
  half <= 2 ? halfLength : EXTRA_TIME_HALF_LENGTH;

const HALF_NAMES: Readonly<Record<Half, string>> = {
  1: 'First half',
  2: 'Second half',
  3: 'Extra time, first half',
  4: 'Extra time, second half',
};
export const halfName = (half: Half): string => HALF_NAMES[half];
export const HALF_SHORT: Readonly<Record<Half, string>> = { 1: 'H1', 2: 'H2', 3: 'ET1', 4: 'ET2' };

/** `mm:ss`, as a referee's watch shows it. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A time in a video file: `mm:ss` as the clock is written, with the hours before it from the first
 * hour on (`1:02:05`), as a whole match's recording runs past an hour and a player shows it so.
 */
export function videoTimeText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return whole < 3600 ? clockText(whole) : `${Math.floor(whole / 3600)}:${clockText(whole % 3600)}`;
}

/** Reads `mm:ss` or whole minutes (`12`); null for anything else. */
export function parseClock(text: string): number | null {
  const match = /^\s*(\d{1,2})(?::([0-5]\d))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2] ?? 0);
}
