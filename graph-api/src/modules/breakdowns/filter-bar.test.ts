import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import type { DasFill } from '../../../test/support/das-csv';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, listedTrades } from '../../../test/support/trade-history';
import { allTradesOf, type MetricTrade, metricsOfTrades } from '../dashboard-summary';
import { entityManagerReader } from '../insights';
import { journalFilterOf } from '../trades';
import { breakdownFiguresOf, closedBreakdownTrades } from './breakdowns-computation';
import { periodComparisonOf } from './domain/period-comparison';

// Two days of DAS fills (times in UTC; the trader's zone is Eastern, UTC-5 in March), in two accounts.
const DAY_ONE: DasFill[] = [
  { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '10', qty: 100, account: 'MAIN' }, // AAPL +100
  { time: '14:40:00', symbol: 'AAPL', side: 'S', price: '11', qty: 100, account: 'MAIN' },
  { time: '15:00:00', symbol: 'MSFT', side: 'SS', price: '400', qty: 10, account: 'MAIN' }, // MSFT short -100
  { time: '15:10:00', symbol: 'MSFT', side: 'B', price: '410', qty: 10, account: 'MAIN' },
  { time: '15:20:00', symbol: 'TSLA', side: 'B', price: '200', qty: 50, account: 'SIDE' }, // TSLA scratch, the other account
  { time: '15:30:00', symbol: 'TSLA', side: 'S', price: '200', qty: 50, account: 'SIDE' },
  { time: '23:30:00', symbol: 'NVDA', side: 'B', price: '100', qty: 10, account: 'MAIN' }, // NVDA entered on the 2nd (18:30 Eastern)
];
const DAY_TWO: DasFill[] = [
  { time: '14:00:00', symbol: 'AAPL', side: 'B', price: '10', qty: 100, account: 'MAIN' }, // AAPL +50
  { time: '14:10:00', symbol: 'AAPL', side: 'S', price: '10.5', qty: 100, account: 'MAIN' },
  { time: '14:20:00', symbol: 'AAPL', side: 'B', price: '10', qty: 100, account: 'MAIN' }, // AAPL -100
  { time: '14:30:00', symbol: 'AAPL', side: 'S', price: '9', qty: 100, account: 'MAIN' },
  { time: '15:00:00', symbol: 'NVDA', side: 'S', price: '120', qty: 10, account: 'MAIN' }, // closes NVDA: +200
];

const STATS = 'performanceStats { totalPnl totalTrades openTrades winRate profitFactor maxDrawdown expectancy }';

interface Stats {
  totalPnl: string;
  totalTrades: number;
  openTrades: number;
  winRate: number;
  profitFactor: number | null;
  maxDrawdown: string;
  expectancy: string;
}

/** The dashboard's figures of `trades` by the trade-level definitions (METRICS.md), in the API's shape. */
function statsOf(trades: readonly MetricTrade[]): Stats {
  const metrics = metricsOfTrades(trades);
  return {
    totalPnl: metrics.tally.netPnl,
    totalTrades: metrics.tally.trades,
    openTrades: metrics.openTrades,
    winRate: metrics.winRate,
    profitFactor: metrics.profitFactor.kind === 'value' ? metrics.profitFactor.value : null,
    maxDrawdown: metrics.maxDrawdown.amount,
    expectancy: metrics.expectancy,
  };
}

describe('the filter bar parser', () => {
  it('reads every field, normalised, and refuses bad values by name', () => {
    expect(journalFilterOf({ period: 'MONTH', symbol: ' aapl ', side: 'Short', platform: 'DAS_Trader', tagIds: '7,3,7', tagMatch: 'all' })).toEqual({
      period: 'month', from: null, to: null, account: null, platform: 'das_trader', symbol: 'AAPL', side: 'short', tagIds: [3, 7], tagMatch: 'all',
    });
    // One tag: "all" and "any" are one question, and one cache entry.
    expect(journalFilterOf({ tagIds: ['4'], tagMatch: 'all' }).tagMatch).toBe('any');
    expect(() => journalFilterOf({ side: 'sideways' })).toThrow('Side must be one of: long, short.');
    expect(() => journalFilterOf({ tagMatch: 'most', tagIds: '1,2' })).toThrow('Tag match must be one of: any, all.');
    expect(() => journalFilterOf({ from: '2026-03-05', to: '2026-03-01' })).toThrow('From must be on or before To.');
    expect(() => journalFilterOf({ symbol: 'X'.repeat(65) })).toThrow('Symbol must be at most 64 characters long.');
    expect(() => journalFilterOf({ account: 12 })).toThrow('Account must be text.');
  });
});

