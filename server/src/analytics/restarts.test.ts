import { NO_FILTER, type ShotFilter } from '../../../contract/filters';
import { restartsSchema, seasonGlanceSchema } from '../../../contract/restarts';
import { HAND_MATCH, handMatchEvents, handMatchReport, squadFigures } from '../testKit/handMatch';
import { accurateSum, round2 } from './numbers';
import { ignoredParams, restartsOf, seasonGlanceOf, zoneOf, type TeamMatchEvents } from './restarts';

/**
 * The Restarts figures and season at a glance of the hand-worked match (testKit/handMatch.ts):
 * every number below was counted from its list of events, and the match's report must agree.
 */

const { state, analytics } = squadFigures(HAND_MATCH);
const MATCH_ID = '2025-06-01-clifden-oughterard';

function matchesOf(team: 'Clifden' | 'Oughterard', filter: ShotFilter = NO_FILTER): TeamMatchEvents[] {
  const resolved = analytics.resolve(filter, team);
  if ('param' in resolved) throw new Error('the filter names something the hand match lacks');
  return analytics.matches(team, resolved).map((match) => ({
    match,
    events: handMatchEvents(state, match.id, [team, match.opponent]),
  }));
}

const restarts = (filter: ShotFilter = NO_FILTER, team: 'Clifden' | 'Oughterard' = 'Clifden') =>
  restartsOf(team, matchesOf(team, filter), filter);

describe('kickout zones', () => {
  it('cuts at the 45 and the 65 and into thirds of the width, left as the goalkeeper looks up the pitch', () => {
    expect(zoneOf(30, 20)).toEqual({ depth: 'inside45', channel: 'right' });
    expect(zoneOf(45, 44)).toEqual({ depth: 'to65', channel: 'centre' });
    expect(zoneOf(90, 60)).toEqual({ depth: 'beyond65', channel: 'left' });
  });
});

describe('the restarts of the hand-worked match', () => {
  it("counts Clifden's three kickouts (two short and clean kept, one long broken and lost) and the one of theirs Clifden won", () => {
    const { kickouts } = restarts();
    expect(kickouts?.recorded).toBe(1);
    expect(kickouts?.teams[0]).toEqual({
      own: { kicked: 3, retained: 2, rate: 2 / 3 },
      clean: { kicked: 2, retained: 2, rate: 1 },
      break: { kicked: 1, retained: 0, rate: 0 },
      short: { kicked: 2, retained: 2, rate: 1 },
      long: { kicked: 1, retained: 0, rate: 0 },
      oppositionWon: { kicked: 1, won: 1, rate: 1 },
    });
    expect(kickouts?.teams[1].own).toEqual({ kicked: 1, retained: 0, rate: 0 });
    // Oughterard took no short kickout: no rate, never a 0% that looks measured.
    expect(kickouts?.teams[1].short).toEqual({ kicked: 0, retained: 0, rate: null });
    expect(kickouts?.landings.map(({ team, won, contest }) => [team, won, contest])).toEqual([
      [0, true, 'clean'],
      [1, false, 'break'],
      [0, false, 'break'],
      [0, true, 'clean'],
    ]);
  });

  it('keeps each zone: both short ones inside the 45 on the right, the long ones beyond the 65', () => {
    const zones = restarts().kickouts?.zones ?? [];
    expect(zones).toHaveLength(9);
    const zone = (depth: string, channel: string) =>
      zones.find((found) => found.depth === depth && found.channel === channel)?.teams;
    expect(zone('inside45', 'right')).toEqual([
      { kicked: 2, retained: 2, rate: 1 },
      { kicked: 0, retained: 0, rate: null },
    ]);
    expect(zone('beyond65', 'left')?.[0]).toEqual({ kicked: 1, retained: 0, rate: 0 });
    expect(zone('beyond65', 'centre')?.[1]).toEqual({ kicked: 1, retained: 0, rate: 0 });
    expect(zone('to65', 'centre')?.[0]).toEqual({ kicked: 0, retained: 0, rate: null });
  });

  it('equals the report of the match, for both teams and each half, whichever team is asked for', () => {
    const report = handMatchReport();
    expect(restarts({ ...NO_FILTER, match: [MATCH_ID] }).kickouts?.teams).toEqual([
      report.kickouts?.teams[0].match,
      report.kickouts?.teams[1].match,
    ]);
    expect(restarts({ ...NO_FILTER, half: '2' }).kickouts?.teams).toEqual([
      report.kickouts?.teams[0].half2,
      report.kickouts?.teams[1].half2,
    ]);
    expect(restarts({ ...NO_FILTER, half: '1' }, 'Oughterard').kickouts?.teams).toEqual([
      report.kickouts?.teams[1].half1,
      report.kickouts?.teams[0].half1,
    ]);
    const { scoresFrom, ...ourTurnovers } = report.turnovers?.teams[0].match ?? { scoresFrom: null };
    expect(scoresFrom).toEqual({ scores: 1, points: 1 });
    expect(restarts().turnovers?.teams[0]).toEqual(ourTurnovers);
  });

  it('counts the turnovers by third: won once in the middle, lost deep and high up', () => {
    const { turnovers } = restarts();
    expect(turnovers?.teams[0]).toEqual({
      won: 1,
      lost: 2,
      wonByThird: { defensive: 0, middle: 1, attacking: 0 },
      lostByThird: { defensive: 1, middle: 0, attacking: 1 },
      how: { tackle: 0, interception: 1, block: 0, unforced: 0, foul: 0 },
    });
    expect(turnovers?.spots.filter((spot) => spot.team === 0).map(({ x, y }) => [x, y])).toEqual([[60, 40]]);
  });

  it('keeps the minutes the period names: 30 to 40 is the second half here', () => {
    const { kickouts } = restarts({ ...NO_FILTER, period: '30-40' });
    expect(kickouts?.teams[0].own).toEqual({ kicked: 2, retained: 1, rate: 0.5 });
    expect(kickouts?.teams[1].own).toEqual({ kicked: 0, retained: 0, rate: null });
  });

  it('names the filter parts a kickout cannot follow', () => {
    expect(ignoredParams({ ...NO_FILTER, half: '1', shotType: 'free', player: 'Seán Ó Sé' })).toEqual([
      'shotType',
      'player',
    ]);
    expect(restarts({ ...NO_FILTER, shotType: 'free' }).ignored).toEqual(['shotType']);
  });

  it('is null, not zero, for data that records shots only', () => {
    const shotsOnly = matchesOf('Clifden').map((match) => ({ ...match, events: null }));
    const figures = restartsOf('Clifden', shotsOnly, NO_FILTER);
    expect(figures).toMatchObject({ opponent: 'Oughterard', matches: 1, kickouts: null, turnovers: null });
    expect(restartsSchema.safeParse({ ...figures }).success).toBe(true);
  });
});

