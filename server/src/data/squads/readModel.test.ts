import { squadMatchSchema, squadSchema, type SquadMatch } from '../../../../contract/squad';
import { matchDocument } from '../../../../contract/testKit/squadDocuments';
import { listenerStartOrder, type SquadState } from './readModel';

/**
 * The order a cold process starts its matches' listeners in (docs/squads.md#read-model): until a
 * match's listener starts, a change to it reaches the process late, so a match being recorded must
 * not wait behind hundreds of finished ones, nor anyone's behind the sample squad's.
 */

const match = (status: SquadMatch['status']): SquadMatch =>
  squadMatchSchema.parse(matchDocument({ status, source: status === 'final' ? 'import' : 'capture' }));

/** A squad as the read model holds it once heard, with its matches by id. */
function squad(id: string, matches: Record<string, SquadMatch['status']>, sample = false): SquadState {
  return {
    id,
    squad: squadSchema.parse({
      name: `${id} Seniors`,
      team: id,
      createdAt: '2025-01-01T00:00:00.000Z',
      createdBy: 'owner',
      ...(sample ? { sample } : {}),
    }),
    members: new Map(),
    players: new Map(),
    matches: new Map(Object.entries(matches).map(([matchId, status]) => [matchId, match(status)])),
    events: new Map(),
    changes: 1,
  };
}

const statesOf = (...squads: SquadState[]) => new Map(squads.map((state) => [state.id, state]));

describe("the order a cold process starts its matches' listeners in", () => {
  it("starts live matches first, then the others as found, and a sample squad's matches last", () => {
    // As the one query over every squad's events finds them: by path, so the sample squad's come
    // before those of a squad whose id sorts after 'sample'.
    const found = [
      'clifden/final-1',
      'clifden/live-1',
      'clifden/upcoming-1',
      'sample/final-1',
      'sample/final-2',
      'sample/final-3',
      'tuam/final-1',
      'tuam/live-1',
    ];
    const states = statesOf(
      squad('clifden', { 'final-1': 'final', 'live-1': 'live', 'upcoming-1': 'upcoming' }),
      squad('sample', { 'final-1': 'final', 'final-2': 'final', 'final-3': 'final' }, true),
      squad('tuam', { 'final-1': 'final', 'live-1': 'live' }),
    );

    expect(listenerStartOrder(found, states)).toEqual([
      'clifden/live-1',
      'tuam/live-1',
      'clifden/final-1',
      'clifden/upcoming-1',
      'tuam/final-1',
      'sample/final-1',
      'sample/final-2',
      'sample/final-3',
    ]);
  });

  it("puts a sample squad's match last even while it is live", () => {
    const states = statesOf(squad('sample', { demo: 'live' }, true), squad('tuam', { 'final-1': 'final' }));

    expect(listenerStartOrder(['sample/demo', 'tuam/final-1'], states)).toEqual(['tuam/final-1', 'sample/demo']);
  });

  it('starts a match of a squad not heard yet among the finished ones, ahead of the sample', () => {
    const states = statesOf(squad('sample', { demo: 'final' }, true), squad('tuam', { 'live-1': 'live' }));

    expect(listenerStartOrder(['sample/demo', 'unheard/m1', 'tuam/live-1'], states)).toEqual([
      'tuam/live-1',
      'unheard/m1',
      'sample/demo',
    ]);
  });

  it('leaves the keys it was given as they were', () => {
    const found = ['clifden/final-1', 'clifden/live-1'];
    const states = statesOf(squad('clifden', { 'final-1': 'final', 'live-1': 'live' }));

    listenerStartOrder(found, states);

    expect(found).toEqual(['clifden/final-1', 'clifden/live-1']);
  });
});
