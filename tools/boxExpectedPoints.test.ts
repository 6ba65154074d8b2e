import { boxExpectedPoints } from './boxExpectedPoints';
import { makeShot } from '../server/src/testKit/shots';

describe('boxExpectedPoints', () => {
  it('averages the outcomes within 2 m either way, the shot itself included', () => {
    const shot = (x: number, y: number, outcome: 'score' | 'miss') =>
      makeShot({ team: 'Galway', opposition: 'Mayo', x, y, outcome });
    const shots = [
      shot(120, 40, 'score'),
      shot(122, 42, 'miss'), // exactly 2 m away both ways: inside the first shot's box
      shot(118.5, 41, 'miss'),
      shot(125, 40, 'score'), // 3 m from the second, 5 m from the first: alone in its box
      shot(25, 48, 'score'), // the other end: turned to (120, 40), same spot as the first
    ];
    const expected = boxExpectedPoints(shots);
    // First: itself, the second, the third and the fifth = 2 scores of 4.
    expect(expected[0]).toBe(0.5);
    // Second (122, 42): the first, the fifth (same spot as the first) and itself = 2 of 3; the
    // third is 3.5 m away in x.
    expect(expected[1]).toBeCloseTo(2 / 3, 12);
    expect(expected[3]).toBe(1);
  });
});
