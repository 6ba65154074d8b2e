import { PLAYERS, player } from '../../testKit/mockApi';
import { makeSelectTableRows, playersOfTeam, sortPlayers } from './selectors';

const names = (rows: ReadonlyArray<{ PlayerName: string }>) => rows.map((row) => row.PlayerName);

describe('player selectors', () => {
  it('sorts names alphabetically with accents folded, so Éanna sits among the Es', () => {
    const sorted = sortPlayers(PLAYERS, { column: 'PlayerName', direction: 'ascending' });
    expect(names(sorted)).toEqual(['Aodh Mac Diarmada', 'Ciarán Breathnach', 'Dara Ó Sé', 'Éanna Ó Flaithearta']);
  });

  it('sorts numbers by value, descending when asked', () => {
    const sorted = sortPlayers(PLAYERS, { column: 'Difference', direction: 'descending' });
    expect(sorted.map((row) => row.Difference)).toEqual([2, 1.8, 1.746, -1.1]);
  });

  it('keeps equal rows in their original order', () => {
    const rows = [
      player({ PlayerName: 'B', TeamName: 'X', Shots: 3 }),
      player({ PlayerName: 'A', TeamName: 'X', Shots: 3 }),
    ];
    expect(names(sortPlayers(rows, { column: 'Shots', direction: 'ascending' }))).toEqual(['B', 'A']);
  });

  it('leaves the order alone with no sort, and never mutates its input', () => {
    const copy = [...PLAYERS];
    expect(sortPlayers(PLAYERS, null)).toBe(PLAYERS);
    sortPlayers(PLAYERS, { column: 'Shots', direction: 'ascending' });
    expect(PLAYERS).toEqual(copy);
  });

  it("keeps only the selected team's players", () => {
    expect(playersOfTeam(PLAYERS, 'Kerry').map((row) => row.PlayerName)).toEqual(['Dara Ó Sé']);
    expect(playersOfTeam(PLAYERS, 'Mayo')).toEqual([]);
  });

  it('memoises: the same inputs give the same array', () => {
    const select = makeSelectTableRows();
    const sort = { column: 'Shots' as const, direction: 'ascending' as const };
    const first = select(PLAYERS, 'Galway', sort);
    expect(select(PLAYERS, 'Galway', sort)).toBe(first);
    expect(names(first)).toEqual(['Aodh Mac Diarmada', 'Ciarán Breathnach', 'Éanna Ó Flaithearta']);
  });
});
