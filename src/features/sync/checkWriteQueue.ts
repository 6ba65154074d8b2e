import { createAsyncThunk } from '@reduxjs/toolkit';
import { reconnectFirestore } from '../../app/firestoreSync';
import type { AppServices } from '../../app/services';
import {
  listensRestarted,
  queueFlushed,
  queueWaiting,
  selectListensBehind,
  storageKnown,
  type SyncState,
} from './syncSlice';

/** An empty write queue answers a check at once; only a check still open after this long says changes wait. */
export const QUIET_MS = 250;

/**
 * How long after the server has taken every write a listener may still have only this device's
 * data before Firestore's listens are started again (a reconnect's listens catch up in about a
 * second, 400 events included).
 */
export const CATCH_UP_MS = 10_000;

/**
 * Asks Firestore whether every write so far, including an earlier session's, has reached the
 * server (waitForPendingWrites), and follows the answer: `queueWaiting` if it has not within
 * QUIET_MS, then `queueFlushed` once it has (or the check ends another way, as at a sign-out).
 *
 * Writes that waited and then reached the server prove the way to it works: then it restarts
 * the listens that have not caught up (`restartListensLeftBehind`).
 */
export const checkWriteQueue = createAsyncThunk.withTypes<{ extra: AppServices; state: { sync: SyncState } }>()(
  'sync/checkWriteQueue',
  async (_: void, { extra, dispatch, getState }) => {
    const { db, sdk, keepsOnDevice } = await (await extra.loadFirebase()).profileStore();
    dispatch(storageKnown(keepsOnDevice ? 'device' : 'memory'));
    // Settles at once when nothing waits, so a quick check says nothing rather than flash a wait.
    const sent = sdk.waitForPendingWrites(db).then(
      () => true,
      () => false,
    );
    const quiet = new Promise<null>((resolve) => setTimeout(() => resolve(null), QUIET_MS));
    if ((await Promise.race([sent, quiet])) !== null) return;
    dispatch(queueWaiting());
    const reachedServer = await sent;
    dispatch(queueFlushed());
    if (reachedServer) await restartListensLeftBehind(extra, dispatch, getState);
  },
);

/**
 * The browser is back online: the only sign a screen that writes nothing (a teammate's dashboard
 * following a live match) has that the way to the server may work again. A listen its reconnect
 * left behind is started again as after writes reached the server.
 */
export const checkListensAfterOnline = createAsyncThunk.withTypes<{ extra: AppServices; state: { sync: SyncState } }>()(
  'sync/checkListensAfterOnline',
  async (_: void, { extra, dispatch, getState }) => {
    await restartListensLeftBehind(extra, dispatch, getState);
  },
);

/**
 * A listener that still has only this device's data CATCH_UP_MS after the server took every write
 * will not catch up by itself: the SDK waits for ever for the server's answer to a listen that was
 * lost (the Firestore emulator keeps only the last 200 messages it has sent on a stream to send
 * again, and a reconnect to a match of 400 events sends more; docs/behaviour.md#listen-restart).
 * Turning Firestore's network off and on starts every listen afresh; the first check to get here
 * does it, and those that waited for the same stall (the same writes, or the writes and the
 * browser's return online) leave it be.
 */
async function restartListensLeftBehind(
  extra: AppServices,
  dispatch: (action: ReturnType<typeof listensRestarted>) => void,
  getState: () => { sync: SyncState },
) {
  const restarts = getState().sync.listenRestarts;
  await new Promise((resolve) => setTimeout(resolve, CATCH_UP_MS));
  if (getState().sync.listenRestarts !== restarts || !selectListensBehind(getState())) return;
  dispatch(listensRestarted());
  await reconnectFirestore(await (await extra.loadFirebase()).profileStore());
}
