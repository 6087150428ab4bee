import path from 'node:path';

/** Where the end-to-end run keeps its own state; shared by the config, global setup and tests. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 3225);
export const RESULTS_DIR = path.resolve(import.meta.dirname, '../../../test-results');
export const MAIL_DIR = path.join(RESULTS_DIR, 'mail');
export const AUTH_STATE = path.join(RESULTS_DIR, 'signed-in.json');
