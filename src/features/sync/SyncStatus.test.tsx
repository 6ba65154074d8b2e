import { act, screen } from '@testing-library/react';
import { waitForPendingWrites } from 'firebase/firestore';
import type { LoadFirebase } from '../../app/firebase';
import { listenerSynced, writeApplied, writeRefused, writeStarted } from '../../app/firestoreSync';
import { loadMockedFirebase } from '../../testKit/firebaseMocks';
import { renderWithProviders } from '../../testKit/renderWithProviders';
import { QUIET_MS } from './checkWriteQueue';
import { SyncStatus, syncHeadline } from './SyncStatus';

/** Firebase as mocked, with Firestore's cache kept on the device or (a private mode, say) in memory only. */
const firestoreKept =
  (keepsOnDevice: boolean): LoadFirebase =>
  async () => {
    const services = await loadMockedFirebase();
    const store = await services.profileStore();
    return { ...services, profileStore: () => Promise.resolve({ ...store, keepsOnDevice }) };
  };

/** The status shown, once its first check of Firestore's write queue has begun. */
async function renderStatus(keepsOnDevice = true) {
  const rendered = renderWithProviders(<SyncStatus />, { loadFirebase: firestoreKept(keepsOnDevice) });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return rendered;
}

const goOffline = () => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
};

beforeEach(() => {
  jest.mocked(waitForPendingWrites).mockResolvedValue(undefined);
});

/** Whether the page, asked to go now, would have the browser ask the user first. */
const asksBeforeLeaving = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('the sync status', () => {
  it('says all changes are saved when nothing waits', async () => {
    await renderStatus();
    expect(await screen.findByRole('status')).toHaveTextContent('All changes saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts the changes on screen that wait for the server, one or many', async () => {
    const { store } = await renderStatus();
    act(() => {
      store.dispatch(listenerSynced({ listener: 'roster', pending: 1, fromCache: false }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 change waiting to sync');
    act(() => {
      store.dispatch(listenerSynced({ listener: 'events', pending: 2, fromCache: false }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('3 changes waiting to sync');
    act(() => {
      store.dispatch(listenerSynced({ listener: 'roster', pending: 0, fromCache: false }));
      store.dispatch(listenerSynced({ listener: 'events', pending: 0, fromCache: false }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
  });

  it('says offline that changes are kept on the device, and stops saying it back online', async () => {
    const { store } = await renderStatus();
    await screen.findByText('All changes saved');
    goOffline();
    act(() => {
      store.dispatch(listenerSynced({ listener: 'roster', pending: 2, fromCache: true }));
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('2 changes waiting to sync');
    expect(status).toHaveTextContent('Offline: changes are kept on this device and sync when you are back online.');
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
      store.dispatch(listenerSynced({ listener: 'roster', pending: 0, fromCache: false }));
    });
    expect(status).toHaveTextContent('All changes saved');
    expect(status).not.toHaveTextContent('Offline');
  });

  it('says what is lost with the page where the browser keeps nothing on the device', async () => {
    await renderStatus(false);
    goOffline();
    expect(await screen.findByText(/keep this page open until then/)).toHaveTextContent(
      'Offline: changes sync when you are back online. This browser keeps nothing on the device, so keep this page open until then.',
    );
  });

  it('says changes wait when Firestore still holds unsent writes no document on screen shows, until they are sent', async () => {
    let flush = () => undefined as void;
    jest.mocked(waitForPendingWrites).mockReturnValue(
      new Promise<void>((resolve) => {
        flush = resolve;
      }),
    );
    await renderStatus();
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
    expect(await screen.findByText('Changes waiting to sync', {}, { timeout: QUIET_MS * 8 })).toBeInTheDocument();
    act(() => flush());
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('shows a change the server refused until it is dismissed', async () => {
    const { store, user } = await renderStatus();
    act(() => {
      store.dispatch(writeRefused('Missing or insufficient permissions.'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('A change was not saved: Missing or insufficient permissions.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names what a screen counts (a match’s events), and the other changes beside them', () => {
    const events = (pending: number) => ({ pending, one: 'event', many: 'events' });
    expect(syncHeadline({ pending: 1, waiting: false }, events(1))).toBe('1 event waiting to sync');
    expect(syncHeadline({ pending: 12, waiting: false }, events(10))).toBe(
      '10 events waiting to sync, and 2 other changes',
    );
    expect(syncHeadline({ pending: 1, waiting: false }, events(0))).toBe('All events synced; other changes waiting');
    expect(syncHeadline({ pending: 0, waiting: true }, events(0))).toBe('All events synced; other changes waiting');
    expect(syncHeadline({ pending: 0, waiting: false }, events(0))).toBe('All events synced');
  });

  it('has the browser ask before the page goes while a change is not yet stored on the device', async () => {
    const { store, unmount } = await renderStatus();
    expect(asksBeforeLeaving()).toBe(false);
    act(() => {
      store.dispatch(writeStarted());
    });
    expect(asksBeforeLeaving()).toBe(true);
    act(() => {
      store.dispatch(writeApplied());
    });
    expect(asksBeforeLeaving()).toBe(false);
    act(() => {
      store.dispatch(writeStarted());
    });
    unmount();
    expect(asksBeforeLeaving()).toBe(false);
  });

  it('has the browser ask before the page goes while changes kept only in memory wait for the server', async () => {
    const { store } = await renderStatus(false);
    await screen.findByRole('status');
    act(() => {
      store.dispatch(listenerSynced({ listener: 'roster', pending: 1, fromCache: false }));
    });
    expect(asksBeforeLeaving()).toBe(true);
    act(() => {
      store.dispatch(listenerSynced({ listener: 'roster', pending: 0, fromCache: false }));
    });
    expect(asksBeforeLeaving()).toBe(false);
  });
});
