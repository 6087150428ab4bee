import { afterAll, beforeAll } from 'vitest';
import { signedUpTradersWithHistory } from './accounts';
import { startSqliteTestApp, type TestApp } from './test-app';

/** Each of the three traders' seeded history, of which the last five trades stay open. */
export const TRADES_EACH = 2_000;

/** A SQLite app with three traders of TRADES_EACH seeded trades, started before the suite's tests and closed after. */
export function appWithThreeTraders(): { readonly testApp: TestApp; readonly traders: number[] } {
  let testApp: TestApp | undefined;
  let traders: number[] = [];
  beforeAll(async () => {
    testApp = await startSqliteTestApp();
    traders = await signedUpTradersWithHistory(testApp, ['first', 'second', 'third'], TRADES_EACH);
  }, 60_000);
  afterAll(() => testApp?.close());
  return {
    get testApp() {
      if (!testApp) throw new Error('The app starts in beforeAll');
      return testApp;
    },
    get traders() {
      return traders;
    },
  };
}

/** Runs `work` while sampling `threads` every millisecond: its answer and the most threads seen busy at once. */
export async function mostThreadsDuring<T>(pool: { readonly threads: number }, work: () => Promise<T>): Promise<{ answer: T; most: number }> {
  let most = 0;
  const watching = setInterval(() => (most = Math.max(most, pool.threads)), 1);
  try {
    return { answer: await work(), most };
  } finally {
    clearInterval(watching);
  }
}
