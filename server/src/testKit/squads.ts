import type { MatchEvent, SquadBundle, SquadMatch, SquadPlayer } from '../../../contract/squad';
import type { SquadState } from '../data/squads/readModel';

/**
 * A squad's state as the read model would hold it after hearing every document of `bundle`: for
 * tests of what the API makes of a squad's documents, without Firestore.
 */
export function squadStateOf(bundle: SquadBundle, id = 'squad-1', sample = false): SquadState {
  const players = new Map<string, SquadPlayer>(bundle.players.map(({ id: playerId, ...player }) => [playerId, player]));
  const matches = new Map<string, SquadMatch>();
  const events = new Map<string, Map<string, MatchEvent>>();
  for (const { id: matchId, events: matchEvents, ...match } of bundle.matches) {
    matches.set(matchId, match);
    events.set(matchId, new Map(matchEvents.map(({ id: eventId, ...event }) => [eventId, event])));
  }
  return {
    id,
    squad: { ...bundle.squad, createdAt: '2025-01-01T00:00:00.000Z', createdBy: 'test', ...(sample ? { sample } : {}) },
    members: new Map(),
    players,
    matches,
    events,
    changes: 1,
  };
}