describeEachDatabase('the filter bar on the dashboard, /analytics, the insights and the history', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let traderId: number;
  let other: Browser;
  let setup: string;
  let mistake: string;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    const signedUp = await signedUpBrowser(testApp, 'filterer');
    trader = signedUp.browser;
    traderId = signedUp.user.id;
    other = (await signedUpBrowser(testApp, 'neighbour')).browser;
    await importDasDay(trader, '2026-03-02', DAY_ONE);
    await importDasDay(trader, '2026-03-03', DAY_TWO);
    const tag = async (name: string, kind: string) =>
      ((await trader.graphql(`mutation { createJournalTag(kind: ${kind}, name: ${JSON.stringify(name)}) { id } }`)).data!.createJournalTag as { id: string }).id;
    setup = await tag('Opening drive', 'SETUP');
    mistake = await tag('Chased', 'MISTAKE');
    const trades = await listedTrades(trader);
    const tagTrade = async (id: string, tagIds: string[]) => {
      const edit = await trader.graphql('mutation ($id: ID!, $input: TradeJournalInput!) { updateTradeJournal(tradeId: $id, input: $input) { id } }', { id, input: { tagIds } });
      expect(edit.errors).toBeUndefined();
    };
    // The first AAPL trade carries both tags, the MSFT trade the setup alone.
    const firstAapl = trades.filter((trade) => trade.symbol === 'AAPL').sort((a, b) => (a.entryTime < b.entryTime ? -1 : 1))[0]!;
    await tagTrade(firstAapl.id, [setup, mistake]);
    await tagTrade(trades.find((trade) => trade.symbol === 'MSFT')!.id, [setup]);
  });
  afterAll(() => testApp.close());

  const trades = async () => allTradesOf(testApp.orm.em.fork(), traderId);
  const dashboard = async (filter: Record<string, unknown>, browser = trader) => {
    const answer = await browser.graphql(`query ($filter: JournalFilterInput) { dashboard(filter: $filter) { ${STATS} filter tooFewTrades recentTrades { symbol } } }`, { filter });
    expect(answer.errors).toBeUndefined();
    return answer.data!.dashboard as { performanceStats: Stats; filter: string; tooFewTrades: boolean; recentTrades: { symbol: string }[] };
  };

  it('gives, under each filter, the figures of the hand-picked trades by the unfiltered definitions', async () => {
    const all = await trades();
    const cases: [Record<string, unknown>, (trade: MetricTrade) => boolean][] = [
      [{ symbol: 'aapl' }, (trade) => trade.symbol === 'AAPL'],
      // Entered on the 3rd (Eastern): NVDA, entered the evening before, is left out though it closed on the 3rd.
      [{ from: '2026-03-03', to: '2026-03-03' }, (trade) => trade.entryTime >= Date.parse('2026-03-03T05:00:00Z')],
      [{ side: 'SHORT' }, (trade) => trade.symbol === 'MSFT'],
      [{ account: 'SIDE' }, (trade) => trade.symbol === 'TSLA'],
      [{ platform: 'das_trader', account: 'MAIN' }, (trade) => trade.symbol !== 'TSLA'],
    ];
    for (const [filter, picked] of cases) {
      const answer = await dashboard(filter);
      expect(answer.performanceStats, JSON.stringify(filter)).toEqual(statsOf(all.filter(picked)));
      expect(answer.tooFewTrades).toBe(true);
      expect(answer.filter).toMatch(/^trades filtered by /);
    }
    // By hand: AAPL +100, +50, -100.
    expect((await dashboard({ symbol: 'AAPL' })).performanceStats).toMatchObject({ totalPnl: '50', totalTrades: 3, maxDrawdown: '100' });
    expect((await dashboard({ symbol: 'AAPL' })).recentTrades.map(({ symbol }) => symbol)).toEqual(['AAPL', 'AAPL', 'AAPL']);
    const unfiltered = await dashboard({});
    expect(unfiltered).toMatchObject({ filter: 'all trades', tooFewTrades: false, performanceStats: statsOf(all) });
  });

  it("lists the filtered trades as the dashboard's recent trades, on REST and GraphQL, as the history's first page", async () => {
    const recentRest = async (query: string, browser = trader) => ((await browser.get(`/api/dashboard?${query}`).expect(200)).body as { recent_trades: { id: string }[] }).recent_trades;
    const cases: [string, Record<string, unknown>][] = [
      ['symbol=aapl', { symbol: 'aapl' }],
      ['side=short', { side: 'SHORT' }],
      ['from=2026-03-03&to=2026-03-03', { from: '2026-03-03', to: '2026-03-03' }],
      [`tagIds=${setup},${mistake}&tagMatch=all`, { tagIds: [setup, mistake], tagMatch: 'ALL' }],
      ['account=SIDE&platform=das_trader', { account: 'SIDE', platform: 'das_trader' }],
      ['period=all', {}],
    ];
    for (const [query, filter] of cases) {
      const history = (await listedTrades(trader, query)).slice(0, 5);
      expect(history.length, query).toBeGreaterThan(0);
      expect((await recentRest(query)).map(({ id }) => id), query).toEqual(history.map(({ id }) => id));
      const graph = await trader.graphql('query ($filter: JournalFilterInput) { dashboard(filter: $filter) { recentTrades { id } } }', { filter });
      expect(graph.errors).toBeUndefined();
      expect((graph.data!.dashboard as { recentTrades: { id: string }[] }).recentTrades.map(({ id }) => id), query).toEqual(history.map(({ id }) => id));
    }
    // The unfiltered dashboard lists every kind: the filtered one only the filter's.
    expect(new Set((await recentRest('')).map((trade) => (trade as unknown as { symbol: string }).symbol)).size).toBeGreaterThan(1);
    expect((await recentRest('symbol=MSFT')).map((trade) => (trade as unknown as { symbol: string }).symbol)).toEqual(['MSFT']);
    // Another user's tag keeps none of the caller's trades.
    expect(await recentRest(`tagIds=${setup}`, other)).toEqual([]);
  });

  it('keeps trades carrying any, or all, of several tags', async () => {
    expect((await dashboard({ tagIds: [setup, mistake] })).performanceStats).toMatchObject({ totalTrades: 2, totalPnl: '0' });
    expect((await dashboard({ tagIds: [setup, mistake], tagMatch: 'ALL' })).performanceStats).toMatchObject({ totalTrades: 1, totalPnl: '100' });
    expect((await listedTrades(trader, `tagIds=${setup},${mistake}&tagMatch=all`)).map(({ symbol }) => symbol)).toEqual(['AAPL']);
    expect((await listedTrades(trader, `tagIds=${setup},${mistake}`)).map(({ symbol }) => symbol).sort()).toEqual(['AAPL', 'MSFT']);
  });

  it('filters the chart, the advanced analytics and the /analytics breakdowns with the same trades', async () => {
    const chart = await trader.graphql('{ performanceChart(filter: { from: "2026-03-03", to: "2026-03-03" }) { chartData { date pnl } } }');
    expect(chart.errors).toBeUndefined();
    expect(chart.data!.performanceChart).toEqual({ chartData: [{ date: '2026-03-03', pnl: '-50' }] });
    const rest = (await trader.get('/api/performance-chart?symbol=MSFT').expect(200)).body;
    expect(rest.chart_data).toEqual([expect.objectContaining({ date: '2026-03-02', pnl: -100, trades: 1 })]);
    const advanced = (await trader.get('/api/advanced-analytics?account=SIDE').expect(200)).body;
    expect(advanced.symbolPerformance.topPerformers).toEqual([expect.objectContaining({ symbol: 'TSLA', trades: 1 })]);

    const breakdowns = await trader.graphql('{ analyticsBreakdowns(filter: { symbol: "AAPL" }) { closedTrades filter tooFewTrades breakdowns { dimension buckets { key tradeCount totalPnl } } } }');
    expect(breakdowns.errors).toBeUndefined();
    const figures = breakdowns.data!.analyticsBreakdowns as { closedTrades: number; filter: string; tooFewTrades: boolean; breakdowns: { dimension: string; buckets: { key: string; tradeCount: number; totalPnl: string }[] }[] };
    const picked = (await closedBreakdownTrades(entityManagerReader(testApp.orm.em.fork()), traderId)).filter((trade) => trade.symbol === 'AAPL');
    const expected = breakdownFiguresOf(picked, 'America/New_York');
    expect(figures).toMatchObject({ closedTrades: 3, filter: 'trades filtered by symbol or underlying AAPL', tooFewTrades: true });
    expect(figures.breakdowns.map(({ dimension, buckets }) => ({ dimension: dimension.toLowerCase(), buckets: buckets.map(({ key, tradeCount, totalPnl }) => ({ key, tradeCount, totalPnl })) }))).toEqual(
      expected.dimensions.map(({ dimension, buckets }) => ({ dimension, buckets: buckets.map(({ key, tally }) => ({ key, tradeCount: tally.trades, totalPnl: tally.netPnl })) })),
    );
    expect((await trader.get('/api/analytics/breakdowns?side=short').expect(200)).body.closedTrades).toBe(1);
    const scatter = await trader.graphql('{ analyticsBreakdowns(filter: { side: SHORT }) { excursions { closedTrades } } all: analyticsBreakdowns { excursions { closedTrades } } }');
    expect(scatter.errors).toBeUndefined();
    expect(scatter.data).toEqual({ analyticsBreakdowns: { excursions: { closedTrades: 1 } }, all: { excursions: { closedTrades: 6 } } });
    // REST's scatter takes the same parameters and keeps the same trades as GraphQL's.
    const restScatter = async (query: string) => ((await trader.get(`/api/analytics/excursions${query}`).expect(200)).body as { closedTrades: number }).closedTrades;
    expect(await restScatter('?side=short')).toBe(1);
    expect(await restScatter('')).toBe(6);
    expect(await restScatter('?symbol=aapl&from=2026-03-03&to=2026-03-03')).toBe(2);
    expect(await restScatter('?account=SIDE&platform=das_trader')).toBe(1);
    expect(await restScatter(`?tagIds=${setup},${mistake}&tagMatch=all`)).toBe(1);
    expect(await restScatter(`?tagIds=${setup}`)).toBe(2);
    expect(await restScatter('?period=all&symbol=NVDA')).toBe(1);
    const bucket = await trader.graphql('{ breakdownBucket(dimension: SYMBOL, key: "MSFT", filter: { symbol: "AAPL" }) { tradeCount } }');
    expect(bucket.errors?.[0]?.message).toBe('There is no bucket "MSFT" in the symbol breakdown.');
  });

  it('names the filter in the explain panel and lists the filtered trades', async () => {
    const answer = await trader.graphql('{ dashboard(filter: { symbol: "AAPL" }) { explain(metric: TOTAL_PNL) { filter tradeCount trades { symbol } } } }');
    expect(answer.errors).toBeUndefined();
    const explanation = (answer.data!.dashboard as { explain: { filter: string; tradeCount: number; trades: { symbol: string }[] } }).explain;
    expect(explanation).toMatchObject({ filter: 'trades filtered by symbol or underlying AAPL', tradeCount: 3 });
    expect(explanation.trades.map(({ symbol }) => symbol)).toEqual(['AAPL', 'AAPL', 'AAPL']);
  });

  it('compares a period with the one before it, the same function over each, and says when the trades are too few', async () => {
    const query = 'query ($filter: JournalFilterInput!) { periodComparison(filter: $filter) { previousFrom previousTo currentTrades previousTrades minimumTrades figures { figure current previous change pValue verdict } } }';
    const answer = await trader.graphql(query, { filter: { from: '2026-03-03', to: '2026-03-03' } });
    expect(answer.errors).toBeUndefined();
    const all = await trades();
    const secondDay = Date.parse('2026-03-03T05:00:00Z');
    const expected = periodComparisonOf(all.filter((trade) => trade.entryTime >= secondDay), all.filter((trade) => trade.entryTime < secondDay));
    // The 3rd: AAPL +50, -100; the 2nd: +100, -100, 0 and NVDA's +200.
    expect(answer.data!.periodComparison).toEqual({
      previousFrom: '2026-03-02T05:00:00.000Z',
      previousTo: '2026-03-03T05:00:00.000Z',
      currentTrades: 2,
      previousTrades: 4,
      minimumTrades: 20,
      figures: expected.figures,
    });
    expect(expected.figures[0]).toEqual({ figure: 'net_pnl', current: '-50', previous: '200', change: '-250', pValue: null, verdict: 'too few trades' });
    expect((await trader.graphql(query, { filter: { symbol: 'AAPL' } })).data!.periodComparison).toBeNull();
  });

  it('finds the insights of the filtered trades on request, with the same engine', async () => {
    const answer = await trader.graphql('{ insights(filter: { symbol: "AAPL" }) { id } all: insights { id } }');
    expect(answer.errors).toBeUndefined();
    // Three trades are fewer than any detector's minimum: the filtered view has no finding.
    expect(answer.data!.insights).toEqual([]);
    expect((await trader.get('/api/insights?side=long').expect(200)).body).toEqual({ insights: [] });
  });

  it('refuses a bad filter by name on every view, and computes nothing', async () => {
    expect((await trader.get('/api/dashboard?side=sideways').expect(400)).body.message).toBe('Side must be one of: long, short.');
    expect((await trader.get('/api/trades?tagMatch=most&tagIds=1,2').expect(400)).body.message).toBe('Tag match must be one of: any, all.');
    expect((await trader.get('/api/analytics/breakdowns?from=2026-02-30').expect(400)).body.message).toBe('From must be a date written YYYY-MM-DD, such as 2026-03-02.');
    expect((await trader.get('/api/analytics/excursions?period=decade').expect(400)).body.message).toMatch(/^Time period must be one of: /);
    expect((await trader.get('/api/analytics/excursions?side=sideways').expect(400)).body.message).toBe('Side must be one of: long, short.');
    expect((await trader.get('/api/analytics/excursions?from=2026-03-05&to=2026-03-01').expect(400)).body.message).toBe('From must be on or before To.');
    expect((await trader.get('/api/analytics/excursions?tagMatch=most&tagIds=1,2').expect(400)).body.message).toBe('Tag match must be one of: any, all.');
    const graph = await trader.graphql('{ insights(filter: { from: "2026-03-05", to: "2026-03-01" }) { id } }');
    expect(graph.errors?.[0]).toMatchObject({ message: 'From must be on or before To.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("keeps nothing under another user's tag or account, and counts none of their trades", async () => {
    await importDasDay(other, '2026-03-03', [
      { time: '14:00:00', symbol: 'AAPL', side: 'B', price: '10', qty: 1000, account: 'THEIRS' },
      { time: '14:05:00', symbol: 'AAPL', side: 'S', price: '5', qty: 1000, account: 'THEIRS' },
    ]);
    expect((await dashboard({ tagIds: [setup] }, other)).performanceStats).toMatchObject({ totalTrades: 0, totalPnl: '0' });
    expect(await listedTrades(other, `tagIds=${setup}`)).toEqual([]);
    expect((await other.get(`/api/analytics/excursions?tagIds=${setup}`).expect(200)).body).toMatchObject({ closedTrades: 0, points: [] });
    expect((await other.get('/api/analytics/excursions?symbol=AAPL').expect(200)).body.closedTrades).toBe(1);
    expect((await dashboard({ account: 'THEIRS' })).performanceStats).toMatchObject({ totalTrades: 0 });
    expect((await dashboard({ symbol: 'AAPL' })).performanceStats).toMatchObject({ totalPnl: '50', totalTrades: 3 });
  });

  it('answers again after a journal edit that changes which trades a filter keeps', async () => {
    expect((await dashboard({ tagIds: [mistake] })).performanceStats).toMatchObject({ totalTrades: 1 });
    const msft = (await listedTrades(trader)).find((trade) => trade.symbol === 'MSFT')!;
    await trader.graphql('mutation ($id: ID!, $input: TradeJournalInput!) { updateTradeJournal(tradeId: $id, input: $input) { id } }', { id: msft.id, input: { tagIds: [setup, mistake] } });
    expect((await dashboard({ tagIds: [mistake] })).performanceStats).toMatchObject({ totalTrades: 2, totalPnl: '0' });
  });
});
