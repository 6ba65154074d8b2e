import { csvDocument } from '../../../contract/csv';
import { FILE_COLUMN_ORDER } from '../data/import/columns';
import { generateSampleSeason, SAMPLE_SEED } from '../data/sample/sample';

/** The columns of where a shot was: the capture screen records them to a tenth of a metre. */
const TAPPED = new Set(['x', 'y', 'stand_x', 'stand_y']);

/**
 * A file in the 2023 championship format of one club's matches, made from the sample season's
 * Galway (and its two opponents) renamed, with every player's name given a prefix: realistic rows a
 * test can upload into a squad and then look for, and never find, anywhere public. `asCaptured`
 * keeps to what the capture screen records: places to a tenth of a metre, and no position per shot
 * (a player's position is the roster's).
 */
export function clubFile(
  team: string,
  opponents: readonly [string, string],
  playerPrefix: string,
  options: { asCaptured?: boolean } = {},
): string {
  const rows = generateSampleSeason(SAMPLE_SEED).filter(
    (row) => row.TeamName === 'Galway' || row.Opposition === 'Galway',
  );
  const rename = (name: string) =>
    name === 'Galway' ? team : (opponents[['Westmeath', 'Louth'].indexOf(name)] ?? name);
  return csvDocument(
    FILE_COLUMN_ORDER,
    rows.map((row) =>
      FILE_COLUMN_ORDER.map((column) => {
        if (column === 'TeamName' || column === 'Opposition') return rename(row[column]);
        if (column === 'PlayerName') return `${playerPrefix} ${row.PlayerName}`;
        if (options.asCaptured && TAPPED.has(column)) return String(Math.round(Number(row[column]) * 10) / 10);
        if (options.asCaptured && column === 'Position') return '';
        return row[column];
      }),
    ),
  );
}

/** How many rows (shots) a club file holds. */
export const rowsOf = (file: string): number => file.trim().split('\r\n').length - 1;
