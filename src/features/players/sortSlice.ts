import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { nextSort, type Sort } from '../../components/sorting';
import type { PlayerColumn } from './columns';

export type PlayerTable = 'attacking' | 'players';

export type SortState = Record<PlayerTable, Sort<PlayerColumn>>;

/** The attacking table starts by player name; the players page keeps the API's order (docs/behaviour.md#sorting). */
export const initialSortState: SortState = {
  attacking: { column: 'PlayerName', direction: 'ascending' },
  players: null,
};

export const sortSlice = createSlice({
  name: 'sort',
  initialState: initialSortState,
  reducers: {
    sortRequested(state, action: PayloadAction<{ table: PlayerTable; column: PlayerColumn }>) {
      const { table, column } = action.payload;
      state[table] = nextSort(state[table], column);
    },
  },
  selectors: {
    selectAttackingSort: (state) => state.attacking,
    selectPlayersSort: (state) => state.players,
  },
});

export const { sortRequested } = sortSlice.actions;
export const { selectAttackingSort, selectPlayersSort } = sortSlice.selectors;
