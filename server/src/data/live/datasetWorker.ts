/**
 * The dataset loader's worker thread (see datasetLoader.ts): reads the database file it is given,
 * precomputes the analytics, posts everything back and ends.
 */
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { precomputeAnalytics } from '../../analytics/datasetAnalytics';
import { transferablesIn, type LoaderMessage } from './datasetLoader';
import { columnsOf } from '../store/shotTable';
import { readDatasetFile } from '../store/store';

function load(file: string): LoaderMessage {
  try {
    const { shots, ...dataset } = readDatasetFile(file);
    return { ok: true, dataset, columns: columnsOf(shots), precomputed: precomputeAnalytics(shots) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

if (!parentPort) throw new Error('datasetWorker.ts runs as a worker thread (datasetLoader.ts starts it)');
// On Linux a thread has its own nice value, and this lowers only this thread's: the server's
// event loop (and its requests) goes first whenever the two want the same core.
if (process.platform === 'linux') os.setPriority(0, 19);
const message = load((workerData as { file: string }).file);
parentPort.postMessage(message, transferablesIn(message));
