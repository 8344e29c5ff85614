import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end suite (apps/e2e) against the production build served exactly as `npm start` serves it:
 * one origin, /remotes.json, the API with an embedded PostgreSQL seeded with the demo accounts.
 * Chromium: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's /usr/bin/chromium, else Playwright's own.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
// The copy of the build this run serves and may modify; one per port, so two runs never share it.
process.env.E2E_STATIC_DIR ??= `tmp/e2e-static-${E2E_PORT}`;

const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './apps/e2e/src',
  outputDir: './tmp/e2e-results',
  fullyParallel: false,
  workers: 1,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node tools/scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(E2E_PORT), E2E_STATIC_DIR: process.env.E2E_STATIC_DIR },
  },
});
