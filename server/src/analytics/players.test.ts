import { identitiesOf } from './identities';
import { indexPlayers, playerTable } from './players';
import { makeShot } from '../testKit/shots';
import type { Shot } from './shot';

/** Before 2025 every point attempt is worth one, so expected points default to xPoints. */
function probabilities(xPoints: number[], xPAdvShot: number[], xPts: number[] = xPoints) {
  return {
    xPoints: Float64Array.from(xPoints),
    xPAdvShot: Float64Array.from(xPAdvShot),
    xPts: Float64Array.from(xPts),
  };
}

describe('playerTable', () => {
  // Fictional names; shots straight in front of goal so distances are easy to work out.
  const shots: Shot[] = [
    // Cian Dalton (Galway): 3 shots, 2 scores; one scored under pressure, one missed under pressure.
    makeShot({
      team: 'Galway',
      opposition: 'Mayo',
      x: 125,
      y: 44,
      playerName: 'Cian Dalton',
      outcome: 'score',
      foot: 'right',
      pressure: true,
    }),
    makeShot({
      team: 'Galway',
      opposition: 'Mayo',
      x: 115,
      y: 44,
      playerName: 'Cian Dalton',
      outcome: 'score',
      foot: 'left',
      pressure: false,
    }),
    makeShot({
      team: 'Galway',
      opposition: 'Mayo',
      x: 20,
      y: 44,
      playerName: 'Cian Dalton',
      outcome: 'miss',
      foot: 'right',
      pressure: true,
    }),
    // Rory Fahy (Mayo): 2 shots, never under pressure, one fisted score.
    makeShot({
      team: 'Mayo',
      opposition: 'Galway',
      x: 135,
      y: 44,
      playerName: 'Rory Fahy',
      outcome: 'score',
      foot: 'hand',
      pressure: false,
    }),
    makeShot({
      team: 'Mayo',
      opposition: 'Galway',
      x: 105,
      y: 44,
      playerName: 'Rory Fahy',
      outcome: 'miss',
      foot: 'left',
      pressure: null,
    }),
    // Same name, another county: a different player.
    makeShot({
      team: 'Kerry',
      opposition: 'Cork',
      x: 135,
      y: 44,
      playerName: 'Cian Dalton',
      outcome: 'miss',
      foot: 'right',
      pressure: false,
    }),
    // No name: counts for the team, not in the table.
    makeShot({ team: 'Galway', opposition: 'Mayo', x: 140, y: 44, playerName: null, outcome: 'score' }),
  ];
  const table = playerTable(
    shots,
    probabilities([0.5, 0.25, 0.125, 0.75, 0.5, 0.3, 0.9], [0.6, 0.2, 0.1, 0.8, 0.4, 0.2, 0.9]),
    indexPlayers(shots, identitiesOf(shots).playerIdOf),
  );

  it('groups by player name and team, leaving out shots without a name', () => {
    expect(table.map((row) => `${row.PlayerName}/${row.TeamName}`).sort()).toEqual([
      'Cian Dalton/Galway',
      'Cian Dalton/Kerry',
      'Rory Fahy/Mayo',
    ]);
  });

  it('fills every field of a hand-worked player', () => {
    // Distances: 20, 30 and 20 m (x = 20 turns to 125) -> mean 23.333 -> 23.33.
    // xPoints 0.5 + 0.25 + 0.125 = 0.875 -> 0.88 (half-even on 87.5); Difference 2 - 0.875 = 1.125 -> 1.12.
    expect(table.find((row) => row.PlayerName === 'Cian Dalton' && row.TeamName === 'Galway')).toEqual({
      id: 'galway.cian-dalton',
      PlayerName: 'Cian Dalton',
      TeamName: 'Galway',
      Scores: 2,
      Shots: 3,
      Success_UP: 1,
      Failed_UP: 1,
      Success_UP_Percentage: 50,
      Scored_Right: 1,
      Scored_Left: 1,
      Scored_Hand: 0,
      Shot_Distance: 23.33,
      xPoints: 0.88,
      xP_adv_shot: 0.9,
      Difference: 1.12,
      Points: 2,
      xPts: 0.88,
      Points_minus_xPts: 1.12,
    });
  });

  it('gives a player with no shots under pressure zeros, not a division by zero', () => {
    const rory = table.find((row) => row.PlayerName === 'Rory Fahy');
    expect(rory).toMatchObject({
      Success_UP: 0,
      Failed_UP: 0,
      Success_UP_Percentage: 0,
      Scored_Hand: 1,
      Scored_Left: 0,
      // 10 m and 40 m.
      Shot_Distance: 25,
      xPoints: 1.25,
      xP_adv_shot: 1.2,
      Difference: -0.25,
    });
  });

  it('gives each player a readable id that tells namesakes of two counties apart', () => {
    expect(table.map((row) => row.id).sort()).toEqual(['galway.cian-dalton', 'kerry.cian-dalton', 'mayo.rory-fahy']);
  });

  it('sorts by Difference, highest first', () => {
    // Galway Cian +1.12, Kerry Cian 0 - 0.3 = -0.3, Rory 1 - 1.25 = -0.25.
    expect(table.map((row) => row.Difference)).toEqual([1.12, -0.25, -0.3]);
  });

  it('counts only the rows it is given, as if they were all the shots', () => {
    const rows = [0, 2, 5];
    const index = indexPlayers(shots, identitiesOf(shots).playerIdOf);
    const all = probabilities([0.5, 0.25, 0.125, 0.75, 0.5, 0.3, 0.9], [0.6, 0.2, 0.1, 0.8, 0.4, 0.2, 0.9]);
    const subset = rows.map((row) => shots[row]!);
    const pick = (values: Float64Array) => rows.map((row) => values[row] ?? 0);
    expect(playerTable(shots, all, index, rows)).toEqual(
      playerTable(
        subset,
        probabilities(pick(all.xPoints), pick(all.xPAdvShot), pick(all.xPts)),
        indexPlayers(subset, identitiesOf(shots).playerIdOf),
      ),
    );
  });

  it('counts a two-pointer as two points and sums expected points in points', () => {
    const season2025 = [
      // Kicked from 45 m: two points. Fisted from 45 m: one. From 20 m: one.
      makeShot({ team: 'Dublin', opposition: 'Kerry', date: '2025-06-01', standX: 100, standY: 44, playerName: 'Ana' }),
      makeShot({
        team: 'Dublin',
        opposition: 'Kerry',
        date: '2025-06-01',
        standX: 100,
        standY: 44,
        playerName: 'Ana',
        foot: 'hand',
      }),
      makeShot({ team: 'Dublin', opposition: 'Kerry', date: '2025-06-01', standX: 125, standY: 44, playerName: 'Ana' }),
      makeShot({
        team: 'Dublin',
        opposition: 'Kerry',
        date: '2025-06-01',
        standX: 100,
        standY: 44,
        playerName: 'Ana',
        outcome: 'miss',
      }),
    ];
    const [ana] = playerTable(
      season2025,
      probabilities([0.4, 0.4, 0.8, 0.4], [0.4, 0.4, 0.8, 0.4], [0.8, 0.4, 0.8, 0.8]),
      indexPlayers(season2025, identitiesOf(season2025).playerIdOf),
    );
    expect(ana).toMatchObject({ Scores: 3, Points: 4, xPoints: 2, xPts: 2.8, Points_minus_xPts: 1.2, Difference: 1 });
  });

  it('is empty without shots', () => {
    expect(playerTable([], probabilities([], []), indexPlayers([], new Map()))).toEqual([]);
  });
});
