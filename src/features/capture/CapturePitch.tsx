import { memo, useDeferredValue, useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { PITCH } from '../../../contract/pitch';
import type { SquadMatch } from '../../../contract/squad';
import type { EventEntry } from './captureEndpoints';
import { turnFor, type PitchPoint } from './draft';
import { pitchDrawing, pitchPointAt, toView, VIEW_BOX } from './pitchView';

const DRAWINGS = { withArc: pitchDrawing(true), withoutArc: pitchDrawing(false) };

/** The events of the half on view, each where it happened as drawn this half. */
const EventMarks = memo(function EventMarks({
  events,
  firstHalfAttack,
}: {
  events: readonly EventEntry[];
  firstHalfAttack: SquadMatch['firstHalfAttack'];
}) {
  return (
    <g className="capture-pitch__events" aria-hidden="true">
      {events.map((event) => {
        const drawn = toView(turnFor(event, event.side, event.half, firstHalfAttack));
        return (
          <circle
            key={event.id}
            cx={drawn.x}
            cy={drawn.y}
            r={1.1}
            className={`capture-pitch__event capture-pitch__event--${event.side}`}
          />
        );
      })}
    </g>
  );
});

/**
 * The capture pitch (docs/capture.md#recording): the whole pitch as the server's images draw it, a
 * tap or click says where the event happened. Focused, Enter starts an event at the centre spot for
 * those without a pointer; its place is then moved by a click.
 */
export const CapturePitch = memo(function CapturePitch({
  twoPointArc,
  events,
  firstHalfAttack,
  draftAt,
  onPlace,
  label,
}: {
  twoPointArc: boolean;
  events: readonly EventEntry[];
  firstHalfAttack: SquadMatch['firstHalfAttack'];
  draftAt: PitchPoint | null;
  onPlace: (at: PitchPoint) => void;
  label: string;
}) {
  const drawing = twoPointArc ? DRAWINGS.withArc : DRAWINGS.withoutArc;
  // Deferred as the events list is, and here rather than in the marks: a render for a tap then
  // draws the marks it drew before, which their memo skips, and the new marks follow between frames.
  const shownEvents = useDeferredValue(events);
  const draft = useMemo(() => (draftAt ? toView(draftAt) : null), [draftAt]);
  const click = (event: MouseEvent<SVGSVGElement>) => {
    onPlace(pitchPointAt(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect()));
  };
  const key = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    // With an event open, Enter is the capture keys' (a typed number, a save): placing the event
    // again where it is would move nothing, and would give a swapped shot back to the other team.
    if (draftAt === null) onPlace({ x: PITCH.length / 2, y: PITCH.width / 2 });
  };
  return (
    <svg
      className="capture-pitch"
      viewBox={VIEW_BOX}
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={click}
      onKeyDown={key}
    >
      <rect x={0} y={0} width={PITCH.length} height={PITCH.width} className="capture-pitch__grass" />
      <path d={drawing.lines} className="capture-pitch__lines" />
      {drawing.spots.map((spot) => (
        <circle key={`${spot.x}`} cx={spot.x} cy={spot.y} r={0.5} className="capture-pitch__spot" />
      ))}
      {drawing.goals.map((goal) => (
        <rect key={`${goal.x}`} {...goal} className="capture-pitch__goal" />
      ))}
      <EventMarks events={shownEvents} firstHalfAttack={firstHalfAttack} />
      {draft && (
        <g className="capture-pitch__draft" aria-hidden="true">
          <circle cx={draft.x} cy={draft.y} r={2.6} />
          <circle cx={draft.x} cy={draft.y} r={0.8} />
        </g>
      )}
    </svg>
  );
});
