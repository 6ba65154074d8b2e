/**
 * Ports of the stacks that tests start, apart from the product's defaults so tests run beside
 * `npm start`. PAIRC_TEST_PORT_OFFSET moves every one of them, so two checkouts can test at once.
 */
export type StackPorts = { app: number; auth: number; firestore: number; hub: number; logging: number };

/** The environment of a throw-away stack on the `base` ports, each moved by the offset. */
export function testStackEnv(base: StackPorts, env: NodeJS.ProcessEnv = process.env) {
  const offset = Number(env.PAIRC_TEST_PORT_OFFSET || 0);
  return {
    HOST: '127.0.0.1',
    PORT: String(base.app + offset),
    AUTH_EMULATOR_PORT: String(base.auth + offset),
    FIRESTORE_EMULATOR_PORT: String(base.firestore + offset),
    EMULATOR_HUB_PORT: String(base.hub + offset),
    LOGGING_EMULATOR_PORT: String(base.logging + offset),
    FIREBASE_PROJECT_ID: 'demo-pairc',
  } as const;
}
