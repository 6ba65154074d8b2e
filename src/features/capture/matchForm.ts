import { squadMatchSchema, type PanelEntry, type SquadMatch, type SquadPlayer } from '../../../contract/squad';
import { KICK_OFF } from './clock';
import { shirtNumberOf } from './panel';

/**
 * The new-match form's rules as pure functions (docs/capture.md#a-match-to-record): the panel it
 * starts from, the opponent's numbers read from text, and the match document it makes.
 */

export type RosterEntry = SquadPlayer & { id: string };

/** A panel row of the form: a roster player (or one added for the day) and whether they play. */
export type PanelRow = {
  readonly key: string;
  readonly playerId: string | null;
  readonly name: string;
  number: string;
  inPanel: boolean;
  starting: boolean;
};

/** The roster's numbered players in the panel, 1 to 15 starting; players with no number left out until given one. */
export function panelRowsOf(roster: readonly RosterEntry[]): PanelRow[] {
  return roster.map((player) => ({
    key: player.id,
    playerId: player.id,
    name: player.name,
    number: player.number === null ? '' : String(player.number),
    inPanel: player.number !== null,
    starting: player.number !== null && player.number <= 15,
  }));
}

/** `1-15, 18, 21` as numbers, or a message saying what is wrong. */
export function readNumbers(text: string): number[] | string {
  const numbers: number[] = [];
  for (const part of text.split(/[,\s]+/).filter(Boolean)) {
    const range = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(part);
    const from = Number(range?.[1]);
    const to = Number(range?.[2] ?? range?.[1]);
    if (!range || from < 1 || to > 99 || to < from)
      return `"${part}" is not a shirt number (1-99) or a range like 1-15`;
    for (let n = from; n <= to; n++) if (!numbers.includes(n)) numbers.push(n);
  }
  return numbers;
}

export type MatchFields = {
  date: string;
  opponent: string;
  competition: string;
  venue: string;
  halfLength: SquadMatch['halfLength'];
  firstHalfAttack: SquadMatch['firstHalfAttack'];
  opponentNumbers: string;
};

/** The match document the form makes, or the first thing wrong with it. */
export function matchOfForm(
  fields: MatchFields,
  rows: readonly PanelRow[],
  uid: string,
  nowIso: string,
): { match: SquadMatch } | { error: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.date)) return { error: "Give the match's date" };
  if (fields.opponent.trim() === '') return { error: 'Name the opponent' };
  if (fields.competition.trim() === '') return { error: 'Name the competition (and stage)' };
  const panel: PanelEntry[] = [];
  for (const row of rows.filter((r) => r.inPanel)) {
    const number = shirtNumberOf(row.number);
    if (number === null) return { error: `Give ${row.name} a shirt number (1-99)` };
    const twin = panel.find((entry) => entry.number === number);
    if (twin) return { error: `${twin.name ?? 'Another player'} and ${row.name} both wear ${number}` };
    panel.push({ playerId: row.playerId, number, name: row.name.trim() || null, starting: row.starting });
  }
  const opponentNumbers = readNumbers(fields.opponentNumbers);
  if (typeof opponentNumbers === 'string') return { error: `Opponent's numbers: ${opponentNumbers}` };
  const result = squadMatchSchema.safeParse({
    date: fields.date,
    opponent: fields.opponent,
    competition: fields.competition,
    venue: fields.venue.trim(),
    halfLength: fields.halfLength,
    firstHalfAttack: fields.firstHalfAttack,
    panel,
    opponentPanel: opponentNumbers.map((number) => ({ playerId: null, number, name: null, starting: number <= 15 })),
    status: 'upcoming',
    source: 'capture',
    createdAt: nowIso,
    createdBy: uid,
    clock: KICK_OFF,
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = String(issue?.path[0] ?? 'match');
    return { error: `${field}: ${issue?.message ?? 'not valid'}` };
  }
  return { match: result.data };
}
