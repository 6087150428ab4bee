import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, signedUpBrowser } from '../../../test/support/accounts';
import { createFreshDatabase, describeEachDatabase } from '../../../test/support/databases';
import { DEMO_TEST_ENV, demoBrowser, newClientAddress } from '../../../test/support/demo';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, listedTrades } from '../../../test/support/trade-history';
import { DEMO_READ_ONLY_MESSAGE } from '../auth/access';
import { PsychologyAssessment } from '../coaching/assessment/psychology-assessment.entity';
import { Playbook } from '../coaching/playbook/playbook.entity';
import { TradeImport } from '../imports/import.entity';
import { User } from '../../infra/users/user.entity';
import { DEMO_JOURNAL_ID, DemoJournal } from './demo-journal.entity';

const REFUSED = { error: 'demo_read_only', message: DEMO_READ_ONLY_MESSAGE };

interface Candle {
  time: string;
  high: string;
  low: string;
}

/** The second test app started on a suite's database stands for another API process: it shares nothing in memory. */
async function startSecondProcess(first: TestApp, env: Record<string, string>): Promise<TestApp> {
  const second = await startTestApp(env);
  second.clock.advance(first.clock.now().getTime() - second.clock.now().getTime());
  return second;
}

/** The trade's 5-minute chart comes from the demo's candle files, and each of its fills lies inside its candle. */
async function expectChartedFromItsOwnCandles(visitor: Browser, trade: { id: string; symbol: string }): Promise<void> {
  const chart = (await visitor.get(`/api/trade-chart?tradeId=${trade.id}&timeframe=5m`).expect(200)).body as { candles: Candle[]; providers: string[]; sources: unknown[]; message: string | null };
  expect(chart.message).toBeNull();
  expect(chart.providers).toEqual(['csv']);
  expect(chart.sources).toEqual([{ source: 'demo', label: 'generated for the demo journal' }]);
  const { data } = await visitor.graphql(`{ trade(id: "${trade.id}") { fills { executedAt price } } }`);
  for (const fill of (data!.trade as { fills: { executedAt: string; price: string }[] }).fills) {
    const bucket = Math.floor(Date.parse(fill.executedAt) / 300_000) * 300_000;
    const candle = chart.candles.find(({ time }) => Date.parse(time) === bucket)!;
    expect(new Big(fill.price).gte(candle.low) && new Big(fill.price).lte(candle.high), `${trade.symbol} fill ${fill.price} at ${fill.executedAt}`).toBe(true);
  }
}

const newestEntryOf = (trades: { entryTime: string }[]) => trades.map(({ entryTime }) => Date.parse(entryTime)).reduce((a, b) => Math.max(a, b));

/** What a visitor of the demo sees, without the ids and times a database or a visit chooses. */
async function demoJournalSeenBy(browser: Browser): Promise<unknown> {
  const trades = await listedTrades(browser);
  const archive = (await browser.get('/api/account/export').expect(200)).body as { sections: Record<string, unknown> };
  const { executions, trades: storedTrades, tradeJournal, dayJournal, journalTags, psychologyAssessments, playbooks, insights } = archive.sections;
  return withoutIdsAndTimes({
    trades,
    executions,
    storedTrades,
    tradeJournal,
    dayJournal,
    journalTags,
    psychologyAssessments,
    playbooks,
    insights,
    dashboard: (await browser.get('/api/dashboard').expect(200)).body,
    chart: (await browser.get('/api/performance-chart').expect(200)).body,
    breakdowns: (await browser.get('/api/analytics/breakdowns').expect(200)).body,
  });
}

const VOLATILE = /^(id|.*Id|.*Ids|createdAt|updatedAt|completedAt|exportedAt|lastSeenAt|expiresAt)$/;

function withoutIdsAndTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIdsAndTimes);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !VOLATILE.test(key)).map(([key, inner]) => [key, withoutIdsAndTimes(inner)]));
}

