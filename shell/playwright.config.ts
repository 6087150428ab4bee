import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  ANALYTICS_PORT,
  ANALYTICS_URL,
  AUTH_STATE,
  E2E_MEASUREMENT_ID,
  E2E_PORT,
  E2E_SITE_VERIFICATION,
  FAKE_ALPACA_DATA_PORT,
  FAKE_ALPACA_DATA_URL,
  FAKE_ALPACA_KEY_ID,
  FAKE_ALPACA_PORT,
  FAKE_ALPACA_SECRET_KEY,
  FAKE_ALPACA_URL,
  RESULTS_DIR,
  SMTP_PORT,
} from './e2e/support/environment';

// The end-to-end suite runs against the production build, started the way `npm start` starts it,
// with a fresh SQLite data folder and a local SMTP server of its own. Never `playwright install`:
// Debian's chromium is used. The Alpaca import and the trade charts talk to local fakes of Alpaca's
// trading and market-data APIs started beside it. A second server of the same build, with Google
// Analytics configured, serves the site-analytics spec; the main one has no measurement id.
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
// Made once, in the runner, and handed to the workers through the environment (they load this file
// again): the Weekly Report spec reaches the server's job queue in this folder (e2e/support/jobQueue.ts).
const dataDir = (process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'tj-e2e-')));
const analyticsDataDir = mkdtempSync(path.join(tmpdir(), 'tj-e2e-analytics-'));
const SIGNED_OUT = { cookies: [], origins: [] };

/** The app as `npm start` serves it, on its own port and data folder. */
function appServer(port: number, env: Record<string, string>) {
  return {
    command: 'node .scripts/start.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Many suites sign up accounts of their own, all from 127.0.0.1: more than the 20 an hour a real address may register.
      RATE_LIMIT_REGISTER_PER_IP: '100000/1h',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(RESULTS_DIR, 'playwright'),
  globalSetup: './e2e/support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // A test that signs up, signs out and walks a whole flow takes 20-30 s on a busy 2-core machine.
  timeout: 60_000,
  // Sign-up waits 2 s before its redirect (SPEC §9); on a busy machine that and the next page take more than 5 s.
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'browser', testMatch: /\.spec\.ts$/, testIgnore: /(build-isolation|site-analytics)\.spec\.ts$/, dependencies: ['setup'], use: { storageState: AUTH_STATE } },
    // Against the server with Google Analytics configured; its visitors sign up accounts of their own.
    { name: 'site-analytics', testMatch: /site-analytics\.spec\.ts/, use: { baseURL: ANALYTICS_URL, storageState: SIGNED_OUT } },
    // Rebuilds a remote: runs last, so it never races the browser tests for CPU.
    { name: 'build', testMatch: /build-isolation\.spec\.ts/, dependencies: ['browser', 'site-analytics'] },
  ],
  webServer: [
    {
      command: 'node -r @swc-node/register graph-api/test/fakes/fake-alpaca.ts',
      cwd: '..',
      // Any answer means it listens (it answers 401 without keys).
      url: `${FAKE_ALPACA_URL}/v2/account`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_ALPACA_PORT: String(FAKE_ALPACA_PORT),
        FAKE_ALPACA_KEY_ID,
        FAKE_ALPACA_SECRET_KEY,
      },
    },
    {
      command: 'node -r @swc-node/register graph-api/test/fakes/fake-alpaca-market-data.ts',
      cwd: '..',
      // Any answer means it listens (it answers 401 without keys).
      url: `${FAKE_ALPACA_DATA_URL}/v2/stocks/bars`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_ALPACA_DATA_PORT: String(FAKE_ALPACA_DATA_PORT),
        FAKE_ALPACA_KEY_ID,
        FAKE_ALPACA_SECRET_KEY,
        FAKE_ALPACA_BARS_FILE: path.join(import.meta.dirname, 'e2e/fixtures/alpaca-bars.json'),
      },
    },
    appServer(E2E_PORT, {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Trading Journal <no-reply@journal.test>',
      ALPACA_BASE_URLS: FAKE_ALPACA_URL,
      ALPACA_DATA_BASE_URL: FAKE_ALPACA_DATA_URL,
      // Every browser test signs in as the one setup user: together they upload more files than a trader would.
      RATE_LIMIT_IMPORTS_PER_USER: '100000/15m',
      // Every demo test starts a demo session from 127.0.0.1.
      RATE_LIMIT_DEMO_SESSIONS_PER_IP: '100000/15m',
      // A new trader's Weekly Report is queued within seconds, not the default minute (weekly-report.spec.ts waits for it).
      JOBS_SCHEDULE_INTERVAL_MS: '5000',
    }),
    appServer(ANALYTICS_PORT, {
      DATA_DIR: analyticsDataDir,
      GA_MEASUREMENT_ID: E2E_MEASUREMENT_ID,
      SITE_VERIFICATION: `${E2E_SITE_VERIFICATION.name}=${E2E_SITE_VERIFICATION.content}`,
    }),
  ],
});
