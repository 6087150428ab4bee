import { Browser } from './accounts';
import type { TestApp } from './test-app';

let clientNumber = 0;

/**
 * A client address of its own (from 198.18.0.0/15, the benchmarking range; the app must run with
 * TRUST_PROXY on), so the demo's per-client rate limit counts each test's visitors apart.
 */
export function newClientAddress(): string {
  clientNumber += 1;
  return `198.18.${Math.floor(clientNumber / 250) % 250}.${(clientNumber % 250) + 1}`;
}

/** A browser that clicked Watch Demo: POST /api/demo/session answered 200 and set the session cookie. */
export async function demoBrowser(testApp: TestApp, address = newClientAddress()): Promise<Browser> {
  const browser = new Browser(testApp);
  await browser.post('/api/demo/session', {}).set('X-Forwarded-For', address).expect(200, { success: true });
  return browser;
}

/** The app settings a demo suite runs with: client addresses from X-Forwarded-For, and a small per-client limit to reach. */
export const DEMO_TEST_ENV = { TRUST_PROXY: 'true', RATE_LIMIT_DEMO_SESSIONS_PER_IP: '5/15m' };