describeEachDatabase('the demo journal', (database) => {
  let testApp: TestApp;
  let otherProcess: TestApp;
  let firstVisitor: Browser | undefined;
  /** A visitor of the demo (the first test's, or a new one when that test was filtered out). */
  const demoVisitor = async () => (firstVisitor ??= await demoBrowser(testApp));

  beforeAll(async () => {
    testApp = await startTestApp({ ...database.env, ...DEMO_TEST_ENV });
    otherProcess = await startSecondProcess(testApp, { ...database.env, ...DEMO_TEST_ENV });
  });
  afterAll(async () => {
    await otherProcess?.close();
    await testApp?.close();
  });

  it('is generated once when twenty visitors ask for it at once, through two processes', async () => {
    const visitors = Array.from({ length: 20 }, (_, index) => new Browser(index % 2 === 0 ? testApp : otherProcess));
    const answers = await Promise.all(visitors.map((browser) => browser.post('/api/demo/session', {}).set('X-Forwarded-For', newClientAddress())));
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(answers.map(() => ({ status: 200, body: { success: true } })));

    const em = testApp.orm.em.fork();
    const demoUsers = await em.find(User, { demo: true });
    expect(demoUsers).toHaveLength(1);
    const row = await em.findOneOrFail(DemoJournal, DEMO_JOURNAL_ID);
    expect(row.user?.id).toBe(demoUsers[0]!.id);
    expect(row.generatedAt).not.toBeNull();
    expect(await em.count(TradeImport, { user: row.user })).toBe(1);
    expect(await em.count(PsychologyAssessment, { user: row.user })).toBe(1);
    expect(await em.count(Playbook, { user: row.user })).toBe(1);
    // Every one of the twenty is now a session of the demo account.
    for (const browser of visitors) expect((await browser.get('/api/auth/user').expect(200)).body.id).toBe(demoUsers[0]!.id);
    firstVisitor = visitors[0]!;
  }, 240_000);

  it('is labelled: the current user says demo, and holds months of trades with their journal', async () => {
    const visitor = await demoVisitor();
    const user = (await visitor.get('/api/auth/user').expect(200)).body;
    expect(user).toMatchObject({ demo: true, username: 'demo trader', firstName: 'Demo', lastName: 'Trader', hasPassword: false, twoFactorEnabled: false });
    expect((await visitor.graphql('{ me { demo } }')).data).toEqual({ me: { demo: true } });

    const trades = await listedTrades(visitor);
    expect(trades.length).toBeGreaterThan(300);
    expect(new Set(trades.map(({ symbol }) => symbol.replace(/[HMUZ]20\d\d$/, '')))).toEqual(new Set(['NVDA', 'TSLA', 'AAPL', 'AMD', 'MSFT', 'SPY', 'MES']));
    const days = new Set(trades.map(({ entryTime }) => entryTime.slice(0, 10)));
    expect(days.size).toBeGreaterThan(100);
    expect(trades.some(({ notes }) => notes !== '')).toBe(true);
    expect(trades.filter(({ stopPrice }) => stopPrice !== null).length).toBeGreaterThan(trades.length / 2);
    expect(trades.some(({ tags }) => tags.some(({ kind }) => kind === 'mistake'))).toBe(true);
    expect(new Set(trades.map(({ side }) => side))).toEqual(new Set(['LONG', 'SHORT']));

    // The dashboard's 1M range has data: the journal ends on the weekday before the day it was generated.
    expect(testApp.clock.now().getTime() - newestEntryOf(trades)).toBeLessThan(4 * 86_400_000);
    const insights = (await visitor.get('/api/insights').expect(200)).body.insights as { title: string; confidence: number }[];
    expect(insights.filter(({ confidence }) => confidence >= 70).map(({ title }) => title)).toEqual(expect.arrayContaining([expect.stringMatching(/^Leak: Entries 12:00/)]));
    expect((await visitor.get('/api/playbook').expect(200)).body).not.toBeNull();
    expect((await visitor.get('/api/psychology-assessment').expect(200)).body).not.toBeNull();
  });

  it("gives the landing ticker the demo dashboard's own symbol figures, computed once", async () => {
    const visitor = await demoVisitor();
    const ticker = (await new Browser(testApp).get('/api/demo/ticker').expect(200)).body.ticker as { symbol: string; pnl: string; trades: number }[];
    const dashboard = (await visitor.get('/api/dashboard').expect(200)).body.symbol_performance as { symbol: string; tradeCount: number; totalPnl: number }[];
    expect(dashboard).toHaveLength(5);
    expect(ticker.slice(0, 5).map(({ symbol, pnl, trades }) => ({ symbol, tradeCount: trades, totalPnl: Number(pnl) }))).toEqual(dashboard.map(({ symbol, tradeCount, totalPnl }) => ({ symbol, tradeCount, totalPnl })));
    const bySymbol = (await visitor.get('/api/analytics/breakdowns').expect(200)).body.breakdowns.find(({ dimension }: { dimension: string }) => dimension === 'symbol');
    expect(Object.fromEntries(ticker.map(({ symbol, pnl, trades }) => [symbol, { pnl, trades }]))).toEqual(
      Object.fromEntries(bySymbol.buckets.map(({ key, tradeCount, totalPnl }: { key: string; tradeCount: number; totalPnl: string }) => [key, { pnl: totalPnl, trades: tradeCount }])),
    );
    expect(ticker.reduce((sum, { pnl }) => sum.plus(pnl), new Big(0)).toNumber()).toBe((await visitor.get('/api/dashboard').expect(200)).body.performance_stats.total_pnl);

    const computed = vi.spyOn(testApp.services.analytics, 'symbolPerformance');
    await new Browser(testApp).get('/api/demo/ticker').expect(200, { ticker });
    expect(computed).not.toHaveBeenCalled();
    computed.mockRestore();
  });

  it("charts and analyses a demo trade from the demo's own candles, every fill inside its candle", async () => {
    const visitor = await demoVisitor();
    const trades = await listedTrades(visitor);
    for (const trade of [trades[0]!, trades[Math.floor(trades.length / 2)]!, trades.at(-1)!]) {
      await expectChartedFromItsOwnCandles(visitor, trade);
      const analysis = (await visitor.get(`/api/trade-analysis?tradeId=${trade.id}`).expect(200)).body;
      expect(analysis.confidence_score).toBeGreaterThanOrEqual(60);
    }
    // The /analytics MAE/MFE scatter reads the same market: every closed demo trade has its candles.
    const scatter = (await visitor.get('/api/analytics/excursions').expect(200)).body as { closedTrades: number; tradesWithCandles: number; points: unknown[] };
    expect(scatter.closedTrades).toBeGreaterThan(0);
    expect(scatter.tradesWithCandles).toBe(scatter.closedTrades);
    expect(scatter.points).toHaveLength(Math.min(scatter.closedTrades, 1000));
  });

  it("keeps the demo market apart: a trader's chart of a demo symbol and hour shows none of its candles", async () => {
    const visitor = await demoVisitor();
    const demoTrade = (await listedTrades(visitor)).find(({ symbol }) => symbol === 'AAPL')!;
    const trader = await signedUpBrowser(testApp, 'chartist');
    const entry = new Date(demoTrade.entryTime);
    const time = (offsetMinutes: number) => new Date(entry.getTime() + offsetMinutes * 60_000).toISOString().slice(11, 19);
    await importDasDay(trader.browser, demoTrade.entryTime.slice(0, 10), [
      { time: time(0), symbol: 'AAPL', side: 'B', price: '190', qty: 10 },
      { time: time(5), symbol: 'AAPL', side: 'S', price: '191', qty: 10 },
    ]);
    const [own] = await listedTrades(trader.browser);
    const chart = (await trader.browser.get(`/api/trade-chart?tradeId=${own!.id}`).expect(200)).body;
    expect(chart).toMatchObject({ candles: [], message: 'Chart data not available' });
    expect((await trader.browser.get('/api/analytics/excursions').expect(200)).body).toMatchObject({ closedTrades: 1, tradesWithCandles: 0, points: [] });
  });

  it('refuses the writes of a demo session in the server words, and changes nothing', async () => {
    const visitor = await demoVisitor();
    const [trade] = await listedTrades(visitor);
    expect((await visitor.send('patch', `/api/trades/${trade!.id}`, { notes: 'Overwritten by a visitor' }).expect(403)).body).toEqual({ ...REFUSED, requestId: expect.any(String) });
    await visitor.send('put', '/api/journal/days/2026-03-02', { plan: 'x' }).expect(403).expect(({ body }) => expect(body).toMatchObject(REFUSED));
    await visitor.post('/api/playbook/generate', {}).expect(403).expect(({ body }) => expect(body).toMatchObject(REFUSED));
    await visitor
      .post('/api/csv-upload-v2')
      .attach('file', Buffer.from('Time,Symbol,Side,Price,Qty\n'), 'day.csv')
      .expect(403)
      .expect(({ body }) => expect(body).toMatchObject(REFUSED));
    const refused = await visitor.graphql(`mutation { updateTradeJournal(tradeId: "${trade!.id}", input: { notes: "Overwritten" }) { id } }`);
    expect(refused.errors?.[0]).toMatchObject({ message: DEMO_READ_ONLY_MESSAGE, extensions: { code: 'DEMO_READ_ONLY' } });
    expect(refused.data ?? null).toBeNull();
    expect((await listedTrades(visitor))[0]).toEqual(trade);
    expect((await visitor.get('/api/playbook').expect(200)).body.version).toBe(1);

    // Connecting Charles Schwab is a navigation that would store a connection: sent back to the page with the refusal.
    const connect = await visitor.get('/api/brokers/schwab/connect').expect(303);
    expect(connect.headers.location).toBe(`/import?broker=schwab&error=${encodeURIComponent(DEMO_READ_ONLY_MESSAGE)}`);
  });

  it('cannot be signed in to: no password, no reset link, no name to take', async () => {
    const stranger = new Browser(testApp);
    for (const usernameOrEmail of ['demo trader', 'demo@localhost']) {
      await stranger.post('/api/auth/login', { usernameOrEmail, password: 'anything at all' }).expect(401).expect(({ body }) => expect(body.error).toBe('invalid_credentials'));
    }
    await stranger.post('/api/auth/forgot-password', { email: 'demo@localhost' }).expect(400);
    await stranger.post('/api/auth/register', { username: 'demo trader', email: 'demo@localhost', password: 'long enough' }).expect(400);
  });

  it("ends a signed-in trader's own session when they watch the demo, as signing in does", async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'curious');
    const ownSession = browser.sessionCookie!;
    await browser.post('/api/demo/session', {}).set('X-Forwarded-For', newClientAddress()).expect(200);
    expect(browser.sessionCookie).not.toBe(ownSession);
    expect((await browser.get('/api/auth/user').expect(200)).body).toMatchObject({ demo: true });
    browser.cookies.set('tj_session', ownSession);
    await browser.get('/api/auth/user').expect(401);
    // Signing in from the demo works and leaves it.
    await browser.signIn(user.username).expect(200);
    expect((await browser.get('/api/auth/user').expect(200)).body).toMatchObject({ id: user.id, demo: false });
  });

  it("shows a demo visitor only the demo journal, and a trader none of it; traders' writes work", async () => {
    const trader = await signedUpBrowser(testApp, 'private');
    await importDasDay(trader.browser, '2026-03-02', [
      { time: '14:30:00', symbol: 'ZVZZT', side: 'B', price: '10', qty: 100 },
      { time: '14:45:00', symbol: 'ZVZZT', side: 'S', price: '11', qty: 100 },
    ]);
    const [own] = await listedTrades(trader.browser);
    const tagId = ((await trader.browser.graphql('mutation { createJournalTag(kind: SETUP, name: "Private setup") { id } }')).data!.createJournalTag as { id: string }).id;
    await trader.browser.send('patch', `/api/trades/${own!.id}`, { notes: 'Private note of a trader', tagIds: [Number(tagId)], stopPrice: '9.5' }).expect(200);
    await trader.browser.send('put', '/api/journal/days/2026-03-02', { plan: 'Private plan' }).expect(200);

    const seen = await demoBrowser(testApp);
    const demoTrades = await listedTrades(seen);
    expect(demoTrades.map(({ symbol }) => symbol)).not.toContain('ZVZZT');
    expect(await listedTrades(seen, 'search=private')).toEqual([]);
    await seen.get(`/api/trades/${own!.id}`).expect(404);
    expect(((await seen.get('/api/journal/tags').expect(200)).body as { name: string }[]).map(({ name }) => name)).not.toContain('Private setup');
    const archive = (await seen.get('/api/account/export').expect(200)).text;
    for (const secret of ['Private note of a trader', 'Private plan', trader.user.username, '198.18.']) expect(archive).not.toContain(secret);

    expect((await listedTrades(trader.browser)).map(({ symbol }) => symbol)).toEqual(['ZVZZT']);
    expect((await trader.browser.get('/api/dashboard').expect(200)).body.performance_stats.total_trades).toBe(1);
  });

  it('takes Watch Demo from this site only, as every other POST', async () => {
    const request = () => new Browser(testApp).post('/api/demo/session').set('X-Forwarded-For', newClientAddress());
    await request().set('Origin', 'https://elsewhere.example').send({}).expect(403).expect(({ body }) => expect(body.error).toBe('cross_site_request'));
    await request().type('form').send('x=1').expect(415);
  });

  it('limits demo sessions per client address: past the limit 429 with Retry-After', async () => {
    const address = newClientAddress();
    for (let session = 0; session < 5; session += 1) await demoBrowser(testApp, address);
    const refused = await new Browser(testApp).post('/api/demo/session', {}).set('X-Forwarded-For', address).expect(429);
    expect(refused.body).toMatchObject({ error: 'rate_limited', message: 'Too many demo sessions from your network. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('on a second fresh database', () => {
    let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
    let elsewhere: TestApp;
    beforeAll(async () => {
      fresh = await createFreshDatabase(database.kind);
      elsewhere = await startSecondProcess(testApp, { ...fresh.env, ...DEMO_TEST_ENV });
    });
    afterAll(async () => {
      await elsewhere?.close();
      await fresh?.drop();
    });

    it('is the same journal, trade for trade and figure for figure; discarded, it comes back the same', async () => {
    const visitor = await demoVisitor();
      const expected = await demoJournalSeenBy(visitor);
      const there = await demoBrowser(elsewhere);
      expect(await demoJournalSeenBy(there)).toEqual(expected);

      await elsewhere.services.demo.discard(elsewhere.orm.em.fork());
      expect(await elsewhere.orm.em.fork().count(User, { demo: true })).toBe(0);
      await there.get('/api/auth/user').expect(401);
      expect(await demoJournalSeenBy(await demoBrowser(elsewhere))).toEqual(expected);
    }, 240_000);

    it('is generated again, dated from that day, once it is a week old (DEMO_REFRESH_AFTER_DAYS); its earlier visitors are signed out', async () => {
      const earlier = await demoBrowser(elsewhere);
      const earlierAccount = (await earlier.get('/api/auth/user').expect(200)).body.id as number;
      const earlierNewest = newestEntryOf(await listedTrades(earlier));

      elsewhere.clock.advance(6 * 86_400_000);
      const sixDaysOn = await demoBrowser(elsewhere);
      expect((await sixDaysOn.get('/api/auth/user').expect(200)).body.id).toBe(earlierAccount);

      elsewhere.clock.advance(86_400_000);
      const weekOn = await demoBrowser(elsewhere);
      const em = elsewhere.orm.em.fork();
      expect((await em.find(User, { demo: true })).map(({ id }) => id)).not.toContain(earlierAccount);
      expect(await em.count(User, { demo: true })).toBe(1);
      await earlier.get('/api/auth/user').expect(401);
      const trades = await listedTrades(weekOn);
      expect(elsewhere.clock.now().getTime() - newestEntryOf(trades)).toBeLessThan(4 * 86_400_000);
      expect(newestEntryOf(trades) - earlierNewest).toBeGreaterThan(3 * 86_400_000);
      await expectChartedFromItsOwnCandles(weekOn, trades[Math.floor(trades.length / 2)]!);
    }, 240_000);
  });
});
