import { csvDocument } from '../../../../contract/csv';
import type { MatchEvent, ShotEvent } from '../../../../contract/squad';
import { FILE_COLUMN_ORDER } from '../import/columns';
import type { SquadState } from './readModel';
import { shotOfEvent } from './squadShots';

/**
 * A squad's shots as a CSV in the 2023 championship columns (docs/squads-data.md#csv), which
 * `npm run import` and a squad's upload read back to the same figures. `Event` names each shot's
 * document, so two shots alike in every other column stay two; `Points` and `Touched` carry the
 * scoring rules' inputs from 2025 on.
 */
export const SQUAD_CSV_COLUMNS = ['Event', ...FILE_COLUMN_ORDER, 'Points', 'Touched'] as const;

const yesNo = (value: boolean | null): string | null => (value === null ? null : value ? 'y' : 'n');

export function squadShotsCsv(state: SquadState): string {
  const team = state.squad?.team ?? '';
  const matches = [...state.matches].sort(([a, x], [b, y]) =>
    x.date < y.date ? -1 : x.date > y.date ? 1 : a < b ? -1 : 1,
  );
  const rows: Array<Array<string | number | null>> = [];
  for (const [matchId, match] of matches) {
    const events = [...(state.events.get(matchId) ?? new Map<string, MatchEvent>())]
      .filter((entry): entry is [string, ShotEvent] => entry[1].kind === 'shot')
      .sort(([a, x], [b, y]) => x.half - y.half || x.clock - y.clock || (a < b ? -1 : 1));
    for (const [eventId, event] of events) {
      const shot = shotOfEvent(event, match, matchId, team, state.players);
      rows.push([
        eventId,
        shot.date,
        shot.game,
        shot.team,
        shot.opposition,
        shot.half === 1 ? '1st' : '2nd',
        shot.minute,
        shot.action,
        shot.outcome === 'score' ? 'Score' : 'Miss',
        shot.playerName,
        shot.playerNumber,
        shot.position,
        shot.foot,
        yesNo(shot.pressure),
        shot.distance,
        shot.x,
        shot.y,
        shot.standX,
        shot.standY,
        shot.outcome === 'score' ? shot.value : null,
        yesNo(shot.touched),
      ]);
    }
  }
  return csvDocument(SQUAD_CSV_COLUMNS, rows);
}
