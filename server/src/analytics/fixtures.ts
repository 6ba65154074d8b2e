import type { Match, MatchSide } from '../../../contract/answers';
import type { Shot } from './shot';
import { rate } from './numbers';
import type { ShotTest } from './shotSelection';
import { compareNames } from './teams';

/**
 * A team's matches from its side. Scores come from the recorded shots (a goal is worth 3, a point
 * 1 or, from 2025, 2 from outside the arc: docs/behaviour.md#scoring-rules), so a match whose shots
 * were only partly recorded shows only those. The full-time score line and result are facts of the
 * match: a filter never changes them. What a filter keeps of each match is counted apart, in
 * `filtered` (docs/behaviour.md#fixtures).
 */

type Side = { shots: number; scores: number; goals: number; points: number; twoPointers: number };
type Tally = {
  key: string;
  date: string;
  stage: string;
  opponent: string;
  own: Side;
  other: Side;
  /** The part of the match the filter keeps, when it keeps a part. */
  part: { own: Side; other: Side } | null;
};

/** The part of each match a filter keeps, and whether that part has an opponent's side. */
export type MatchPart = {
  readonly test: ShotTest;
  /** False under a player filter: the opponent's shots were not that player's. */
  readonly againstSide: boolean;
};

const emptySide = (): Side => ({ shots: 0, scores: 0, goals: 0, points: 0, twoPointers: 0 });

function count(side: Side, shot: Shot): void {
  side.shots += 1;
  if (shot.outcome !== 'score') return;
  side.scores += 1;
  if (shot.value === 3) side.goals += 1;
  else side.points += shot.value;
  if (shot.value === 2) side.twoPointers += 1;
}

const totalOf = (side: Side): number => side.goals * 3 + side.points;

function filteredSide(side: Side): MatchSide {
  return {
    shots: side.shots,
    scores: side.scores,
    goals: side.goals,
    points: side.points,
    twoPointers: side.twoPointers,
    total: totalOf(side),
    conversion: rate(side.scores, side.shots),
  };
}

function matchOf(tally: Tally, id: string, part: MatchPart | null): Match {
  const { own, other } = tally;
  const totalFor = totalOf(own);
  const totalAgainst = totalOf(other);
  const match: Match = {
    id,
    date: tally.date,
    stage: tally.stage,
    opponent: tally.opponent,
    goalsFor: own.goals,
    pointsFor: own.points,
    goalsAgainst: other.goals,
    pointsAgainst: other.points,
    twoPointersFor: own.twoPointers,
    twoPointersAgainst: other.twoPointers,
    totalFor,
    totalAgainst,
    result: totalFor > totalAgainst ? 'win' : totalFor < totalAgainst ? 'loss' : 'draw',
    shots: own.shots,
    scores: own.scores,
    conversion: rate(own.scores, own.shots),
    shotsAgainst: other.shots,
    scoresAgainst: other.scores,
    conversionAgainst: rate(other.scores, other.shots),
  };
  if (!tally.part || !part) return match;
  return {
    ...match,
    filtered: {
      ...filteredSide(tally.part.own),
      against: part.againstSide ? filteredSide(tally.part.other) : null,
    },
  };
}

const byDate = (a: Match, b: Match): number =>
  a.date.localeCompare(b.date) || compareNames(a.stage, b.stage) || compareNames(a.opponent, b.opponent);

/**
 * The team's matches, oldest first: every match of `involved` (the shots the team took or
 * conceded in the matches and season asked for), each with its full-time figures and, when `part`
 * is given, the figures of the shots it keeps. A team that only conceded still has its matches.
 */
export function teamMatches(
  team: string,
  involved: readonly Shot[],
  part: MatchPart | null,
  matchIdOf: ReadonlyMap<string, string>,
): Match[] {
  const tallies = new Map<string, Tally>();
  for (const shot of involved) {
    let tally = tallies.get(shot.matchId);
    if (!tally) {
      const opponent = shot.team === team ? shot.opposition : shot.team;
      tally = {
        key: shot.matchId,
        date: shot.date,
        stage: shot.game,
        opponent,
        own: emptySide(),
        other: emptySide(),
        part: part ? { own: emptySide(), other: emptySide() } : null,
      };
      tallies.set(shot.matchId, tally);
    }
    const ours = shot.team === team;
    count(ours ? tally.own : tally.other, shot);
    if (tally.part && part?.test(shot)) count(ours ? tally.part.own : tally.part.other, shot);
  }
  return [...tallies.values()]
    .map((tally) => {
      const id = matchIdOf.get(tally.key);
      if (id === undefined) throw new Error(`No id for match ${tally.key}: ids from another dataset?`);
      return matchOf(tally, id, part);
    })
    .sort(byDate);
}
