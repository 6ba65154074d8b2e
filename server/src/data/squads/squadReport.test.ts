import fs from 'node:fs';
import path from 'node:path';
import type { SquadBundle } from '../../../../contract/squad';
import { matchReportSchema, type MatchReport } from '../../../../contract/report';
import { NO_FILTER } from '../../../../contract/filters';
import { accurateSum, round2 } from '../../analytics/numbers';
import { HAND_MATCH, squadFigures } from '../../testKit/handMatch';
import { squadMatchReport } from './squadReport';

const { state, analytics } = squadFigures(HAND_MATCH);
const report: MatchReport = matchReportSchema.parse(squadMatchReport(state, analytics, 'm1', null));
const MATCH_ID = '2025-06-01-clifden-oughterard';

/** The match of testKit/handMatch.ts, whose every figure below was counted by hand from its list of events. */
describe('the report of a small recorded match, worked out by hand', () => {
  it('names the match, our team first, and is found by the squad match id or the dashboard id alike', () => {
    expect(report.match).toMatchObject({
      id: 'm1',
      date: '2025-06-01',
      stage: 'Galway SFC Round 1',
      venue: 'Clifden',
      teams: ['Clifden', 'Oughterard'],
      era: '2025',
      twoPointArc: true,
      halfLength: 30,
      source: { kind: 'squad', name: 'Clifden Seniors', sample: false },
    });
    expect(squadMatchReport(state, analytics, MATCH_ID, null)).toEqual({
      ...report,
      match: { ...report.match, id: 'm1' },
    });
    expect(squadMatchReport(state, analytics, 'nope', null)).toBeUndefined();
    expect(squadMatchReport(state, analytics, 'm1', 'Oughterard')?.match.teams).toEqual(['Oughterard', 'Clifden']);
  });

  it('has the score line 0-2 to 1-2 (their two-pointer counting two), and by half', () => {
    expect(report.score[0]).toEqual({
      match: { goals: 0, twoPointers: 0, points: 2, total: 2 },
      half1: { goals: 0, twoPointers: 0, points: 1, total: 1 },
      half2: { goals: 0, twoPointers: 0, points: 1, total: 1 },
    });
    expect(report.score[1]).toEqual({
      match: { goals: 1, twoPointers: 1, points: 2, total: 5 },
      half1: { goals: 0, twoPointers: 1, points: 2, total: 2 },
      half2: { goals: 1, twoPointers: 0, points: 0, total: 3 },
    });
  });

  it('grows the score in time order, with both totals after each score', () => {
    expect(
      report.scoring.map(({ team, half, minute, value, player, totals }) => ({
        team,
        half,
        minute,
        value,
        player,
        totals,
      })),
    ).toEqual([
      { team: 0, half: 1, minute: 1, value: 1, player: 'Seán Ó Sé', totals: [1, 0] },
      { team: 1, half: 1, minute: 2, value: 2, player: null, totals: [1, 2] },
      { team: 0, half: 2, minute: 31, value: 1, player: 'Seán Ó Sé', totals: [2, 2] },
      { team: 1, half: 2, minute: 32, value: 3, player: null, totals: [2, 5] },
    ]);
  });

  it('counts the shots: attempts, scores, play and dead balls, the goal attempt that went over, two-point attempts', () => {
    const ours = report.shotFigures[0].match;
    expect(ours).toMatchObject({
      attempts: 3,
      scores: 2,
      conversion: 2 / 3,
      points: 2,
      fromPlay: { attempts: 2, scores: 2, points: 2 },
      deadBall: { attempts: 1, scores: 0, points: 0 },
      goalAttempts: { attempts: 1, goals: 0 },
      twoPointAttempts: { attempts: 1, scored: 0 },
    });
    expect(report.shotFigures[1].match).toMatchObject({
      attempts: 3,
      scores: 2,
      points: 5,
      fromPlay: { attempts: 3, scores: 2, points: 5 },
      deadBall: { attempts: 0, scores: 0, points: 0, xPts: 0 },
      goalAttempts: { attempts: 1, goals: 1 },
      twoPointAttempts: { attempts: 2, scored: 1 },
    });
    expect(report.shotFigures[0].half2).toMatchObject({ attempts: 1, scores: 1, points: 1 });
    expect(report.shotFigures[1].half1).toMatchObject({
      attempts: 1,
      scores: 1,
      points: 2,
      twoPointAttempts: { attempts: 1, scored: 1 },
    });
    // Expected points are the shots' own, summed; points minus them is what it says.
    const ourXPts = round2(accurateSum(report.shots.filter((s) => s.team === 0).map((s) => s.xPts)));
    expect(ours.xPts).toBe(ourXPts);
    expect(ours.pointsMinusXPts).toBe(round2(2 - ourXPts));
  });

  it('races expected against actual points, each shot adding its own, scores marked', () => {
    expect(report.shots.map((s) => [s.team, s.minute, s.scored, s.pointsSoFar])).toEqual([
      [0, 1, true, 1],
      [1, 2, true, 2],
      [0, 3, false, 1],
      [0, 31, true, 2],
      [1, 32, true, 5],
      [1, 34, false, 5],
    ]);
    const theirs = report.shots.filter((s) => s.team === 1);
    expect(theirs.at(-1)?.xPtsSoFar).toBe(round2(accurateSum(theirs.map((s) => s.xPts))));
  });

  it('counts kickouts: our own kept, theirs won, clean and break, short and long, by half', () => {
    const kickouts = report.kickouts;
    expect(kickouts).not.toBeNull();
    expect(kickouts?.teams[0].match).toEqual({
      own: { kicked: 3, retained: 2, rate: 2 / 3 },
      clean: { kicked: 2, retained: 2, rate: 1 },
      break: { kicked: 1, retained: 0, rate: 0 },
      short: { kicked: 2, retained: 2, rate: 1 },
      long: { kicked: 1, retained: 0, rate: 0 },
      oppositionWon: { kicked: 1, won: 1, rate: 1 },
    });
    expect(kickouts?.teams[1].match.own).toEqual({ kicked: 1, retained: 0, rate: 0 });
    expect(kickouts?.teams[1].match.oppositionWon).toEqual({ kicked: 3, won: 1, rate: 1 / 3 });
    // No kickout of theirs in the second half: no rate, rather than a 0% that looks measured.
    expect(kickouts?.teams[0].half2.oppositionWon).toEqual({ kicked: 0, won: 0, rate: null });
    expect(kickouts?.landings).toHaveLength(4);
  });

  it('finds the scores of possessions begun by a kickout won or a turnover won', () => {
    expect(report.kickouts?.scoresFromWon?.[0].match).toEqual({ scores: 1, points: 1 });
    expect(report.kickouts?.scoresFromWon?.[1]).toEqual({
      match: { scores: 1, points: 3 },
      half1: { scores: 0, points: 0 },
      half2: { scores: 1, points: 3 },
    });
    expect(report.turnovers?.teams[0].match.scoresFrom).toEqual({ scores: 1, points: 1 });
    expect(report.turnovers?.teams[1].match.scoresFrom).toEqual({ scores: 1, points: 2 });
  });

  it('counts turnovers won and lost by third of the pitch, in each team’s own frame, and how', () => {
    expect(report.turnovers?.teams[0].match).toMatchObject({
      won: 1,
      lost: 2,
      wonByThird: { defensive: 0, middle: 1, attacking: 0 },
      lostByThird: { defensive: 1, middle: 0, attacking: 1 },
      how: { tackle: 0, interception: 1, block: 0, unforced: 0, foul: 0 },
    });
    expect(report.turnovers?.teams[1].match).toMatchObject({
      won: 2,
      lost: 1,
      wonByThird: { defensive: 1, middle: 0, attacking: 1 },
      lostByThird: { defensive: 0, middle: 1, attacking: 0 },
      how: { tackle: 1, interception: 0, block: 1, unforced: 0, foul: 0 },
    });
  });

  it('counts frees won and conceded, and lists the cards', () => {
    expect(report.discipline.frees?.[0].match).toEqual({ won: 1, conceded: 0 });
    expect(report.discipline.frees?.[1].half1).toEqual({ won: 0, conceded: 1 });
    expect(report.discipline.cards).toEqual([{ team: 1, half: 1, minute: 4, colour: 'yellow', player: 'No. 3' }]);
  });

  it("lists both teams' players: shooting, turnovers and kickouts won, the opponents by number", () => {
    const row = (team: 0 | 1, name: string) => report.players[team].find((p) => p.name === name);
    expect(row(0, 'Seán Ó Sé')).toMatchObject({ shots: 2, scores: 2, points: 2, turnoversWon: 0, kickoutsWon: 0 });
    expect(row(0, 'Dara King')).toMatchObject({ shots: 1, scores: 0, points: 0, kickoutsWon: 1 });
    expect(row(0, 'Ciarán Joyce')).toMatchObject({ shots: 0, turnoversWon: 1, kickoutsWon: 1 });
    expect(row(0, 'Eoin Ó Máille')).toMatchObject({ shots: 0, kickoutsWon: 1 });
    expect(row(1, 'No. 11')).toMatchObject({ shots: 1, scores: 1, points: 2 });
    expect(row(1, 'No. 14')).toMatchObject({ shots: 1, scores: 1, points: 3 });
    expect(row(1, 'No. 5')).toMatchObject({ shots: 0, turnoversWon: 1 });
    expect(row(1, 'No. 8')).toMatchObject({ kickoutsWon: 1 });
  });
});

