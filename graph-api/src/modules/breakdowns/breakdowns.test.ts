import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import type { DasFill } from '../../../test/support/das-csv';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, listedTrades } from '../../../test/support/trade-history';

// Trades imported through the real CSV import (DAS Trader, times in UTC); the trader's zone is the
// default, Eastern (UTC-5 in March). Every figure below is worked out by hand from the fills.
const MONDAY: DasFill[] = [
  { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '10', qty: 100 }, // AAPL long +100, 09:30 ET; stop 9.5 (2R), setup breakout
  { time: '14:40:00', symbol: 'AAPL', side: 'S', price: '11', qty: 100 },
  { time: '15:00:00', symbol: 'MSFT', side: 'SS', price: '400', qty: 10 }, // MSFT short -100, 10:00 ET; stop 420 (-0.5R), mistake chased
  { time: '15:10:00', symbol: 'MSFT', side: 'B', price: '410', qty: 10 },
  { time: '15:20:00', symbol: 'TSLA', side: 'B', price: '200', qty: 50 }, // TSLA scratch, 10:20 ET, a $10,000 position
  { time: '15:30:00', symbol: 'TSLA', side: 'S', price: '200', qty: 50 },
];
const TUESDAY: DasFill[] = [
  { time: '14:00:00', symbol: 'AAPL', side: 'B', price: '10', qty: 100 }, // AAPL +50, 09:00 ET
  { time: '14:10:00', symbol: 'AAPL', side: 'S', price: '10.5', qty: 100 },
  { time: '14:20:00', symbol: 'AAPL', side: 'B', price: '10', qty: 100 }, // AAPL -100, 09:20 ET
  { time: '14:30:00', symbol: 'AAPL', side: 'S', price: '9', qty: 100 },
];

const BUCKET = 'key label tradeCount winners losers scratches winRate winRateInterval { low high } expectancy meanPnlInterval { low high } totalPnl enoughData tradeIds';
const BREAKDOWNS = `{ analyticsBreakdowns { timeZone closedTrades minimumTrades
  risk { maxDrawdown largestLosingStreakCount largestLosingStreakTotal avgLoss largestLoss tradesWithStop meanR lossesBeyondPlannedRisk }
  trend { verdict pValue recent { tradeCount totalPnl } earlier { tradeCount } }
  timing { bestHour { key } medianWinnerHoldMinutes medianLoserHoldMinutes }
  size { meanPositionSize meanWinnerSize meanLoserSize bestRange { key } }
  breakdowns { dimension title tradesLeftOut overlapping buckets { ${BUCKET} } } } }`;
const BUCKET_TRADES = `query ($dimension: BreakdownDimension!, $key: String!) { breakdownBucket(dimension: $dimension, key: $key) { label tradeCount tradeIds trades { id symbol pnl } } }`;

type Bucket = { key: string; tradeCount: number; totalPnl: string; tradeIds: string[] } & Record<string, unknown>;
type Answer = Record<string, unknown> & { closedTrades: number; breakdowns: Array<{ dimension: string; tradesLeftOut: number; overlapping: boolean; buckets: Bucket[] }> };

