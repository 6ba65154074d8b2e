import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromium';
import { E2E_APP_URL } from './e2e/stackPorts';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app, the
 * real API and both Firebase emulators, all started by global setup on ports of their own.
 *
 * Two workers share that stack, each spec file in one of them: every test makes its own users,
 * squads and matches, and the rules specs their own documents, so none sees another's. Much of a
 * test is waiting (for the server, the SDK's reconnects, a reload), and two workers on two cores
 * took the suite from 14.6 to 10.9 minutes (docs/architecture.md#e2e-workers).
 */
const DESKTOP = { viewport: { width: 1366, height: 900 } };

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['./e2e/noSkippedTests.ts']],
  globalSetup: './e2e/globalSetup.ts',
  outputDir: 'test-results',
  use: {
    baseURL: E2E_APP_URL,
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A service worker answers requests page.route() then never sees; the specs that route
    // requests test the app as the server sends it, and e2e/offline.widths.spec.ts allows the worker.
    serviceWorkers: 'block',
  },
  // Every spec runs on a desktop; `*.widths.spec.ts` also, and `*.phone.spec.ts` only, on a phone.
  // A spec of a new dataset imported into the stack's database changes what every other test
  // reads, so it runs alone, once the others have finished.
  projects: [
    { name: 'desktop', use: DESKTOP, testIgnore: [/\.phone\.spec\.ts$/, /newData\.spec\.ts$/] },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: /\.(widths|phone)\.spec\.ts$/,
    },
    { name: 'desktop, alone', use: DESKTOP, testMatch: /newData\.spec\.ts$/, dependencies: ['desktop', 'phone'] },
  ],
});
