import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppServices } from '../../app/services';
import { queueFlushed, queueWaiting, storageKnown } from './syncSlice';

/** An empty write queue answers a check at once; only a check still open after this long says changes wait. */
export const QUIET_MS = 250;

/**
 * Asks Firestore whether every write so far, including an earlier session's, has reached the
 * server (waitForPendingWrites), and follows the answer: `queueWaiting` if it has not within
 * QUIET_MS, then `queueFlushed` once it has (or the check ends another way, as at a sign-out).
 */
export const checkWriteQueue = createAsyncThunk.withTypes<{ extra: AppServices }>()(
  'sync/checkWriteQueue',
  async (_: void, { extra, dispatch }) => {
    const { db, sdk, keepsOnDevice } = await (await extra.loadFirebase()).profileStore();
    dispatch(storageKnown(keepsOnDevice ? 'device' : 'memory'));
    // Settles at once when nothing waits, so a quick check says nothing rather than flash a wait.
    const flushed = sdk.waitForPendingWrites(db).then(
      () => true,
      () => true,
    );
    const quiet = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), QUIET_MS));
    if (await Promise.race([flushed, quiet])) return;
    dispatch(queueWaiting());
    await flushed;
    dispatch(queueFlushed());
  },
);
