import { SHOTS, shotRecord, TWO_POINTER } from '../../testKit/shotRecords';
import { countShots, nameOfMatch, shotFacts, shotLabel, summaryOf } from './shotFacts';

describe('shot facts', () => {
  it('names a shot with its outcome, action, value, player, match, minute, distance, chance and expected points', () => {
    expect(shotLabel(shotFacts(SHOTS[0]!, 'v Kerry, 25 Jun 2023'))).toBe(
      'Scored: point, 1 point. Éanna Ó Flaithearta, v Kerry, 25 Jun 2023, minute 3, 25.3 m, chance of scoring 0.46, expected points 0.46',
    );
    expect(shotLabel(shotFacts(SHOTS[3]!, 'v Mayo, 2 Jul 2023'))).toMatch(
      /^Scored: goal, 3 points\. .*expected points 2\.43$/,
    );
  });

  it('calls a two-point attempt one, and says what it scored or would have', () => {
    expect(shotLabel(shotFacts(TWO_POINTER, 'v Mayo, 1 Jun 2025'))).toBe(
      'Scored: point, 2 points, a two-point attempt. Aodh Mac Diarmada, v Mayo, 1 Jun 2025, minute 52, 44.0 m, chance of scoring 0.39, expected points 0.78',
    );
    const missed = shotFacts({ ...TWO_POINTER, outcome: 'miss', action: 'wide', value: 0 }, 'v Mayo, 1 Jun 2025');
    expect(missed).toMatchObject({ outcome: 'Missed', value: 'worth 2 if scored', twoPointAttempt: true });
  });

  it('says so when the player or the minute is unknown', () => {
    const facts = shotFacts(shotRecord({ id: 'x', player: null, minute: null }), 'm9');
    expect(facts.player).toBe('Unknown player');
    expect(facts.minute).toBe('minute unknown');
  });

  it('falls back to the match id when the app has no name for it', () => {
    expect(nameOfMatch({ m1: 'v Mayo, 16 Apr 2023' }, 'm1')).toBe('v Mayo, 16 Apr 2023');
    expect(nameOfMatch({ m1: 'v Mayo, 16 Apr 2023' }, 'm2')).toBe('m2');
  });

  it('counts shots by outcome and type, sums chances beside scores and expected points beside points', () => {
    const counts = countShots([...SHOTS, TWO_POINTER]);
    expect(counts).toEqual({
      total: 5,
      scored: 4,
      missed: 1,
      xPoints: expect.closeTo(1.9709, 10) as number,
      points: 7,
      xPts: expect.closeTo(3.9809, 10) as number,
      twoPointAttempts: 1,
      byType: { play: 3, free: 1, '45': 1, mark: 0, penalty: 0 },
    });
    expect(summaryOf(counts)).toBe('5 shots, 4 scored (1.97 expected), 7 points (3.98 expected)');
    expect(summaryOf(countShots(SHOTS.slice(0, 1)))).toBe('1 shot, 1 scored (0.46 expected), 1 point (0.46 expected)');
  });
});
