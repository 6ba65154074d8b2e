import type { Match, ShotRecord } from '../../../contract/answers';
import type {
  Attempts,
  Both,
  MatchReport,
  ReportMatch,
  ReportPlayer,
  ReportShot,
  ScoreEvent,
  ScoreLine,
  ShotFigures,
  TeamIndex,
} from '../../../contract/report';
import { accurateSum, round2 } from './numbers';
import { eventBlocks, type EventPlayers, type ReportEvent } from './matchEvents';
import { inHalf, NOT_NAMED, shareOf, splitOf, TEAMS, type ReportSide } from './reportParts';

/**
 * A match report's figures (docs/report.md), pure: from what the dashboard's analytics answer for
 * the match (its `/matches` row, `/shots` and `/players` filtered to it, for each team) and, for a
 * squad's match, its other recorded events. Nothing here counts a shot the dashboard does not: the
 * score line is the fixtures' own, the shots are the shot map's, the players the player table's.
 */

export type ReportInput = {
  match: ReportMatch;
  sides: Both<ReportSide>;
  /**
   * Every recorded event of the match in time order (a squad's), each shot naming its record; null
   * for data that records shots only.
   */
  events: readonly ReportEvent[] | null;
};

function lineOf(shots: readonly ShotRecord[]): ScoreLine {
  let goals = 0;
  let points = 0;
  let twoPointers = 0;
  for (const shot of shots) {
    if (shot.outcome !== 'score') continue;
    if (shot.value === 3) goals += 1;
    else points += shot.value;
    if (shot.value === 2) twoPointers += 1;
  }
  return { goals, twoPointers, points, total: goals * 3 + points };
}

/** The full-time line as the fixtures give it, so the report's score is the Fixtures table's. */
function fullTimeLine(match: Match): ScoreLine {
  return { goals: match.goalsFor, twoPointers: match.twoPointersFor, points: match.pointsFor, total: match.totalFor };
}

const xPtsOf = (shots: readonly ShotRecord[]): number => round2(accurateSum(shots.map((shot) => shot.xPts)));

function attemptsOf(shots: readonly ShotRecord[]): Attempts {
  return {
    attempts: shots.length,
    scores: shots.filter((shot) => shot.outcome === 'score').length,
    points: shots.reduce((sum, shot) => sum + shot.value, 0),
    xPts: xPtsOf(shots),
  };
}

export function shotFiguresOf(shots: readonly ShotRecord[], twoPointArc: boolean): ShotFigures {
  const all = attemptsOf(shots);
  const goalAttempts = shots.filter((shot) => shot.goalAttempt);
  const twoPointAttempts = shots.filter((shot) => shot.twoPointAttempt);
  return {
    attempts: all.attempts,
    scores: all.scores,
    conversion: shareOf(all.scores, all.attempts),
    points: all.points,
    xPts: all.xPts,
    pointsMinusXPts: round2(all.points - all.xPts),
    fromPlay: attemptsOf(shots.filter((shot) => shot.shotType === 'play')),
    deadBall: attemptsOf(shots.filter((shot) => shot.shotType !== 'play')),
    goalAttempts: {
      attempts: goalAttempts.length,
      goals: goalAttempts.filter((shot) => shot.outcome === 'score' && shot.value === 3).length,
    },
    twoPointAttempts: twoPointArc
      ? {
          attempts: twoPointAttempts.length,
          scored: twoPointAttempts.filter((shot) => shot.outcome === 'score' && shot.value === 2).length,
        }
      : null,
  };
}

/**
 * Both teams' shots in time order: by half, then minute. A shot whose minute the data does not know
 * keeps its place after the shot before it (the data's own order is the match's).
 */
function shotsInTime(sides: Both<ReportSide>): Array<{ team: TeamIndex; shot: ShotRecord }> {
  const placed = TEAMS.flatMap((team) =>
    sides[team].shots.map((shot, order) => ({ team, shot, order, minute: shot.minute })),
  );
  // Unknown minutes take the minute of the shot before them in their own team's order.
  for (const team of TEAMS) {
    let last = 0;
    for (const entry of placed) {
      if (entry.team !== team) continue;
      if (entry.minute === null) entry.minute = last;
      else last = entry.minute;
    }
  }
  return placed
    .sort(
      (a, b) => a.shot.half - b.shot.half || (a.minute ?? 0) - (b.minute ?? 0) || a.team - b.team || a.order - b.order,
    )
    .map(({ team, shot }) => ({ team, shot }));
}

