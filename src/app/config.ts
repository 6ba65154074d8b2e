import type { ClientConfig } from '../../contract/answers';
/**
 * Run-time settings. The API server writes them into `/config.js` (see server/src/config.ts), so one
 * build runs against the local emulators, a test stack on other ports, or a real Firebase project.
 */
export type AppConfig = ClientConfig;

declare global {
  interface Window {
    __PAIRC_CONFIG__?: Partial<AppConfig>;
  }
}

const localDefault: AppConfig = {
  apiBaseUrl: '/api',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-pairc.firebaseapp.com',
    projectId: 'demo-pairc',
    appId: 'demo-app',
  },
  emulators: { authUrl: 'http://127.0.0.1:9099', firestoreHost: '127.0.0.1', firestorePort: 8080 },
  minLoadingScale: 1,
  reduxDevTools: false,
};

export function readConfig(
  source: Partial<AppConfig> | undefined = typeof window === 'undefined' ? undefined : window.__PAIRC_CONFIG__,
): AppConfig {
  return { ...localDefault, ...source };
}

export const PRODUCT_NAME = 'Páirc';
export const PAGE_TITLE = `${PRODUCT_NAME} - Analytics Dashboard`;
