import { memo, useDeferredValue } from 'react';
import type { EventEntry } from './captureEndpoints';
import { eventText, videoWhenText, whenText, type TeamNames } from './words';

/**
 * Newest first; a list of a whole match is a few hundred rows, deferred (React renders it between
 * frames), so hundreds arriving at once never hold up a frame or the confirmation of a tap. The
 * deferral is here and the rows are memoised below it: the render that follows a change at once
 * (a tap, an event heard) passes the rows the list they had and skips them, and the deferred render
 * that follows draws only the rows whose event changed.
 */
export const EventsList = memo(function EventsList({
  events,
  teams,
  onOpen,
}: {
  events: readonly EventEntry[];
  teams: TeamNames;
  /** Opens an event to edit or delete; absent for those who only read. */
  onOpen: ((event: EventEntry) => void) | null;
}) {
  const shown = useDeferredValue(events);
  if (shown.length === 0) return <p className="empty-state">No events yet.</p>;
  return <EventRows events={shown} teams={teams} onOpen={onOpen} />;
});

type RowsProps = { events: readonly EventEntry[]; teams: TeamNames; onOpen: ((event: EventEntry) => void) | null };

const EventRows = memo(function EventRows({ events, teams, onOpen }: RowsProps) {
  return (
    <ol className="events-list" reversed>
      {[...events].reverse().map((event) => (
        <EventRow key={event.id} event={event} teams={teams} onOpen={onOpen} />
      ))}
    </ol>
  );
});

const EventRow = memo(function EventRow({ event, teams, onOpen }: Omit<RowsProps, 'events'> & { event: EventEntry }) {
  const what = eventText(event, teams);
  return (
    <li className={`events-list__item events-list__item--${event.side}`}>
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
});
