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

  it('trusts no proxy, serves no source maps and times requests out by default', () => {
    const config = loadConfig({});
    expect(config.trustProxy).toEqual([]);
    expect(config.serveSourceMaps).toBe(false);
    expect(config.timeouts).toEqual({ requestMs: 10_000, idleMs: 65_000 });
  });

  it('reads the proxies to trust, the source-map switch and the timeouts', () => {
    const config = loadConfig({
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,fd00::/8 ,loopback',
      SERVE_SOURCE_MAPS: '1',
      REQUEST_TIMEOUT_MS: '2000',
      IDLE_TIMEOUT_MS: '90000',
    });
    expect(config.trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', 'fd00::/8', 'loopback']);
    expect(config.serveSourceMaps).toBe(true);
    expect(config.timeouts).toEqual({ requestMs: 2000, idleMs: 90_000 });
  });

  it('rejects a proxy that is not an address or a range, and a switch that is not 0 or 1', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      new ConfigError(
        "TRUST_PROXY must list IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), got 'true'",
      ),
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
    expect(() => loadConfig({ SERVE_SOURCE_MAPS: 'yes' })).toThrow(
      new ConfigError("SERVE_SOURCE_MAPS must be 1 or 0, got 'yes'"),
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(
      new ConfigError("REQUEST_TIMEOUT_MS must be a whole number of milliseconds above 0, got '0'"),
    );
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

  it('points the Admin SDK at the emulators for the local demo project', () => {
    expect(loadConfig({ AUTH_EMULATOR_PORT: '9199', FIRESTORE_EMULATOR_PORT: '8180' }).firebase).toEqual({
      projectId: 'demo-pairc',
      emulators: { auth: '127.0.0.1:9199', firestore: '127.0.0.1:8180' },
      urlSigningKey: null,
    });
  });

  it('refuses to stand the emulators, which accept unsigned tokens, in for a project that is not a demo- one', () => {
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'pairc-prod' })).toThrow(
      /FIREBASE_PROJECT_ID 'pairc-prod' is not a demo- project/,
    );
  });

  it('refuses to start for a real project with the Admin SDK emulator variables set, so signatures are always checked', () => {
    const real = { FIREBASE_API_KEY: 'key', FIREBASE_PROJECT_ID: 'pairc-prod' };
    expect(loadConfig(real).firebase).toEqual({ projectId: 'pairc-prod', emulators: null, urlSigningKey: null });
    expect(() => loadConfig({ ...real, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is set, but FIREBASE_API_KEY names the real project 'pairc-prod'/,
    );
    expect(() => loadConfig({ ...real, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(ConfigError);
  });

  it('takes a shared image-URL key of 32 characters or more, and refuses a shorter one', () => {
    const key = 'k'.repeat(32);
    expect(loadConfig({ SQUAD_URL_KEY: key }).firebase.urlSigningKey).toBe(key);
    expect(() => loadConfig({ SQUAD_URL_KEY: 'short' })).toThrow(/SQUAD_URL_KEY must be at least 32 characters/);
  });
});
