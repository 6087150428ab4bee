import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Browser, signedUpBrowser } from '../../test/support/accounts';
import { seedTrades } from '../../test/support/analytics-seed';
import { describeEachDatabase } from '../../test/support/databases';
import { watchLoopStalls } from '../../test/support/loop-stalls';
import { startTestApp, type TestApp } from '../../test/support/test-app';
import { currentSummary, rebuildSummary } from '../modules/dashboard-summary/summary/summary-store';
import { explainMetric } from '../modules/dashboard-summary/explain';
import { journalFilterOf, scopeOf } from '../modules/trades';

// Issue 32: 20 heavy analytics requests at once on 2,000 trades each held GET /api/health for
// seconds, because the breakdowns' reads (synchronous in SQLite) and bucketing ran on the API's only
// thread. Now they run on worker threads: the health check answers promptly throughout, and no step
// on the API's thread holds it long.

const TRADES = 2_000;
const USERS = 10;
const HEAVY_PER_USER = 2;
const BUCKET = 'query ($dimension: BreakdownDimension!, $key: String!) { breakdownBucket(dimension: $dimension, key: $key) { tradeCount } }';
/** The analytics page's own query: every card and breakdown, and the scatter. */
const PAGE = `{ analyticsBreakdowns { closedTrades risk { maxDrawdown } trend { verdict } breakdowns { dimension buckets { key tradeCount totalPnl tradeIds } }
  excursions { closedTrades tradesWithCandles points { tradeId } } } }`;
/**
 * Health answers' 95th percentile while the burst runs, at most (the old code: 0.6-1.3 s on SQLite,
 * 0.3-0.6 s on MariaDB). Measured now: well under 100 ms on a quiet machine, but 250-480 ms when
 * the rest of the suite or a build keeps both cores busy, since the health check then waits for a
 * core, not for the API's thread. So this bound only catches a thread held for the whole burst; the
 * longest stall below is what holds it free, and bench:analytics measures the latency itself.
 */
const HEALTH_P95_MS = 1_000;
/**
 * The longest the API's thread may be held at once during the burst (the old code: 0.55-1.2 s on
 * SQLite, 0.18-0.55 s on MariaDB, where the health check's p95 above is what fails it). Measured
 * now: 15-70 ms on a quiet machine; up to 215 ms on two cores shared with ten times as many busy
 * threads, where each step takes several times its CPU time. The bound leaves room for that.
 */
const LONGEST_STALL_MS = 400;

const percentile = (values: readonly number[], fraction: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * fraction))]!;

