import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { FILL_FIELDS, listedTrades, type ListedFill } from '../../../test/support/trade-history';

/** A DAS Trades window export with its ECN fee column: the fills' own costs. */
function dasCsvWithFees(fills: Array<[time: string, symbol: string, side: 'B' | 'S' | 'SS', price: string, qty: number, fee: string]>): string {
  const header = 'Time,Symbol,Side,Price,Qty,Route,Broker,Account,Type,Cloid,ECN Fee,P / L,';
  const rows = fills.map(([time, symbol, side, price, qty, fee]) => `${time},${symbol},${side},${price},${qty},SMRT,,TRIB1001,Margin,AUTO,${fee},0.00,`);
  return [header, ...rows].join('\r\n') + '\r\n';
}

interface TradeWithFills {
  id: string;
  symbol: string;
  side: string;
  quantity: string;
  entryPrice: string;
  exitPrice: string | null;
  grossPnl: string;
  commission: string;
  fees: string;
  multiplier: string;
  fills: ListedFill[];
}

const TRADE_WITH_FILLS = `{ id symbol side quantity entryPrice exitPrice grossPnl commission fees multiplier ${FILL_FIELDS} }`;

/** What a trader checking by hand works out from the fills: averages (8 places, as stored), gross P&L and costs. */
function byHand(trade: TradeWithFills) {
  const sum = (role: string, of: (fill: ListedFill) => Big) => trade.fills.filter((fill) => fill.role === role).reduce((total, fill) => total.plus(of(fill)), new Big(0));
  const value = (fill: ListedFill) => new Big(fill.quantity).times(fill.price);
  const quantity = (fill: ListedFill) => new Big(fill.quantity);
  const entryQuantity = sum('entry', quantity);
  const exitQuantity = sum('exit', quantity);
  const sign = trade.side === 'LONG' ? 1 : -1;
  return {
    quantity: entryQuantity.toString(),
    entryPrice: sum('entry', value).div(entryQuantity).round(8, Big.roundHalfEven).toString(),
    exitPrice: exitQuantity.eq(0) ? null : sum('exit', value).div(exitQuantity).round(8, Big.roundHalfEven).toString(),
    // Closed: everything bought was sold, so FIFO's realized P&L is the exit value less the entry value.
    grossPnl: sum('exit', value).minus(sum('entry', value)).times(sign).times(trade.multiplier).toString(),
    commission: trade.fills.reduce((total, fill) => total.plus(fill.commission), new Big(0)).toString(),
    fees: trade.fills.reduce((total, fill) => total.plus(fill.fees), new Big(0)).toString(),
  };
}

