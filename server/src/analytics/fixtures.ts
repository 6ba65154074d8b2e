import type { Match } from '../../../contract/answers';
import type { Shot } from './shot';
import { rate } from './numbers';
import type { ShotTest } from './shotSelection';
import { compareNames } from './teams';

/**
 * A team's matches from its side. Scores come from the recorded shots (a goal is worth 3, a point
 * 1 or, from 2025, 2 from outside the arc: docs/behaviour.md#scoring-rules), so a match whose shots
 * were only partly recorded shows only those.
 */

type Side = { shots: number; scores: number; goals: number; points: number; twoPointers: number };
type Tally = { key: string; date: string; stage: string; opponent: string; own: Side; other: Side };

const emptySide = (): Side => ({ shots: 0, scores: 0, goals: 0, points: 0, twoPointers: 0 });

function count(side: Side, shot: Shot): void {
  side.shots += 1;
  if (shot.outcome !== 'score') return;
  side.scores += 1;
  if (shot.value === 3) side.goals += 1;
  else side.points += shot.value;
  if (shot.value === 2) side.twoPointers += 1;
}

function matchOf(tally: Tally, id: string): Match {
  const { own, other } = tally;
  const totalFor = own.goals * 3 + own.points;
  const totalAgainst = other.goals * 3 + other.points;
  return {
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
}

const byDate = (a: Match, b: Match): number =>
  a.date.localeCompare(b.date) || compareNames(a.stage, b.stage) || compareNames(a.opponent, b.opponent);

/**
 * The team's matches, oldest first. Every match of `involved` (the shots the team took or conceded)
 * is listed; only the shots that pass `counted` make its figures, so a filter on, say, the second
 * half gives each match's second-half score line. A team that only conceded still has its matches.
 */
export function teamMatches(
  team: string,
  involved: readonly Shot[],
  counted: ShotTest,
  matchIdOf: ReadonlyMap<string, string>,
): Match[] {
  const tallies = new Map<string, Tally>();
  for (const shot of involved) {
    let tally = tallies.get(shot.matchId);
    if (!tally) {
      const opponent = shot.team === team ? shot.opposition : shot.team;
      tally = { key: shot.matchId, date: shot.date, stage: shot.game, opponent, own: emptySide(), other: emptySide() };
      tallies.set(shot.matchId, tally);
    }
    if (counted(shot)) count(shot.team === team ? tally.own : tally.other, shot);
  }
  return [...tallies.values()]
    .map((tally) => {
      const id = matchIdOf.get(tally.key);
      if (id === undefined) throw new Error(`No id for match ${tally.key}: ids from another dataset?`);
      return matchOf(tally, id);
    })
    .sort(byDate);
}
