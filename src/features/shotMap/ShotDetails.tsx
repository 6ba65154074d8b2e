import type { ShotRecord } from '../../../contract/answers';
import { MARK_STYLES, SHOT_TYPE_NAMES } from './encoding';
import { MarkSwatch } from './MarkSwatch';
import { shotFacts } from './shotFacts';

type ShotDetailsProps = {
  /** The shot pointed at, focused or tapped; none shows how to pick one. */
  shot: ShotRecord | undefined;
  matchName: string;
};

/** The chosen shot's details, announced politely as they change. */
export function ShotDetails({ shot, matchName }: ShotDetailsProps) {
  const facts = shot && shotFacts(shot, matchName);
  return (
    <section className="shot-map__details" aria-label="Shot details" aria-live="polite" aria-atomic="true">
      {shot && facts ? (
        <>
          <p className="shot-map__details-outcome">
            <MarkSwatch shotType={shot.shotType} style={MARK_STYLES[shot.outcome]} r={7} />
            {facts.outcome}: {facts.action}
          </p>
          <p className="shot-map__details-player">{facts.player}</p>
          <p className="shot-map__details-when">
            {facts.match}, {facts.minute}
          </p>
          <dl className="shot-map__facts">
            <div>
              <dt>{shot.outcome === 'score' ? 'Scored' : 'Value'}</dt>
              <dd>{facts.value}</dd>
            </div>
            <div>
              <dt>Chance of scoring (xP)</dt>
              <dd>{facts.chance}</dd>
            </div>
            <div>
              <dt>Expected points (xPts)</dt>
              <dd>{facts.expectedPoints}</dd>
            </div>
            <div>
              <dt>Distance</dt>
              <dd>{facts.distance}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{SHOT_TYPE_NAMES[shot.shotType]}</dd>
            </div>
            {facts.twoPointAttempt && (
              <div>
                <dt>Arc</dt>
                <dd>Two-point attempt</dd>
              </div>
            )}
          </dl>
        </>
      ) : (
        <p className="shot-map__hint">Point at a shot, tap it, or tab to the map and use the arrow keys.</p>
      )}
    </section>
  );
}
