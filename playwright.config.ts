import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumExecutable } from './scripts/chromium';

/**
 * Browser tests against the built console and server (see tests/e2e/support/global-setup.ts, which
 * builds when needed and starts the server on a free port with a fresh embedded database).
 * Chromium is Debian's headless shell (`apt-get install chromium-headless-shell`, see scripts/chromium.ts);
 * Playwright's own browser download is never used.
 */

/** The server of this worker: its entry in ATRIUM_E2E_BASE_URLS, else ATRIUM_E2E_BASE_URL. */
function workerBaseURL(): string | undefined {
  const servers = process.env.ATRIUM_E2E_BASE_URLS?.split(',') ?? [];
  return servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? process.env.ATRIUM_E2E_BASE_URL;
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // A minute: two workers share two cores with their servers and browsers, and the longer stories take
  // half of it on a busy machine; a step that hangs still fails on its own 10-second expect.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // On CI a failed test runs once more and the run passes only if it then passes; the list reporter
  // names it "flaky" in the log, so a flake is seen and fixed, not hidden. Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  // Two workers, each on a server and database of its own (see the global setup).
  workers: 2,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    // The worker's own server from the global setup, by its parallel index (or ATRIUM_E2E_BASE_URL
    // set beforehand, to test a server that is already running).
    baseURL: workerBaseURL(),
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // No trace unless asked for (`npx playwright test --trace retain-on-failure`): recording one for
    // every test, kept or not, made each test two to three times slower on two cores, and a CI run's
    // traces are never read — its log is (a failure prints its error, its page's snapshot and a screenshot).
    trace: 'off',
    launchOptions: {
      executablePath: testChromiumExecutable,
      args: chromiumArgs,
    },
  },
});
