import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { analyticsFor } from '../../analytics/datasetAnalytics';
import { syntheticShots } from '../../testKit/shots';
import type { Dataset } from '../store/dataset';
import { loadInWorker } from './datasetLoader';
import { openLiveStore, type LiveShotStore } from './liveStore';
import { shotFields } from '../store/shotColumns';
import { openStore } from '../store/store';

const season = syntheticShots({ seed: 1, shotsPerTeam: { Galway: 40, Mayo: 40 } });
const nextSeason = syntheticShots({ seed: 2, shotsPerTeam: { Galway: 30, Kerry: 30, Clare: 20 } });

// A test loads the data on a loader thread up to five times, models and all: 1 to 2 s on a quiet
// machine and more than Jest's default 5 s beside other test processes on two cores.
jest.setTimeout(30_000);

describe('the live store', () => {
  let dir: string;
  let file: string;
  let live: LiveShotStore | null = null;
  const log = { info: jest.fn<void, [string]>(), error: jest.fn<void, [string]>() };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pairc-live-'));
    file = path.join(dir, 'shots.sqlite');
    const store = openStore(file);
    store.importShots(season, { mode: 'replace', isSample: false });
    store.close();
  });

  afterEach(() => {
    live?.close();
    live = null;
    rmSync(dir, { recursive: true, force: true });
  });

  /** The store as the server opens it, checking for changes only when a test says so. */
  const open = async (options: Parameters<typeof openLiveStore>[1] = {}) => {
    live = await openLiveStore(file, { checkEveryMs: 60_000, log, ...options });
    return live;
  };

  /** An import by another connection, as the import CLI makes while the server runs. */
  const importElsewhere = (shots: typeof season) => {
    const cli = openStore(file);
    const result = cli.importShots(shots, { mode: 'replace', isSample: false });
    cli.close();
    return result;
  };

  /** A change made to the file behind the importer's back. */
  const sql = (statement: string) => {
    const db = new Database(file);
    db.exec(statement);
    db.close();
  };

  it('serves the file’s data, with the analytics worked out on the loader thread', async () => {
    const store = await open();
    expect(store.current().shots.map(shotFields)).toEqual(openStore(file).current().shots.map(shotFields));
    expect(store.current().precomputed?.seasonPlayers.length).toBeGreaterThan(0);
    expect(store.loadFailure()).toBeNull();
  });

  it('keeps serving the old version while a new one loads, then serves the new one whole', async () => {
    const store = await open();
    const before = store.current();
    const imported = importElsewhere(nextSeason);
    const loading = store.refresh();
    // Nothing is read on this thread: until the loader is done the old version is served, whole.
    expect(store.current()).toBe(before);
    await loading;
    const after = store.current();
    expect(after.version).toBe(imported.version);
    expect(analyticsFor(after).teams).toEqual(['Clare', 'Galway', 'Kerry']);
    expect(analyticsFor(after).counts.shots).toBe(nextSeason.length);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining(`Serving data version ${imported.version}`));
  });

  it('notices an import on its own', async () => {
    const store = await open({ checkEveryMs: 20 });
    const imported = importElsewhere(nextSeason);
    const deadline = Date.now() + 20_000;
    while (store.current().version !== imported.version && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(store.current().version).toBe(imported.version);
  });

  it('keeps the last good version when the new data is damaged, says why once, and recovers with the next import', async () => {
    const store = await open();
    const good = store.current();
    // An importer that had the data loaded before the damage, as a CLI run would.
    const cli = openStore(file);
    cli.current();
    sql("UPDATE shots SET outcome = 'bogus' WHERE seq = 0");
    await store.refresh();
    expect(store.current()).toBe(good);
    expect(store.loadFailure()).toBe(
      `The newest data could not be loaded (Corrupt shot data: outcome = bogus); still serving version ${good.version}`,
    );
    await store.refresh();
    await store.refresh();
    expect(log.error).toHaveBeenCalledTimes(1);

    const repaired = cli.importShots(nextSeason, { mode: 'replace', isSample: false });
    cli.close();
    await store.refresh();
    expect(store.loadFailure()).toBeNull();
    expect(store.current().version).toBe(repaired.version);
  });

  it('keeps the last good version of a database another build changed to its own schema', async () => {
    const store = await open();
    const good = store.current();
    sql("UPDATE meta SET value = '3' WHERE key = 'schema_version'");
    await store.refresh();
    expect(store.current()).toBe(good);
    expect(store.loadFailure()).toContain('The database uses shot schema 3; this build reads schema 2');
  });

  it('keeps the last good version when the loader thread dies', async () => {
    let calls = 0;
    const store = await open({
      load: async (source, options): Promise<Dataset> => {
        calls += 1;
        if (calls === 1) return loadInWorker(source, options);
        throw new Error('the loader thread stopped (exit code 134) before it had read the data');
      },
    });
    const good = store.current();
    importElsewhere(nextSeason);
    await store.refresh();
    expect(store.current()).toBe(good);
    expect(store.loadFailure()).toContain('the loader thread stopped (exit code 134)');
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('refuses to open a database whose data cannot be loaded at all', async () => {
    sql("UPDATE shots SET outcome = 'bogus' WHERE seq = 0");
    await expect(open()).rejects.toThrow('Corrupt shot data: outcome = bogus');
  });
});
