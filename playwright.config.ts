import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium';

/**
 * Browser tests against the built console and server (see tests/e2e/support/global-setup.ts, which
 * builds when needed and starts the server on a free port with a fresh embedded database).
 * Chromium is Debian's (`apt-get install chromium`); Playwright's own browser download is never used.
 */

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/support/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 1 : 2,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    // Set by the global setup (or beforehand, to test a server that is already running).
    baseURL: process.env.ATRIUM_E2E_BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable,
      args: chromiumArgs,
    },
  },
});
