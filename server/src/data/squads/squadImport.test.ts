import { sampleSeasonShots, SAMPLE_SEED } from '../../testKit/shots';
import { squadStateOf } from '../../testKit/squads';
import { bundleOfShots, planImport } from './squadImport';

const season = sampleSeasonShots(SAMPLE_SEED);
const author = { uid: 'analyst', at: '2025-01-01T00:00:00.000Z' };
const squad = { name: 'Kerry Seniors', team: 'Kerry' };

describe('planning an import into a squad', () => {
  it('adds every match of an empty squad, and every named player of its team to the roster', () => {
    const { bundle } = bundleOfShots(season, squad, new Map(), author);
    const plan = planImport(squadStateOf({ ...bundle, players: [], matches: [] }), bundle);
    expect(plan.matches.every((match) => match.replaces.length === 0)).toBe(true);
    expect(plan.matches.map((match) => match.match.opponent)).toEqual([
      'Clare',
      'Cork',
      'Mayo',
      'Armagh',
      'Tyrone',
      'Derry',
      'Dublin',
    ]);
    expect(plan.newPlayers.map((player) => player.name).sort()).toEqual(
      [...new Set(season.filter((shot) => shot.team === 'Kerry').map((shot) => shot.playerName))].sort(),
    );
  });

  it('replaces the matches the squad already holds (same date, competition and opponent), and adds no player twice', () => {
    const first = bundleOfShots(season, squad, new Map(), author).bundle;
    const state = squadStateOf({ ...first, matches: first.matches.slice(0, 2) });
    const again = bundleOfShots(season, squad, state.players, author).bundle;
    const plan = planImport(state, again);
    expect(plan.matches.map((match) => match.replaces)).toEqual([['m1'], ['m2'], [], [], [], [], []]);
    expect(plan.newPlayers).toEqual([]);
  });

  it("finds no match when the file has none of the squad's team, and says which matches it read", () => {
    const { bundle, otherMatches } = bundleOfShots(season, { name: 'Clifden', team: 'Clifden' }, new Map(), author);
    expect(bundle.matches).toEqual([]);
    expect(otherMatches).toHaveLength(24);
  });
});
