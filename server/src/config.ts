import type { ClientConfig } from '../../contract/answers';
import net from 'node:net';
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
  /**
   * The proxies whose X-Forwarded-For/Proto/Host headers are believed: addresses, CIDR ranges, or
   * the names `loopback`, `linklocal`, `uniquelocal`. Empty believes no one, so a client cannot
   * choose the origin of the image URLs it is given nor the address the log shows for it.
   */
  trustProxy: readonly string[];
  /** Whether the built app's source maps are served; off, they are missing like any other file. */
  serveSourceMaps: boolean;
  /** Whether Fastify logs a line per request and per answer; failures are logged either way. */
  logRequests: boolean;
  timeouts: ServerTimeouts;
  /** Browser-side settings, served to the app as `/config.js`. */
  client: ClientConfig;
  /** How the API reaches Firebase (the Admin SDK): squads' documents and their members' ID tokens. */
  firebase: FirebaseServerConfig;
};

export type FirebaseServerConfig = {
  projectId: string;
  /**
   * The local emulators (`host:port`), or null for Google's services. Only a `demo-` project may use
   * them: the Auth emulator's tokens are unsigned, and the Admin SDK accepts them against it.
   */
  emulators: { auth: string; firestore: string } | null;
  /**
   * Signs squads' image URLs (docs/squads.md#images). Null: the key is kept in Firestore, made by
   * whichever API process starts first, so every replica signs and checks alike.
   */
  urlSigningKey: string | null;
};

export type ServerTimeouts = {
  /** The most a client may take to send a whole request, headers included; it is then answered 408. */
  requestMs: number;
  /** The most a connection may go without traffic: kept alive between requests, or with a reader that stopped. */
  idleMs: number;
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

function millisecondsFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new ConfigError(`${name} must be a whole number of milliseconds above 0, got '${raw}'`);
  }
  return value;
}

function flagFrom(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new ConfigError(`${name} must be 1 or 0, got '${raw}'`);
}

function listFrom(env: Env, name: string): string[] {
  return (env[name] || '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

// The names Fastify's proxy check (proxy-addr) knows for the usual private ranges.
const ADDRESS_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a range name, else a ConfigError. */
function proxyAddress(entry: string): string {
  if (ADDRESS_RANGE_NAMES.includes(entry)) return entry;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  const widest = family === 6 ? 128 : 32;
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= widest);
  if (family !== 0 && prefixOk && rest.length === 0) return entry;
  throw new ConfigError(
    `TRUST_PROXY must list IP addresses or CIDR ranges (or ${ADDRESS_RANGE_NAMES.join(', ')}), got '${entry}'`,
  );
}

/**
 * Ten seconds is ages for a browser to send a GET, and short enough that connections held open by
 * slow or silent clients do not pile up. 65 s of idleness outlasts the 60 s idle timeout of the
 * usual proxies and load balancers, so a proxy never sends a request down a connection we are
 * closing; a client that stops reading its answer for that long is cut off too.
 */
const DEFAULT_TIMEOUTS: ServerTimeouts = { requestMs: 10_000, idleMs: 65_000 };

export const DEFAULT_PROJECT_ID = 'demo-pairc';

export function emulatorPorts(env: Env) {
  return {
    auth: portFrom(env, 'AUTH_EMULATOR_PORT', 9099),
    firestore: portFrom(env, 'FIRESTORE_EMULATOR_PORT', 8080),
    hub: portFrom(env, 'EMULATOR_HUB_PORT', 4400),
  };
}

/** What the Admin SDK reads to talk to an emulator instead of Google. */
const ADMIN_EMULATOR_VARIABLES = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'] as const;

/**
 * Which Firebase the server uses. Against the emulators (no API key) the project must be a `demo-`
 * one, which Google never hosts; a real project must not have the Admin SDK's emulator variables
 * set, or it would accept the Auth emulator's unsigned tokens. Either mistake stops the start.
 */
function firebaseServer(
  env: Env,
  projectId: string,
  useEmulators: boolean,
  emulatorHost: string,
): FirebaseServerConfig {
  const urlSigningKey = env.SQUAD_URL_KEY || null;
  if (urlSigningKey !== null && urlSigningKey.length < 32) {
    throw new ConfigError('SQUAD_URL_KEY must be at least 32 characters (a random secret shared by every API process)');
  }
  if (!useEmulators) {
    const set = ADMIN_EMULATOR_VARIABLES.filter((name) => env[name]);
    if (set.length > 0) {
      throw new ConfigError(
        `${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set, but FIREBASE_API_KEY names the real project '${projectId}': ` +
          'a server for a real project never talks to an emulator (it would accept unsigned tokens); unset them',
      );
    }
    return { projectId, emulators: null, urlSigningKey };
  }
  if (!projectId.startsWith('demo-')) {
    throw new ConfigError(
      `FIREBASE_PROJECT_ID '${projectId}' is not a demo- project, so the emulators (which accept unsigned tokens) cannot stand in for it: ` +
        'set FIREBASE_API_KEY to use the real project, or use a project id starting with demo-',
    );
  }
  const ports = emulatorPorts(env);
  return {
    projectId,
    emulators: {
      auth: env.FIREBASE_AUTH_EMULATOR_HOST || `${emulatorHost}:${ports.auth}`,
      firestore: env.FIRESTORE_EMULATOR_HOST || `${emulatorHost}:${ports.firestore}`,
    },
    urlSigningKey,
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
    firebase: firebaseServer(env, projectId, useEmulators, emulatorHost),
    host,
    port: portFrom(env, 'PORT', 3000),
    dbPath: path.resolve(root, env.PAIRC_DB || '.data/pairc.sqlite'),
    distDir: env.PAIRC_DIST === '' ? null : path.resolve(root, env.PAIRC_DIST || 'dist'),
    publicApiUrl: env.PUBLIC_API_URL ? env.PUBLIC_API_URL.replace(/\/+$/, '') : null,
    corsOrigins: listFrom(env, 'CORS_ORIGINS'),
    trustProxy: listFrom(env, 'TRUST_PROXY').map(proxyAddress),
    serveSourceMaps: flagFrom(env, 'SERVE_SOURCE_MAPS'),
    logRequests: flagFrom(env, 'LOG_REQUESTS'),
    timeouts: {
      requestMs: millisecondsFrom(env, 'REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs),
      idleMs: millisecondsFrom(env, 'IDLE_TIMEOUT_MS', DEFAULT_TIMEOUTS.idleMs),
    },
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
