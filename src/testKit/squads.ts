import type { SquadSummary } from '../../contract/squadApi';

/** One of my squads as `GET /api/squads` lists it: Clifden Seniors, studying Clifden, with a little data. */
export function squadSummary(overrides: Partial<SquadSummary> = {}): SquadSummary {
  return {
    id: 'sq1',
    name: 'Clifden Seniors',
    team: 'Clifden',
    role: 'analyst',
    sample: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    matches: 2,
    shots: 80,
    players: 20,
    ...overrides,
  };
}

/**
 * Clifden Seniors and u1's membership as analyst, as Firestore documents by path: what a squad's
 * pages read from the device's cache when the API cannot be reached.
 */
export const SQUAD_DOCUMENTS_ON_DEVICE: Record<string, unknown> = {
  'squads/sq1': { name: 'Clifden Seniors', team: 'Clifden', createdAt: '2025-01-01T00:00:00.000Z', createdBy: 'u1' },
  'squads/sq1/members/u1': {
    role: 'analyst',
    displayName: 'Cian Ó Dónaill',
    email: 'c@example.ie',
    joinedAt: '2025-01-01T00:00:00.000Z',
  },
};
