import { memo, useDeferredValue } from 'react';
import type { EventEntry } from './captureEndpoints';
import { eventText, videoWhenText, whenText, type TeamNames } from './words';

/**
 * Newest first; a list of a whole match is a few hundred rows, drawn once per change, and deferred
 * (React renders it in slices between frames), so hundreds arriving at once never hold up a frame
 * or the confirmation of a tap.
 */
export const EventsList = memo(function EventsList({
  events: latest,
  teams,
  onOpen,
}: {
  events: readonly EventEntry[];
  teams: TeamNames;
  /** Opens an event to edit or delete; absent for those who only read. */
  onOpen: ((event: EventEntry) => void) | null;
}) {
  const events = useDeferredValue(latest);
  if (events.length === 0) return <p className="empty-state">No events yet.</p>;
  return (
    <ol className="events-list" reversed>
      {[...events].reverse().map((event) => {
        const what = eventText(event, teams);
        return (
          <li key={event.id} className={`events-list__item events-list__item--${event.side}`}>
            {/* The spaces between the parts keep them apart when read out ('H1 10:00 Clifden point'). */}
            <span className="events-list__when">
              {whenText(event)}
              {event.videoTime !== null && (
                <>
                  {' '}
                  <span className="events-list__video">{videoWhenText(event.videoTime)}</span>
                </>
              )}
            </span>{' '}
            <span className="events-list__what">{what}</span>{' '}
            {onOpen && (
              <button type="button" className="button button--small" onClick={() => onOpen(event)}>
                Edit<span className="visually-hidden"> {what}</span>
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
});
