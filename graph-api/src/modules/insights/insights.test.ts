import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import type { DasFill } from '../../../test/support/das-csv';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, listedTrades } from '../../../test/support/trade-history';
import { InsightRun, StoredInsight } from './insight.entity';
import { InsightsService } from './insights.service';

// Trades imported through the real CSV import: every TSLA round trip loses $50, the other symbols
// win $60 and lose $40 in turn. The engine must find TSLA's leak, name its trades, and keep it.

const time = (minutes: number) => `${String(14 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/** A day of 12 round trips, 10 minutes apart: 5 in TSLA, 7 in AAPL and MSFT. */
function tradingDay(day: number): DasFill[] {
  const fills: DasFill[] = [];
  for (let index = 0; index < 12; index += 1) {
    const tsla = index % 12 < 5;
    const symbol = tsla ? 'TSLA' : index % 2 === 0 ? 'AAPL' : 'MSFT';
    const exit = tsla ? '9.5' : (index + day) % 2 === 0 ? '10.6' : '9.6';
    fills.push({ time: time(index * 10), symbol, side: 'B', price: '10', qty: 100 }, { time: time(index * 10 + 5), symbol, side: 'S', price: exit, qty: 100 });
  }
  return fills;
}

const INSIGHTS = '{ insights { id category title text evidence { label value } tradeIds sampleSize confidence createdAt } }';

describeEachDatabase('insights over imported trades', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let traderId: number;
  let other: Browser;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    const signedUp = await signedUpBrowser(testApp, 'insightful');
    trader = signedUp.browser;
    traderId = signedUp.user.id;
    other = (await signedUpBrowser(testApp, 'onlooker')).browser;
  });
  afterAll(() => testApp.close());

  it('answers an empty list before any trade', async () => {
    expect((await trader.get('/api/insights').expect(200)).body).toEqual({ insights: [] });
  });

  it('computes the insights after an import, outside its request, and answers them newest first', async () => {
    for (const day of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']) await importDasDay(trader, day, tradingDay(Number(day.slice(-1))));
    await testApp.services.insights.idle();
    // Stored by the import's aftermath, before anyone asked.
    const stored = await testApp.orm.em.fork().find(StoredInsight, { user: traderId });
    expect(stored.map(({ insightKey }) => insightKey)).toContain('pattern:symbol:TSLA');

    const { insights } = (await trader.get('/api/insights').expect(200)).body as { insights: Array<Record<string, unknown> & { tradeIds: string[] }> };
    const tsla = insights.find(({ id }) => id === 'pattern:symbol:TSLA')!;
    const tslaTrades = (await listedTrades(trader)).filter(({ symbol }) => symbol === 'TSLA');
    expect(tslaTrades).toHaveLength(25);
    expect(tsla).toMatchObject({ category: 'pattern', title: 'Leak: TSLA', sampleSize: 25 });
    expect(tsla.confidence).toBeGreaterThanOrEqual(70);
    expect([...tsla.tradeIds].sort()).toEqual(tslaTrades.map(({ id }) => id).sort());
    expect(tsla.text).toContain('25 trades averaged -$50.00');
    expect(insights.find(({ id }) => id === 'recommendation:pattern:symbol:TSLA')).toMatchObject({ category: 'recommendation', title: 'Cut back on TSLA' });
    const times = insights.map(({ createdAt }) => Date.parse(createdAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // The dashboard's card: the newest three, without the trades they rest on.
    const { ai_insights: card } = (await trader.get('/api/dashboard').expect(200)).body as { ai_insights: Array<Record<string, unknown>> };
    expect(card).toEqual(insights.slice(0, 3).map(({ tradeIds: _tradeIds, ...rest }) => rest));

    // GraphQL answers the same insights in the same order.
    const answer = await trader.graphql(INSIGHTS);
    expect(answer.errors).toBeUndefined();
    expect((answer.data!.insights as Array<{ id: string }>).map(({ id }) => id)).toEqual(insights.map(({ id }) => id));
  });

  it('keeps a finding’s first time while it holds', async () => {
    const before = ((await trader.get('/api/insights').expect(200)).body.insights as Array<{ id: string; createdAt: string }>).find(({ id }) => id === 'pattern:symbol:TSLA')!;
    testApp.clock.advance(3_600_000);
    await importDasDay(trader, '2026-03-09', tradingDay(9));
    await testApp.services.insights.idle();
    const after = ((await trader.get('/api/insights').expect(200)).body.insights as Array<{ id: string; createdAt: string; sampleSize: number }>).find(({ id }) => id === 'pattern:symbol:TSLA')!;
    expect(after.createdAt).toBe(before.createdAt);
    expect(after.sampleSize).toBe(30);
  });

  it('computes again after the Timezone or Risk per Trade setting changed, unasked, and answers in the new setting when asked at once', async () => {
    const runOf = () => testApp.orm.em.fork().findOneOrFail(InsightRun, { user: traderId });
    expect((await runOf()).timeZone).toBe('America/New_York');
    await testApp.services.settings.update(testApp.orm.em.fork(), traderId, { timezone: 'pst' });
    await testApp.services.insights.idle();
    expect((await runOf()).timeZone).toBe('America/Los_Angeles');

    await testApp.services.settings.update(testApp.orm.em.fork(), traderId, { riskPerTrade: 1.5 });
    const { insights } = (await trader.get('/api/insights').expect(200)).body as { insights: Array<{ id: string }> };
    expect((await runOf()).riskPerTrade).toBe(1.5);
    expect(insights.map(({ id }) => id)).toContain('pattern:symbol:TSLA');
  });

  it('marks them stale at a journal edit, and computes once after a burst of edits, with the mistake tagged', async () => {
    const computations = vi.spyOn(InsightsService.prototype, 'recompute');
    try {
      const chased = (await trader.graphql('mutation { createJournalTag(kind: MISTAKE, name: "Chased") { id } }')).data!.createJournalTag as { id: string };
      const tslaTrades = (await listedTrades(trader)).filter(({ symbol }) => symbol === 'TSLA');
      for (const { id } of tslaTrades) {
        const answer = await trader.graphql('mutation ($id: ID!, $input: TradeJournalInput!) { updateTradeJournal(tradeId: $id, input: $input) { id } }', { id, input: { tagIds: [chased.id] } });
        expect(answer.errors).toBeUndefined();
      }
      // Stale for every API process at once: the run's record is gone, so GET /api/insights would compute.
      await vi.waitFor(async () => expect(await testApp.orm.em.fork().findOne(InsightRun, { user: traderId })).toBeNull());
      await testApp.services.insights.idle();
      expect(computations).toHaveBeenCalledTimes(1);
      const { insights } = (await trader.get('/api/insights').expect(200)).body as { insights: Array<{ id: string; title: string; sampleSize: number }> };
      expect(insights.find(({ id }) => id === 'pattern:mistake:chased')).toMatchObject({ title: 'Leak: Mistake "Chased"', sampleSize: tslaTrades.length });
      expect(computations).toHaveBeenCalledTimes(1);

      // Notes feed no insight: they change nothing, and compute nothing.
      await trader.graphql('mutation ($id: ID!, $input: TradeJournalInput!) { updateTradeJournal(tradeId: $id, input: $input) { id } }', { id: tslaTrades[0]!.id, input: { notes: 'Chased the open' } });
      await testApp.services.insights.idle();
      expect(await testApp.orm.em.fork().findOne(InsightRun, { user: traderId })).not.toBeNull();
      expect(computations).toHaveBeenCalledTimes(1);

      // Renaming the tag renames the finding.
      await trader.graphql(`mutation { renameJournalTag(id: "${chased.id}", name: "Chased entries") { id } }`);
      const renamed = ((await trader.get('/api/insights').expect(200)).body as { insights: Array<{ id: string }> }).insights.map(({ id }) => id);
      expect(renamed).toContain('pattern:mistake:chased entries');
      expect(renamed).not.toContain('pattern:mistake:chased');
      expect(computations).toHaveBeenCalledTimes(2);
    } finally {
      computations.mockRestore();
    }
  });

  it('shows another user none of them', async () => {
    expect((await other.get('/api/insights').expect(200)).body).toEqual({ insights: [] });
    expect((await other.graphql(INSIGHTS)).data).toEqual({ insights: [] });
  });

  it('refuses a visitor who is not signed in', async () => {
    const { default: request } = await import('supertest');
    await request(testApp.app).get('/api/insights').expect(401);
  });
});
