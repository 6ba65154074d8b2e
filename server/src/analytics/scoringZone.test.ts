import { isInScoringZone, scoringZoneEfficiency } from './scoringZone';
import { makeShot } from '../testKit/shots';

const shot = (x: number, y: number, outcome: 'score' | 'miss', team = 'Galway', opposition = 'Mayo') =>
  makeShot({ team, opposition, x, y, outcome });

describe('isInScoringZone', () => {
  it('counts the edges at exactly 113, 145, 16 and 72 as inside', () => {
    expect(isInScoringZone({ standX: 113, standY: 44 })).toBe(true);
    expect(isInScoringZone({ standX: 145, standY: 44 })).toBe(true);
    expect(isInScoringZone({ standX: 120, standY: 16 })).toBe(true);
    expect(isInScoringZone({ standX: 120, standY: 72 })).toBe(true);
    expect(isInScoringZone({ standX: 113, standY: 16 })).toBe(true);
  });

  it('puts points just past an edge outside', () => {
    expect(isInScoringZone({ standX: 112.99, standY: 44 })).toBe(false);
    expect(isInScoringZone({ standX: 120, standY: 15.99 })).toBe(false);
    expect(isInScoringZone({ standX: 120, standY: 72.01 })).toBe(false);
  });
});

describe('scoringZoneEfficiency', () => {
  it('works out both zones of a hand-built team', () => {
    const shots = [
      shot(113, 16, 'score'), // inside, on the corner
      shot(130, 44, 'score'), // inside
      shot(125, 72, 'miss'), // inside, on the edge
      shot(100, 44, 'score'), // 45 m out: outside
      shot(112.5, 44, 'miss'), // just short of 113: outside
      shot(130, 80, 'miss'), // wide of 72: outside
      shot(130, 44, 'miss', 'Mayo', 'Galway'), // Mayo's shot: not Galway's
    ];
    // Inside: 2 scores, 1 miss = 2/3. Outside: 1 score, 2 misses = 1/3.
    expect(scoringZoneEfficiency(shots, 'Galway')).toEqual({
      inside_scoring_zone: { Score: 2, Miss: 1, success_rate: 2 / 3 },
      outside_scoring_zone: { Score: 1, Miss: 2, success_rate: 1 / 3 },
    });
  });

  it('turns shots at the other end of the pitch before testing the zone', () => {
    // x = 10 attacks the goal at x = 0: turned, it is (135, 88 - 30) = (135, 58), inside.
    // x = 32, y = 16 turns to (113, 72): exactly on two edges, inside.
    // x = 40, y = 44 turns to (105, 44): 40 m out, outside.
    const shots = [shot(10, 30, 'score'), shot(32, 16, 'miss'), shot(40, 44, 'score')];
    expect(scoringZoneEfficiency(shots, 'Galway')).toEqual({
      inside_scoring_zone: { Score: 1, Miss: 1, success_rate: 0.5 },
      outside_scoring_zone: { Score: 1, Miss: 0, success_rate: 1 },
    });
  });

  it('gives a success rate of 0 for a zone with no shots', () => {
    const result = scoringZoneEfficiency([shot(130, 44, 'score'), shot(131, 40, 'score')], 'Galway');
    expect(result.outside_scoring_zone).toEqual({ Score: 0, Miss: 0, success_rate: 0 });
    expect(result.inside_scoring_zone.success_rate).toBe(1);
  });

  it('gives a team that only concedes zeros in both zones', () => {
    const shots = [shot(130, 44, 'score', 'Kerry', 'Clare')];
    const zero = { Score: 0, Miss: 0, success_rate: 0 };
    expect(scoringZoneEfficiency(shots, 'Clare')).toEqual({ inside_scoring_zone: zero, outside_scoring_zone: zero });
    expect(scoringZoneEfficiency(shots, 'Kerry').inside_scoring_zone.Score).toBe(1);
  });
});
