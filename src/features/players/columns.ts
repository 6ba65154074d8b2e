import type { ReactNode } from 'react';
import type { PlayerRecord } from '../../../contract/answers';
import type { Column } from '../../components/SortableTable';

/** The columns a player table can show and sort by: every field of the record but its id. */
export type PlayerColumn = Exclude<keyof PlayerRecord, 'id'>;

type PlayerTableColumn = Column<PlayerRecord, PlayerColumn>;

const twoDecimals = (value: number) => value.toFixed(2);

function textColumn(key: 'PlayerName' | 'TeamName', label: string): PlayerTableColumn {
  return { key, label, numeric: false, text: (row) => row[key] };
}

function numberColumn(key: Exclude<PlayerColumn, 'PlayerName' | 'TeamName'>, label: string, decimals: boolean) {
  const column: PlayerTableColumn = {
    key,
    label,
    numeric: true,
    text: (row) => (decimals ? twoDecimals(row[key]) : String(row[key])),
  };
  return column;
}

/**
 * The columns with each player's name drawn by `name` (a button that filters to the player, on the
 * dashboard); the text, and so the CSV, stays the name.
 */
export function withPlayerNames(
  columns: readonly PlayerTableColumn[],
  name: (row: PlayerRecord) => ReactNode,
): PlayerTableColumn[] {
  return columns.map((column) => (column.key === 'PlayerName' ? { ...column, render: name } : column));
}

/**
 * Points as the rules count them (a two-pointer is two, a goal three) and expected points in
 * points, after the columns the tables have always had (docs/behaviour.md#points-columns).
 */
const pointsColumns = (pointsDecimals: boolean): PlayerTableColumn[] => [
  numberColumn('Points', 'Points', pointsDecimals),
  numberColumn('xPts', 'xPts', true),
  numberColumn('Points_minus_xPts', 'Points - xPts', true),
];

/** Attacking table: every number with 2 decimals (docs/behaviour.md#number-formats). */
export const ATTACKING_COLUMNS: readonly PlayerTableColumn[] = [
  textColumn('PlayerName', 'Player Name'),
  textColumn('TeamName', 'Team Name'),
  numberColumn('Scores', 'Scores', true),
  numberColumn('Shots', 'Shots', true),
  numberColumn('xP_adv_shot', 'xP Adv Shot', true),
  numberColumn('xPoints', 'xPoints', true),
  numberColumn('Success_UP', 'Success UP', true),
  numberColumn('Scored_Right', 'Scored Right', true),
  numberColumn('Scored_Left', 'Scored Left', true),
  numberColumn('Scored_Hand', 'Scored Hand', true),
  numberColumn('Shot_Distance', 'Average Shot Distance', true),
  ...pointsColumns(true),
];

/** Players page: model figures and distance with 2 decimals, counts raw (docs/behaviour.md#number-formats). */
export const PLAYERS_PAGE_COLUMNS: readonly PlayerTableColumn[] = [
  textColumn('PlayerName', 'Player Name'),
  textColumn('TeamName', 'Team Name'),
  numberColumn('Scores', 'Scores', false),
  numberColumn('Shots', 'Shots', false),
  numberColumn('xP_adv_shot', 'xP Adv Shot', true),
  numberColumn('xPoints', 'xPoints', true),
  numberColumn('Success_UP', 'Success UP', false),
  numberColumn('Failed_UP', 'Failed UP', false),
  numberColumn('Scored_Right', 'Scored Right', false),
  numberColumn('Scored_Left', 'Scored Left', false),
  numberColumn('Scored_Hand', 'Scored Hand', false),
  numberColumn('Shot_Distance', 'Shot Distance', true),
  numberColumn('Difference', 'Difference', true),
  ...pointsColumns(false),
];
