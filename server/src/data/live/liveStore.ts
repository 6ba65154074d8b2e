import type Database from 'better-sqlite3';
import { analyticsFor } from '../../analytics/datasetAnalytics';
import type { Dataset, ShotStore } from '../store/dataset';
import { loadInWorker, type LoaderOptions } from './datasetLoader';
import { dataVersionOf, openForReading } from '../store/store';

export type LiveStoreLog = { info(message: string): void; error(message: string): void };

export type LiveStoreOptions = {
  /**
   * How often to look for an import made by another process (the CLI). Once a second costs
   * nothing measurable (one pragma on an idle connection) and an analyst sees a fresh import
   * without a restart.
   */
  checkEveryMs?: number;
  /** Where a new version being served, or the reason one could not be, is told. */
  log?: LiveStoreLog;
  /** Reads the file with its analytics precomputed; a worker thread (`loadInWorker`) unless a test says otherwise. */
  load?: Loader;
};

type Loader = (file: string, options: LoaderOptions) => Promise<Dataset>;

const CHECK_EVERY_MS = 1000;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * What the running server serves: the last version of the database loaded whole, and never one
 * half loaded. An import (by the CLI, another process) is noticed through SQLite's data_version;
 * the new version is read and its analytics computed on a worker thread while requests keep being
 * answered from the old one, then the dataset and its analytics replace the old ones in one step.
 * Should the new data not load (a damaged file, another schema, the loader thread dying), the old
 * version stays served and `loadFailure` says why until a later import loads.
 */
export class LiveShotStore implements ShotStore {
  private failure: string | null = null;
  private loading: Promise<void> | null = null;
  /** Aborted when the store closes, which stops a load under way. */
  private readonly closing = new AbortController();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly file: string,
    /** A read-only connection kept only to ask SQLite whether the file changed. */
    private readonly watcher: Database.Database,
    private served: Dataset,
    private seenDataVersion: number,
    private readonly load: Loader,
    private readonly log: LiveStoreLog,
    checkEveryMs: number,
  ) {
    this.timer = setInterval(() => void this.refresh(), checkEveryMs);
    // The check must never be what keeps a stopping server alive.
    this.timer.unref();
  }

  current(): Dataset {
    return this.served;
  }

  loadFailure(): string | null {
    return this.failure;
  }

  isEmpty(): boolean {
    return this.served.shots.length === 0;
  }

  /**
   * Loads the file again if it changed since the last load began, and settles once the new version
   * is served or has failed. A failed version is not tried again: only another change is.
   */
  refresh(): Promise<void> {
    if (this.loading) return this.loading;
    if (this.closing.signal.aborted) return Promise.resolve();
    let version: number;
    try {
      version = dataVersionOf(this.watcher);
    } catch (error) {
      this.fail(`the database cannot be read: ${messageOf(error)}`);
      return Promise.resolve();
    }
    if (version === this.seenDataVersion) return Promise.resolve();
    // Taken before the load starts: an import that lands while it runs is a change seen next time.
    this.seenDataVersion = version;
    this.loading = this.loadAndSwap().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async loadAndSwap(): Promise<void> {
    const started = performance.now();
    let next: Dataset;
    try {
      next = await this.load(this.file, { signal: this.closing.signal });
      // Built now, from what the loader precomputed, so the first request of the new version finds it ready.
      analyticsFor(next);
    } catch (error) {
      if (!this.closing.signal.aborted) this.fail(messageOf(error));
      return;
    }
    if (this.closing.signal.aborted) return;
    this.served = next;
    this.failure = null;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    this.log.info(`Serving data version ${next.version} (${next.shots.length} shots), loaded in ${seconds} s`);
  }

  private fail(cause: string): void {
    const reason = `The newest data could not be loaded (${cause}); still serving version ${this.served.version}`;
    // Told once per failure, not at every check: the reason stays in /api/health meanwhile.
    if (reason !== this.failure) this.log.error(reason);
    this.failure = reason;
  }

  close(): void {
    this.closing.abort();
    clearInterval(this.timer);
    this.watcher.close();
  }
}

/**
 * The live store of `file` (which must exist: main.ts creates it), once its current version is
 * loaded; rejects when even that cannot be, as there would be nothing to serve.
 */
export async function openLiveStore(file: string, options: LiveStoreOptions = {}): Promise<LiveShotStore> {
  const load = options.load ?? loadInWorker;
  const watcher = openForReading(file);
  try {
    // Read before the first load, so an import that lands during it is loaded next.
    const seen = dataVersionOf(watcher);
    const first = await load(file, {});
    analyticsFor(first);
    return new LiveShotStore(
      file,
      watcher,
      first,
      seen,
      load,
      options.log ?? { info: console.log, error: console.error },
      options.checkEveryMs ?? CHECK_EVERY_MS,
    );
  } catch (error) {
    watcher.close();
    throw error;
  }
}
