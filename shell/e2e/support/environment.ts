import path from 'node:path';

/** Where the end-to-end run keeps its own state; shared by the config, global setup and tests. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 3225);
/** A local Alpaca Trading API (graph-api/test/fakes/fake-alpaca.ts) the app's Alpaca import talks to. */
export const FAKE_ALPACA_PORT = Number(process.env.E2E_FAKE_ALPACA_PORT || 3226);
export const FAKE_ALPACA_URL = `http://127.0.0.1:${FAKE_ALPACA_PORT}`;
export const FAKE_ALPACA_KEY_ID = 'PKE2EFAKEKEY000000';
export const FAKE_ALPACA_SECRET_KEY = 'e2e-fake-alpaca-secret';
/** A local Alpaca Market Data API (graph-api/test/fakes/fake-alpaca-market-data.ts): the bars of e2e/fixtures/alpaca-bars.json, same keys. */
export const FAKE_ALPACA_DATA_PORT = Number(process.env.E2E_FAKE_ALPACA_DATA_PORT || 3227);
export const FAKE_ALPACA_DATA_URL = `http://127.0.0.1:${FAKE_ALPACA_DATA_PORT}`;
/**
 * A second server of the app with Google Analytics configured (shell/e2e/site-analytics.spec.ts);
 * the main one has no measurement id. Its gtag.js is a local recording script (no internet here).
 */
export const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT || 3228);
export const ANALYTICS_URL = `http://127.0.0.1:${ANALYTICS_PORT}`;
export const E2E_MEASUREMENT_ID = 'G-E2ETEST01';
export const E2E_SITE_VERIFICATION = { name: 'google-site-verification', content: 'e2e-site-verification-token' };
export const RESULTS_DIR = path.resolve(import.meta.dirname, '../../../test-results');
export const MAIL_DIR = path.join(RESULTS_DIR, 'mail');
export const AUTH_STATE = path.join(RESULTS_DIR, 'signed-in.json');
