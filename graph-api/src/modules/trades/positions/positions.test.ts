import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { describeEachDatabase } from '../../../../test/support/databases';
import { uploadFile } from '../../../../test/support/rest-imports';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

// webull-spreads.csv (Webull: no costs; times Eastern, UTC-5). Six positions of fourteen legs and
// one stock trade, every figure below worked out by hand (docs/options.md, "Multi-leg positions"):
//   SPXW 6 Mar 6900/6910 call vertical, 2 lots: debit 5.00, closed for 9.00   -> +800 (exits 4 Mar 16:00Z)
//   AAPL 20 Mar 180/190/220/230 iron condor: credit 2.70, closed for 3.30     ->  -60 (5 Mar 17:00Z)
//   QQQ 13 Mar 500/490 put vertical: credit 2.00, rolled (closed for 3.00)     -> -100 (5 Mar 19:00Z)
//   QQQ 20 Mar 495/485 put vertical, the roll's new legs: credit 2.50, closed for 0.80 -> +170 (6 Mar 20:00Z)
//   KO covered call: 100 shares at 60 and the 62 call sold at 1.00; out at 61 and 0.50 -> +150 (6 Mar 16:00Z)
//   MSFT 10 shares 400 -> 410                                                   -> +100 (3 Mar 15:00Z)
const SPREADS = readFileSync(join(__dirname, 'fixtures/webull-spreads.csv'));

const STATS = 'performanceStats { totalPnl totalTrades openTrades winners losers winRate avgWin avgLoss profitFactor expectancy maxDrawdown maxDrawdownPeakAt maxDrawdownTroughAt }';
const DASHBOARD = `{ dashboard { ${STATS} symbolPerformance { symbol tradeCount totalPnl } } performanceChart { chartData { date pnl cumulativePnl } } }`;
const POSITION = 'position { id shape underlying netDebit maxLoss maxGain pnl status rMultiple grouping legCount legs { tradeId symbol side pnl } }';
const TRADES = `{ trades(limit: 100) { id symbol pnl ${POSITION} } }`;

interface LegAnswer {
  id: string;
  symbol: string;
  pnl: string;
  position: null | { id: string; shape: string; netDebit: string; maxLoss: string | null; maxGain: string | null; pnl: string; rMultiple: string | null; grouping: string; legCount: number; legs: { tradeId: string; symbol: string }[] };
}

