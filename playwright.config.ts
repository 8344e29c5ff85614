import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end suite (apps/e2e) against the production build served exactly as `npm start` serves it:
 * one origin, /remotes.json, the API with an embedded PostgreSQL seeded with the demo accounts.
 * Chromium: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's headless shell (chromium-headless-shell: the old headless
 * mode Playwright itself runs headless tests in, a quarter faster here than the full browser, decision 0014), else
 * Debian's /usr/bin/chromium, else Playwright's own. tools/scripts/lib.mjs chromiumExecutable() chooses the same.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
// The copy of the build this run serves and may modify; one per port, so two runs never share it.
process.env.E2E_STATIC_DIR ??= `tmp/e2e-static-${E2E_PORT}`;

const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));

// Specs that change what their server serves (they take the member remote away, or drop a rebuilt one in place)
// get a server of their own — its own copy of the build and its own database — on E2E_PORT + 1000, so the other
// specs, running at the same time, never load a remote they are changing. support/static-build.ts names its copy.
const CHANGES_THE_SERVED_BUILD = ['**/remote-resilience.spec.ts', '**/remote-redeploy.spec.ts'];
export const E2E_SERVED_BUILD_PORT = Number(process.env.E2E_SERVED_BUILD_PORT ?? E2E_PORT + 1000);
process.env.E2E_SERVED_BUILD_STATIC_DIR ??= `tmp/e2e-static-${E2E_SERVED_BUILD_PORT}`;

export default defineConfig({
  testDir: './apps/e2e/src',
  outputDir: './tmp/e2e-results',
  // Two spec files at a time (E2E_WORKERS overrides): specs sign in to demo accounts they only read, or to accounts
  // of their own (support/fresh-account.ts), so files never depend on each other's state; the tests of one file
  // still run in order, in one browser. docs/decisions/0014-test-speed.md has the timings.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: CHANGES_THE_SERVED_BUILD },
    {
      name: 'chromium-served-build',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_SERVED_BUILD_PORT}` },
      testMatch: CHANGES_THE_SERVED_BUILD,
      // These specs change the same member folder: one at a time.
      workers: 1,
    },
  ],
  webServer: [
    {
      command: `node tools/scripts/e2e-server.mjs`,
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(E2E_PORT), E2E_STATIC_DIR: process.env.E2E_STATIC_DIR },
    },
    {
      command: `node tools/scripts/e2e-server.mjs`,
      url: `http://127.0.0.1:${E2E_SERVED_BUILD_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(E2E_SERVED_BUILD_PORT), E2E_STATIC_DIR: process.env.E2E_SERVED_BUILD_STATIC_DIR },
    },
  ],
});
