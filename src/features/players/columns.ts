import type { Column } from '../../components/SortableTable';
import type { PlayerColumn, PlayerRecord } from './playerRecord';

type PlayerTableColumn = Column<PlayerRecord, PlayerColumn>;

const twoDecimals = (value: number) => value.toFixed(2);

function textColumn(key: 'PlayerName' | 'TeamName', label: string): PlayerTableColumn {
  return { key, label, numeric: false, render: (row) => row[key] };
}

function numberColumn(key: Exclude<PlayerColumn, 'PlayerName' | 'TeamName'>, label: string, decimals: boolean) {
  const column: PlayerTableColumn = {
    key,
    label,
    numeric: true,
    render: (row) => (decimals ? twoDecimals(row[key]) : String(row[key])),
  };
  return column;
}

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
];