describeEachDatabase('Multi-leg positions: grouped, counted as one by every figure, split and merged by hand (docs/options.md)', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'spreads')).browser;
  });
  afterAll(() => testApp.close());

  const graphql = async (browser: Browser, query: string, variables?: Record<string, unknown>) => {
    const answer = await browser.graphql(query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data as Record<string, unknown>;
  };
  const legs = async () => ((await graphql(trader, TRADES)).trades as LegAnswer[]);
  const legOf = async (symbol: string) => (await legs()).find((leg) => leg.symbol === symbol)!;
  const stats = async () => ((await graphql(trader, DASHBOARD)).dashboard as { performanceStats: Record<string, unknown> }).performanceStats;
  const importSpreads = async () => {
    const answer = await uploadFile(trader, SPREADS, 'Webull_Orders_Records.csv', { platform: 'webull' }).expect(200);
    expect(answer.body.success).toBe(true);
  };

  it('counts each position once: the dashboard, the calendar and the analytics hold the hand-computed figures', async () => {
    await importSpreads();
    const answer = await graphql(trader, DASHBOARD);
    const dashboard = answer.dashboard as { performanceStats: Record<string, unknown>; symbolPerformance: unknown[] };
    // +100, +800, -60, -100, +150, +170 in exit order: the curve 100, 900, 840, 740, 890, 1060.
    expect(dashboard.performanceStats).toEqual({
      totalPnl: '1060', totalTrades: 6, openTrades: 0, winners: 4, losers: 2, winRate: 4 / 6, avgWin: '305', avgLoss: '-80', profitFactor: 7.625,
      expectancy: '176.666667', maxDrawdown: '160', maxDrawdownPeakAt: '2026-03-04T16:00:00.000Z', maxDrawdownTroughAt: '2026-03-05T19:00:00.000Z',
    });
    // By underlying, a position one trade: the vertical's +800, not its bought leg's +1,600.
    expect(dashboard.symbolPerformance).toEqual([
      { symbol: 'SPXW', tradeCount: 1, totalPnl: '800' },
      { symbol: 'KO', tradeCount: 1, totalPnl: '150' },
      { symbol: 'MSFT', tradeCount: 1, totalPnl: '100' },
      { symbol: 'QQQ', tradeCount: 2, totalPnl: '70' },
      { symbol: 'AAPL', tradeCount: 1, totalPnl: '-60' },
    ]);
    expect((answer.performanceChart as { chartData: unknown[] }).chartData).toEqual([
      expect.objectContaining({ date: '2026-03-03', pnl: '100', cumulativePnl: '100' }),
      expect.objectContaining({ date: '2026-03-04', pnl: '800', cumulativePnl: '900' }),
      expect.objectContaining({ date: '2026-03-05', pnl: '-160', cumulativePnl: '740' }),
      expect.objectContaining({ date: '2026-03-06', pnl: '320', cumulativePnl: '1060' }),
    ]);
    const analytics = (await graphql(trader, '{ analyticsBreakdowns { closedTrades risk { largestLoss maxDrawdown } } }')).analyticsBreakdowns;
    expect(analytics).toEqual({ closedTrades: 6, risk: { largestLoss: '-100', maxDrawdown: '160' } });

    // The explain panels list the positions the figure counts (each named by its lead leg), not legs.
    const explained = async (metric: string) => {
      const { explain } = (await graphql(trader, `{ dashboard { explain(metric: ${metric}) { tradeCount tradeIds trades { id symbol pnl position { pnl } } } } }`)).dashboard as {
        explain: { tradeCount: number; tradeIds: string[]; trades: { id: string; symbol: string; pnl: string; position: { pnl: string } | null }[] };
      };
      return { count: explain.tradeCount, ids: explain.tradeIds.length, pnl: explain.trades.map((trade) => trade.position?.pnl ?? trade.pnl) };
    };
    expect(await explained('WIN_RATE')).toEqual({ count: 6, ids: 6, pnl: ['170', '150', '-100', '-60', '800', '100'] });
    expect(await explained('AVG_LOSS')).toEqual({ count: 2, ids: 2, pnl: ['-100', '-60'] });
    // The drawdown from the +800 to the trough: the iron condor's -60 and the first QQQ vertical's -100.
    expect(await explained('MAX_DRAWDOWN')).toEqual({ count: 2, ids: 2, pnl: ['-60', '-100'] });
    expect(await explained('LONGEST_LOSS_STREAK')).toEqual({ count: 2, ids: 2, pnl: ['-60', '-100'] });
  });

  it("names each position's shape with its net debit or credit, maximum loss and gain, and R on the maximum loss", async () => {
    const vertical = (await legOf('SPXW 260306C6910')).position!;
    expect(vertical).toMatchObject({ shape: 'vertical', netDebit: '1000', maxLoss: '1000', maxGain: '1000', pnl: '800', rMultiple: '0.8', grouping: 'automatic', legCount: 2 });
    expect(vertical.legs.map(({ symbol }) => symbol).sort()).toEqual(['SPXW 260306C6900', 'SPXW 260306C6910']);
    // Its id is its lead leg's, listed first: the first opened (both were, together: then the first instrument stored).
    expect(vertical.id).toBe(vertical.legs[0]!.tradeId);
    expect((await legOf('SPXW 260306C6900')).position!.id).toBe(vertical.id);
    // A credit of 2.70; the wider side is 10 wide: 1,000 - 270 at risk. -60 / 730.
    expect((await legOf('AAPL 260320C220')).position).toMatchObject({ shape: 'iron condor', netDebit: '-270', maxLoss: '730', maxGain: '270', pnl: '-60', rMultiple: '-0.0822', legCount: 4 });
    expect((await legOf('KO')).position).toMatchObject({ shape: 'covered call', netDebit: '5900', maxLoss: '5900', maxGain: '300', pnl: '150' });
    expect((await legOf('MSFT')).position).toBeNull();
  });

  it('a roll starts a new position: the rolled legs close the first, the legs opened in the roll are the second', async () => {
    const first = (await legOf('QQQ 260313P500')).position!;
    const second = (await legOf('QQQ 260320P495')).position!;
    expect(first).toMatchObject({ shape: 'vertical', netDebit: '-200', maxLoss: '800', maxGain: '200', pnl: '-100' });
    expect(second).toMatchObject({ shape: 'vertical', netDebit: '-250', maxLoss: '750', maxGain: '250', pnl: '170' });
    expect(first.id).not.toBe(second.id);
  });

  it('offers to merge the trades of the same account and underlying outside the trade\'s own position, and none of another trader\'s', async () => {
    const candidates = async (symbol: string) => {
      const answer = await graphql(trader, 'query($id: ID!) { mergeCandidates(tradeId: $id) { symbol } }', { id: (await legOf(symbol)).id });
      return (answer.mergeCandidates as { symbol: string }[]).map((trade) => trade.symbol).sort();
    };
    // The roll's two legs, newest first; not the other leg of the first vertical, already one position with it.
    expect(await candidates('QQQ 260313P490')).toEqual(['QQQ 260320P485', 'QQQ 260320P495']);
    // KO's call is already in the shares' position; MSFT has no other trade.
    expect(await candidates('KO')).toEqual([]);
    expect(await candidates('MSFT')).toEqual([]);
    const other = (await signedUpBrowser(testApp, 'spreadscandidates')).browser;
    const answer = await other.graphql('query($id: ID!) { mergeCandidates(tradeId: $id) { id } }', { id: (await legOf('QQQ 260313P490')).id });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('splits and merges by hand; the choice survives a re-import; reset gives the legs back to the rule', async () => {
    const call = await legOf('KO 260320C62');
    await graphql(trader, 'mutation($id: ID!) { splitPositionLeg(tradeId: $id) { id } }', { id: call.id });
    expect((await legOf('KO 260320C62')).position).toBeNull();
    expect((await legOf('KO')).position).toBeNull();
    expect(await stats()).toMatchObject({ totalTrades: 7, totalPnl: '1060' });

    // The two QQQ verticals as one position: four puts of two expiries.
    const [rolled, roll] = [await legOf('QQQ 260313P490'), await legOf('QQQ 260320P485')];
    await graphql(trader, 'mutation($ids: [ID!]!) { mergePositions(tradeIds: $ids) { id } }', { ids: [rolled.id, roll.id] });
    const merged = (await legOf('QQQ 260320P495')).position!;
    expect(merged).toMatchObject({ shape: 'custom, 4 legs', pnl: '70', maxLoss: null, maxGain: null, grouping: 'manual', legCount: 4 });
    // KO's shares (+100) and call (+50) now win apart; the QQQ position (+70) wins; the condor loses.
    expect(await stats()).toMatchObject({ totalTrades: 6, totalPnl: '1060', winners: 5, losers: 1 });

    // The same file again rebuilds nothing away: both choices hold.
    await importSpreads();
    expect((await legOf('KO 260320C62')).position).toBeNull();
    expect((await legOf('QQQ 260313P500')).position).toMatchObject({ shape: 'custom, 4 legs', pnl: '70' });
    expect(await stats()).toMatchObject({ totalTrades: 6, totalPnl: '1060' });

    await graphql(trader, 'mutation($id: ID!) { resetPositionGrouping(tradeId: $id) { id } }', { id: (await legOf('QQQ 260313P500')).id });
    await graphql(trader, 'mutation($id: ID!) { resetPositionGrouping(tradeId: $id) { id } }', { id: (await legOf('KO 260320C62')).id });
    expect((await legOf('QQQ 260313P500')).position).toMatchObject({ shape: 'vertical', pnl: '-100' });
    expect((await legOf('KO')).position).toMatchObject({ shape: 'covered call' });
    expect(await stats()).toMatchObject({ totalTrades: 6, totalPnl: '1060', winners: 4, losers: 2 });
  });

  it('refuses a merge it cannot make, changing nothing, and another trader reaches no leg', async () => {
    const refusal = async (query: string, variables: Record<string, unknown>, browser = trader) => {
      const answer = await browser.graphql(query, variables);
      return { code: answer.errors?.[0]?.extensions?.code, message: answer.errors?.[0]?.message };
    };
    const merge = 'mutation($ids: [ID!]!) { mergePositions(tradeIds: $ids) { id } }';
    const [msft, ko, spxw] = [await legOf('MSFT'), await legOf('KO'), await legOf('SPXW 260306C6900')];
    expect(await refusal(merge, { ids: [msft.id] })).toEqual({ code: 'BAD_USER_INPUT', message: 'Choose at least two trades to merge into one position.' });
    expect(await refusal(merge, { ids: [msft.id, ko.id] })).toEqual({ code: 'BAD_USER_INPUT', message: 'Only trades of one account and one underlying can be merged into one position.' });
    expect(await refusal('mutation($id: ID!) { splitPositionLeg(tradeId: $id) { id } }', { id: msft.id })).toMatchObject({ code: 'BAD_USER_INPUT' });
    const other = (await signedUpBrowser(testApp, 'spreadsother')).browser;
    expect(await refusal('mutation($id: ID!) { splitPositionLeg(tradeId: $id) { id } }', { id: spxw.id }, other)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await legOf('SPXW 260306C6900')).position).toMatchObject({ shape: 'vertical', grouping: 'automatic' });
    expect(await stats()).toMatchObject({ totalTrades: 6, totalPnl: '1060' });
  });
});
