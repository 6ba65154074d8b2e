import type { PrecomputedAnalytics } from '../../analytics/datasetAnalytics';
import type { Shot } from '../../analytics/shot';

/**
 * What the loaded database holds at one moment. `version` changes with every import that changes
 * the data, so anything computed from a dataset can be cached under its version.
 */
export type Dataset = {
  version: string;
  /** True when the data is the bundled synthetic sample season, not a user's import. */
  isSample: boolean;
  importedAt: string | null;
  shots: readonly Shot[];
  /** The costly analytics, when the loader worked them out off the server's thread (`analyticsFor` uses them). */
  precomputed?: PrecomputedAnalytics;
};

/**
 * merge: the file's matches replace the same matches already stored (a match is date, stage and
 * the two teams); other matches stay. replace: the file becomes the whole dataset.
 */
export type ImportMode = 'merge' | 'replace';

export type ImportOptions = {
  mode: ImportMode;
  /** The sample season always replaces everything, and anything else replaces the sample. */
  isSample: boolean;
};

export type ImportResult = {
  matchesInFile: number;
  /** Matches of the file that were already stored and have been replaced. */
  matchesReplaced: number;
  matchesAdded: number;
  /** The whole previous dataset was removed (--replace, the sample season, or replacing it). */
  replacedAll: boolean;
  sampleRemoved: boolean;
  shotsBefore: number;
  shotsAfter: number;
  matchesAfter: number;
  previousVersion: string;
  version: string;
  changed: boolean;
};

export interface ShotStore {
  /** The data as of now; cheap to call on every request (kept in memory between imports). */
  current(): Dataset;
  /**
   * Why the newest data in the database could not be loaded, while the last good version is
   * served instead; null when the data served is the newest.
   */
  loadFailure(): string | null;
  isEmpty(): boolean;
  close(): void;
}

/**
 * The store the importer writes to. Kept apart from ShotStore so routes, which only read, and
 * in-memory test stores need nothing more than the reading methods.
 */
export interface WritableShotStore extends ShotStore {
  /**
   * Writes the shots in one transaction and returns what changed. An empty list changes nothing:
   * a file whose every row was skipped must not wipe the data.
   */
  importShots(shots: readonly Shot[], options: ImportOptions): ImportResult;
}
