import { createHash } from 'node:crypto';
import type { Shot } from '../../analytics/shot';
import { shotFields } from './shotColumns';

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
