import { shotEvent } from '../../testKit/events';
import type { Change, MatchState } from './captureSlice';
import { changedElsewhere } from './changedElsewhere';
import { KICK_OFF, pauseClock, startClock } from './clock';

/**
 * Whether an undo would write over another device's change (docs/behaviour.md#capture-undo): only
 * when the document is now as none of this tab's own changes left it or found it.
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

/** Whether undoing `change` would write over another device, with `event` and `match` as heard now and `own` this tab's changes. */
const undoing = (
  change: Change,
  event: typeof POINT | null,
  match: MatchState = RUNNING,
  own: readonly Change[] = [change],
) => changedElsewhere(change, { event, match }, own);

describe('an undo over another device’s change', () => {
  it('is not one while the event is as this change left it, or as it found it (the change not shown yet)', () => {
    expect(undoing(added, POINT)).toBe(false);
    expect(undoing(added, null)).toBe(false);
    expect(undoing(edited, WIDE)).toBe(false);
    expect(undoing(edited, POINT)).toBe(false);
    expect(undoing(deleted, null)).toBe(false);
  });

  it('is not one while the listener still shows a state an undo of this tab took back, its write not yet on the device', () => {
    // Edited to a wide, then to a goal; the goal's undo is written, and the listener still shows the goal.
    const toGoal: Change = { kind: 'event', id: 'e1', before: WIDE, after: GOAL };
    expect(undoing(edited, GOAL, RUNNING, [added, edited, toGoal])).toBe(false);
    expect(undoing(edited, GOAL)).toBe(true);
    // Another event's states are not this one's.
    const other: Change = { kind: 'event', id: 'e2', before: null, after: GOAL };
    expect(undoing(edited, GOAL, RUNNING, [other, edited])).toBe(true);
  });

  it('reads the event field by field, whatever order the fields came in', () => {
    const reordered = Object.fromEntries(Object.entries({ ...WIDE, id: 'e1' }).reverse()) as typeof WIDE;
    expect(undoing(edited, reordered)).toBe(false);
  });

  it('is one when another device edited, deleted or wrote back the event since', () => {
    expect(undoing(added, GOAL)).toBe(true);
    expect(undoing(edited, GOAL)).toBe(true);
    expect(undoing(edited, null)).toBe(true);
    expect(undoing(deleted, GOAL)).toBe(true);
    // One field is enough: the clock set to the referee's on the other phone.
    expect(undoing(edited, { ...WIDE, clock: 610 })).toBe(true);
  });

  it('is one for the clock only when another device moved it to a state none of this tab’s changes had', () => {
    expect(undoing(started, null, RUNNING)).toBe(false);
    expect(undoing(started, null, UPCOMING)).toBe(false);
    const paused = { clock: pauseClock(RUNNING.clock, T0 + 60_000), status: 'live' as const };
    expect(undoing(started, null, paused)).toBe(true);
    expect(undoing(started, null, paused, [{ kind: 'match', before: RUNNING, after: paused }, started])).toBe(false);
    expect(undoing(started, null, { ...RUNNING, status: 'final' })).toBe(true);
  });

  it('is never one for a panel change, which is undone entry by entry', () => {
    const panel: Change = {
      kind: 'panel',
      before: [],
      after: [{ playerId: null, number: 26, name: null, starting: false }],
    };
    expect(undoing(panel, GOAL, UPCOMING)).toBe(false);
  });
});
