import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import type { DasFill } from '../../../test/support/das-csv';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, listedTrades } from '../../../test/support/trade-history';

// Trades imported through the real DAS import (times UTC), candles through the candle CSV upload;
// every figure below is worked out by hand from the candles.
const DAY: DasFill[] = [
  { time: '14:31:00', symbol: 'ZSA', side: 'B', price: '100', qty: 100 }, // long +$200; stop 99 (1 point: R)
  { time: '14:44:00', symbol: 'ZSA', side: 'S', price: '102', qty: 100 },
  { time: '15:01:00', symbol: 'ZSB', side: 'SS', price: '50', qty: 10 }, // short -$4, no stop
  { time: '15:09:00', symbol: 'ZSB', side: 'B', price: '50.4', qty: 10 },
  { time: '15:30:00', symbol: 'ZSC', side: 'B', price: '20', qty: 10 }, // +$10, no candles
  { time: '15:40:00', symbol: 'ZSC', side: 'S', price: '21', qty: 10 },
];
// ZSA 5m: inside the trade the lows reach 99.5 and the highs 103; the bar of 14:55 is after the exit.
const ZSA_5M = ['time,open,high,low,close', '2024-03-04T14:30:00Z,100,100.5,99.6,100.2', '2024-03-04T14:35:00Z,100.2,101,99.5,100.8', '2024-03-04T14:40:00Z,100.8,103,100.7,102.5', '2024-03-04T14:55:00Z,102,104,101.9,103.8'];
// ZSB 1m only: built into the 5m bars 15:00 (high 50.9, low 49.8) and 15:05 (50.7, 50.3).
const ZSB_1M = ['time,open,high,low,close', '2024-03-04T15:00:00Z,50,50.2,49.9,50.1', '2024-03-04T15:03:00Z,50.1,50.9,49.8,50.6', '2024-03-04T15:08:00Z,50.6,50.7,50.3,50.4'];

const SCATTER = `{ analyticsBreakdowns { closedTrades excursions { closedTrades tradesWithCandles maxPoints minimumPoints enoughData
  points { tradeId symbol direction exitTime netPnl maeDollars mfeDollars maeR mfeR capturedPercent timeframe }
  losers losersAheadFirst winners medianWinnerCapturedPercent } } }`;

type Scatter = { closedTrades: number; tradesWithCandles: number; enoughData: boolean; points: Array<Record<string, unknown>> } & Record<string, unknown>;

