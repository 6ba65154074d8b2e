import { useId } from 'react';
import { SHOT_TYPES } from '../../../contract/filters';
import {
  MARK_STYLES,
  OUTCOME_NAMES,
  OUTCOMES,
  SHAPE_SWATCH,
  SHOT_TYPE_NAMES,
  SIZE_MEANING,
  SIZE_SAMPLES,
  SIZE_SWATCH,
  TWO_POINT_NAME,
} from './encoding';
import { markRadius } from './geometry';
import { MarkSwatch } from './MarkSwatch';
import type { ShotCounts } from './shotFacts';

const SWATCH_RADIUS = 6;

/**
 * What colour, fill, shape, size and (under the two-point rules) the dashed ring mean, with how
 * many shots of each kind are on the map.
 */
export function ShotMapLegend({ counts, twoPointArc }: { counts: ShotCounts; twoPointArc: boolean }) {
  const id = useId();
  return (
    <div className="shot-map__legend" role="group" aria-label="Legend">
      <p id={`${id}-outcome`} className="shot-map__legend-title">
        Outcome
      </p>
      <ul className="shot-map__legend-list" aria-labelledby={`${id}-outcome`}>
        {OUTCOMES.map((outcome) => (
          <li key={outcome} className="shot-map__legend-item">
            <MarkSwatch shotType="play" style={MARK_STYLES[outcome]} r={SWATCH_RADIUS} />
            {OUTCOME_NAMES[outcome]}
            <span className="shot-map__count">{outcome === 'score' ? counts.scored : counts.missed}</span>
          </li>
        ))}
      </ul>
      <p id={`${id}-type`} className="shot-map__legend-title">
        Shot type
      </p>
      <ul className="shot-map__legend-list" aria-labelledby={`${id}-type`}>
        {SHOT_TYPES.map((shotType) => (
          <li key={shotType} className="shot-map__legend-item">
            <MarkSwatch shotType={shotType} style={SHAPE_SWATCH} r={SWATCH_RADIUS} />
            {SHOT_TYPE_NAMES[shotType]}
            <span className="shot-map__count">{counts.byType[shotType]}</span>
          </li>
        ))}
      </ul>
      {twoPointArc && (
        <>
          <p id={`${id}-arc`} className="shot-map__legend-title">
            The 40 m arc
          </p>
          <ul className="shot-map__legend-list" aria-labelledby={`${id}-arc`}>
            <li className="shot-map__legend-item">
              <MarkSwatch shotType="play" style={SHAPE_SWATCH} r={SWATCH_RADIUS} twoPointRing />
              {TWO_POINT_NAME}
              <span className="shot-map__count">{counts.twoPointAttempts}</span>
            </li>
          </ul>
        </>
      )}
      <p id={`${id}-size`} className="shot-map__legend-title">
        Size: {SIZE_MEANING}
      </p>
      <ul className="shot-map__legend-list shot-map__legend-list--sizes" aria-labelledby={`${id}-size`}>
        {SIZE_SAMPLES.map((xP) => (
          <li key={xP} className="shot-map__legend-item">
            <MarkSwatch shotType="play" style={SIZE_SWATCH} r={markRadius(xP)} toScale />
            xP {xP.toFixed(1)}
          </li>
        ))}
      </ul>
    </div>
  );
}
