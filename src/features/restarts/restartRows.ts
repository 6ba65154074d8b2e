import type { Kept, KickoutFigures } from '../../../contract/report';
import { percentText } from '../../../contract/reportText';
import { CHANNEL_NAMES, DEPTH_NAMES, type Restarts } from '../../../contract/restarts';
import type { Column } from '../../components/SortableTable';

/**
 * The Restarts view's tables as rows (docs/behaviour.md#restarts): each kind of kickout, or each
 * zone, with what the team kept of its own and what its opponents kept of theirs. A kind nobody
 * kicked reads '–', never 0%.
 */

export type KeptRow = { key: string; label: string; teams: readonly [Kept, Kept] };

type Kickouts = NonNullable<Restarts['kickouts']>;

const KINDS: ReadonlyArray<readonly [Exclude<keyof KickoutFigures, 'oppositionWon'>, string]> = [
  ['own', 'All kickouts'],
  ['short', 'Short'],
  ['long', 'Long'],
  ['clean', 'Won clean'],
  ['break', 'Broken ball'],
];

export function lengthRows(kickouts: Kickouts): KeptRow[] {
  return KINDS.map(([kind, label]) => ({
    key: kind,
    label,
    teams: [kickouts.teams[0][kind], kickouts.teams[1][kind]],
  }));
}

/** The zones either team kicked to, shallowest first; a zone nobody kicked to says nothing. */
export function zoneRows(kickouts: Kickouts): KeptRow[] {
  return kickouts.zones
    .filter((zone) => zone.teams[0].kicked + zone.teams[1].kicked > 0)
    .map((zone) => ({
      key: `${zone.depth}-${zone.channel}`,
      label: `${DEPTH_NAMES[zone.depth]}, ${CHANNEL_NAMES[zone.channel]}`,
      teams: zone.teams,
    }));
}

/** `2 of 3 (67%)`: kept and the rate in one cell, so the table fits a phone. */
export const keptText = (kept: Kept): string => `${kept.retained} of ${kept.kicked} (${percentText(kept.rate)})`;

/** The columns of a kept table: what it is, then what each team kept. */
export function keptColumns(first: string, names: readonly [string, string]): Array<Column<KeptRow, string>> {
  return [
    { key: 'label', label: first, numeric: false, text: (row) => row.label },
    ...[0, 1].map((team): Column<KeptRow, string> => ({
      key: `kept${team}`,
      label: `${names[team] ?? ''} kept`,
      numeric: true,
      text: (row) => keptText(row.teams[team] as Kept),
    })),
  ];
}
