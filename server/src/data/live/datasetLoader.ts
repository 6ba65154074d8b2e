import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PrecomputedAnalytics } from '../../analytics/datasetAnalytics';
import type { Dataset } from '../store/dataset';
import { shotsOf, type ShotColumns } from '../store/shotTable';

/**
 * Loading a dataset off the server's thread. Reading 300,000 shots from SQLite and fitting both
 * models takes seconds of CPU; done on the event loop it stalled every request for as long. A
 * worker thread does it all (datasetWorker.ts) and posts back the shot columns and the precomputed
 * analytics, their typed arrays moved rather than copied, so what is left for the server's thread
 * is to wrap the columns in views.
 */

/** What the worker thread posts back: everything of the dataset, or why it could not be read. */
export type LoaderMessage =
  | {
      ok: true;
      dataset: Omit<Dataset, 'shots' | 'precomputed'>;
      columns: ShotColumns;
      precomputed: PrecomputedAnalytics;
    }
  | { ok: false; reason: string };

export type LoaderOptions = {
  /** Stops the loader thread, for a server that is closing. */
  signal?: AbortSignal;
};

/**
 * The buffers of every typed array in `value`, once each, for a postMessage transfer list: moved,
 * they cost the sender no copy and the receiver no second allocation.
 */
export function transferablesIn(value: unknown, found = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) {
    // A SharedArrayBuffer is shared, never moved. (Compared by tag, not instanceof, which a buffer
    // from another realm, such as a test's, would fail.)
    const { buffer } = value;
    if (Object.prototype.toString.call(buffer) === '[object ArrayBuffer]') found.add(buffer as ArrayBuffer);
  } else if (value instanceof Map) {
    for (const entry of value.values()) transferablesIn(entry, found);
  } else if (Array.isArray(value)) {
    for (const item of value) transferablesIn(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const field of Object.values(value)) transferablesIn(field, found);
  }
  return [...found];
}

/**
 * The loader thread. The server's bundle (dist-server/main.js) has the worker's own bundle beside
 * it as datasetWorker.js (`npm run build:server` builds both); run from its TypeScript sources
 * (`npm run dev`, the tests) it has tsx compile the worker's sources as they load.
 */
function startWorker(file: string): Worker {
  const workerData = { file };
  if (path.extname(__filename) !== '.ts') return new Worker(path.join(__dirname, 'datasetWorker.js'), { workerData });
  const tsx = require.resolve('tsx/cjs/api');
  const source = path.join(__dirname, 'datasetWorker.ts');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`, {
    eval: true,
    workerData,
  });
}

/** The dataset in `file` with its analytics precomputed, loaded on a worker thread. */
export function loadInWorker(file: string, options: LoaderOptions = {}): Promise<Dataset> {
  return datasetFrom(startWorker(file), options);
}

/**
 * The dataset a loader thread posts, or why there is none: what it said went wrong, or that it
 * died (an uncaught error, running out of memory) before saying anything.
 */
export function datasetFrom(worker: Worker, options: LoaderOptions = {}): Promise<Dataset> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      reject(new Error(reason));
    };
    worker.once('message', (message: LoaderMessage) => {
      if (!message.ok) {
        fail(message.reason);
        return;
      }
      // Settled now: the thread has said all it will, and its exit must not read as a failure.
      settled = true;
      shotsOf(message.columns).then(
        (shots) => resolve({ ...message.dataset, shots, precomputed: message.precomputed }),
        (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      );
    });
    worker.once('error', (error) => fail(`the loader thread failed: ${error.message}`));
    worker.once('exit', (code) => fail(`the loader thread stopped (exit code ${code}) before it had read the data`));
    options.signal?.addEventListener('abort', () => {
      fail('the load was cancelled');
      void worker.terminate();
    });
  });
}
