import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { readConfig } from '../app/config';
import { ConfigContext } from '../app/ConfigContext';
import type { LoadFirebase } from '../app/firebase';
import type { AppServices } from '../app/services';
import { makeStore, type AppStore, type RootState } from '../app/store';

export const TEST_API_BASE_URL = 'http://api.test/api';

/** A store state in which the listener has reported a signed-in user. */
export const SIGNED_IN = {
  auth: { status: 'signedIn' as const, user: { uid: 'u1', email: 'c@example.ie' }, flow: null },
};

/** Services whose Firebase is whatever the test hands in (usually the mocked SDK module). */
/** Minimum spinner times are off unless a test asks for them (`minLoadingScale: 1`). */
export function testServices(loadFirebase?: LoadFirebase, minLoadingScale = 0): AppServices {
  return {
    config: readConfig({ apiBaseUrl: TEST_API_BASE_URL, emulators: null, minLoadingScale }),
    loadFirebase: loadFirebase ?? (() => Promise.reject(new Error('This test did not expect a Firebase call'))),
  };
}

type Options = Omit<RenderOptions, 'queries'> & {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  loadFirebase?: LoadFirebase;
  minLoadingScale?: number;
};

/**
 * The stores rendered here hear the window's events (RTK Query's refetch on reconnect) until their
 * test ends: a later test's `online` event reaches only its own store.
 */
const listening = new Set<AppStore>();
afterEach(() => {
  for (const store of listening) store.stopListening();
  listening.clear();
});

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, route = '/', loadFirebase, minLoadingScale, ...renderOptions } = options;
  const services = testServices(loadFirebase, minLoadingScale);
  const store = options.store ?? makeStore(preloadedState, services);
  listening.add(store);
  const user = userEvent.setup();
  const result = render(
    <ConfigContext value={services.config}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </Provider>
    </ConfigContext>,
    renderOptions,
  );
  return { store, user, ...result };
}
