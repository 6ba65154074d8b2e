import { createHash } from 'node:crypto';
import type { Shot } from '../analytics/shot';

/** The fields that make up a shot, in a fixed order: the version covers all of them. */
export function shotFields(shot: Shot): unknown[] {
  return [
    shot.matchId,
    shot.date,
    shot.game,
    shot.team,
    shot.opposition,
    shot.half,
    shot.minute,
    shot.action,
    shot.outcome,
    shot.value,
    shot.shotType,
    shot.goalAttempt,
    shot.playerName,
    shot.playerNumber,
    shot.position,
    shot.foot,
    shot.pressure,
    shot.x,
    shot.y,
    shot.standX,
    shot.standY,
    shot.distance,
  ];
}

/**
 * A content hash of the dataset in its stored order: importing the same data again gives the same
 * version (caches and image URLs stay valid), any change gives a new one.
 */
export function datasetVersion(shots: readonly Shot[], isSample: boolean): string {
  const hash = createHash('sha256');
  hash.update(isSample ? 'sample\n' : 'imported\n');
  // One update per shot is slow in bulk; a few hundred shots per chunk keeps hashing cheap.
  let chunk = '';
  shots.forEach((shot, index) => {
    chunk += `${JSON.stringify(shotFields(shot))}\n`;
    if (index % 512 === 511) {
      hash.update(chunk);
      chunk = '';
    }
  });
  hash.update(chunk);
  return hash.digest('hex').slice(0, 16);
}
