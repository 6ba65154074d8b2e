import { periodOfMinute, type ShotFilter } from '../../../contract/filters';
import { seasonOfDate } from '../../../contract/scoring';
import type { Shot } from './shot';

export type ShotTest = (shot: Shot) => boolean;

/**
 * Whether a shot passes the filter. `matchKeys` are the filter's matches as the data's own match
 * keys (empty for every match). An unknown pressure or minute never passes a filter on it: the
 * data cannot say that the shot belongs there.
 */
export function shotTest(filter: ShotFilter, matchKeys: ReadonlySet<string>): ShotTest {
  const half = filter.half === null ? null : Number(filter.half);
  const pressure = filter.pressure === null ? null : filter.pressure === 'yes';
  const { period, shotType, player, season } = filter;
  return (shot) =>
    (season === null || seasonOfDate(shot.date) === season) &&
    (matchKeys.size === 0 || matchKeys.has(shot.matchId)) &&
    (half === null || shot.half === half) &&
    (period === null || periodOfMinute(shot.minute) === period) &&
    (shotType === null || shot.shotType === shotType) &&
    (pressure === null || shot.pressure === pressure) &&
    (player === null || shot.playerName === player);
}

/** Each team's rows of the data: the shots it took and the shots it conceded, in the data's order. */
export type TeamRows = { own: Int32Array; conceded: Int32Array; involved: Int32Array };

export function rowsByTeam(shots: readonly Shot[]): Map<string, TeamRows> {
  const lists = new Map<string, { own: number[]; conceded: number[]; involved: number[] }>();
  const listsOf = (team: string) => {
    let list = lists.get(team);
    if (!list) {
      list = { own: [], conceded: [], involved: [] };
      lists.set(team, list);
    }
    return list;
  };
  shots.forEach((shot, row) => {
    const own = listsOf(shot.team);
    const conceded = listsOf(shot.opposition);
    own.own.push(row);
    own.involved.push(row);
    conceded.conceded.push(row);
    if (shot.opposition !== shot.team) conceded.involved.push(row);
  });
  return new Map(
    [...lists].map(([team, list]) => [
      team,
      {
        own: Int32Array.from(list.own),
        conceded: Int32Array.from(list.conceded),
        involved: Int32Array.from(list.involved),
      },
    ]),
  );
}

/** The rows among `rows` whose shots pass `test`. */
export function selectRows(shots: readonly Shot[], rows: ArrayLike<number>, test: ShotTest): Int32Array {
  const kept = new Int32Array(rows.length);
  let count = 0;
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] ?? 0;
    const shot = shots[row];
    if (shot !== undefined && test(shot)) kept[count++] = row;
  }
  return kept.slice(0, count);
}
