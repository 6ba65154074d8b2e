import { useEffect, useMemo } from 'react';
import { useAppConfig } from '../../app/ConfigContext';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { errorText } from '../../components/errorText';
import { SortableTable } from '../../components/SortableTable';
import { Spinner } from '../../components/Spinner';
import { useMinimumLoading } from '../../components/useMinimumLoading';
import { ATTACKING_COLUMNS, PLAYERS_PAGE_COLUMNS } from './columns';
import type { PlayerRecord } from './playerRecord';
import { useGetPlayersQuery } from './playersEndpoints';
import { makeSelectTableRows } from './selectors';
import { sortRequested, type PlayerTable as TableName } from './sortSlice';

export const NO_PLAYERS = 'No players found for the selected team or data is still loading.';

/** The spinner stays at least this long, scaled by config (0 in tests): docs/behaviour.md#min-waits. */
const MINIMUM_SPINNER_MS: Record<TableName, number> = { attacking: 1000, players: 500 };

type PlayerTableProps = {
  table: TableName;
  /** The team whose players to list; null for everyone (the players page). */
  team: string | null;
  caption: string;
};

export function PlayerTable({ table, team, caption }: PlayerTableProps) {
  const dispatch = useAppDispatch();
  const { minLoadingScale } = useAppConfig();
  const sort = useAppSelector((state) => state.sort[table]);
  const { data, isLoading, isError, error } = useGetPlayersQuery();
  const selectRows = useMemo(makeSelectTableRows, []);
  const rows = selectRows(data, team, sort);
  const showSpinner = useMinimumLoading(isLoading, MINIMUM_SPINNER_MS[table] * minLoadingScale, team);

  useEffect(() => {
    // A failed player fetch is only logged; the table then has nothing to show (docs/behaviour.md#errors).
    if (isError) console.error('Failed to load players:', errorText(error));
  }, [isError, error]);

  if (showSpinner) return <Spinner label="Loading players" />;
  if (rows.length === 0) return <p className="empty-state">{NO_PLAYERS}</p>;
  return (
    <SortableTable
      caption={caption}
      columns={table === 'attacking' ? ATTACKING_COLUMNS : PLAYERS_PAGE_COLUMNS}
      rows={rows}
      rowKey={(row: PlayerRecord) => `${row.TeamName}\u0000${row.PlayerName}`}
      sort={sort}
      onSort={(column) => dispatch(sortRequested({ table, column }))}
    />
  );
}
