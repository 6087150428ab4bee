import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { seedTrades } from '../../../../test/support/analytics-seed';
import { startSqliteTestApp, type TestApp } from '../../../../test/support/test-app';
import { appWithThreeTraders, mostThreadsDuring, TRADES_EACH } from '../../../../test/support/worker-threads';
import { StoredInsight } from '../insight.entity';
import { InsightsWorkers } from './insights-workers';

// SQLite's driver reads synchronously: before the worker threads, a computation over 100 000 trades
// held the API's only thread for its whole read and engine run, and every request of every user waited.

const TRADES = 100_000;

describe('insights computed off the API thread', () => {
  let testApp: TestApp;
  let trader: { id: number };
  let other: Browser;
  beforeAll(async () => {
    testApp = await startSqliteTestApp();
    trader = (await signedUpBrowser(testApp, 'busy')).user;
    other = (await signedUpBrowser(testApp, 'waiting')).browser;
    await seedTrades(testApp.orm.em.fork(), trader.id, TRADES, 7);
  }, 120_000);
  afterAll(() => testApp.close());

  it('answers another user’s requests promptly while 100 000 trades are computed', async () => {
    await other.get('/api/dashboard').expect(200);
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const started = performance.now();
    let computing = true;
    const computation = testApp.services.insights.current(testApp.orm.em.fork(), trader.id).finally(() => (computing = false));
    const answeredMeanwhile: number[] = [];
    while (computing) {
      const sent = performance.now();
      await other.get('/api/dashboard').expect(200);
      if (computing) answeredMeanwhile.push(performance.now() - sent);
    }
    const insights = await computation;
    const computationMs = performance.now() - started;
    loopDelay.disable();

    // It did compute, over every closed trade, and stored what it found.
    expect(insights.length).toBeGreaterThan(0);
    expect(await testApp.orm.em.fork().count(StoredInsight, { user: trader.id })).toBe(insights.length);
    // Requests went on being answered throughout, each in a small part of the computation's time
    // (on the API's thread the first would have waited for nearly all of it).
    expect(answeredMeanwhile.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...answeredMeanwhile)).toBeLessThan(computationMs / 3);
    expect(loopDelay.max / 1e6).toBeLessThan(computationMs / 3);
  }, 120_000);
});

describe('the insights worker threads', () => {
  const suite = appWithThreeTraders();

  it('run no more computations at once than their bound; the others wait their turn', async () => {
    const workers = new InsightsWorkers(suite.testApp.config.database, 2);
    try {
      const traders = [...suite.traders, ...suite.traders];
      const { answer, most } = await mostThreadsDuring(workers, () => Promise.all(traders.map((userId) => workers.compute({ userId, timeZone: 'America/New_York', riskPerTradePercent: 1 }))));
      expect(answer.map(({ trades }) => trades)).toEqual(Array(6).fill(TRADES_EACH - 5));
      expect(most).toBe(2);
      expect(workers.threads).toBeLessThanOrEqual(2);
    } finally {
      await workers.close();
    }
    expect(workers.threads).toBe(0);
  }, 60_000);

  it('fail a computation that cannot read with its reason, and go on computing', async () => {
    const workers = new InsightsWorkers({ kind: 'sqlite', file: '/nonexistent/journal.sqlite' }, 1);
    const working = new InsightsWorkers(suite.testApp.config.database, 1);
    try {
      await expect(workers.compute({ userId: suite.traders[0]!, timeZone: 'America/New_York', riskPerTradePercent: 1 })).rejects.toThrow(/unable to open database file|directory does not exist/);
      await expect(workers.compute({ userId: suite.traders[0]!, timeZone: 'America/New_York', riskPerTradePercent: 1 })).rejects.toThrow();
      expect((await working.compute({ userId: suite.traders[0]!, timeZone: 'America/New_York', riskPerTradePercent: 1 })).trades).toBe(TRADES_EACH - 5);
    } finally {
      await workers.close();
      await working.close();
    }
  }, 60_000);
});

