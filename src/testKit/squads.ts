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
