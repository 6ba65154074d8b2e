import { initialSortState, sortRequested, sortSlice } from './sortSlice';

const reduce = sortSlice.reducer;

describe('table sort', () => {
  it('starts the attacking table by player name ascending and the players page unsorted', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      attacking: { column: 'PlayerName', direction: 'ascending' },
      players: null,
    });
  });

  it('sorts a new column ascending, descending on a second click, ascending again on a third', () => {
    const click = (state: typeof initialSortState) =>
      reduce(state, sortRequested({ table: 'players', column: 'Scores' }));
    const once = click(initialSortState);
    expect(once.players).toEqual({ column: 'Scores', direction: 'ascending' });
    const twice = click(once);
    expect(twice.players).toEqual({ column: 'Scores', direction: 'descending' });
    expect(click(twice).players).toEqual({ column: 'Scores', direction: 'ascending' });
  });

  it('flips the attacking table on its first click on player name, since it starts there', () => {
    const next = reduce(initialSortState, sortRequested({ table: 'attacking', column: 'PlayerName' }));
    expect(next.attacking).toEqual({ column: 'PlayerName', direction: 'descending' });
  });

  it('keeps each table to its own order', () => {
    const next = reduce(initialSortState, sortRequested({ table: 'players', column: 'xPoints' }));
    expect(next.attacking).toBe(initialSortState.attacking);
  });
});
