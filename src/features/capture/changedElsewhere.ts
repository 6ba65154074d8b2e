import { matchEventSchema, matchStateSchema, type MatchEvent } from '../../../contract/squad';
import type { Change, MatchState } from './captureSlice';

/** A document's data field by field, whatever order its fields came in (the schema puts them in its own). */
const eventJson = (event: MatchEvent | null): string | null =>
  event === null ? null : JSON.stringify(matchEventSchema.parse(event));
const matchJson = (match: MatchState): string => JSON.stringify(matchStateSchema.parse(match));

/**
 * Whether another device has changed what undoing `change` would write back over
 * (docs/behaviour.md#capture-undo): it is now as none of this tab's own changes left it or found it.
 * `own` are those changes (the undo history and the changes undone lately, `change` among them):
 * until this tab's last writes reach the device, the events listener can still show one of its
 * earlier states for a moment. `now` is the event as this device last heard it (null when there is
 * none), and the match's clock and status. A panel change is settled player by player (panelUndo,
 * panel.ts), never whole.
 */
export function changedElsewhere(
  change: Change,
  now: { event: MatchEvent | null; match: MatchState },
  own: readonly Change[],
): boolean {
  switch (change.kind) {
    case 'event': {
      const states = new Set<string | null>();
      for (const earlier of own) {
        if (earlier.kind !== 'event' || earlier.id !== change.id) continue;
        states.add(eventJson(earlier.before)).add(eventJson(earlier.after));
      }
      return !states.has(eventJson(now.event));
    }
    case 'match': {
      const states = new Set<string>();
      for (const earlier of own) {
        if (earlier.kind === 'match') states.add(matchJson(earlier.before)).add(matchJson(earlier.after));
      }
      return !states.has(matchJson(now.match));
    }
    case 'panel':
      return false;
  }
}
