// First, before anything loads Redux Toolkit: the stand-in for the DevTools extension.
import { devTools } from '../testKit/devToolsRecorder';
import { testServices } from '../testKit/renderWithProviders';
import { authFlowFinished } from '../features/auth/authSlice';
import type { AppConfig } from './config';
import { makeStore } from './store';

/** A store of a build made for `nodeEnv`, run with the default config changed by `config`. */
function storeOfBuild(nodeEnv: 'production' | 'development', config: Partial<AppConfig> = {}) {
  const services = testServices();
  const built = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    return makeStore(undefined, { ...services, config: { ...services.config, ...config } });
  } finally {
    process.env.NODE_ENV = built;
  }
}

beforeEach(() => {
  devTools.reset();
});

describe('Redux DevTools', () => {
  it('records a production build when the run-time config switches it on (REDUX_DEVTOOLS=1)', () => {
    const store = storeOfBuild('production', { reduxDevTools: true });
    store.dispatch(authFlowFinished());
    expect(devTools.stores).toBe(1);
    expect(devTools.actions.map((action) => action.type)).toContain('auth/authFlowFinished');
  });

  it('stays off in a production build by default', () => {
    storeOfBuild('production');
    expect(devTools.stores).toBe(0);
  });

  it('is always on in a development build', () => {
    storeOfBuild('development');
    expect(devTools.stores).toBe(1);
  });
});