describe('the season at a glance of the hand-worked match', () => {
  const glance = (filter: ShotFilter = NO_FILTER) => {
    const resolved = analytics.resolve(filter, 'Clifden');
    if ('param' in resolved) throw new Error('bad filter');
    const own = analytics.shots('Clifden', resolved);
    const theirs = analytics.shots('Oughterard', analytics.resolve(NO_FILTER, 'Oughterard') as typeof resolved);
    return seasonGlanceOf(
      matchesOf('Clifden', filter).map((row) => ({ ...row, own, against: filter.player === null ? theirs : null })),
      filter,
    );
  };

  it('gives one row: 0-2 to 1-2, two of three shots scored, expected points for and against, two of three kickouts kept, a turnover won and two lost', () => {
    const rows = seasonGlanceSchema.parse(glance());
    const report = handMatchReport();
    const xPts = (team: 0 | 1) => round2(accurateSum(report.shots.filter((s) => s.team === team).map((s) => s.xPts)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      match: { goalsFor: 0, pointsFor: 2, goalsAgainst: 1, pointsAgainst: 2, result: 'loss' },
      shots: 3,
      scores: 2,
      conversion: 2 / 3,
      points: 2,
      xPts: xPts(0),
      xPtsAgainst: xPts(1),
      xPtsDifference: round2(xPts(0) - xPts(1)),
      kickouts: { kicked: 3, retained: 2, rate: 2 / 3 },
      turnovers: { won: 1, lost: 2 },
    });
  });

  it('has no expected points against under a player filter, and says a match without kickouts has none recorded', () => {
    const [row] = glance({ ...NO_FILTER, player: 'Seán Ó Sé' });
    expect(row).toMatchObject({ shots: 2, scores: 2, xPtsAgainst: null, xPtsDifference: null });
    const shotsOnly = seasonGlanceOf(
      matchesOf('Clifden').map((match) => ({ ...match, events: null, own: [], against: [] })),
      NO_FILTER,
    );
    expect(shotsOnly[0]).toMatchObject({ kickouts: null, turnovers: null, conversion: null });
  });
});