describeEachDatabase('heavy analytics requests beside the health check', (database) => {
  let testApp: TestApp;
  let traders: Browser[];
  let traderIds: number[];
  let watcher: Browser;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    traders = [];
    traderIds = [];
    for (let index = 0; index < USERS; index += 1) {
      const { browser, user } = await signedUpBrowser(testApp, `heavy${index}`);
      await seedTrades(testApp.orm.em.fork(), user.id, TRADES, 100 + index);
      traders.push(browser);
      traderIds.push(user.id);
    }
    watcher = (await signedUpBrowser(testApp, 'watcher')).browser;
  }, 120_000);
  afterAll(() => testApp.close());

  it(`keeps /api/health prompt and the API's thread free while ${USERS * HEAVY_PER_USER} heavy requests on ${TRADES} trades each run`, async () => {
    // Warm: each user's first answer (and the worker threads' start) is not what is measured.
    for (const trader of traders) expect((await trader.get('/api/analytics/breakdowns').expect(200)).body.closedTrades).toBe(TRADES - 5);
    await watcher.get('/api/health').expect(200);

    const stalls = watchLoopStalls();
    let running = true;
    const burst = Promise.all(
      traders.flatMap((trader) => [
        trader.get('/api/analytics/breakdowns').then((answer) => ({ status: answer.status, closedTrades: (answer.body as { closedTrades: number }).closedTrades })),
        trader.graphql(PAGE).then((answer) => ({ status: answer.errors ? 500 : 200, closedTrades: (answer.data?.analyticsBreakdowns as { closedTrades: number } | undefined)?.closedTrades })),
      ]),
    ).finally(() => (running = false));
    const health: number[] = [];
    while (running) {
      const sent = performance.now();
      await watcher.get('/api/health').expect(200);
      health.push(performance.now() - sent);
    }
    const answers = await burst;
    const longestStall = stalls.stop();

    // Every request was answered in full: none refused, every trade counted.
    expect(answers).toEqual(Array(USERS * HEAVY_PER_USER).fill({ status: 200, closedTrades: TRADES - 5 }));
    console.log(`${database.kind}: ${health.length} health checks during the burst, p95 ${percentile(health, 0.95).toFixed(0)} ms, longest ${Math.max(...health).toFixed(0)} ms; longest stall ${longestStall.toFixed(0)} ms`);
    expect(percentile(health, 0.95)).toBeLessThan(HEALTH_P95_MS);
    expect(longestStall).toBeLessThan(LONGEST_STALL_MS);
    expect(health.length).toBeGreaterThanOrEqual(5);
  }, 120_000);

  it(`refuses a user's heavy request past ${HEAVY_PER_USER} at once with 429 and Retry-After, over REST and GraphQL, and no other user's`, async () => {
    const [trader, other] = traders as [Browser, Browser];
    // Each bucket is a computation of its own: identical requests at once share one (figures-cache.ts), so they differ.
    // `.then` sends the request (a supertest request waits for it).
    const bucket = (key: string) => trader.post('/graphql', { query: BUCKET, variables: { dimension: 'HOUR', key } }).then((answer) => answer);
    // The burst above left this user's page figures kept: dropped, each request below is computed.
    testApp.services.figuresCache.invalidate(traderIds[0]!);
    const run = vi.spyOn(testApp.services.heavyRequests, 'run');
    // The computations wait until released, so the user's two places stay taken however fast a warm worker is.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const pool = testApp.services.heavyWork;
    const compute = pool.run.bind(pool);
    const hold = vi.spyOn(pool, 'run').mockImplementation(async (task) => {
      await held;
      return compute(task);
    });
    try {
      const first = [bucket('9'), bucket('10')];
      // Once both have their place, every further distinct request of this user is refused until one ends.
      await expect.poll(() => run.mock.calls.length, { timeout: 10_000 }).toBe(HEAVY_PER_USER);
      const [rest, graphql] = await Promise.all([trader.get('/api/analytics/excursions'), bucket('11')]);
      expect(rest.status).toBe(429);
      expect(rest.body).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/^Too many analytics requests at once: at most 2 run at a time for each user\. Please try again in \d+ seconds?\.$/) });
      expect(Number(rest.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(graphql.status).toBe(429);
      expect(Number(graphql.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(graphql.body.errors).toMatchObject([{ message: expect.stringContaining('at most 2 run at a time for each user'), extensions: { code: 'TOO_MANY_REQUESTS' } }]);
      // Another user's requests meanwhile are their own two.
      testApp.services.figuresCache.invalidate(traderIds[1]!);
      const otherUsers = Promise.all([other.get('/api/analytics/breakdowns'), other.get('/api/analytics/excursions')].map((sent) => sent.then((answer) => answer)));
      await expect.poll(() => run.mock.calls.length, { timeout: 10_000 }).toBe(HEAVY_PER_USER + 2 + 2);
      release();
      expect((await otherUsers).map(({ status }) => status)).toEqual([200, 200]);
      expect((await Promise.all(first)).map(({ status }) => status)).toEqual([200, 200]);
    } finally {
      release();
      hold.mockRestore();
      run.mockRestore();
    }

    // Once the user's requests are answered, the next is served.
    expect((await trader.get('/api/analytics/excursions').expect(200)).body.closedTrades).toBe(TRADES - 5);
  }, 60_000);

  it('builds a dashboard summary that must be built from every trade on a worker thread, with the figures a build on the API thread gives', async () => {
    // The seeded trades came in without an import: the first dashboard builds the whole summary.
    const [trader, userId] = [traders[3]!, traderIds[3]!];
    // The worker threads started (under vitest, loading the TypeScript compiler's addon takes the API's thread a while).
    await traders[0]!.get('/api/analytics/breakdowns').expect(200);
    const run = vi.spyOn(testApp.services.heavyWork, 'run');
    try {
      const stalls = watchLoopStalls();
      const first = (await trader.get('/api/dashboard').expect(200)).body as { performance_stats: { total_trades: number } };
      console.log(`${database.kind}: the dashboard's first read (its summary built from ${TRADES} trades) held the API's thread ${stalls.stop().toFixed(0)} ms at most`);
      expect(run).toHaveBeenCalledWith({ kind: 'whole_summary', userId, timeZone: 'America/New_York' });
      expect(first.performance_stats.total_trades).toBe(TRADES - 5);

      // The same figures as a summary rebuilt on the API's thread.
      await testApp.orm.em.fork().transactional((tx) => rebuildSummary(tx, userId, 'America/New_York'));
      run.mockClear();
      expect((await trader.get('/api/dashboard').expect(200)).body).toEqual(first);
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
  });

  it('builds the summary again on the API thread when the trades changed while a worker built it', async () => {
    const userId = traderIds[4]!;
    const em = testApp.orm.em.fork();
    // A build that saw other trades (an import landed meanwhile) is not written: the transaction builds its own.
    const stale = async () => ({ whole: { userId, timeZone: 'America/New_York', instruments: [], days: new Map(), state: { folded: '{}', openTrades: 0, symbols: '[]' } }, from: { trades: 1, newest: 1 } });
    const summary = await currentSummary(em, userId, { withDays: false, withBreakdowns: false }, stale);
    expect(summary.folded.tally.trades).toBe(TRADES - 5);
    expect(summary.openTrades).toBe(5);
  });

  it('works a Play Book out on a worker thread', async () => {
    const [trader, userId] = [traders[5]!, traderIds[5]!];
    const allFours = Object.fromEntries(Array.from({ length: 15 }, (_, index) => [`q${index + 1}`, 4]));
    await trader.post('/api/psychology-assessment', { assessmentResponses: allFours }).expect(201);
    const run = vi.spyOn(testApp.services.heavyWork, 'run');
    try {
      const stalls = watchLoopStalls();
      const generated = await trader.post('/api/playbook/generate').expect(201);
      console.log(`${database.kind}: a Play Book generated from ${TRADES} trades held the API's thread ${stalls.stop().toFixed(0)} ms at most`);
      expect(run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'playbook_content', userId }));
      expect(generated.body).toMatchObject({ version: 1, closedTrades: TRADES - 5 });
    } finally {
      run.mockRestore();
    }
  });

  it("explains a figure under a filter on a worker thread, the API's thread free, as the API thread would explain it", async () => {
    const [trader, userId] = [traders[6]!, traderIds[6]!];
    // Warm: the worker threads started and each had a task of the kind (a thread's first loads its code).
    for (const warm of ['SHORT', 'LONG', 'SHORT']) expect((await traders[7]!.graphql(`{ dashboard(filter: { side: ${warm} }) { explain(metric: TOTAL_PNL) { tradeCount } } }`)).errors).toBeUndefined();
    const query = '{ dashboard(filter: { side: LONG }) { explain(metric: MAX_DRAWDOWN) { filter tradeCount tradeIds inputs { name value } } } }';
    const run = vi.spyOn(testApp.services.heavyWork, 'run');
    try {
      const stalls = watchLoopStalls();
      const answer = await trader.graphql(query);
      const longestStall = stalls.stop();
      console.log(`${database.kind}: a filtered explanation over ${TRADES} trades held the API's thread ${longestStall.toFixed(0)} ms at most`);
      expect(answer.errors).toBeUndefined();
      expect(run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'metric_explanation', userId, metric: 'max_drawdown', scope: expect.objectContaining({ filter: expect.objectContaining({ side: 'long' }) }) }));
      expect(longestStall).toBeLessThan(LONGEST_STALL_MS);

      // The same answer as explainMetric run on the API's thread over the same figures.
      const em = testApp.orm.em.fork();
      const scope = scopeOf(journalFilterOf({ side: 'long' }), 'America/New_York', new Date());
      const dashboard = await testApp.services.analytics.dashboard(em, userId, scope.filter);
      const expected = await explainMetric(em, userId, 'max_drawdown', dashboard.metrics, dashboard.timeZone, null, scope);
      expect((answer.data!.dashboard as { explain: unknown }).explain).toEqual({ filter: expected.filter, tradeCount: expected.tradeCount, tradeIds: expected.tradeIds, inputs: expected.inputs });
      expect(expected.tradeCount).toBeGreaterThan(0);

      // Asked again while nothing changed: answered from the cache, no worker asked.
      run.mockClear();
      expect((await trader.graphql(query)).data).toEqual(answer.data);
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
  });
});
