import { csvDocument } from '../../../contract/csv';
import { FILE_COLUMN_ORDER } from '../data/import/columns';
import { generateSampleSeason, SAMPLE_SEED } from '../data/sample/sample';

/**
 * A file in the 2023 championship format of one club's matches, made from the sample season's
 * Galway (and its two opponents) renamed, with every player's name given a prefix: realistic rows a
 * test can upload into a squad and then look for, and never find, anywhere public.
 */
export function clubFile(team: string, opponents: readonly [string, string], playerPrefix: string): string {
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
        return row[column];
      }),
    ),
  );
}

/** How many rows (shots) a club file holds. */
export const rowsOf = (file: string): number => file.trim().split('\r\n').length - 1;
