import { makeShot } from '../testKit/shots';
import { listTeams } from './teams';

describe('listTeams', () => {
  it('lists every team once, A to Z, including a team that only concedes', () => {
    const shots = [
      makeShot({ team: 'Kerry', opposition: 'Dublin', x: 120, y: 40 }),
      makeShot({ team: 'Dublin', opposition: 'Kerry', x: 20, y: 40 }),
      makeShot({ team: 'Armagh', opposition: 'Westmeath', x: 120, y: 40 }),
    ];
    expect(listTeams(shots)).toEqual(['Armagh', 'Dublin', 'Kerry', 'Westmeath']);
  });

  it('is empty for no shots', () => {
    expect(listTeams([])).toEqual([]);
  });
});
