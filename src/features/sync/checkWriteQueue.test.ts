import { disableNetwork, enableNetwork, waitForPendingWrites } from 'firebase/firestore';
import { listenerSynced } from '../../app/firestoreSync';
import { makeStore, type AppStore } from '../../app/store';
import { loadMockedFirebase } from '../../testKit/firebaseMocks';
import { testServices } from '../../testKit/renderWithProviders';
import { CATCH_UP_MS, QUIET_MS, checkListensAfterOnline, checkWriteQueue } from './checkWriteQueue';
import { wentOffline } from './syncSlice';

/** Firestore's write queue as a test holds it: every check of it waits until `send` is called. */
function heldQueue(outcome: 'sent' | 'ended' = 'sent') {
  const waiting: Array<() => void> = [];
  jest.mocked(waitForPendingWrites).mockImplementation(
    () =>
      new Promise<void>((resolve, reject) => {
        waiting.push(outcome === 'sent' ? resolve : () => reject(new Error('Firestore was terminated')));
      }),
  );
  return { send: () => waiting.forEach((settle) => settle()) };
}

/** The events' listener after a reconnect: its data only this device's until the server answers it. */
const eventsListener = (fromCache: boolean, pending = 1) => listenerSynced({ listener: 'events', pending, fromCache });

let store: AppStore;

beforeEach(() => {
  jest.useFakeTimers();
  store = makeStore(undefined, testServices(loadMockedFirebase));
});

afterEach(() => {
  store.stopListening();
  jest.useRealTimers();
});

/** Lets `checks` checks load Firebase and ask Firestore's queue, so that their timers run from now. */
async function asked(checks: number) {
  for (let turn = 0; turn < 100 && jest.mocked(waitForPendingWrites).mock.calls.length < checks; turn += 1) {
    await Promise.resolve();
  }
  expect(waitForPendingWrites).toHaveBeenCalledTimes(checks);
}

/** Dispatches a check of the queue and lets it find the queue not empty. */
async function checkWaiting() {
  const check = store.dispatch(checkWriteQueue());
  await asked(1);
  await jest.advanceTimersByTimeAsync(QUIET_MS);
  expect(store.getState().sync.queueChecksWaiting).toBe(1);
  // In an object: an async function returning the check itself would wait for it to end.
  return { check };
}

/**
 * A check that found the queue not empty, with the events' listener on the device's copy, whose
 * writes then reached the server ('sent') or whose check ended another way ('ended').
 */
async function checkAnswered(outcome: 'sent' | 'ended' = 'sent') {
  const queue = heldQueue(outcome);
  store.dispatch(eventsListener(true));
  const { check } = await checkWaiting();
  queue.send();
  return { check };
}

/** `check` turns Firestore's network off and then on once, CATCH_UP_MS from now and not before. */
async function expectRestartAfterCatchUp(check: Promise<unknown>) {
  await jest.advanceTimersByTimeAsync(CATCH_UP_MS - 1);
  expect(disableNetwork).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  await check;
  expect(disableNetwork).toHaveBeenCalledTimes(1);
  expect(enableNetwork).toHaveBeenCalledTimes(1);
  expect(jest.mocked(disableNetwork).mock.invocationCallOrder[0]).toBeLessThan(
    jest.mocked(enableNetwork).mock.invocationCallOrder[0] ?? 0,
  );
  expect(store.getState().sync.listenRestarts).toBe(1);
}

describe('checking the write queue', () => {
  it('starts Firestore’s listens again when, once the server has every write, a listener still has only the device’s data', async () => {
    const { check } = await checkAnswered();
    await expectRestartAfterCatchUp(check);
  });

  it('leaves the listens alone when they catch up with the server in time', async () => {
    const { check } = await checkAnswered();
    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(eventsListener(false, 0));
    await jest.advanceTimersByTimeAsync(CATCH_UP_MS);
    await check;
    expect(disableNetwork).not.toHaveBeenCalled();
    expect(store.getState().sync.listenRestarts).toBe(0);
  });

  it('leaves them alone when the browser has gone offline meanwhile', async () => {
    const { check } = await checkAnswered();
    store.dispatch(wentOffline());
    await jest.advanceTimersByTimeAsync(CATCH_UP_MS);
    await check;
    expect(disableNetwork).not.toHaveBeenCalled();
  });

  it('leaves them alone when the queue check ended without the writes reaching the server (a sign-out)', async () => {
    const { check } = await checkAnswered('ended');
    await jest.advanceTimersByTimeAsync(CATCH_UP_MS);
    await check;
    expect(store.getState().sync.queueChecksWaiting).toBe(0);
    expect(disableNetwork).not.toHaveBeenCalled();
  });

  it('leaves them alone when the queue was empty at once: nothing proved the way to the server', async () => {
    jest.mocked(waitForPendingWrites).mockResolvedValue(undefined);
    store.dispatch(eventsListener(true));
    await store.dispatch(checkWriteQueue());
    await jest.advanceTimersByTimeAsync(CATCH_UP_MS);
    expect(store.getState().sync.queueChecksWaiting).toBe(0);
    expect(disableNetwork).not.toHaveBeenCalled();
  });

  it('starts them again once however many checks waited for the same writes', async () => {
    const queue = heldQueue();
    store.dispatch(eventsListener(true));
    const checks = [store.dispatch(checkWriteQueue()), store.dispatch(checkWriteQueue())];
    await asked(2);
    await jest.advanceTimersByTimeAsync(QUIET_MS);
    expect(store.getState().sync.queueChecksWaiting).toBe(2);
    queue.send();
    await jest.advanceTimersByTimeAsync(CATCH_UP_MS);
    await Promise.all(checks);
    expect(disableNetwork).toHaveBeenCalledTimes(1);
    expect(enableNetwork).toHaveBeenCalledTimes(1);
  });
});

describe('the browser back online', () => {
  it('starts Firestore’s listens again when a listener still has only the device’s data, with no write to wait for', async () => {
    store.dispatch(eventsListener(true, 0));
    await expectRestartAfterCatchUp(store.dispatch(checkListensAfterOnline()));
  });

  it('leaves them alone when they catch up in time, or the browser is offline again', async () => {
    store.dispatch(eventsListener(true, 0));
    const caughtUp = store.dispatch(checkListensAfterOnline());
    store.dispatch(eventsListener(false, 0));
    await jest.advanceTimersByTimeAsync(CATCH_UP_MS);
    await caughtUp;
    store.dispatch(eventsListener(true, 0));
    const offlineAgain = store.dispatch(checkListensAfterOnline());
    store.dispatch(wentOffline());
    await jest.advanceTimersByTimeAsync(CATCH_UP_MS);
    await offlineAgain;
    expect(disableNetwork).not.toHaveBeenCalled();
  });

  it('starts them again once when the return online and the writes reaching the server end the same stall', async () => {
    const { check } = await checkAnswered();
    const online = store.dispatch(checkListensAfterOnline());
    await jest.advanceTimersByTimeAsync(CATCH_UP_MS);
    await Promise.all([check, online]);
    expect(disableNetwork).toHaveBeenCalledTimes(1);
    expect(store.getState().sync.listenRestarts).toBe(1);
  });
});
