import { slug } from '../../../contract/slug';
import type { Shot } from './shot';

/**
 * Stable, readable ids for what the API lists: matches (`2023-06-25-galway-kerry`), players
 * (`galway.shane-walsh`) and shots (`2023-06-25-galway-kerry-s14`). They are made from what
 * identifies each thing in the data, so the same data always gives the same ids, and a link that
 * names a match keeps working after an import that does not change that match.
 */

/** A slug for an id: never empty, so every id has something to say. */
export const idPart = (text: string): string => slug(text) || 'x';

/** Hands out `wanted`, or `wanted-2`, `wanted-3`... when taken: two different things never share an id. */
function uniqueIds() {
  const taken = new Set<string>();
  return (wanted: string): string => {
    let id = wanted;
    for (let n = 2; taken.has(id); n += 1) id = `${wanted}-${n}`;
    taken.add(id);
    return id;
  };
}

export type Identities = {
  /** The public id of each of the data's matches, by the internal match key. */
  matchIdOf: ReadonlyMap<string, string>;
  /** The internal match key of each public match id. */
  matchKeyOf: ReadonlyMap<string, string>;
  /** `team\0player` -> player id. */
  playerIdOf: ReadonlyMap<string, string>;
  /** Each shot's place in its match (1, 2, ...), aligned with the shots: its id is the match's id and this. */
  shotNumbers: Int32Array;
  /** What a public match id names: its date and the two teams. */
  matchInfo: ReadonlyMap<string, { date: string; teams: readonly [string, string] }>;
};

export const playerKey = (team: string, player: string): string => `${team}\u0000${player}`;

/** Ids for one dataset, given its shots in their fixed order (match by match, file order within). */
export function identitiesOf(shots: readonly Shot[]): Identities {
  const matchIds = uniqueIds();
  const playerIds = uniqueIds();
  const matchIdOf = new Map<string, string>();
  const playerIdOf = new Map<string, string>();
  const shotsInMatch = new Map<string, number>();
  const shotNumbers = new Int32Array(shots.length);
  const matchInfo = new Map<string, { date: string; teams: readonly [string, string] }>();
  // A pair of counties meets at most once a day; the stage only enters an id if they ever do not.
  const dayPairOf = new Map<string, string>();
  const matchesOnDayPair = new Map<string, number>();
  for (const shot of shots) {
    if (dayPairOf.has(shot.matchId)) continue;
    const [first = '', second = ''] = [idPart(shot.team), idPart(shot.opposition)].sort();
    const dayPair = `${shot.date}-${first}-${second}`;
    dayPairOf.set(shot.matchId, dayPair);
    matchesOnDayPair.set(dayPair, (matchesOnDayPair.get(dayPair) ?? 0) + 1);
  }
  shots.forEach((shot, row) => {
    let matchId = matchIdOf.get(shot.matchId);
    if (matchId === undefined) {
      const dayPair = dayPairOf.get(shot.matchId) ?? '';
      matchId = matchIds((matchesOnDayPair.get(dayPair) ?? 0) > 1 ? `${dayPair}-${idPart(shot.game)}` : dayPair);
      matchIdOf.set(shot.matchId, matchId);
      matchInfo.set(matchId, { date: shot.date, teams: [shot.team, shot.opposition] });
    }
    const n = (shotsInMatch.get(shot.matchId) ?? 0) + 1;
    shotsInMatch.set(shot.matchId, n);
    shotNumbers[row] = n;
    if (shot.playerName !== null) {
      const key = playerKey(shot.team, shot.playerName);
      if (!playerIdOf.has(key)) playerIdOf.set(key, playerIds(`${idPart(shot.team)}.${idPart(shot.playerName)}`));
    }
  });
  const matchKeyOf = new Map([...matchIdOf].map(([key, id]) => [id, key]));
  return { matchIdOf, matchKeyOf, playerIdOf, shotNumbers, matchInfo };
}

/**
 * A shot's id, made when it is asked for: 100,000 id strings held for a season would cost the
 * server megabytes for answers that list one team's shots at a time.
 */
export function shotIdOf(identities: Identities, shot: Shot, row: number): string {
  return `${identities.matchIdOf.get(shot.matchId) ?? ''}-s${identities.shotNumbers[row] ?? 0}`;
}
