import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { syntheticShots } from '../../testKit/shots';
import { datasetFrom, loadInWorker, transferablesIn } from './datasetLoader';
import { shotFields } from '../store/shotColumns';
import { openStore } from '../store/store';

describe('loadInWorker', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pairc-loader-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the database on a worker thread, its analytics precomputed', async () => {
    const file = path.join(dir, 'shots.sqlite');
    const store = openStore(file);
    const result = store.importShots(syntheticShots({ shotsPerTeam: { Galway: 20, Mayo: 20 } }), {
      mode: 'replace',
      isSample: false,
    });
    const dataset = await loadInWorker(file);
    expect(dataset).toMatchObject({ version: result.version, isSample: false });
    expect(dataset.shots.map(shotFields)).toEqual(store.current().shots.map(shotFields));
    expect(dataset.precomputed?.probabilities.xPoints).toHaveLength(40);
    store.close();
  });

  it('says why a file cannot be read', async () => {
    await expect(loadInWorker(path.join(dir, 'missing.sqlite'))).rejects.toThrow(/unable to open database file/);
  });
});

describe('datasetFrom', () => {
  const thread = (code: string) => new Worker(code, { eval: true });

  it('tells a loader thread that died from one that answered', async () => {
    await expect(datasetFrom(thread('process.exit(3)'))).rejects.toThrow(
      'the loader thread stopped (exit code 3) before it had read the data',
    );
    await expect(datasetFrom(thread("throw new Error('out of luck')"))).rejects.toThrow(
      'the loader thread failed: out of luck',
    );
    const refusal =
      "require('node:worker_threads').parentPort.postMessage({ ok: false, reason: 'no such table: shots' })";
    await expect(datasetFrom(thread(refusal))).rejects.toThrow('no such table: shots');
  });

  it('stops the loader thread when the load is cancelled', async () => {
    const worker = thread('setInterval(() => {}, 1000)');
    const cancel = new AbortController();
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    const loading = datasetFrom(worker, { signal: cancel.signal });
    cancel.abort();
    await expect(loading).rejects.toThrow('the load was cancelled');
    await exited;
  });
});

describe('transferablesIn', () => {
  it('finds the buffer of every typed array, once, wherever it is', () => {
    const shared = new Float64Array(4);
    const teamRows = new Map([['Galway', { own: new Int32Array(2), conceded: new Int32Array(1) }]]);
    const found = transferablesIn({ columns: { x: shared, y: shared, texts: ['a'] }, teamRows, list: [shared] });
    expect(found).toHaveLength(3);
    expect(found).toContain(shared.buffer);
    expect(found).toContain(teamRows.get('Galway')?.own.buffer);
  });
});
