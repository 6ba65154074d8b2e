import { createSelector } from '@reduxjs/toolkit';
import type { PlayerRecord } from '../../../contract/answers';
import type { FilterArg } from '../../app/apiPaths';
import type { RootState } from '../../app/store';
import type { Sort } from '../../components/sorting';
import type { PlayerColumn } from './columns';
import { playersAdapter, playersEndpoints } from './playersEndpoints';
import type { PlayerTable } from './sortSlice';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A stable sort by one column: names alphabetically (accents folded), numbers by value. */
export function sortPlayers(rows: readonly PlayerRecord[], sort: Sort<PlayerColumn>): readonly PlayerRecord[] {
  if (!sort) return rows;
  const { column, direction } = sort;
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[column];
    const right = b[column];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right));
    return sign * order;
  });
}

export function playersOfTeam(rows: readonly PlayerRecord[], team: string): readonly PlayerRecord[] {
  return rows.filter((row) => row.TeamName === team);
}

const { selectAll } = playersAdapter.getSelectors();
const NO_PLAYERS: readonly PlayerRecord[] = [];

/** Every player the answer for this filter holds, in the API's order; none until it arrives. */
export const selectPlayers = createSelector(
  [(state: RootState, arg: FilterArg) => playersEndpoints.endpoints.getPlayers.select(arg)(state).data],
  (data) => (data ? selectAll(data) : NO_PLAYERS),
);

/** One table's rows: one team's players (or all, for team null), in the table's order. */
export const selectTableRows = createSelector(
  [
    (state: RootState, arg: FilterArg) => selectPlayers(state, arg),
    (_state: RootState, _arg: FilterArg, team: string | null) => team,
    (state: RootState, _arg: FilterArg, _team: string | null, table: PlayerTable) => state.sort[table],
  ],
  (players, team, sort) => sortPlayers(team === null ? players : playersOfTeam(players, team), sort),
);
