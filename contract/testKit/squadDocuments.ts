import type { SquadMatch } from '../squad';

/** Squads' Firestore documents for the API's, the app's and the rules' tests: contract/ is what all three may import. */

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
