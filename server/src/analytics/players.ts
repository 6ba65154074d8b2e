import type { PlayerRecord } from '../../../contract/answers';
import type { Shot } from './shot';
import type { ShotProbabilities } from './expectedPoints';
import { accurateMean, accurateSum, rate, round2 } from './numbers';
import { playerKey } from './identities';
import { compareNames } from './teams';

type PlayerShots = { name: string; team: string; rows: number[] };

/**
 * Shots without a player name belong to no player record (there is no one to credit), exactly as
 * the original grouped them; they still count for teams and models.
 */
function groupByPlayer(shots: readonly Shot[]): PlayerShots[] {
  const groups = new Map<string, PlayerShots>();
  shots.forEach((shot, row) => {
    if (shot.playerName === null) return;
    const key = playerKey(shot.team, shot.playerName);
    let group = groups.get(key);
    if (!group) {
      group = { name: shot.playerName, team: shot.team, rows: [] };
      groups.set(key, group);
    }
    group.rows.push(row);
  });
  return [...groups.values()];
}

function idOf(playerIdOf: ReadonlyMap<string, string>, group: PlayerShots): string {
  const id = playerIdOf.get(playerKey(group.team, group.name));
  if (id === undefined) throw new Error(`No id for ${group.name} of ${group.team}: ids from another dataset?`);
  return id;
}

function recordFor(
  group: PlayerShots,
  shots: readonly Shot[],
  probabilities: ShotProbabilities,
  playerIdOf: ReadonlyMap<string, string>,
): PlayerRecord {
  const own = group.rows.map((row) => shots[row]).filter((shot): shot is Shot => shot !== undefined);
  const scored = own.filter((shot) => shot.outcome === 'score');
  const successUnderPressure = scored.filter((shot) => shot.pressure === true).length;
  const failedUnderPressure = own.filter((shot) => shot.outcome === 'miss' && shot.pressure === true).length;
  const xPoints = accurateSum(group.rows.map((row) => probabilities.xPoints[row] ?? 0));
  const xPAdvShot = accurateSum(group.rows.map((row) => probabilities.xPAdvShot[row] ?? 0));
  return {
    id: idOf(playerIdOf, group),
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

/**
 * One row per (player, team) over these shots (docs/behaviour.md#player-record). `probabilities` must be aligned with `shots` (index i
 * is shot i); `playerIdOf` gives each (team, player) its id in the whole dataset.
 */
export function playerTable(
  shots: readonly Shot[],
  probabilities: ShotProbabilities,
  playerIdOf: ReadonlyMap<string, string>,
): PlayerRecord[] {
  return groupByPlayer(shots)
    .map((group) => recordFor(group, shots, probabilities, playerIdOf))
    .sort(byDifference);
}
