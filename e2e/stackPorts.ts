/** The test stack's ports, apart from the product's defaults so tests run beside `npm start`. */
export const E2E_ENV = {
  HOST: '127.0.0.1',
  PORT: '3100',
  AUTH_EMULATOR_PORT: '9199',
  FIRESTORE_EMULATOR_PORT: '8180',
  EMULATOR_HUB_PORT: '4410',
  LOGGING_EMULATOR_PORT: '4510',
  FIREBASE_PROJECT_ID: 'demo-pairc',
  MIN_LOADING_SCALE: '0',
} as const;

export const E2E_APP_URL = `http://${E2E_ENV.HOST}:${E2E_ENV.PORT}`;
export const E2E_FIRESTORE = { host: E2E_ENV.HOST, port: Number(E2E_ENV.FIRESTORE_EMULATOR_PORT) };
export const E2E_AUTH_URL = `http://${E2E_ENV.HOST}:${E2E_ENV.AUTH_EMULATOR_PORT}`;