function reportShots(sides: Both<ReportSide>): { shots: ReportShot[]; scoring: ScoreEvent[] } {
  const xPtsSoFar: [number[], number[]] = [[], []];
  const pointsSoFar: Both<number> = [0, 0];
  const shots: ReportShot[] = [];
  const scoring: ScoreEvent[] = [];
  for (const { team, shot } of shotsInTime(sides)) {
    xPtsSoFar[team].push(shot.xPts);
    pointsSoFar[team] += shot.value;
    const scored = shot.outcome === 'score';
    shots.push({
      team,
      half: shot.half,
      minute: shot.minute,
      x: shot.x,
      y: shot.y,
      scored,
      value: shot.value,
      shotType: shot.shotType,
      goalAttempt: shot.goalAttempt,
      twoPointAttempt: shot.twoPointAttempt,
      xPts: shot.xPts,
      player: shot.player,
      xPtsSoFar: round2(accurateSum(xPtsSoFar[team])),
      pointsSoFar: pointsSoFar[team],
    });
    if (scored && shot.value > 0) {
      scoring.push({
        team,
        half: shot.half,
        minute: shot.minute,
        value: shot.value,
        player: shot.player,
        totals: [pointsSoFar[0], pointsSoFar[1]],
      });
    }
  }
  return { shots, scoring };
}

/**
 * Both teams' players: the player table's shooting figures for those it names, the shots of
 * shooters it cannot name grouped by number (or together), and the events' turnovers and kickouts
 * won.
 */
function playersOf(
  sides: Both<ReportSide>,
  unnamedShooters: Map<string, string>,
  events: EventPlayers | null,
): Both<ReportPlayer[]> {
  return [0, 1].map((index) => {
    const team = index as TeamIndex;
    const side = sides[team];
    const rows = new Map<string, ReportPlayer>();
    const row = (name: string): ReportPlayer => {
      let found = rows.get(name);
      if (!found) {
        found = {
          name,
          shots: 0,
          scores: 0,
          points: 0,
          xPts: 0,
          turnoversWon: events?.turnoversWon ? 0 : null,
          kickoutsWon: events?.kickoutsWon ? 0 : null,
        };
        rows.set(name, found);
      }
      return found;
    };
    for (const player of side.players) {
      Object.assign(row(player.PlayerName), {
        shots: player.Shots,
        scores: player.Scores,
        points: player.Points,
        xPts: player.xPts,
      });
    }
    const unnamed = new Map<string, ShotRecord[]>();
    for (const shot of side.shots) {
      if (shot.player !== null) continue;
      const name = unnamedShooters.get(shot.id) ?? NOT_NAMED;
      unnamed.set(name, [...(unnamed.get(name) ?? []), shot]);
    }
    for (const [name, shots] of unnamed) {
      const figures = attemptsOf(shots);
      Object.assign(row(name), {
        shots: figures.attempts,
        scores: figures.scores,
        points: figures.points,
        xPts: figures.xPts,
      });
    }
    for (const [name, won] of events?.turnoversWon?.[team] ?? []) row(name).turnoversWon = won;
    for (const [name, won] of events?.kickoutsWon?.[team] ?? []) row(name).kickoutsWon = won;
    return [...rows.values()].sort(
      (a, b) =>
        b.points - a.points ||
        b.shots - a.shots ||
        (b.turnoversWon ?? 0) - (a.turnoversWon ?? 0) ||
        a.name.localeCompare(b.name),
    );
  }) as Both<ReportPlayer[]>;
}

/** The whole report of one match. */
export function matchReport({ match, sides, events }: ReportInput): MatchReport {
  const { shots, scoring } = reportShots(sides);
  const blocks = events === null ? null : eventBlocks(events, sides);
  return {
    match,
    score: [0, 1].map((team) =>
      splitOf((half) =>
        half === null
          ? fullTimeLine(sides[team as TeamIndex].fullTime)
          : lineOf(sides[team as TeamIndex].shots.filter((shot) => shot.half === half)),
      ),
    ) as MatchReport['score'],
    scoring,
    shotFigures: [0, 1].map((team) =>
      splitOf((half) =>
        shotFiguresOf(
          sides[team as TeamIndex].shots.filter((shot) => inHalf(half, shot)),
          match.twoPointArc,
        ),
      ),
    ) as MatchReport['shotFigures'],
    shots,
    kickouts: blocks?.kickouts ?? null,
    turnovers: blocks?.turnovers ?? null,
    discipline: blocks?.discipline ?? { frees: null, cards: null },
    players: playersOf(sides, blocks?.unnamedShooters ?? new Map<string, string>(), blocks?.players ?? null),
  };
}
