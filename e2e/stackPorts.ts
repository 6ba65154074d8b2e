import { testStackEnv } from '../scripts/testKit/ports';

/** The end-to-end stack's ports (see testStackEnv for moving them), with the minimum spinner waits off (docs/behaviour.md#min-loading-scale). */
export const E2E_ENV = {
  ...testStackEnv({ app: 3100, auth: 9199, firestore: 8180, hub: 4410, logging: 4510 }),
  MIN_LOADING_SCALE: '0',
} as const;

export const E2E_APP_URL = `http://${E2E_ENV.HOST}:${E2E_ENV.PORT}`;
export const E2E_FIRESTORE = { host: E2E_ENV.HOST, port: Number(E2E_ENV.FIRESTORE_EMULATOR_PORT) };
export const E2E_AUTH_URL = `http://${E2E_ENV.HOST}:${E2E_ENV.AUTH_EMULATOR_PORT}`;
