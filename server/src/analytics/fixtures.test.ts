import { teamMatches, type MatchPart } from './fixtures';
import { identitiesOf } from './identities';
import { makeShot } from '../testKit/shots';
import type { Shot } from './shot';

const at = (
  team: string,
  opposition: string,
  outcome: 'score' | 'miss',
  value: 0 | 1 | 2 | 3,
  extra: Partial<Shot> = {},
) => makeShot({ team, opposition, x: 120, y: 44, outcome, value, ...extra });

describe('fixtures', () => {
  const final = { date: '2023-07-30', game: 'All Ireland Final' };
  const group = { date: '2023-05-20', game: 'All Ireland Group R1' };
  const shots = [
    // Final: Kerry 1-2 (5) from 4 shots, Dublin 0-3 (3) from 5 shots.
    at('Kerry', 'Dublin', 'score', 3, final),
    at('Kerry', 'Dublin', 'score', 1, final),
    at('Kerry', 'Dublin', 'score', 1, final),
    at('Kerry', 'Dublin', 'miss', 0, final),
    at('Dublin', 'Kerry', 'score', 1, final),
    at('Dublin', 'Kerry', 'score', 1, final),
    at('Dublin', 'Kerry', 'score', 1, final),
    at('Dublin', 'Kerry', 'miss', 0, final),
    at('Dublin', 'Kerry', 'miss', 0, final),
    // Group game: Kerry 0-1 against a Clare side that took no recorded shots.
    at('Kerry', 'Clare', 'score', 1, group),
  ];

  const { matchIdOf } = identitiesOf(shots);
  const matchesOf = (team: string, part: MatchPart | null = null) =>
    teamMatches(
      team,
      shots.filter((shot) => shot.team === team || shot.opposition === team),
      part,
      matchIdOf,
    );

  it('gives goals and points for and against, shots and conversion, oldest match first', () => {
    expect(matchesOf('Kerry')).toEqual([
      {
        id: '2023-05-20-clare-kerry',
        date: '2023-05-20',
        stage: 'All Ireland Group R1',
        opponent: 'Clare',
        goalsFor: 0,
        pointsFor: 1,
        goalsAgainst: 0,
        pointsAgainst: 0,
        twoPointersFor: 0,
        twoPointersAgainst: 0,
        totalFor: 1,
        totalAgainst: 0,
        result: 'win',
        shots: 1,
        scores: 1,
        conversion: 1,
        shotsAgainst: 0,
        scoresAgainst: 0,
        conversionAgainst: 0,
      },
      {
        id: '2023-07-30-dublin-kerry',
        date: '2023-07-30',
        stage: 'All Ireland Final',
        opponent: 'Dublin',
        goalsFor: 1,
        pointsFor: 2,
        goalsAgainst: 0,
        pointsAgainst: 3,
        twoPointersFor: 0,
        twoPointersAgainst: 0,
        totalFor: 5,
        totalAgainst: 3,
        result: 'win',
        shots: 4,
        scores: 3,
        conversion: 0.75,
        shotsAgainst: 5,
        scoresAgainst: 3,
        conversionAgainst: 0.6,
      },
    ]);
  });

  it('shows the same match from the other side', () => {
    expect(matchesOf('Dublin')).toEqual([
      expect.objectContaining({
        opponent: 'Kerry',
        goalsFor: 0,
        pointsFor: 3,
        goalsAgainst: 1,
        pointsAgainst: 2,
        result: 'loss',
        conversion: 0.6,
      }),
    ]);
  });

  it('lists the matches of a team that only conceded, with no shots and a conversion of 0', () => {
    expect(matchesOf('Clare')).toEqual([
      expect.objectContaining({
        opponent: 'Kerry',
        shots: 0,
        scores: 0,
        conversion: 0,
        pointsAgainst: 1,
        result: 'loss',
      }),
    ]);
  });

  it('is empty for a team with no matches', () => {
    expect(matchesOf('Sligo')).toEqual([]);
  });

  it('keeps the full-time score and result under a filter, and counts what it keeps of each match apart', () => {
    const goalsOnly = matchesOf('Kerry', {
      test: (shot) => shot.value === 3 || shot.team === 'Dublin',
      againstSide: true,
    });
    const unfiltered = matchesOf('Kerry');
    expect(goalsOnly.map((match) => ({ ...match, filtered: undefined }))).toEqual(unfiltered);
    expect(goalsOnly.map((match) => [match.opponent, match.filtered])).toEqual([
      [
        'Clare',
        {
          shots: 0,
          scores: 0,
          goals: 0,
          points: 0,
          twoPointers: 0,
          total: 0,
          conversion: 0,
          against: { shots: 0, scores: 0, goals: 0, points: 0, twoPointers: 0, total: 0, conversion: 0 },
        },
      ],
      [
        'Dublin',
        {
          shots: 1,
          scores: 1,
          goals: 1,
          points: 0,
          twoPointers: 0,
          total: 3,
          conversion: 1,
          against: { shots: 5, scores: 3, goals: 0, points: 3, twoPointers: 0, total: 3, conversion: 0.6 },
        },
      ],
    ]);
  });

  it("has no opponent's side for a player's part of the match", () => {
    const [, final] = matchesOf('Kerry', { test: (shot) => shot.value === 1, againstSide: false });
    expect(final).toMatchObject({ result: 'win', totalFor: 5, totalAgainst: 3 });
    expect(final?.filtered).toEqual({
      shots: 2,
      scores: 2,
      goals: 0,
      points: 2,
      twoPointers: 0,
      total: 2,
      conversion: 1,
      against: null,
    });
  });

  it('has no filtered part without a filter that keeps part of the matches', () => {
    expect(matchesOf('Kerry').every((match) => !('filtered' in match))).toBe(true);
  });

  it('counts a two-pointer as two in the score line and the total', () => {
    const semi = { date: '2025-07-13', game: 'All Ireland Semi Final' };
    // Kerry: a goal, a two-pointer from 45 m, a hand-passed point from 45 m and a point from 20 m:
    // 1-4 (7). Donegal: two two-pointers and a 45 (always one): 0-5 (5).
    const season2025 = [
      makeShot({ team: 'Kerry', opposition: 'Donegal', ...semi, standX: 135, standY: 44, value: 3, goalAttempt: true }),
      makeShot({ team: 'Kerry', opposition: 'Donegal', ...semi, standX: 100, standY: 44 }),
      makeShot({ team: 'Kerry', opposition: 'Donegal', ...semi, standX: 100, standY: 44, foot: 'hand' }),
      makeShot({ team: 'Kerry', opposition: 'Donegal', ...semi, standX: 125, standY: 44 }),
      makeShot({ team: 'Donegal', opposition: 'Kerry', ...semi, standX: 104, standY: 30 }),
      makeShot({ team: 'Donegal', opposition: 'Kerry', ...semi, standX: 145, standY: 4 }),
      makeShot({ team: 'Donegal', opposition: 'Kerry', ...semi, standX: 100, standY: 20, shotType: '45' }),
      makeShot({ team: 'Donegal', opposition: 'Kerry', ...semi, standX: 95, standY: 44, outcome: 'miss' }),
    ];
    const [kerry] = teamMatches('Kerry', season2025, null, identitiesOf(season2025).matchIdOf);
    expect(kerry).toMatchObject({
      goalsFor: 1,
      pointsFor: 4,
      twoPointersFor: 1,
      totalFor: 7,
      goalsAgainst: 0,
      pointsAgainst: 5,
      twoPointersAgainst: 2,
      totalAgainst: 5,
      result: 'win',
      scores: 4,
      scoresAgainst: 3,
    });
  });
});
