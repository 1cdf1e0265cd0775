import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// Each run serves the built app on its own port with a fresh embedded database and DATA_DIR.
const PORT = Number(process.env.E2E_PORT ?? 3555);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'layout-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Spec files run side by side (each file's tests in order): a 2-core machine keeps both busy.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  outputDir: resolve(import.meta.dirname, '../test-results'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Without Chromium's own omnibox popup UI, which this headless full browser loads as two
      // more renderer processes in every new window (every test's context): CPU the tests need.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Every journey comes from one address and signs up its own accounts: the rate limits stay on,
  // a thousand times higher.
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      RATE_LIMIT_FACTOR: '1000',
      // A print company's site the account menu links to (hand-off.spec.ts answers it in the browser).
      MAIN_WEBSITE_URL: 'http://print-site.test/',
      // The web app's error reporting stays off here (errorReporting.spec.ts starts a server with it on).
      SENTRY_WEB_DSN: '',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
