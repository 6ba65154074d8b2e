import { createSelector } from '@reduxjs/toolkit';
import type { Sort } from '../../components/SortableTable';
import type { PlayerColumn, PlayerRecord } from './playerRecord';

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

const EMPTY: readonly PlayerRecord[] = [];

/** Memoised per table: the rows for one team (or all, for team null), in the table's order. */
export function makeSelectTableRows() {
  return createSelector(
    [
      (rows: readonly PlayerRecord[] | undefined) => rows ?? EMPTY,
      (_rows: unknown, team: string | null) => team,
      (_rows: unknown, _team: unknown, sort: Sort<PlayerColumn>) => sort,
    ],
    (rows, team, sort) => sortPlayers(team === null ? rows : playersOfTeam(rows, team), sort),
  );
}
