import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { readConfig } from '../app/config';
import type { LoadFirebase } from '../app/firebase';
import type { AppServices } from '../app/services';
import { makeStore, type AppStore, type RootState } from '../app/store';

export const TEST_API_BASE_URL = 'http://api.test/api';

/** Services whose Firebase is whatever the test hands in (usually the mocked SDK module). */
export function testServices(loadFirebase?: LoadFirebase): AppServices {
  return {
    config: readConfig({ apiBaseUrl: TEST_API_BASE_URL, emulators: null, minLoadingScale: 0 }),
    loadFirebase: loadFirebase ?? (() => Promise.reject(new Error('This test did not expect a Firebase call'))),
  };
}

type Options = Omit<RenderOptions, 'queries'> & {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  loadFirebase?: LoadFirebase;
};

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, route = '/', loadFirebase, ...renderOptions } = options;
  const store = options.store ?? makeStore(preloadedState, testServices(loadFirebase));
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
    renderOptions,
  );
  return { store, user, ...result };
}
