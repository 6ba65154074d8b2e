import { shotEvent } from '../../testKit/events';
import type { Change, MatchState } from './captureSlice';
import { changedElsewhere } from './changedElsewhere';
import { KICK_OFF, pauseClock, startClock } from './clock';

/**
 * Whether an undo would write over another device's change (docs/behaviour.md#capture-undo): only
 * when the document is now neither as the change left it nor as it found it.
 */

const T0 = Date.parse('2025-06-01T14:00:00Z');
const POINT = shotEvent();
const WIDE = shotEvent({ outcome: 'wide' });
const GOAL = shotEvent({ outcome: 'goal' });
const UPCOMING: MatchState = { clock: KICK_OFF, status: 'upcoming' };
const RUNNING: MatchState = { clock: startClock(KICK_OFF, T0), status: 'live' };

const added: Change = { kind: 'event', id: 'e1', before: null, after: POINT };
const edited: Change = { kind: 'event', id: 'e1', before: POINT, after: WIDE };
const deleted: Change = { kind: 'event', id: 'e1', before: POINT, after: null };
const started: Change = { kind: 'match', before: UPCOMING, after: RUNNING };

const now = (event: typeof POINT | null, match: MatchState = RUNNING) => ({ event, match });

describe('an undo over another device’s change', () => {
  it('is not one while the event is as this change left it, or as it found it (the change not shown yet)', () => {
    expect(changedElsewhere(added, now(POINT))).toBe(false);
    expect(changedElsewhere(added, now(null))).toBe(false);
    expect(changedElsewhere(edited, now(WIDE))).toBe(false);
    expect(changedElsewhere(edited, now(POINT))).toBe(false);
    expect(changedElsewhere(deleted, now(null))).toBe(false);
  });

  it('reads the event field by field, whatever order the fields came in', () => {
    const reordered = Object.fromEntries(Object.entries({ ...WIDE, id: 'e1' }).reverse()) as typeof WIDE;
    expect(changedElsewhere(edited, now(reordered))).toBe(false);
  });

  it('is one when another device edited, deleted or wrote back the event since', () => {
    expect(changedElsewhere(added, now(GOAL))).toBe(true);
    expect(changedElsewhere(edited, now(GOAL))).toBe(true);
    expect(changedElsewhere(edited, now(null))).toBe(true);
    expect(changedElsewhere(deleted, now(GOAL))).toBe(true);
    // One field is enough: the clock set to the referee's on the other phone.
    expect(changedElsewhere(edited, now({ ...WIDE, clock: 610 }))).toBe(true);
  });

  it('is one for the clock only when another device moved it to neither state', () => {
    expect(changedElsewhere(started, now(null, RUNNING))).toBe(false);
    expect(changedElsewhere(started, now(null, UPCOMING))).toBe(false);
    const paused = { clock: pauseClock(RUNNING.clock, T0 + 60_000), status: 'live' as const };
    expect(changedElsewhere(started, now(null, paused))).toBe(true);
    expect(changedElsewhere(started, now(null, { ...RUNNING, status: 'final' }))).toBe(true);
  });

  it('is never one for a panel change, which is undone entry by entry', () => {
    const panel: Change = {
      kind: 'panel',
      before: [],
      after: [{ playerId: null, number: 26, name: null, starting: false }],
    };
    expect(changedElsewhere(panel, now(GOAL, UPCOMING))).toBe(false);
  });
});
