import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, listedTrades, symbolsOf } from '../../../test/support/trade-history';

/** Wednesday 13 February 2036, 10:00 in New York: a clock can only move forward (cookies expire by the real time). */
const NOW = Date.parse('2036-02-13T15:00:00Z');

describeEachDatabase('trade history: filters, time periods and date ranges', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    testApp.clock.advance(NOW - testApp.clock.now().getTime());
    trader = (await signedUpBrowser(testApp, 'history')).browser;
    // Times in UTC. Net P&L: AAPL +100, TSLA -100 (short), MSFT 0, NVDA +50, AMD -5, IBM open.
    await importDasDay(trader, '2036-02-13', [
      { time: '14:00:00', symbol: 'AAPL', side: 'B', price: '190', qty: 100 },
      { time: '14:30:00', symbol: 'AAPL', side: 'S', price: '191', qty: 100 },
    ]);
    // 06:30 UTC: 01:30 on 12 February in New York, 22:30 on 11 February in Los Angeles.
    await importDasDay(trader, '2036-02-12', [
      { time: '06:30:00', symbol: 'TSLA', side: 'SS', price: '200', qty: 10 },
      { time: '07:00:00', symbol: 'TSLA', side: 'B', price: '210', qty: 10 },
    ]);
    await importDasDay(trader, '2036-02-11', [
      { time: '15:00:00', symbol: 'MSFT', side: 'B', price: '100', qty: 10 },
      { time: '15:10:00', symbol: 'MSFT', side: 'S', price: '100', qty: 10 },
    ]);
    await importDasDay(trader, '2036-02-10', [
      { time: '15:00:00', symbol: 'NVDA', side: 'B', price: '50', qty: 5 },
      { time: '15:10:00', symbol: 'NVDA', side: 'S', price: '60', qty: 5 },
    ]);
    await importDasDay(trader, '2036-01-10', [
      { time: '15:00:00', symbol: 'AMD', side: 'B', price: '10', qty: 1 },
      { time: '15:10:00', symbol: 'AMD', side: 'S', price: '5', qty: 1 },
    ]);
    await importDasDay(trader, '2035-12-31', [{ time: '15:00:00', symbol: 'IBM', side: 'B', price: '10', qty: 1 }]);
  });
  afterAll(() => testApp.close());

  it('lists every trade newest first, each with its journal fields', async () => {
    const trades = await listedTrades(trader);
    expect(symbolsOf(trades)).toEqual(['AAPL', 'TSLA', 'MSFT', 'NVDA', 'AMD', 'IBM']);
    expect(trades[0]).toMatchObject({ pnl: '100', notes: '', tags: [], stopPrice: null, initialRisk: null, rMultiple: null });
  });

  it('filters winners and losers by net P&L of closed trades, and long and short by side', async () => {
    expect(symbolsOf(await listedTrades(trader, 'filter=winners'))).toEqual(['AAPL', 'NVDA']);
    expect(symbolsOf(await listedTrades(trader, 'filter=losers'))).toEqual(['TSLA', 'AMD']);
    expect(symbolsOf(await listedTrades(trader, 'filter=long'))).toEqual(['AAPL', 'MSFT', 'NVDA', 'AMD', 'IBM']);
    expect(symbolsOf(await listedTrades(trader, 'filter=short'))).toEqual(['TSLA']);
  });

  it("applies the time period in the trader's zone: week from Monday, calendar month, quarter and year", async () => {
    expect(symbolsOf(await listedTrades(trader, 'period=today'))).toEqual(['AAPL']);
    expect(symbolsOf(await listedTrades(trader, 'period=week'))).toEqual(['AAPL', 'TSLA', 'MSFT']);
    expect(symbolsOf(await listedTrades(trader, 'period=month'))).toEqual(['AAPL', 'TSLA', 'MSFT', 'NVDA']);
    expect(symbolsOf(await listedTrades(trader, 'period=quarter'))).toEqual(['AAPL', 'TSLA', 'MSFT', 'NVDA', 'AMD']);
    expect(symbolsOf(await listedTrades(trader, 'period=year'))).toEqual(['AAPL', 'TSLA', 'MSFT', 'NVDA', 'AMD']);
    expect(symbolsOf(await listedTrades(trader, 'period=all'))).toHaveLength(6);
  });

  it('applies a date range (both days included) on local days: 06:30 UTC is 12 February in New York, 11 February in Los Angeles', async () => {
    expect(symbolsOf(await listedTrades(trader, 'from=2036-02-11&to=2036-02-11'))).toEqual(['MSFT']);
    expect(symbolsOf(await listedTrades(trader, 'from=2036-02-12&to=2036-02-13'))).toEqual(['AAPL', 'TSLA']);
    await trader.post('/graphql', { query: 'mutation { updateSettings(input: { timezone: "pst" }) { timezone } }' }).expect(200);
    try {
      expect(symbolsOf(await listedTrades(trader, 'from=2036-02-11&to=2036-02-11'))).toEqual(['TSLA', 'MSFT']);
      expect(symbolsOf(await listedTrades(trader, 'from=2036-02-12&to=2036-02-13'))).toEqual(['AAPL']);
    } finally {
      await trader.post('/graphql', { query: 'mutation { updateSettings(input: { timezone: "est" }) { timezone } }' }).expect(200);
    }
    // With a time period too, both apply.
    expect(symbolsOf(await listedTrades(trader, 'period=week&from=2036-01-01&to=2036-02-12'))).toEqual(['TSLA', 'MSFT']);
  });

  it('searches symbol and trade id, case-insensitively', async () => {
    expect(symbolsOf(await listedTrades(trader, 'search=aap'))).toEqual(['AAPL']);
    const [nvda] = await listedTrades(trader, 'search=NVDA');
    expect(symbolsOf(await listedTrades(trader, `search=${nvda!.id}`))).toContain('NVDA');
    expect(await listedTrades(trader, 'search=%25')).toEqual([]);
  });

  it('totals the whole filtered set: count, closed and open, winners, losers, scratches and net P&L of closed trades', async () => {
    expect((await trader.get('/api/trades/summary').expect(200)).body).toEqual({
      tradeCount: 6,
      closedTradeCount: 5,
      openTradeCount: 1,
      winners: 2,
      losers: 2,
      scratches: 1,
      netPnl: '45',
    });
    expect((await trader.get('/api/trades/summary?period=month&filter=long').expect(200)).body).toMatchObject({ tradeCount: 3, winners: 2, scratches: 1, netPnl: '150' });
    const answer = await trader.graphql('{ tradeHistory(filter: { filter: LOSERS }) { trades { symbol } summary { tradeCount netPnl } } }');
    expect(answer.data).toEqual({ tradeHistory: { trades: [{ symbol: 'TSLA' }, { symbol: 'AMD' }], summary: { tradeCount: 2, netPnl: '-105' } } });
  });

  it('resolves the filter once for a page and its summary, and both hold the same trades', async () => {
    const scopeOf = vi.spyOn(testApp.services.trades, 'scopeOf');
    try {
      const answer = await trader.graphql('{ tradeHistory(filter: { period: MONTH, search: "a" }) { trades { symbol } summary { tradeCount } } }');
      expect(answer.data).toEqual({ tradeHistory: { trades: [{ symbol: 'AAPL' }, { symbol: 'TSLA' }, { symbol: 'NVDA' }], summary: { tradeCount: 3 } } });
      expect(scopeOf).toHaveBeenCalledTimes(1);
    } finally {
      scopeOf.mockRestore();
    }
  });

  it('refuses a bad filter with a message naming what is wrong', async () => {
    const refused = async (query: string) => (await trader.get(`/api/trades?${query}`).expect(400)).body.message as string;
    expect(await refused('filter=best')).toBe('Filter must be one of: all, winners, losers, long, short.');
    expect(await refused('period=decade')).toBe('Time period must be one of: today, week, month, quarter, year, all.');
    expect(await refused('from=2026-02-30')).toBe('From must be a date written YYYY-MM-DD, such as 2026-03-02.');
    expect(await refused('from=2026-03-05&to=2026-03-01')).toBe('From must be on or before To.');
    expect(await refused('tagIds=a')).toBe('Tag ids must be whole numbers, separated by commas.');
    expect(await refused(`search=${'x'.repeat(101)}`)).toBe('Search must be at most 100 characters long.');
    expect(await refused('after=bm90LWEtY3Vyc29y')).toBe('That page cursor is not one this server gave: start again from the first page.');
    const answer = await trader.graphql('{ tradeHistory(filter: { from: "March" }) { trades { id } } }');
    expect(answer.errors?.[0]).toMatchObject({ message: 'From must be a date written YYYY-MM-DD, such as 2026-03-02.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