describeEachDatabase('the /analytics MAE/MFE scatter over imported trades and candles', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let ids: Record<string, string>;
  const scatterOf = async (browser: Browser): Promise<Scatter> => {
    const answer = await browser.graphql(SCATTER);
    expect(answer.errors).toBeUndefined();
    return (answer.data!.analyticsBreakdowns as { excursions: Scatter }).excursions;
  };
  const uploadCandles = (browser: Browser, symbol: string, timeframe: string, lines: string[]) =>
    browser.post('/api/candles/upload').attach('file', Buffer.from(lines.join('\n')), `${symbol}.csv`).field('symbol', symbol).field('timeframe', timeframe).expect(200);

  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'scatter')).browser;
    await importDasDay(trader, '2024-03-04', DAY);
    ids = Object.fromEntries((await listedTrades(trader)).map((trade) => [trade.symbol, trade.id]));
    await trader.send('patch', `/api/trades/${ids.ZSA}`, { stopPrice: '99' }).expect(200);
  });
  afterAll(() => testApp.close());

  it('counts the closed trades without candles, and shows none of them', async () => {
    expect(await scatterOf(trader)).toEqual({
      closedTrades: 3, tradesWithCandles: 0, maxPoints: 1000, minimumPoints: 20, enoughData: false, points: [],
      losers: 0, losersAheadFirst: null, winners: 0, medianWinnerCapturedPercent: null,
    });
  });

  it('measures the trades whose candles are held, newest first, in dollars and in R where there is a stop', async () => {
    await uploadCandles(trader, 'ZSA', '5m', ZSA_5M);
    await uploadCandles(trader, 'ZSB', '1m', ZSB_1M);
    const scatter = await scatterOf(trader);
    expect(scatter).toMatchObject({ closedTrades: 3, tradesWithCandles: 2, enoughData: false, losers: 1, losersAheadFirst: null, winners: 1, medianWinnerCapturedPercent: null });
    expect(scatter.points).toEqual([
      // Short 10 at 50: highest high inside 50.9 (0.9 × 10 = $9 against), lowest low 49.8 ($2 for); it closed 0.4 against: -200% of the move kept.
      { tradeId: ids.ZSB, symbol: 'ZSB', direction: 'SHORT', exitTime: '2024-03-04T15:09:00.000Z', netPnl: '-4', maeDollars: '9.00', mfeDollars: '2.00', maeR: null, mfeR: null, capturedPercent: '-200.0', timeframe: '5m' },
      // Long 100 at 100, stop 99: low 99.5 ($50, 0.5R), high 103 ($300, 3R); 2 of the 3 points kept.
      { tradeId: ids.ZSA, symbol: 'ZSA', direction: 'LONG', exitTime: '2024-03-04T14:44:00.000Z', netPnl: '200', maeDollars: '50.00', mfeDollars: '300.00', maeR: '0.50', mfeR: '3.00', capturedPercent: '66.7', timeframe: '5m' },
    ]);
  });

  it('shows each trade’s MAE and MFE exactly as its trade dialog’s analysis does', async () => {
    const scatter = await scatterOf(trader);
    for (const point of scatter.points) {
      const analysis = (await trader.get(`/api/trade-analysis?tradeId=${point.tradeId as string}`).expect(200)).body;
      expect([analysis.excursions.mae.dollars, analysis.excursions.mfe.dollars, analysis.excursions.mae.r, analysis.excursions.mfe.r, analysis.excursions.capturedPercent]).toEqual([point.maeDollars, point.mfeDollars, point.maeR, point.mfeR, point.capturedPercent]);
    }
  });

  it('answers the same over REST', async () => {
    const rest = (await trader.get('/api/analytics/excursions').expect(200)).body;
    expect(rest).toEqual({ ...(await scatterOf(trader)), maxPoints: 1000, minimumPoints: 20 });
  });

  it("shows each trader only their own trades, measured on their own uploads: never on another trader's", async () => {
    const other = (await signedUpBrowser(testApp, 'scatter-other')).browser;
    expect(await scatterOf(other)).toMatchObject({ closedTrades: 0, tradesWithCandles: 0, points: [] });
    expect((await other.get('/api/analytics/excursions').expect(200)).body).toMatchObject({ closedTrades: 0, points: [] });
    // The same ZSA trade in their own journal: the first trader's ZSA candles are not theirs to read.
    await importDasDay(other, '2024-03-04', DAY.slice(0, 2));
    expect(await scatterOf(other)).toMatchObject({ closedTrades: 1, tradesWithCandles: 0, points: [] });
    // Their own file of the same span, lows to 99 and highs to 102.5: their trade is measured on it, and the first trader's still on theirs.
    await uploadCandles(other, 'ZSA', '5m', ['time,open,high,low,close', '2024-03-04T14:30:00Z,100,101,99,100.5', '2024-03-04T14:40:00Z,100.5,102.5,100.1,102.2']);
    const theirs = await scatterOf(other);
    expect(theirs).toMatchObject({ closedTrades: 1, tradesWithCandles: 1 });
    expect(theirs.points).toEqual([expect.objectContaining({ symbol: 'ZSA', maeDollars: '100.00', mfeDollars: '250.00', maeR: null, capturedPercent: '80.0' })]);
    expect(theirs.points[0]!.tradeId).not.toBe(ids.ZSA);
    const mine = await scatterOf(trader);
    expect(mine.points.map(({ tradeId }) => tradeId)).toEqual([ids.ZSB, ids.ZSA]);
    expect(mine.points[1]).toMatchObject({ maeDollars: '50.00', mfeDollars: '300.00' });
  });

  it('refuses a visitor who is not signed in', async () => {
    const { default: request } = await import('supertest');
    await request(testApp.app).get('/api/analytics/excursions').expect(401);
  });
});