describeEachDatabase("a trade's fills: the executions it was matched from", (database) => {
  let testApp: TestApp;
  let trader: Browser;
  const tradeOf = async (browser: Browser, id: string) => (await browser.graphql(`query ($id: ID!) { trade(id: $id) ${TRADE_WITH_FILLS} }`, { id })).data!.trade as TradeWithFills;

  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'fills')).browser;
    const csv = dasCsvWithFees([
      // AAPL long, scaled in and out: 100 @ 190 and 50 @ 190.50, out 120 @ 191 and 30 @ 189.
      ['14:30:00', 'AAPL', 'B', '190.00', 100, '0.30'],
      ['14:31:00', 'AAPL', 'B', '190.50', 50, '0.15'],
      ['14:40:00', 'AAPL', 'S', '191.00', 120, '0.36'],
      ['14:50:00', 'AAPL', 'S', '189.00', 30, '0.09'],
      // A second AAPL trip opening in the second the first closed in.
      ['14:50:00', 'AAPL', 'B', '189.00', 10, '0.03'],
      ['14:55:00', 'AAPL', 'S', '189.50', 10, '0.03'],
      // TSLA short 100 @ 200, flipped long by a buy of 150 @ 195 (its fee shared 100:50), sold 50 @ 196.
      ['15:00:00', 'TSLA', 'SS', '200.00', 100, '1.00'],
      ['15:10:00', 'TSLA', 'B', '195.00', 150, '1.50'],
      ['15:20:00', 'TSLA', 'S', '196.00', 50, '0.25'],
      // NVDA still open: 20 bought, 5 sold.
      ['15:30:00', 'NVDA', 'B', '100.00', 20, '0.20'],
      ['15:40:00', 'NVDA', 'S', '101.00', 5, '0.05'],
    ]);
    await trader
      .post('/api/csv-upload-v2')
      .attach('file', Buffer.from(csv), '2026-03-02.csv')
      .field('platform', 'das_trader')
      .field('tradeDate', '2026-03-02')
      .field('timeZone', 'UTC')
      .expect(200);
  });
  afterAll(() => testApp.close());

  it('lists each fill of a scaled trade, and they give back its entry and exit prices, gross P&L and costs', async () => {
    const [, first] = (await listedTrades(trader, 'search=AAPL')).sort((a, b) => b.entryTime.localeCompare(a.entryTime));
    const trade = await tradeOf(trader, first!.id);
    expect(trade.fills).toEqual([
      { executedAt: '2026-03-02T14:30:00.000Z', side: 'BUY', role: 'entry', quantity: '100', price: '190', commission: '0', fees: '0.3' },
      { executedAt: '2026-03-02T14:31:00.000Z', side: 'BUY', role: 'entry', quantity: '50', price: '190.5', commission: '0', fees: '0.15' },
      { executedAt: '2026-03-02T14:40:00.000Z', side: 'SELL', role: 'exit', quantity: '120', price: '191', commission: '0', fees: '0.36' },
      { executedAt: '2026-03-02T14:50:00.000Z', side: 'SELL', role: 'exit', quantity: '30', price: '189', commission: '0', fees: '0.09' },
    ]);
    // 100 x 1 + 20 x 0.5 - 30 x 1.5 = 65; entry (19000 + 9525) / 150.
    expect(trade).toMatchObject({ grossPnl: '65', entryPrice: '190.16666667', exitPrice: '190.6', fees: '0.9' });
    expect(byHand(trade)).toEqual({ quantity: trade.quantity, entryPrice: trade.entryPrice, exitPrice: trade.exitPrice, grossPnl: trade.grossPnl, commission: trade.commission, fees: trade.fees });
  });

  it('gives the trip opened in the second the one before closed only its own fills', async () => {
    const [second] = (await listedTrades(trader, 'search=AAPL')).sort((a, b) => b.entryTime.localeCompare(a.entryTime));
    const trade = await tradeOf(trader, second!.id);
    expect(trade.fills.map(({ side, quantity, price }) => [side, quantity, price])).toEqual([
      ['BUY', '10', '189'],
      ['SELL', '10', '189.5'],
    ]);
    expect(byHand(trade)).toMatchObject({ grossPnl: trade.grossPnl, fees: trade.fees });
  });

  it("splits a flip's fill between the trade it closes and the one it opens, costs pro rata", async () => {
    const [long, short] = (await listedTrades(trader, 'search=TSLA')).sort((a, b) => b.entryTime.localeCompare(a.entryTime));
    const shortTrade = await tradeOf(trader, short!.id);
    const longTrade = await tradeOf(trader, long!.id);
    expect(shortTrade.fills).toEqual([
      { executedAt: '2026-03-02T15:00:00.000Z', side: 'SELL', role: 'entry', quantity: '100', price: '200', commission: '0', fees: '1' },
      { executedAt: '2026-03-02T15:10:00.000Z', side: 'BUY', role: 'exit', quantity: '100', price: '195', commission: '0', fees: '1' },
    ]);
    expect(longTrade.fills).toEqual([
      { executedAt: '2026-03-02T15:10:00.000Z', side: 'BUY', role: 'entry', quantity: '50', price: '195', commission: '0', fees: '0.5' },
      { executedAt: '2026-03-02T15:20:00.000Z', side: 'SELL', role: 'exit', quantity: '50', price: '196', commission: '0', fees: '0.25' },
    ]);
    for (const trade of [shortTrade, longTrade]) {
      expect(byHand(trade)).toEqual({ quantity: trade.quantity, entryPrice: trade.entryPrice, exitPrice: trade.exitPrice, grossPnl: trade.grossPnl, commission: trade.commission, fees: trade.fees });
    }
    expect([shortTrade.grossPnl, longTrade.grossPnl]).toEqual(['500', '50']);
  });

  it("lists an open trade's fills so far", async () => {
    const [nvda] = await listedTrades(trader, 'search=NVDA');
    const trade = await tradeOf(trader, nvda!.id);
    expect(trade.fills.map(({ role, quantity }) => [role, quantity])).toEqual([
      ['entry', '20'],
      ['exit', '5'],
    ]);
    // Fees of the part closed: the sale's 0.05 and 5/20 of the purchase's 0.20 (0.05); the other 0.15 waits for the close.
    expect(trade).toMatchObject({ grossPnl: '5', fees: '0.1' });
  });

  it("lists every trade's fills in a page of the history as it does for the trade alone", async () => {
    const answer = await trader.graphql(`query ($first: Int!) { tradeHistory(first: $first) { trades ${TRADE_WITH_FILLS} } }`, { first: 100 });
    const listed = (answer.data!.tradeHistory as { trades: TradeWithFills[] }).trades;
    expect(listed).toHaveLength(5);
    for (const trade of listed) expect(trade.fills).toEqual((await tradeOf(trader, trade.id)).fills);
    // 11 executions, the flip's in both its trades.
    expect(listed.reduce((count, trade) => count + trade.fills.length, 0)).toBe(12);
  });

  describe('another user', () => {
    it("gets not found for the trader's trade, and so none of its fills", async () => {
      const other = (await signedUpBrowser(testApp, 'fills-other')).browser;
      const [aapl] = await listedTrades(trader, 'search=AAPL');
      const answer = await other.graphql(`query ($id: ID!) { trade(id: $id) ${TRADE_WITH_FILLS} }`, { id: aapl!.id });
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
