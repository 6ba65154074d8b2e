import { matchEventSchema, matchStateSchema, type MatchEvent } from '../../../contract/squad';
import type { Change, MatchState } from './captureSlice';

/** A document's data field by field, whatever order its fields came in (the schema puts them in its own). */
const eventJson = (event: MatchEvent | null): string | null =>
  event === null ? null : JSON.stringify(matchEventSchema.parse(event));
const matchJson = (match: MatchState): string => JSON.stringify(matchStateSchema.parse(match));

/**
 * Whether another device has changed what undoing `change` would write back over
 * (docs/behaviour.md#capture-undo): it is now neither as the change left it nor as it found it (the
 * change not yet shown). `now` is the event as this device last heard it (null when there is none),
 * or the match's clock and status. A panel change is always undone, entry by entry, so another
 * device's changes to other players stand.
 */
export function changedElsewhere(change: Change, now: { event: MatchEvent | null; match: MatchState }): boolean {
  switch (change.kind) {
    case 'event': {
      const current = eventJson(now.event);
      return current !== eventJson(change.after) && current !== eventJson(change.before);
    }
    case 'match': {
      const current = matchJson(now.match);
      return current !== matchJson(change.after) && current !== matchJson(change.before);
    }
    case 'panel':
      return false;
  }
}
