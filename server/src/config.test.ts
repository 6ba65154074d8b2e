import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the local stack: port 3000, the emulators, the sample database', () => {
    const config = loadConfig({}, '/srv/pairc');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      dbPath: path.resolve('/srv/pairc', '.data/pairc.sqlite'),
      distDir: path.resolve('/srv/pairc', 'dist'),
      publicApiUrl: null,
      corsOrigins: [],
    });
    expect(config.client.emulators).toEqual({
      authUrl: 'http://127.0.0.1:9099',
      firestoreHost: '127.0.0.1',
      firestorePort: 8080,
    });
    expect(config.client.firebase.projectId).toBe('demo-pairc');
  });

  it('uses a real Firebase project, not the emulators, once an API key is given', () => {
    const config = loadConfig({
      FIREBASE_API_KEY: 'key',
      FIREBASE_PROJECT_ID: 'pairc-prod',
      FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(config.client.emulators).toBeNull();
    expect(config.client.firebase).toEqual({
      apiKey: 'key',
      authDomain: 'pairc-prod.firebaseapp.com',
      projectId: 'pairc-prod',
      appId: '1:2:web:3',
    });
  });

  it('reads the API host, CORS list and image base, trimming trailing slashes', () => {
    const config = loadConfig({
      API_BASE_URL: 'https://api.pairc.ie/api/',
      PUBLIC_API_URL: 'https://api.pairc.ie/api/',
      CORS_ORIGINS: 'https://pairc.ie, https://www.pairc.ie',
    });
    expect(config.client.apiBaseUrl).toBe('https://api.pairc.ie/api');
    expect(config.publicApiUrl).toBe('https://api.pairc.ie/api');
    expect(config.corsOrigins).toEqual(['https://pairc.ie', 'https://www.pairc.ie']);
  });

  it('serves the API alone when PAIRC_DIST is empty', () => {
    expect(loadConfig({ PAIRC_DIST: '' }).distDir).toBeNull();
  });

  it('switches Redux DevTools on for the built app only when REDUX_DEVTOOLS is 1', () => {
    expect(loadConfig({}).client.reduxDevTools).toBe(false);
    expect(loadConfig({ REDUX_DEVTOOLS: '0' }).client.reduxDevTools).toBe(false);
    expect(loadConfig({ REDUX_DEVTOOLS: '1' }).client.reduxDevTools).toBe(true);
    expect(() => loadConfig({ REDUX_DEVTOOLS: 'yes' })).toThrow(
      new ConfigError("REDUX_DEVTOOLS must be 1 or 0, got 'yes'"),
    );
  });

  it('rejects a port that is not one, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError("PORT must be a port number (0-65535), got 'eighty'"),
    );
    expect(() => loadConfig({ AUTH_EMULATOR_PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ MIN_LOADING_SCALE: '-1' })).toThrow(
      "MIN_LOADING_SCALE must be a non-negative number, got '-1'",
    );
  });
});
