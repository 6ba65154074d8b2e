import type { Shot } from './shot';
import type { ShotProbabilities } from './expectedPoints';
import { accurateMean, accurateSum, rate, round2 } from './numbers';
import { compareNames } from './teams';

/** One row of the player table (docs/behaviour.md#player-record); field names are the API's. */
export type PlayerRecord = {
  PlayerName: string;
  TeamName: string;
  Scores: number;
  Shots: number;
  Success_UP: number;
  Failed_UP: number;
  Success_UP_Percentage: number;
  Scored_Right: number;
  Scored_Left: number;
  Scored_Hand: number;
  Shot_Distance: number;
  xPoints: number;
  xP_adv_shot: number;
  Difference: number;
};

type PlayerShots = { name: string; team: string; rows: number[] };

/**
 * Shots without a player name belong to no player record (there is no one to credit), exactly as
 * the original grouped them; they still count for teams and models.
 */
function groupByPlayer(shots: readonly Shot[]): PlayerShots[] {
  const groups = new Map<string, PlayerShots>();
  shots.forEach((shot, row) => {
    if (shot.playerName === null) return;
    const key = `${shot.playerName}\u0000${shot.team}`;
    let group = groups.get(key);
    if (!group) {
      group = { name: shot.playerName, team: shot.team, rows: [] };
      groups.set(key, group);
    }
    group.rows.push(row);
  });
  return [...groups.values()];
}

function recordFor(group: PlayerShots, shots: readonly Shot[], probabilities: ShotProbabilities): PlayerRecord {
  const own = group.rows.map((row) => shots[row]).filter((shot): shot is Shot => shot !== undefined);
  const scored = own.filter((shot) => shot.outcome === 'score');
  const successUnderPressure = scored.filter((shot) => shot.pressure === true).length;
  const failedUnderPressure = own.filter((shot) => shot.outcome === 'miss' && shot.pressure === true).length;
  const xPoints = accurateSum(group.rows.map((row) => probabilities.xPoints[row] ?? 0));
  const xPAdvShot = accurateSum(group.rows.map((row) => probabilities.xPAdvShot[row] ?? 0));
  return {
    PlayerName: group.name,
    TeamName: group.team,
    Scores: scored.length,
    Shots: own.length,
    Success_UP: successUnderPressure,
    Failed_UP: failedUnderPressure,
    Success_UP_Percentage: round2(100 * rate(successUnderPressure, successUnderPressure + failedUnderPressure)),
    Scored_Right: scored.filter((shot) => shot.foot === 'right').length,
    Scored_Left: scored.filter((shot) => shot.foot === 'left').length,
    Scored_Hand: scored.filter((shot) => shot.foot === 'hand').length,
    Shot_Distance: round2(accurateMean(own.map((shot) => shot.distance))),
    xPoints: round2(xPoints),
    xP_adv_shot: round2(xPAdvShot),
    Difference: round2(scored.length - xPoints),
  };
}

/** Highest Difference first; ties by name then team so the order never depends on input order. */
function byDifference(a: PlayerRecord, b: PlayerRecord): number {
  return (
    b.Difference - a.Difference || compareNames(a.PlayerName, b.PlayerName) || compareNames(a.TeamName, b.TeamName)
  );
}

/** `probabilities` must be aligned with `shots` (index i is shot i). */
export function playerTable(shots: readonly Shot[], probabilities: ShotProbabilities): PlayerRecord[] {
  return groupByPlayer(shots)
    .map((group) => recordFor(group, shots, probabilities))
    .sort(byDifference);
}
