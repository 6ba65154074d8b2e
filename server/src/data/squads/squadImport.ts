import { randomBytes } from 'node:crypto';
import type { ChampionshipImportReport } from '../../../../contract/squadApi';
import type { MatchEvent, SquadBundle, SquadMatch, SquadPlayer } from '../../../../contract/squad';
import type { Shot } from '../../analytics/shot';
import { describeSource, type ReadShotFile } from '../import/importFile';
import type { SquadState } from './readModel';
import { clockOfMinute, eventFieldsOfShot, firstHalfAttackOf } from './squadShots';

/**
 * Bringing a file into a squad (docs/squads.md#imports). A 2023-format file is read by the
 * importer `npm run import` uses, its rows of the squad's team's matches become a squad bundle
 * (the format every file reader produces: contract/squad.ts), and the bundle is planned against
 * what the squad holds: each of its matches (date, competition, opponent) is new or replaces the
 * squad's match, and names of our team new to the roster join it.
 */

/** Document ids as Firestore makes them: 20 characters of [A-Za-z0-9]. */
const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function newDocumentId(): string {
  // 62 characters from bytes taken modulo 62 lean slightly towards the first eight; for ids that
  // only need to be unique, 119 bits of randomness are plenty either way.
  return Array.from(randomBytes(20), (byte) => ID_CHARACTERS[byte % ID_CHARACTERS.length]).join('');
}

/** What identifies a squad's match: its date, competition and opponent (the team is the squad's). */
export const matchKey = (match: Pick<SquadMatch, 'date' | 'competition' | 'opponent'>): string =>
  `${match.date}\u0000${match.competition}\u0000${match.opponent}`;

export type Author = { uid: string; at: string };

/** Matches of the file that are not the squad's team's: read, counted, and left out. */
export type OtherMatch = ChampionshipImportReport['otherMatches'][number];

/** A file read for a squad: its bundle, and what the report says about the rest of it. */
export type ReadForSquad = { bundle: SquadBundle; otherMatches: OtherMatch[]; read: Omit<ReadShotFile, 'shots'> };

/** The squad's roster by name, as an import matches names against it. */
export function rosterIdsByName(players: ReadonlyMap<string, SquadPlayer>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [id, player] of players) if (!ids.has(player.name)) ids.set(player.name, id);
  return ids;
}

/**
 * The rows of `team`'s matches as a squad bundle: a match per date, stage and opponent, a shot
 * event per row, and every named player of our team (those of the roster by their id, new ones
 * with an id of their own). The importer's checks have already run; nothing is lost on the way
 * (docs/squads-data.md#from-the-2023-format).
 */
export function bundleOfShotFile(
  file: ReadShotFile,
  squad: { name: string; team: string },
  roster: ReadonlyMap<string, SquadPlayer>,
  author: Author,
): ReadForSquad {
  const { shots, ...read } = file;
  return { ...bundleOfShots(shots, squad, roster, author), read };
}

/** The shots of `squad.team`'s matches as a squad bundle, and the other matches' rows counted. */
export function bundleOfShots(
  shots: readonly Shot[],
  squad: { name: string; team: string },
  roster: ReadonlyMap<string, SquadPlayer>,
  author: Author,
): Omit<ReadForSquad, 'read'> {
  const { team } = squad;
  const byMatch = new Map<string, Shot[]>();
  const others = new Map<string, OtherMatch>();
  for (const shot of shots) {
    if (shot.team !== team && shot.opposition !== team) {
      const teams = [shot.team, shot.opposition].sort().join(' v ');
      const key = `${shot.date}\u0000${shot.game}\u0000${teams}`;
      const other = others.get(key) ?? { date: shot.date, competition: shot.game, teams, rows: 0 };
      other.rows += 1;
      others.set(key, other);
      continue;
    }
    const opponent = shot.team === team ? shot.opposition : shot.team;
    const key = matchKey({ date: shot.date, competition: shot.game, opponent });
    const list = byMatch.get(key) ?? [];
    list.push(shot);
    byMatch.set(key, list);
  }
  const idsByName = rosterIdsByName(roster);
  const players: SquadBundle['players'] = [...roster].map(([id, player]) => ({ id, ...player }));
  const playerIdOf = (shot: Shot): string | null => {
    if (shot.team !== team || shot.playerName === null) return null;
    let id = idsByName.get(shot.playerName);
    if (id === undefined) {
      id = newDocumentId();
      idsByName.set(shot.playerName, id);
      players.push({
        id,
        name: shot.playerName,
        number: shot.playerNumber,
        position: shot.position,
        preferredFoot: null,
      });
    }
    return id;
  };
  const matches: SquadBundle['matches'] = [...byMatch.values()].map((matchShots, m) => {
    const first = matchShots[0];
    if (!first) throw new Error('A match without shots');
    const opponent = first.team === team ? first.opposition : first.team;
    // Shots of one minute keep the file's order: each takes the next second of that minute.
    const seen = new Map<string, number>();
    const events = matchShots.map((shot, index): SquadBundle['matches'][number]['events'][number] => {
      const minuteKey = `${shot.half}\u0000${shot.minute ?? ''}`;
      const within = seen.get(minuteKey) ?? 0;
      seen.set(minuteKey, within + 1);
      return {
        id: `e${index + 1}`,
        ...eventFieldsOfShot(shot, team, playerIdOf(shot)),
        clock: clockOfMinute(shot.minute, shot.half, IMPORTED_HALF_LENGTH) + Math.min(within, 59),
        videoTime: null,
        recordedBy: author.uid,
        recordedAt: author.at,
      };
    });
    return {
      id: `m${m + 1}`,
      date: first.date,
      opponent,
      competition: first.game,
      venue: '',
      halfLength: IMPORTED_HALF_LENGTH,
      firstHalfAttack: firstHalfAttackOf(matchShots, team),
      panel: [],
      opponentPanel: [],
      status: 'final',
      source: 'import',
      createdAt: author.at,
      createdBy: author.uid,
      events,
    };
  });
  return { bundle: { format: 'pairc-squad', version: 1, squad, players, matches }, otherMatches: [...others.values()] };
}

