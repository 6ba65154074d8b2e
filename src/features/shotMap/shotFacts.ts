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
  readonly xP: string;
};

export function shotFacts(shot: ShotRecord, matchName: string): ShotFacts {
  return {
    outcome: OUTCOME_NAMES[shot.outcome],
    player: shot.player ?? 'Unknown player',
    match: matchName,
    minute: shot.minute === null ? 'minute unknown' : `minute ${shot.minute}`,
    action: shot.action,
    distance: `${shot.distance.toFixed(1)} m`,
    xP: shot.xPoints.toFixed(2),
  };
}

/** One line naming a shot: 'Scored: point. Ann Breen, v Kerry, 25 Jun 2023, minute 34, 24.5 m, xP 0.62'. */
export function shotLabel(facts: ShotFacts): string {
  return `${facts.outcome}: ${facts.action}. ${facts.player}, ${facts.match}, ${facts.minute}, ${facts.distance}, xP ${facts.xP}`;
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
  readonly byType: Readonly<Record<ShotType, number>>;
};

export function countShots(shots: readonly ShotRecord[]): ShotCounts {
  const byType = Object.fromEntries(SHOT_TYPES.map((type) => [type, 0])) as Record<ShotType, number>;
  let scored = 0;
  let xPoints = 0;
  for (const shot of shots) {
    byType[shot.shotType] += 1;
    if (shot.outcome === 'score') scored += 1;
    xPoints += shot.xPoints;
  }
  return { total: shots.length, scored, missed: shots.length - scored, xPoints, byType };
}

/** The card's one-line summary: '312 shots, 148 scored, xP 150.21'. */
export function summaryOf(counts: ShotCounts): string {
  const shots = counts.total === 1 ? '1 shot' : `${counts.total} shots`;
  return `${shots}, ${counts.scored} scored, xP ${counts.xPoints.toFixed(2)}`;
}
