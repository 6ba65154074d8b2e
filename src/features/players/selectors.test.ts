import type { PlayerRecord } from '../../../contract/answers';
import { NO_FILTER } from '../../../contract/filters';
import { makeStore } from '../../app/store';
import { PLAYERS, player } from '../../testKit/mockApi';
import { testServices } from '../../testKit/renderWithProviders';
import { playersAdapter, playersEndpoints } from './playersEndpoints';
import { playersOfTeam, selectPlayers, selectTableRows, sortPlayers } from './selectors';
import { sortRequested } from './sortSlice';

/** The public data's answer without a filter. */
const PUBLIC = { squadId: null, filter: NO_FILTER };

const names = (rows: ReadonlyArray<{ PlayerName: string }>) => rows.map((row) => row.PlayerName);

/** A store whose cache holds these players as the answer for the filter, as after a fetch. */
function storeWith(players: PlayerRecord[], filter = NO_FILTER, squadId: string | null = null) {
  const store = makeStore(undefined, testServices());
  store.dispatch(
    playersEndpoints.util.upsertQueryEntries([
      {
        endpointName: 'getPlayers',
        arg: { squadId, filter },
        value: playersAdapter.setAll(playersAdapter.getInitialState(), players),
      },
    ]),
  );
  return store;
}

describe('sortPlayers and playersOfTeam', () => {
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
});

describe('player selectors over the store', () => {
  it("reads the players entities of a filter's answer, in the API's order", () => {
    const store = storeWith(PLAYERS);
    expect(names(selectPlayers(store.getState(), PUBLIC))).toEqual(names(PLAYERS));
    expect(selectPlayers(store.getState(), { squadId: null, filter: { ...NO_FILTER, half: '2' } })).toEqual([]);
  });

  it("gives the attacking table one team's players, sorted by name to start with", () => {
    const store = storeWith(PLAYERS);
    expect(names(selectTableRows(store.getState(), PUBLIC, 'Galway', 'attacking'))).toEqual([
      'Aodh Mac Diarmada',
      'Ciarán Breathnach',
      'Éanna Ó Flaithearta',
    ]);
  });

  it('gives the players page everyone, unsorted, then in the order the user asks for', () => {
    const store = storeWith(PLAYERS);
    expect(names(selectTableRows(store.getState(), PUBLIC, null, 'players'))).toEqual(names(PLAYERS));
    store.dispatch(sortRequested({ table: 'players', column: 'Shots' }));
    store.dispatch(sortRequested({ table: 'players', column: 'Shots' }));
    expect(selectTableRows(store.getState(), PUBLIC, null, 'players').map((row) => row.Shots)).toEqual([14, 12, 10, 7]);
  });

  it('memoises: the same state and arguments give the same array, an unrelated action too', () => {
    const store = storeWith(PLAYERS);
    const first = selectTableRows(store.getState(), PUBLIC, 'Galway', 'attacking');
    store.dispatch({ type: 'unrelated/action' });
    expect(selectTableRows(store.getState(), PUBLIC, 'Galway', 'attacking')).toBe(first);
  });

  it('keeps two tables apart: each reads its own answer and its own sort', () => {
    const filtered = { ...NO_FILTER, pressure: 'yes' as const };
    const store = storeWith([PLAYERS[3]!], filtered);
    store.dispatch(
      playersEndpoints.util.upsertQueryEntries([
        {
          endpointName: 'getPlayers',
          arg: PUBLIC,
          value: playersAdapter.setAll(playersAdapter.getInitialState(), PLAYERS),
        },
      ]),
    );
    expect(names(selectTableRows(store.getState(), { squadId: null, filter: filtered }, null, 'players'))).toEqual([
      'Dara Ó Sé',
    ]);
    expect(names(selectTableRows(store.getState(), PUBLIC, 'Galway', 'attacking'))).toHaveLength(3);
  });

  it("keeps a squad's players apart from the public data's, whatever the filter", () => {
    const store = storeWith([PLAYERS[0]!], NO_FILTER, 'squad-1');
    expect(names(selectPlayers(store.getState(), { squadId: 'squad-1', filter: NO_FILTER }))).toEqual([
      PLAYERS[0]!.PlayerName,
    ]);
    expect(selectPlayers(store.getState(), PUBLIC)).toEqual([]);
  });
});
