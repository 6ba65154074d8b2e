import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice } from '../features/auth/authSlice';
import { profileSlice } from '../features/auth/profileSlice';
import { captureSlice } from '../features/capture/captureSlice';
import { glanceSlice } from '../features/fixtures/glanceSlice';
import { sortSlice } from '../features/players/sortSlice';
import { syncSlice } from '../features/sync/syncSlice';
import { apiSlice } from './apiSlice';
import { defaultServices, type AppServices } from './services';
import { uiSlice } from './uiSlice';

export const rootReducer = combineSlices(
  apiSlice,
  authSlice,
  profileSlice,
  uiSlice,
  sortSlice,
  syncSlice,
  captureSlice,
  glanceSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/** One factory for the app, its tests and any story: the same reducers, middleware and services. */
export function makeStore(preloadedState?: Partial<RootState>, services: AppServices = defaultServices()) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        // The development-only checks walk the whole state; the player list makes that slow under jsdom.
        serializableCheck: { warnAfter: 200 },
        immutableCheck: { warnAfter: 200 },
      }).concat(apiSlice.middleware),
    // Always in development builds; in a production one when the run-time config asks (REDUX_DEVTOOLS=1).
    devTools: process.env.NODE_ENV !== 'production' || services.config.reduxDevTools,
  });
  // RTK Query hears the window's online and focus events (the API slice refetches on reconnect); a
  // store that is dropped, as each test's is, stops hearing them with stopListening.
  const stopListening = setupListeners(store.dispatch);
  return Object.assign(store, { stopListening });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