describe('the report and the dashboard filtered to the match', () => {
  it('never disagree: the fixtures row, the shot map and the player table are the same figures', () => {
    for (const [index, team] of (['Clifden', 'Oughterard'] as const).entries()) {
      const filter = analytics.resolve({ ...NO_FILTER, match: [MATCH_ID] }, team);
      if ('param' in filter) throw new Error('unknown match');
      const fixture = analytics.matches(team, filter)[0];
      expect(report.score[index]?.match).toEqual({
        goals: fixture?.goalsFor,
        twoPointers: fixture?.twoPointersFor,
        points: fixture?.pointsFor,
        total: fixture?.totalFor,
      });
      const figures = report.shotFigures[index]?.match;
      expect([figures?.attempts, figures?.scores, figures?.conversion]).toEqual([
        fixture?.shots,
        fixture?.scores,
        fixture?.conversion,
      ]);
      const dashboardShots = analytics.shots(team, filter);
      expect(figures?.xPts).toBe(round2(accurateSum(dashboardShots.map((s) => s.xPts))));
      const reportShots = report.shots.filter((s) => s.team === index);
      expect(reportShots.map((s) => [s.x, s.y, s.xPts, s.value])).toEqual(
        dashboardShots.map((s) => [s.x, s.y, s.xPts, s.value]),
      );
      for (const record of analytics.players(filter, team)) {
        expect(report.players[index]?.find((p) => p.name === record.PlayerName)).toMatchObject({
          shots: record.Shots,
          scores: record.Scores,
          points: record.Points,
          xPts: record.xPts,
        });
      }
    }
  });
});

describe('a match that records shots only', () => {
  it('says its kickouts, turnovers, frees and cards were not recorded, never zero', () => {
    const shotsOnly: SquadBundle = {
      ...HAND_MATCH,
      matches: HAND_MATCH.matches.map((match) => ({ ...match, events: match.events.filter((e) => e.kind === 'shot') })),
    };
    const { state: onlyState, analytics: onlyAnalytics } = squadFigures(shotsOnly);
    const only = squadMatchReport(onlyState, onlyAnalytics, 'm1', null);
    expect(only?.kickouts).toBeNull();
    expect(only?.turnovers).toBeNull();
    expect(only?.discipline).toEqual({ frees: null, cards: null });
    expect(only?.players[0].every((p) => p.turnoversWon === null && p.kickoutsWon === null)).toBe(true);
    expect(only?.score).toEqual(report.score);
  });
});

describe("the app's tests' report", () => {
  it("is this match's report as the API answers it, so the screen's tests read what the server makes", () => {
    const file = path.join(__dirname, '..', '..', '..', '..', 'src', 'testKit', 'matchReport.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(report);
  });
});
