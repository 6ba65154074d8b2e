import { defineConfig } from '@playwright/test';
import { E2E_APP_URL } from './e2e/stackPorts';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app, the
 * real API and both Firebase emulators, all started by global setup on ports of their own.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/globalSetup.ts',
  outputDir: 'test-results',
  use: {
    baseURL: E2E_APP_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
