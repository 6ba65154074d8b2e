import { SHOTS, shotRecord } from '../../testKit/shotRecords';
import { countShots, nameOfMatch, shotFacts, shotLabel, summaryOf } from './shotFacts';

describe('shot facts', () => {
  it('names a shot with its outcome, action, player, match, minute, distance to 1 decimal and xP to 2', () => {
    expect(shotLabel(shotFacts(SHOTS[0]!, 'v Kerry, 25 Jun 2023'))).toBe(
      'Scored: point. Éanna Ó Flaithearta, v Kerry, 25 Jun 2023, minute 3, 25.3 m, xP 0.46',
    );
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

  it('counts shots by outcome and type and sums their xPoints', () => {
    const counts = countShots(SHOTS);
    expect(counts).toEqual({
      total: 4,
      scored: 3,
      missed: 1,
      xPoints: expect.closeTo(1.5809, 10) as number,
      byType: { play: 2, free: 1, '45': 1, mark: 0, penalty: 0 },
    });
    expect(summaryOf(counts)).toBe('4 shots, 3 scored, xP 1.58');
    expect(summaryOf(countShots(SHOTS.slice(0, 1)))).toBe('1 shot, 1 scored, xP 0.46');
  });
});