describeEachDatabase('the /analytics breakdowns over imported trades', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let other: Browser;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'breaker')).browser;
    other = (await signedUpBrowser(testApp, 'outsider')).browser;
  });
  afterAll(() => testApp.close());

  const breakdowns = async (browser: Browser): Promise<Answer> => {
    const answer = await browser.graphql(BREAKDOWNS);
    expect(answer.errors).toBeUndefined();
    return answer.data!.analyticsBreakdowns as Answer;
  };
  const used = (answer: Answer, dimension: string) => answer.breakdowns.find((breakdown) => breakdown.dimension === dimension)!.buckets.filter(({ tradeCount }) => tradeCount > 0).map(({ key, tradeCount, totalPnl }) => [key, tradeCount, totalPnl]);

  it('answers empty buckets and no verdict before any trade', async () => {
    const answer = await breakdowns(trader);
    expect(answer).toMatchObject({ timeZone: 'America/New_York', closedTrades: 0, minimumTrades: 20, trend: { verdict: 'not enough data', pValue: null } });
    expect(answer.breakdowns.map(({ dimension }) => dimension)).toEqual(['HOUR', 'WEEKDAY', 'SYMBOL', 'UNDERLYING', 'DIRECTION', 'HOLDING', 'SIZE', 'SETUP', 'MISTAKE', 'R_MULTIPLE', 'RESULT']);
    expect(answer.breakdowns.every(({ buckets }) => buckets.every(({ tradeCount }) => tradeCount === 0))).toBe(true);
  });

  it('gives the hand-computed buckets of the imported trades, with their tags and stops', async () => {
    await importDasDay(trader, '2026-03-02', MONDAY);
    await importDasDay(trader, '2026-03-03', TUESDAY);
    const trades = await listedTrades(trader);
    const tradeOf = (symbol: string, pnl: string) => trades.find((trade) => trade.symbol === symbol && trade.pnl === pnl)!;
    const tag = async (kind: string, name: string) => ((await trader.graphql('mutation ($kind: TagKind!, $name: String!) { createJournalTag(kind: $kind, name: $name) { id } }', { kind, name })).data!.createJournalTag as { id: string }).id;
    const journal = async (tradeId: string, input: Record<string, unknown>) => expect((await trader.graphql('mutation ($id: ID!, $input: TradeJournalInput!) { updateTradeJournal(tradeId: $id, input: $input) { id } }', { id: tradeId, input })).errors).toBeUndefined();
    await journal(tradeOf('AAPL', '100').id, { stopPrice: '9.5', tagIds: [await tag('SETUP', 'breakout')] });
    await journal(tradeOf('MSFT', '-100').id, { stopPrice: '420', tagIds: [await tag('MISTAKE', 'chased')] });

    const answer = await breakdowns(trader);
    expect(answer.closedTrades).toBe(5);
    expect(used(answer, 'HOUR')).toEqual([['9', 3, '50'], ['10', 2, '-100']]);
    expect(used(answer, 'WEEKDAY')).toEqual([['Monday', 3, '0'], ['Tuesday', 2, '-50']]);
    expect(used(answer, 'SYMBOL')).toEqual([['AAPL', 3, '50'], ['MSFT', 1, '-100'], ['TSLA', 1, '0']]);
    expect(used(answer, 'UNDERLYING')).toEqual([['AAPL', 3, '50'], ['MSFT', 1, '-100'], ['TSLA', 1, '0']]);
    expect(used(answer, 'DIRECTION')).toEqual([['LONG', 4, '50'], ['SHORT', 1, '-100']]);
    expect(used(answer, 'HOLDING')).toEqual([['5-15 min', 5, '-50']]);
    expect(used(answer, 'SIZE')).toEqual([['$1K-$5K', 4, '-50'], ['$10K-$25K', 1, '0']]);
    expect(used(answer, 'SETUP')).toEqual([['breakout', 1, '100'], ['No setup tag', 4, '-150']]);
    expect(used(answer, 'MISTAKE')).toEqual([['chased', 1, '-100'], ['No mistake tag', 4, '50']]);
    expect(used(answer, 'R_MULTIPLE')).toEqual([['-1R to 0R', 1, '-100'], ['2R to 3R', 1, '100']]);
    expect(answer.breakdowns.find(({ dimension }) => dimension === 'R_MULTIPLE')!.tradesLeftOut).toBe(3);
    // Results from -100 to +100: bins of $20 (200 / 10), from -$100 to +$120.
    expect(used(answer, 'RESULT')).toEqual([['-5', 2, '-200'], ['0', 1, '0'], ['2', 1, '50'], ['5', 1, '100']]);

    // 09:00-09:59: +100, +50, -100. Wilson 2 of 3: 0.2077-0.9385; mean 16.67 ± 4.303 × 104.08 / √3.
    const nine = answer.breakdowns[0]!.buckets[9]!;
    expect(nine).toMatchObject({ label: '09:00-09:59', winners: 2, losers: 1, scratches: 0, winRate: 2 / 3, expectancy: '16.666667', enoughData: false });
    expect(nine.winRateInterval).toEqual({ low: expect.closeTo(0.2077, 4), high: expect.closeTo(0.9385, 4) });
    expect(nine.meanPnlInterval).toEqual({ low: expect.closeTo(-241.9, 1), high: expect.closeTo(275.2, 1) });
    expect([...nine.tradeIds].sort()).toEqual(trades.filter(({ symbol }) => symbol === 'AAPL').map(({ id }) => id).sort());

    // In exit order +100, -100, 0 | +50, -100: the curve 100, 0, 0, 50, -50 falls 150.
    expect(answer.risk).toEqual({ maxDrawdown: '150', largestLosingStreakCount: 1, largestLosingStreakTotal: '-100', avgLoss: '-100', largestLoss: '-100', tradesWithStop: 2, meanR: 0.75, lossesBeyondPlannedRisk: 0 });
    expect(answer.trend).toEqual({ verdict: 'not enough data', pValue: null, recent: { tradeCount: 5, totalPnl: '-50' }, earlier: { tradeCount: 0 } });
    expect(answer.timing).toEqual({ bestHour: null, medianWinnerHoldMinutes: 10, medianLoserHoldMinutes: 10 });
    // Positions 1000, 4000, 10000, 1000, 1000; winners 1000 and 1000, losers 4000 and 1000.
    expect(answer.size).toEqual({ meanPositionSize: 3400, meanWinnerSize: 1000, meanLoserSize: 2500, bestRange: null });
  });

  it('adds up to the dashboard: every breakdown a trade is in once has its total P&L and trade count', async () => {
    const stats = ((await trader.graphql('{ dashboard { performanceStats { totalPnl totalTrades winners } } }')).data!.dashboard as { performanceStats: { totalPnl: string; totalTrades: number; winners: number } }).performanceStats;
    expect(stats).toEqual({ totalPnl: '-50', totalTrades: 5, winners: 2 });
    for (const breakdown of (await breakdowns(trader)).breakdowns.filter(({ overlapping, dimension }) => !overlapping && dimension !== 'R_MULTIPLE')) {
      expect(breakdown.buckets.reduce((sum, { totalPnl }) => sum + Number(totalPnl), 0)).toBe(Number(stats.totalPnl));
      expect(breakdown.buckets.reduce((sum, { tradeCount }) => sum + tradeCount, 0)).toBe(stats.totalTrades);
      expect(breakdown.buckets.reduce((sum, bucket) => sum + (bucket.winners as number), 0)).toBe(stats.winners);
    }
  });

  it('answers a bucket with its trades, newest first, and refuses a bucket that does not exist', async () => {
    const answer = await trader.graphql(BUCKET_TRADES, { dimension: 'SYMBOL', key: 'AAPL' });
    expect(answer.errors).toBeUndefined();
    const bucket = answer.data!.breakdownBucket as { tradeCount: number; tradeIds: string[]; trades: Array<{ id: string; symbol: string; pnl: string }> };
    expect(bucket.tradeCount).toBe(3);
    // Newest first: -100 (exited Tuesday 14:30), +50 (Tuesday 14:10), +100 (Monday).
    expect(bucket.trades.map(({ pnl }) => pnl)).toEqual(['-100', '50', '100']);
    expect(bucket.trades.map(({ id }) => id)).toEqual(bucket.tradeIds);
    const unknown = await trader.graphql(BUCKET_TRADES, { dimension: 'SYMBOL', key: 'NOPE' });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'There is no bucket "NOPE" in the symbol breakdown.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers the same figures over REST', async () => {
    const rest = (await trader.get('/api/analytics/breakdowns').expect(200)).body;
    expect(rest).toMatchObject({ timeZone: 'America/New_York', closedTrades: 5, minimumTrades: 20, risk: { maxDrawdown: '150', meanR: 0.75 } });
    const symbol = rest.breakdowns.find(({ dimension }: { dimension: string }) => dimension === 'symbol');
    expect(symbol.buckets.map(({ key, tradeCount, totalPnl }: Bucket) => [key, tradeCount, totalPnl])).toEqual([['AAPL', 3, '50'], ['MSFT', 1, '-100'], ['TSLA', 1, '0']]);
    expect(symbol.buckets[0]).toMatchObject({ winRate: 2 / 3, expectancy: '16.666667', enoughData: false, winRateInterval: { low: expect.closeTo(0.2077, 4) } });
  });

  it('shows another user none of it, and none of the trader’s buckets', async () => {
    expect(await breakdowns(other)).toMatchObject({ closedTrades: 0, risk: { maxDrawdown: '0', tradesWithStop: 0 } });
    expect((await other.get('/api/analytics/breakdowns').expect(200)).body.closedTrades).toBe(0);
    const theirs = await other.graphql(BUCKET_TRADES, { dimension: 'SYMBOL', key: 'AAPL' });
    expect(theirs.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    // An hour bucket exists for everyone, empty for them: no trade of the trader's in it.
    const hour = await other.graphql(BUCKET_TRADES, { dimension: 'HOUR', key: '9' });
    expect(hour.data!.breakdownBucket).toEqual({ label: '09:00-09:59', tradeCount: 0, tradeIds: [], trades: [] });
  });

  it('refuses a visitor who is not signed in', async () => {
    const { default: request } = await import('supertest');
    await request(testApp.app).get('/api/analytics/breakdowns').expect(401);
  });
});
