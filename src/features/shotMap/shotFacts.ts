import type { ShotRecord } from '../../../contract/answers';
import { SHOT_TYPES, type ShotType } from '../../../contract/filters';
import { OUTCOME_NAMES } from './encoding';

/** What the details panel, a shot's accessible name and the downloaded image say about a shot. */
export type ShotFacts = {
  readonly outcome: string;
  readonly player: string;
  readonly match: string;
  readonly minute: string;
  readonly action: string;
  readonly distance: string;
  /** What it scored ('2 points'), or for a miss what it would have ('worth 2 if scored'). */
  readonly value: string;
  /** Set for a kicked point attempt from on or outside the 40 m arc under the two-point rules. */
  readonly twoPointAttempt: boolean;
  /** The chance of scoring (xPoints), as a probability. */
  readonly chance: string;
  /** Expected points in points (xPts): the chance times what it is worth. */
  readonly expectedPoints: string;
};

const pointsWord = (points: number) => (points === 1 ? '1 point' : `${points} points`);

export function shotFacts(shot: ShotRecord, matchName: string): ShotFacts {
  return {
    outcome: OUTCOME_NAMES[shot.outcome],
    player: shot.player ?? 'Unknown player',
    match: matchName,
    minute: shot.minute === null ? 'minute unknown' : `minute ${shot.minute}`,
    action: shot.action,
    distance: `${shot.distance.toFixed(1)} m`,
    value: shot.outcome === 'score' ? pointsWord(shot.value) : `worth ${shot.valueIfScored} if scored`,
    twoPointAttempt: shot.twoPointAttempt,
    chance: shot.xPoints.toFixed(2),
    expectedPoints: shot.xPts.toFixed(2),
  };
}

/**
 * One line naming a shot: 'Scored: point, 2 points, a two-point attempt. Ann Breen, v Kerry,
 * 25 Jun 2025, minute 34, 44.0 m, chance of scoring 0.39, expected points 0.78'.
 */
export function shotLabel(facts: ShotFacts): string {
  const what = [facts.action, facts.value, ...(facts.twoPointAttempt ? ['a two-point attempt'] : [])].join(', ');
  return (
    `${facts.outcome}: ${what}. ${facts.player}, ${facts.match}, ${facts.minute}, ${facts.distance}, ` +
    `chance of scoring ${facts.chance}, expected points ${facts.expectedPoints}`
  );
}

/** A match's name from the names the app passes in, or its id when it has none. */
export const nameOfMatch = (matchNames: Readonly<Record<string, string>>, matchId: string): string =>
  matchNames[matchId] ?? matchId;

export type ShotCounts = {
  readonly total: number;
  readonly scored: number;
  readonly missed: number;
  /** The sum of the shots' xPoints: the scores an average shooter would expect from them. */
  readonly xPoints: number;
  /** Points scored, a two-pointer counting two and a goal three. */
  readonly points: number;
  /** The sum of the shots' xPts: the points an average shooter would expect from them. */
  readonly xPts: number;
  readonly twoPointAttempts: number;
  readonly byType: Readonly<Record<ShotType, number>>;
};

export function countShots(shots: readonly ShotRecord[]): ShotCounts {
  const byType = Object.fromEntries(SHOT_TYPES.map((type) => [type, 0])) as Record<ShotType, number>;
  let scored = 0;
  let xPoints = 0;
  let points = 0;
  let xPts = 0;
  let twoPointAttempts = 0;
  for (const shot of shots) {
    byType[shot.shotType] += 1;
    if (shot.outcome === 'score') scored += 1;
    if (shot.twoPointAttempt) twoPointAttempts += 1;
    xPoints += shot.xPoints;
    points += shot.value;
    xPts += shot.xPts;
  }
  return {
    total: shots.length,
    scored,
    missed: shots.length - scored,
    xPoints,
    points,
    xPts,
    twoPointAttempts,
    byType,
  };
}

/**
 * The card's one-line summary: '312 shots, 148 scored (150.21 expected), 171 points (160.30
 * expected)'. Scores sit beside expected scores and points beside expected points, never a sum of
 * chances beside points.
 */
export function summaryOf(counts: ShotCounts): string {
  const shots = counts.total === 1 ? '1 shot' : `${counts.total} shots`;
  return (
    `${shots}, ${counts.scored} scored (${counts.xPoints.toFixed(2)} expected), ` +
    `${pointsWord(counts.points)} (${counts.xPts.toFixed(2)} expected)`
  );
}