/** The 2023 format's matches are county championship matches: two halves of 35 minutes. */
const IMPORTED_HALF_LENGTH = 35;

/** A bundle's match, to be written as a new document, and the squad's matches it replaces. */
export type PlannedMatch = { match: SquadMatch; events: MatchEvent[]; replaces: string[]; shots: number };

/** What writing a bundle into a squad does: every match, and the players new to the roster. */
export type ImportPlan = { matches: PlannedMatch[]; newPlayers: Array<SquadPlayer & { id: string }> };

/**
 * Plans a bundle against the squad as it is: which matches it adds, which it replaces, which players
 * are new. A match replaces the squad's match of the same `importKey` (the same tool's file again),
 * else the one of the same date, competition and opponent, unless `dated(index)` says its date is
 * only the day of the upload, which tells nothing of which match it is.
 */
export function planImport(
  state: SquadState,
  bundle: SquadBundle,
  dated: (index: number) => boolean = () => true,
): ImportPlan {
  const byKey = new Map<string, string[]>();
  const byImport = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, id: string) => map.set(key, [...(map.get(key) ?? []), id]);
  for (const [id, match] of state.matches) {
    add(byKey, matchKey(match), id);
    if (match.importKey !== undefined) add(byImport, match.importKey, id);
  }
  // Bundle ids only tie a bundle's parts together; written, each match and event gets a new id.
  const withoutId = <T extends { id: string }>(item: T): Omit<T, 'id'> => {
    const copy: Partial<T> = { ...item };
    delete copy.id;
    return copy as Omit<T, 'id'>;
  };
  const matches = bundle.matches.map((bundled, index): PlannedMatch => {
    const { events, ...match } = withoutId(bundled);
    const sameFile = match.importKey === undefined ? undefined : byImport.get(match.importKey);
    return {
      match,
      events: events.map(withoutId) as MatchEvent[],
      replaces: sameFile ?? (dated(index) ? (byKey.get(matchKey(match)) ?? []) : []),
      shots: events.filter((event) => event.kind === 'shot').length,
    };
  });
  const newPlayers = bundle.players.filter((player) => !state.players.has(player.id));
  return { matches, newPlayers };
}

/** What the report says writing the plan does, or did: the part every upload's report shares. */
export function planReport(fileName: string, plan: ImportPlan, written: boolean) {
  const matches = plan.matches.map((planned) => ({
    date: planned.match.date,
    competition: planned.match.competition,
    opponent: planned.match.opponent,
    shots: planned.shots,
    events: planned.events.length,
    change: planned.replaces.length > 0 ? ('replaces' as const) : ('adds' as const),
  }));
  return {
    fileName,
    matches,
    matchesAdded: matches.filter((match) => match.change === 'adds').length,
    matchesReplaced: matches.filter((match) => match.change === 'replaces').length,
    playersAdded: plan.newPlayers.map((player) => player.name),
    written,
  };
}

/** The report on a 2023 championship file read for a squad, and what writing it does or did. */
export function importReport(
  fileName: string,
  forSquad: ReadForSquad,
  plan: ImportPlan,
  written: boolean,
): ChampionshipImportReport {
  const { read } = forSquad;
  return {
    kind: 'championship',
    ...planReport(fileName, plan, written),
    format: read.format,
    notes: describeSource(read.source),
    rowsRead: read.rowsRead,
    imported: read.imported,
    normalised: read.normalised,
    skipped: read.skipped,
    duplicates: read.duplicates,
    issues: read.issues,
    conversions: read.conversions,
    derivedColumns: read.derivedColumns,
    otherMatches: forSquad.otherMatches,
  };
}
