import type { ScoringZoneEfficiency } from '../../../contract/answers';
import type { Shot } from './shot';
import { rate } from './numbers';

/**
 * The scoring zone (docs/behaviour.md#scoring-zone): within 32 m of the goal line and 28 m either
 * side of the middle, on the turned coordinates so that shots at both ends of the pitch count.
 * Edges are inside.
 */
export const SCORING_ZONE = { minStandX: 113, maxStandX: 145, minStandY: 16, maxStandY: 72 } as const;

type ZoneTally = ScoringZoneEfficiency['inside_scoring_zone'];

export function isInScoringZone(shot: Pick<Shot, 'standX' | 'standY'>): boolean {
  return (
    shot.standX >= SCORING_ZONE.minStandX &&
    shot.standX <= SCORING_ZONE.maxStandX &&
    shot.standY >= SCORING_ZONE.minStandY &&
    shot.standY <= SCORING_ZONE.maxStandY
  );
}

type Counts = { insideScore: number; insideMiss: number; outsideScore: number; outsideMiss: number };

const emptyCounts = (): Counts => ({ insideScore: 0, insideMiss: 0, outsideScore: 0, outsideMiss: 0 });

function tally(score: number, miss: number): ZoneTally {
  return { Score: score, Miss: miss, success_rate: rate(score, score + miss) };
}

function toEfficiency(counts: Counts): ScoringZoneEfficiency {
  return {
    inside_scoring_zone: tally(counts.insideScore, counts.insideMiss),
    outside_scoring_zone: tally(counts.outsideScore, counts.outsideMiss),
  };
}

function countShot(counts: Counts, shot: Shot): void {
  const inside = isInScoringZone(shot);
  const scored = shot.outcome === 'score';
  if (inside) {
    if (scored) counts.insideScore += 1;
    else counts.insideMiss += 1;
  } else if (scored) counts.outsideScore += 1;
  else counts.outsideMiss += 1;
}

/** The team's own shots split by zone. A team with no shots gets zeros, not an error. */
export function scoringZoneEfficiency(shots: readonly Shot[], team: string): ScoringZoneEfficiency {
  const counts = emptyCounts();
  for (const shot of shots) if (shot.team === team) countShot(counts, shot);
  return toEfficiency(counts);
}
