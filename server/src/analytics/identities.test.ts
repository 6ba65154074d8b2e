import { identitiesOf, idPart, playerKey, shotIdOf } from './identities';
import { makeShot } from '../testKit/shots';

describe('idPart', () => {
  it('writes names as lower-case ASCII words joined by hyphens', () => {
    expect(idPart('Ros Comáin')).toBe('ros-comain');
    expect(idPart("O'Brien's & Co")).toBe('o-brien-s-co');
    expect(idPart('Seán Ó Sé')).toBe('sean-o-se');
    expect(idPart('---')).toBe('x');
  });
});

describe('identitiesOf', () => {
  const final = { date: '2023-07-30', game: 'All Ireland Final' };
  const shots = [
    makeShot({ team: 'Kerry', opposition: 'Dublin', ...final, playerName: 'Seán Ó Sé' }),
    makeShot({ team: 'Dublin', opposition: 'Kerry', ...final, playerName: 'Con O’Callaghan' }),
    makeShot({ team: 'Kerry', opposition: 'Dublin', ...final, playerName: 'Sean O Se' }),
    makeShot({ team: 'Kerry', opposition: 'Dublin', ...final, game: 'Replay', playerName: 'Seán Ó Sé' }),
    makeShot({ team: 'Ros Comáin', opposition: 'Kerry', date: '2023-05-01', game: 'Group', playerName: null }),
  ];
  const ids = identitiesOf(shots);

  it('names a match by its date and the two counties, in either order', () => {
    expect(ids.matchIdOf.get(shots[4]?.matchId ?? '')).toBe('2023-05-01-kerry-ros-comain');
  });

  it('adds the stage only when two matches share a day and a pair of counties', () => {
    expect([shots[0], shots[3]].map((shot) => ids.matchIdOf.get(shot?.matchId ?? ''))).toEqual([
      '2023-07-30-dublin-kerry-all-ireland-final',
      '2023-07-30-dublin-kerry-replay',
    ]);
  });

  it('numbers the shots of each match in the data’s order', () => {
    expect(shots.map((shot, row) => shotIdOf(ids, shot, row))).toEqual([
      '2023-07-30-dublin-kerry-all-ireland-final-s1',
      '2023-07-30-dublin-kerry-all-ireland-final-s2',
      '2023-07-30-dublin-kerry-all-ireland-final-s3',
      '2023-07-30-dublin-kerry-replay-s1',
      '2023-05-01-kerry-ros-comain-s1',
    ]);
  });

  it('tells apart two players whose names differ only by their fadas', () => {
    expect(ids.playerIdOf.get(playerKey('Kerry', 'Seán Ó Sé'))).toBe('kerry.sean-o-se');
    expect(ids.playerIdOf.get(playerKey('Kerry', 'Sean O Se'))).toBe('kerry.sean-o-se-2');
    expect(ids.playerIdOf.get(playerKey('Dublin', 'Con O’Callaghan'))).toBe('dublin.con-o-callaghan');
  });

  it('reads each public match id back to the data’s own match and what it was', () => {
    const id = '2023-05-01-kerry-ros-comain';
    expect(ids.matchKeyOf.get(id)).toBe(shots[4]?.matchId);
    expect(ids.matchInfo.get(id)).toEqual({ date: '2023-05-01', teams: ['Ros Comáin', 'Kerry'] });
  });

  it('gives the same ids to the same data every time', () => {
    expect(identitiesOf(shots)).toEqual(ids);
  });
});
