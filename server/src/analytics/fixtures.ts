import type { Shot } from './shot';
import { rate } from './numbers';
import { compareNames } from './teams';

/**
 * One match from one team's side. Scores come from the recorded shots (a goal is worth 3, every
 * other score a point), so a match whose shots were only partly recorded shows only those.
 */
export type Fixture = {
  date: string;
  stage: string;
  opponent: string;
  goalsFor: number;
  pointsFor: number;
  goalsAgainst: number;
  pointsAgainst: number;
  /** Goals x 3 + points. */
  totalFor: number;
  totalAgainst: number;
  result: 'win' | 'draw' | 'loss';
  shots: number;
  scores: number;
  /** Scores / shots; 0 when the team took no shots. */
  conversion: number;
  shotsAgainst: number;
  scoresAgainst: number;
  conversionAgainst: number;
};

type Side = { shots: number; scores: number; goals: number; points: number };
type Match = { date: string; stage: string; sides: Map<string, Side> };

const emptySide = (): Side => ({ shots: 0, scores: 0, goals: 0, points: 0 });

function sideOf(match: Match, team: string): Side {
  let side = match.sides.get(team);
  if (!side) {
    side = emptySide();
    match.sides.set(team, side);
  }
  return side;
}

function collectMatches(shots: readonly Shot[]): Map<string, Match> {
  const matches = new Map<string, Match>();
  for (const shot of shots) {
    let match = matches.get(shot.matchId);
    if (!match) {
      match = { date: shot.date, stage: shot.game, sides: new Map() };
      matches.set(shot.matchId, match);
    }
    sideOf(match, shot.opposition);
    const side = sideOf(match, shot.team);
    side.shots += 1;
    if (shot.outcome === 'score') {
      side.scores += 1;
      if (shot.value === 3) side.goals += 1;
      else side.points += 1;
    }
  }
  return matches;
}

function fixtureFor(match: Match, team: string, opponent: string): Fixture {
  const own = match.sides.get(team) ?? emptySide();
  const other = match.sides.get(opponent) ?? emptySide();
  const totalFor = own.goals * 3 + own.points;
  const totalAgainst = other.goals * 3 + other.points;
  return {
    date: match.date,
    stage: match.stage,
    opponent,
    goalsFor: own.goals,
    pointsFor: own.points,
    goalsAgainst: other.goals,
    pointsAgainst: other.points,
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

const byDate = (a: Fixture, b: Fixture): number =>
  a.date.localeCompare(b.date) || compareNames(a.stage, b.stage) || compareNames(a.opponent, b.opponent);

/** Every team's matches, oldest first; a team that only conceded still has its fixtures. */
export function fixturesByTeam(shots: readonly Shot[]): Map<string, Fixture[]> {
  const byTeam = new Map<string, Fixture[]>();
  for (const match of collectMatches(shots).values()) {
    const teams = [...match.sides.keys()];
    for (const team of teams) {
      for (const opponent of teams) {
        if (opponent === team) continue;
        const list = byTeam.get(team) ?? [];
        list.push(fixtureFor(match, team, opponent));
        byTeam.set(team, list);
      }
    }
  }
  for (const list of byTeam.values()) list.sort(byDate);
  return byTeam;
}

export function fixtures(shots: readonly Shot[], team: string): Fixture[] {
  return fixturesByTeam(shots).get(team) ?? [];
}
