import Big from 'big.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay } from '../../../test/support/trade-history';
import { type DasFill, manyDasRoundTrips } from '../../../test/support/das-csv';
import { metricsOfTrades } from './domain/performance-metrics';
import { allTradesOf } from './summary/trade-rows';

// Trades imported through the real CSV import (DAS Trader, times in UTC); every figure below is
// worked out by hand from the fills. The trader's zone is the default, Eastern (UTC-5 in March).

const DAY_ONE: DasFill[] = [
  { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '10', qty: 100 }, // AAPL +100, exits 14:40
  { time: '14:40:00', symbol: 'AAPL', side: 'S', price: '11', qty: 100 },
  { time: '15:00:00', symbol: 'MSFT', side: 'SS', price: '400', qty: 10 }, // MSFT short -100, exits 15:10
  { time: '15:10:00', symbol: 'MSFT', side: 'B', price: '410', qty: 10 },
  { time: '15:20:00', symbol: 'TSLA', side: 'B', price: '200', qty: 50 }, // TSLA scratch, exits 15:30
  { time: '15:30:00', symbol: 'TSLA', side: 'S', price: '200', qty: 50 },
  { time: '23:30:00', symbol: 'NVDA', side: 'B', price: '100', qty: 10 }, // NVDA open overnight (18:30 Eastern)
];
const DAY_TWO: DasFill[] = [
  { time: '14:00:00', symbol: 'AAPL', side: 'B', price: '10', qty: 100 }, // AAPL +50, exits 14:10
  { time: '14:10:00', symbol: 'AAPL', side: 'S', price: '10.5', qty: 100 },
  { time: '14:20:00', symbol: 'AAPL', side: 'B', price: '10', qty: 100 }, // AAPL -100, exits 14:30
  { time: '14:30:00', symbol: 'AAPL', side: 'S', price: '9', qty: 100 },
  { time: '15:00:00', symbol: 'NVDA', side: 'S', price: '120', qty: 10 }, // closes NVDA: +200
];

const STATS = `performanceStats { totalPnl totalTrades openTrades winners losers scratches winRate profitFactor profitFactorText avgWin avgLoss expectancy
  maxDrawdown maxDrawdownPeakAt maxDrawdownTroughAt largestLosingStreak { count total } longestWinStreak { count total } longestLossStreak { count total } }`;
const DASHBOARD = `{ dashboard { ${STATS} symbolPerformance { symbol tradeCount totalPnl winRate } recentTrades { id symbol status } aiInsights { text } timeZone
  drawdown: explain(metric: MAX_DRAWDOWN) { formula inputs { name value } tradeCount tradeIds } } }`;

