import type { ClientConfig } from '../../contract/answers';
import path from 'node:path';

/** Everything the API server reads from its environment, parsed once at start-up. */
export type ServerConfig = {
  host: string;
  port: number;
  /** SQLite file holding the shot data. */
  dbPath: string;
  /** Built single-page app served at `/` with history fallback; null to serve the API alone. */
  distDir: string | null;
  /** Base for absolute image URLs; null means "the request's own origin". */
  publicApiUrl: string | null;
  /** Origins allowed to call the API from a browser on another origin. */
  corsOrigins: readonly string[];
  /** Browser-side settings, served to the app as `/config.js`. */
  client: ClientConfig;
};

export class ConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

function portFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a port number (0-65535), got '${raw}'`);
  }
  return port;
}

function numberFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new ConfigError(`${name} must be a non-negative number, got '${raw}'`);
  }
  return value;
}

function flagFrom(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new ConfigError(`${name} must be 1 or 0, got '${raw}'`);
}

export const DEFAULT_PROJECT_ID = 'demo-pairc';

export function emulatorPorts(env: Env) {
  return {
    auth: portFrom(env, 'AUTH_EMULATOR_PORT', 9099),
    firestore: portFrom(env, 'FIRESTORE_EMULATOR_PORT', 8080),
    hub: portFrom(env, 'EMULATOR_HUB_PORT', 4400),
  };
}

export function loadConfig(env: Env = process.env, root = process.cwd()): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  const projectId = env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;
  // A real project needs a real API key; without one we are on the local default and the
  // browser must be pointed at the emulators.
  const useEmulators = !env.FIREBASE_API_KEY;
  const ports = emulatorPorts(env);
  const emulatorHost = env.EMULATOR_HOST || '127.0.0.1';
  return {
    host,
    port: portFrom(env, 'PORT', 3000),
    dbPath: path.resolve(root, env.PAIRC_DB || '.data/pairc.sqlite'),
    distDir: env.PAIRC_DIST === '' ? null : path.resolve(root, env.PAIRC_DIST || 'dist'),
    publicApiUrl: env.PUBLIC_API_URL ? env.PUBLIC_API_URL.replace(/\/+$/, '') : null,
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    client: {
      apiBaseUrl: (env.API_BASE_URL || '/api').replace(/\/+$/, ''),
      firebase: {
        apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
        authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
        projectId,
        appId: env.FIREBASE_APP_ID || 'demo-app',
      },
      emulators: useEmulators
        ? {
            authUrl: `http://${emulatorHost}:${ports.auth}`,
            firestoreHost: emulatorHost,
            firestorePort: ports.firestore,
          }
        : null,
      minLoadingScale: numberFrom(env, 'MIN_LOADING_SCALE', 1),
      reduxDevTools: flagFrom(env, 'REDUX_DEVTOOLS'),
    },
  };
}
