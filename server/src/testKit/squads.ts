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

/**
 * A match document as a squad's analyst creates it: Clifden v Oughterard, 2025 (two-point rules),
 * halves of 30 minutes, no panel; `overrides` for what a test is about.
 */
export function matchDocument(overrides: Partial<SquadMatch> = {}): SquadMatch {
  return {
    date: '2025-06-01',
    opponent: 'Oughterard',
    competition: 'Galway SFC Round 1',
    venue: '',
    halfLength: 30,
    firstHalfAttack: 'right',
    panel: [],
    opponentPanel: [],
    status: 'live',
    source: 'capture',
    createdAt: '2025-06-01T18:00:00.000Z',
    createdBy: 'analyst',
    ...overrides,
  };
}
