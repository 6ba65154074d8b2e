import { act } from '@testing-library/react';
import { disableNetwork, enableNetwork } from 'firebase/firestore';
import { listenerSynced } from '../../app/firestoreSync';
import { loadMockedFirebase } from '../../testKit/firebaseMocks';
import { renderWithProviders } from '../../testKit/renderWithProviders';
import { CATCH_UP_MS } from './checkWriteQueue';
import { useConnection } from './useSyncStatus';

/** A screen that listens to Firestore and writes nothing, as a teammate's dashboard does. */
function Watching() {
  useConnection();
  return null;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('following the connection', () => {
  it('hears the browser go offline and back, and starts a listen the return left behind again', async () => {
    const { store } = renderWithProviders(<Watching />, { loadFirebase: loadMockedFirebase });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(store.getState().sync.online).toBe(false);
    store.dispatch(listenerSynced({ listener: 'live-events', pending: 0, fromCache: true }));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(store.getState().sync.online).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(CATCH_UP_MS));
    expect(disableNetwork).toHaveBeenCalledTimes(1);
    expect(enableNetwork).toHaveBeenCalledTimes(1);
  });

  it('leaves the listens alone when they catch up after the return online', async () => {
    const { store } = renderWithProviders(<Watching />, { loadFirebase: loadMockedFirebase });
    store.dispatch(listenerSynced({ listener: 'live-events', pending: 0, fromCache: true }));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    store.dispatch(listenerSynced({ listener: 'live-events', pending: 0, fromCache: false }));
    await act(() => jest.advanceTimersByTimeAsync(CATCH_UP_MS));
    expect(disableNetwork).not.toHaveBeenCalled();
  });
});
