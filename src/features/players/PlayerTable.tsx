import { useEffect, useMemo } from 'react';
import type { PlayerRecord } from '../../../contract/answers';
import { isFiltered, type ShotFilter } from '../../../contract/filters';
import { useAppConfig } from '../../app/ConfigContext';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { filtersCleared } from '../../app/uiSlice';
import { errorText } from '../../components/errorText';
import { NoMatchingShots } from '../../components/NoMatchingShots';
import { SortableTable } from '../../components/SortableTable';
import { Spinner } from '../../components/Spinner';
import { useIsPhone } from '../../components/useMediaQuery';
import { useMinimumLoading } from '../../components/useMinimumLoading';
import { ATTACKING_COLUMNS, PLAYERS_PAGE_COLUMNS, withPlayerNames } from './columns';
import type { SquadId } from '../../app/apiPaths';
import { useGetPlayersQuery } from './playersEndpoints';
import { selectTableRows } from './selectors';
import { sortRequested, type PlayerTable as TableName } from './sortSlice';

export const NO_PLAYERS = 'No players found for the selected team or data is still loading.';

/** The spinner stays at least this long, scaled by config (0 in tests): docs/behaviour.md#min-waits. */
const MINIMUM_SPINNER_MS: Record<TableName, number> = { attacking: 1000, players: 500 };

type PlayerTableProps = {
  table: TableName;
  /** Whose players: the public championship's (null) or a squad's. */
  squadId: SquadId;
  /** The team whose players to list; null for everyone (the players page). */
  team: string | null;
  caption: string;
  /** The dashboard's shot filter; the signed-out page has none. */
  filter: ShotFilter;
  /** What a click on a player's name does; without it names are plain text. */
  onPlayerChosen?: (player: PlayerRecord) => void;
  /** The CSV file's name, without `.csv`. */
  csvName: string;
};

export function PlayerTable({ table, squadId, team, caption, filter, onPlayerChosen, csvName }: PlayerTableProps) {
  const dispatch = useAppDispatch();
  const { minLoadingScale } = useAppConfig();
  const phone = useIsPhone();
  const narrowed = isFiltered({ ...filter, season: null });
  const sort = useAppSelector((state) => state.sort[table]);
  const arg = useMemo(() => ({ squadId, filter }), [squadId, filter]);
  const { isLoading, isFetching, isError, error } = useGetPlayersQuery(arg);
  const rows = useAppSelector((state) => selectTableRows(state, arg, team, table));
  // Keyed by team only: a new filter redraws the table without the team's minimum wait.
  const showSpinner = useMinimumLoading(isLoading, MINIMUM_SPINNER_MS[table] * minLoadingScale, team);

  useEffect(() => {
    // A failed player fetch is logged; the table then has nothing to show (docs/behaviour.md#errors).
    if (isError) console.error('Failed to load players:', errorText(error));
  }, [isError, error]);

  if (showSpinner) {
    return (
      <div className="table-placeholder">
        <Spinner label="Loading players" />
      </div>
    );
  }
  if (rows.length === 0) {
    // Under a filter the owner's text would wrongly suggest more may come.
    return narrowed ? (
      <NoMatchingShots onClear={() => dispatch(filtersCleared())} />
    ) : (
      <p className="empty-state">{NO_PLAYERS}</p>
    );
  }
  const all = table === 'attacking' ? ATTACKING_COLUMNS : PLAYERS_PAGE_COLUMNS;
  // One team's table says its team in the heading; on a phone the column would only take room.
  const columns = phone && team !== null ? all.filter((column) => column.key !== 'TeamName') : all;
  return (
    <div aria-busy={isFetching}>
      <SortableTable
        caption={caption}
        columns={
          onPlayerChosen
            ? withPlayerNames(columns, (row) => (
                <button
                  type="button"
                  className="table__name-button"
                  onClick={() => onPlayerChosen(row)}
                  aria-label={`${row.PlayerName}: show only ${row.PlayerName}'s shots`}
                >
                  {row.PlayerName}
                </button>
              ))
            : columns
        }
        rows={rows}
        rowKey={(row) => row.id}
        sorting={{ sort, onSort: (column) => dispatch(sortRequested({ table, column })) }}
        csvName={csvName}
      />
    </div>
  );
}