describeEachDatabase('the dashboard, chart and advanced analytics over imported trades', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let other: Browser;
  let traderId: number;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    const signedUp = await signedUpBrowser(testApp, 'analyst');
    trader = signedUp.browser;
    traderId = signedUp.user.id;
    other = (await signedUpBrowser(testApp, 'bystander')).browser;
  });
  afterAll(() => testApp.close());

  const dashboard = async (browser: Browser) => {
    const answer = await browser.graphql(DASHBOARD);
    expect(answer.errors).toBeUndefined();
    return answer.data!.dashboard as Record<string, unknown> & { performanceStats: Record<string, unknown> };
  };

  it('answers zeros, empty lists and the SPEC message before any trade', async () => {
    const rest = (await trader.get('/api/dashboard').expect(200)).body;
    expect(rest.performance_stats).toMatchObject({ total_pnl: 0, win_rate: 0, total_trades: 0, profit_factor: null, profit_factor_text: '—', avg_win: 0, avg_loss: 0, max_drawdown: 0 });
    expect(rest).toMatchObject({ recent_trades: [], symbol_performance: [], ai_insights: [] });
    expect((await trader.get('/api/performance-chart').expect(200)).body.chart_data).toEqual([]);
    expect((await trader.get('/api/advanced-analytics').expect(200)).body).toMatchObject({ message: 'No trading data available for analysis', timeAnalytics: { bestDay: null, bestHour: null } });
  });

  it('gives the hand-computed figures of the first day, the open trade left out', async () => {
    await importDasDay(trader, '2026-03-02', DAY_ONE);
    // W (+100), L (-100), S (0): the curve 100, 0, 0.
    expect((await dashboard(trader)).performanceStats).toMatchObject({
      totalPnl: '0', totalTrades: 3, openTrades: 1, winners: 1, losers: 1, scratches: 1, winRate: 1 / 3, profitFactor: 1, profitFactorText: '1.00',
      avgWin: '100', avgLoss: '-100', expectancy: '0', maxDrawdown: '100', maxDrawdownPeakAt: '2026-03-02T14:40:00.000Z', maxDrawdownTroughAt: '2026-03-02T15:10:00.000Z',
    });
  });

  it('follows a later import that closes the open position', async () => {
    await importDasDay(trader, '2026-03-03', DAY_TWO);
    // In exit order: +100, -100, 0 | +50, -100, +200. The curve 100, 0, 0, 50, -50, 150: from 100 down to -50.
    const answer = await dashboard(trader);
    expect(answer.performanceStats).toEqual({
      totalPnl: '150', totalTrades: 6, openTrades: 0, winners: 3, losers: 2, scratches: 1, winRate: 0.5, profitFactor: 1.75, profitFactorText: '1.75',
      avgWin: '116.666667', avgLoss: '-100', expectancy: '25', maxDrawdown: '150', maxDrawdownPeakAt: '2026-03-02T14:40:00.000Z', maxDrawdownTroughAt: '2026-03-03T14:30:00.000Z',
      largestLosingStreak: { count: 1, total: '-100' }, longestWinStreak: { count: 1, total: '100' }, longestLossStreak: { count: 1, total: '-100' },
    });
    expect(answer.symbolPerformance).toEqual([
      { symbol: 'NVDA', tradeCount: 1, totalPnl: '200', winRate: 1 },
      { symbol: 'AAPL', tradeCount: 3, totalPnl: '50', winRate: 2 / 3 },
      { symbol: 'TSLA', tradeCount: 1, totalPnl: '0', winRate: 0 },
      { symbol: 'MSFT', tradeCount: 1, totalPnl: '-100', winRate: 0 },
    ]);
    // Newest by entry first: AAPL 14:20 and 14:00 of the second day, NVDA 23:30, TSLA 15:20, MSFT 15:00 of the first.
    expect((answer.recentTrades as { symbol: string }[]).map(({ symbol }) => symbol)).toEqual(['AAPL', 'AAPL', 'NVDA', 'TSLA', 'MSFT']);
    expect(answer.recentTrades).toHaveLength(5);
    expect(answer.aiInsights).toEqual([]);
    // The drawdown's trades: MSFT -100, TSLA 0, AAPL +50, AAPL -100, which add up to -150.
    const drawdown = answer.drawdown as { tradeCount: number; tradeIds: string[]; inputs: { name: string; value: string }[] };
    expect(drawdown.tradeCount).toBe(4);
    const listed = (await trader.get('/api/trades?limit=1000').expect(200)).body as { id: string; pnl: string }[];
    const pnlOf = new Map(listed.map(({ id, pnl }) => [id, Number(pnl)]));
    expect(drawdown.tradeIds.map((id) => pnlOf.get(id))).toEqual([-100, 0, 50, -100]);
    expect(drawdown.inputs[0]).toEqual({ name: 'Max drawdown', value: '150' });
  });

  it('explains each figure: its formula, inputs and the trades behind it', async () => {
    const query = `{ dashboard {
      winRate: explain(metric: WIN_RATE) { formula inputs { name value } tradeCount tradeIds }
      avgWin: explain(metric: AVG_WIN) { tradeCount tradeIds }
      streak: explain(metric: LARGEST_LOSING_STREAK) { tradeCount tradeIds }
      day: explain(metric: DAILY_PNL, date: "2026-03-03") { inputs { name value } tradeCount tradeIds trades { id symbol pnl } } } }`;
    const answer = await trader.graphql(query);
    expect(answer.errors).toBeUndefined();
    const explained = answer.data!.dashboard as Record<string, { formula?: string; inputs?: { name: string; value: string }[]; tradeCount: number; tradeIds: string[]; trades?: { id: string; pnl: string }[] }>;
    const listed = (await trader.get('/api/trades?limit=1000').expect(200)).body as { id: string; symbol: string; pnl: string }[];
    const pnlOf = (ids: string[]) => ids.map((id) => listed.find((trade) => trade.id === id)!.pnl);
    expect(explained.winRate!.formula).toContain('winners ÷ closed trades');
    expect(explained.winRate!.inputs).toEqual(expect.arrayContaining([{ name: 'Winners', value: '3' }, { name: 'Scratches', value: '1' }, { name: 'Win rate', value: '50.0%' }]));
    expect(explained.winRate!.tradeCount).toBe(6);
    expect(pnlOf(explained.avgWin!.tradeIds).sort()).toEqual(['100', '200', '50']);
    // The earliest of the two equal -100 runs: MSFT's.
    expect(explained.streak!.tradeCount).toBe(1);
    expect(listed.find((trade) => trade.id === explained.streak!.tradeIds[0])!.symbol).toBe('MSFT');
    expect(pnlOf(explained.day!.tradeIds)).toEqual(['50', '-100', '200']);
    // The trades come in the same answer, in the order of their ids.
    expect(explained.day!.trades!.map(({ id }) => id)).toEqual(explained.day!.tradeIds);
    expect(explained.day!.trades!.map(({ pnl }) => pnl)).toEqual(['50', '-100', '200']);
    const othersDay = await other.graphql('{ dashboard { explain(metric: DAILY_PNL, date: "2026-03-03") { tradeCount tradeIds trades { id } } } }');
    expect(othersDay.data!.dashboard).toEqual({ explain: { tradeCount: 0, tradeIds: [], trades: [] } });
    const refused = await trader.graphql('{ dashboard { explain(metric: DAILY_PNL, date: "2026-02-30") { tradeCount } } }');
    expect(refused.errors?.[0]).toMatchObject({ message: 'daily_pnl is explained for a date: give date as YYYY-MM-DD.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('bounds the trades of an explanation at 50, with the count of all of them', async () => {
    const busy = (await signedUpBrowser(testApp, 'busy')).browser;
    await importDasDay(busy, '2026-03-02', manyDasRoundTrips(60));
    const answer = await busy.graphql('{ dashboard { explain(metric: TOTAL_PNL) { tradeCount tradeIds trades { id pnl } } } }');
    const explained = (answer.data!.dashboard as { explain: { tradeCount: number; tradeIds: string[]; trades: { id: string; pnl: string }[] } }).explain;
    expect(explained.tradeCount).toBe(60);
    expect(explained.trades).toHaveLength(50);
    expect(explained.trades.map(({ id }) => id)).toEqual(explained.tradeIds);
    // Each bought 100 and sold them a cent higher.
    expect(new Set(explained.trades.map(({ pnl }) => pnl))).toEqual(new Set(['1']));
  });

  it('agrees with the trade-level definitions over the stored trades (the summary never drifts from them)', async () => {
    const direct = metricsOfTrades(await allTradesOf(testApp.orm.em.fork(), traderId));
    const stats = (await dashboard(trader)).performanceStats;
    expect(stats).toMatchObject({ totalPnl: direct.tally.netPnl, totalTrades: direct.tally.trades, maxDrawdown: direct.maxDrawdown.amount, expectancy: direct.expectancy });
  });

  it('answers the REST shapes of SPEC §3 with the same figures', async () => {
    const rest = (await trader.get('/api/dashboard').expect(200)).body;
    expect(rest.performance_stats).toMatchObject({ total_pnl: 150, win_rate: 0.5, total_trades: 6, profit_factor: 1.75, avg_win: 116.666667, avg_loss: -100, max_drawdown: 150 });
    expect(rest.recent_trades).toHaveLength(5);
    expect(rest.recent_trades[2]).toMatchObject({ symbol: 'NVDA', side: 'LONG', pnl: '200', status: 'closed' });
    expect(rest.symbol_performance[1]).toEqual({ symbol: 'AAPL', tradeCount: 3, totalPnl: 50, winRate: 2 / 3 });
    // One point per Eastern day with a closed trade; the last equals the total.
    expect((await trader.get('/api/performance-chart').expect(200)).body.chart_data).toEqual([
      { date: '2026-03-02', cumulative_pnl: 0, pnl: 0, trades: 3 },
      { date: '2026-03-03', cumulative_pnl: 150, pnl: 150, trades: 3 },
    ]);
    const advanced = (await trader.get('/api/advanced-analytics').expect(200)).body;
    expect(advanced.message).toBeUndefined();
    // Monday 0 (3 trades), Tuesday +150 (3). Entry hours, Eastern: 9 (+100, +50, -100), 10 (-100, 0), 18 (NVDA +200).
    expect(advanced.timeAnalytics.bestDay).toEqual({ day: 'Tuesday', trades: 3, totalPnl: 150, winRate: 2 / 3 });
    expect(advanced.timeAnalytics.bestHour).toEqual({ hour: 18, trades: 1, totalPnl: 200, winRate: 1 });
    expect(advanced.timeAnalytics.byHour.map(({ hour, trades }: { hour: number; trades: number }) => [hour, trades])).toEqual([[18, 1], [9, 3], [10, 2]]);
    expect(advanced.symbolPerformance.topPerformers[0]).toEqual({ symbol: 'NVDA', trades: 1, totalPnl: 200, winRate: 1 });
    // $1K-$5K: AAPL ×3 (1 000), MSFT (4 000), NVDA (1 000): +150 over 5; TSLA (10 000) alone in $10K-$25K.
    expect(advanced.positionSizeAnalysis.bestRange).toEqual({ range: '$1K-$5K', trades: 5, winRate: 0.6, avgPnl: 30, totalPnl: 150 });
  });

  it('lists as its recent trades the first five of the trade list, with their journal', async () => {
    const [newest] = (await trader.get('/api/trades?limit=5').expect(200)).body as Array<{ id: string; symbol: string; side: string }>;
    expect(newest).toMatchObject({ symbol: 'AAPL', side: 'LONG' });
    const tag = (await trader.graphql('mutation { createJournalTag(kind: SETUP, name: "Opening drive") { id } }')).data!.createJournalTag as { id: string };
    const edit = await trader.graphql('mutation ($id: ID!, $input: TradeJournalInput!) { updateTradeJournal(tradeId: $id, input: $input) { id } }', {
      id: newest!.id,
      input: { notes: 'Bought the dip', tagIds: [tag.id], stopPrice: '9.5' },
    });
    expect(edit.errors).toBeUndefined();
    const list = (await trader.get('/api/trades?limit=5').expect(200)).body as Array<Record<string, unknown>>;
    expect(list[0]).toMatchObject({ notes: 'Bought the dip', stopPrice: '9.5', tags: [{ id: tag.id, kind: 'setup', name: 'Opening drive' }] });
    expect((await trader.get('/api/dashboard').expect(200)).body.recent_trades).toEqual(list);
  });

  it("never counts another user's trades", async () => {
    const before = await dashboard(trader);
    await importDasDay(other, '2026-03-02', [
      { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '10', qty: 1000 },
      { time: '14:35:00', symbol: 'AAPL', side: 'S', price: '5', qty: 1000 },
    ]);
    expect(await dashboard(trader)).toEqual(before);
    expect((await dashboard(other)).performanceStats).toMatchObject({ totalPnl: '-5000', totalTrades: 1, maxDrawdown: '5000' });
  });

  it('changes nothing when a file is imported again', async () => {
    const before = await dashboard(trader);
    await importDasDay(trader, '2026-03-02', DAY_ONE);
    await importDasDay(trader, '2026-03-03', DAY_TWO);
    expect(await dashboard(trader)).toEqual(before);
  });

  it('agrees with the history on generated trades: dashboard total = sum of the rows = history totals = end of the equity curve', async () => {
    const generated = (await signedUpBrowser(testApp, 'generated')).browser;
    let seed = 7;
    const next = (below: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % below);
    for (const day of ['2026-03-09', '2026-03-10', '2026-03-11']) {
      const fills: DasFill[] = [];
      for (let trip = 0; trip < 40; trip += 1) {
        const symbol = `G${next(6)}`;
        const seconds = 14 * 3600 + trip * 300;
        const time = (offset: number) => new Date((seconds + offset) * 1000).toISOString().slice(11, 19);
        const price = (10 + next(500) / 100).toFixed(2);
        const quantity = 10 * (1 + next(10));
        fills.push({ time: time(0), symbol, side: 'B', price, qty: quantity });
        // Every seventh stays open until a later day closes it (or never).
        if (trip % 7 !== 3) fills.push({ time: time(120), symbol, side: 'S', price: (Number(price) + (next(300) - 150) / 100).toFixed(2), qty: quantity });
      }
      await importDasDay(generated, day, fills);
    }
    const listed = (await generated.get('/api/trades?limit=1000').expect(200)).body as { pnl: string; status: string }[];
    const closedSum = listed.filter(({ status }) => status === 'closed').reduce((sum, { pnl }) => sum.plus(pnl), new Big(0));
    const stats = (await dashboard(generated)).performanceStats;
    expect(stats.totalPnl).toBe(closedSum.toFixed());
    expect(stats.totalTrades).toBe(listed.filter(({ status }) => status === 'closed').length);
    expect(stats.openTrades).toBe(listed.filter(({ status }) => status === 'open').length);
    const history = (await generated.get('/api/trades/summary').expect(200)).body;
    expect(new Big(history.netPnl).eq(closedSum)).toBe(true);
    const curve = (await generated.graphql('{ performanceChart { chartData { cumulativePnl } } }')).data!.performanceChart as { chartData: { cumulativePnl: string }[] };
    expect(curve.chartData[curve.chartData.length - 1]!.cumulativePnl).toBe(stats.totalPnl);
  });

  it('follows the Timezone setting: days and hours move with it', async () => {
    // Exits 06:30 UTC on 4 March: 01:30 on the 4th in New York, 22:30 on the 3rd in Los Angeles.
    const night = (await signedUpBrowser(testApp, 'nightowl')).browser;
    await importDasDay(night, '2026-03-04', [
      { time: '06:00:00', symbol: 'AMD', side: 'B', price: '100', qty: 10 },
      { time: '06:30:00', symbol: 'AMD', side: 'S', price: '101', qty: 10 },
    ]);
    const chart = async () => (await night.get('/api/performance-chart').expect(200)).body.chart_data;
    const bestHour = async () => (await night.get('/api/advanced-analytics').expect(200)).body.timeAnalytics.bestHour.hour;
    expect(await chart()).toEqual([{ date: '2026-03-04', cumulative_pnl: 10, pnl: 10, trades: 1 }]);
    expect(await bestHour()).toBe(1);
    expect((await night.graphql('mutation { updateSettings(input: { timezone: "pst" }) { timezone } }')).errors).toBeUndefined();
    expect(await chart()).toEqual([{ date: '2026-03-03', cumulative_pnl: 10, pnl: 10, trades: 1 }]);
    expect(await bestHour()).toBe(22);
    expect((await night.get('/api/advanced-analytics').expect(200)).body.timeAnalytics.bestDay.day).toBe('Tuesday');
  });
});
