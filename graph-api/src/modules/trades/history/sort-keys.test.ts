import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { describeEachDatabase } from '../../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { importDasDay, listedTrades } from '../../../../test/support/trade-history';

describeEachDatabase('the stored sort keys follow the trades and their stops', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'sortkeys')).browser;
    // AAPL +100 in 15 minutes; TSLA -100 in 30; MSFT +10 in 5.
    await importDasDay(trader, '2026-03-02', [
      { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '190', qty: 100 },
      { time: '14:45:00', symbol: 'AAPL', side: 'S', price: '191', qty: 100 },
      { time: '15:00:00', symbol: 'TSLA', side: 'SS', price: '200', qty: 10 },
      { time: '15:30:00', symbol: 'TSLA', side: 'B', price: '210', qty: 10 },
      { time: '16:00:00', symbol: 'MSFT', side: 'B', price: '400', qty: 10 },
      { time: '16:05:00', symbol: 'MSFT', side: 'S', price: '401', qty: 10 },
    ]);
  });
  afterAll(() => testApp.close());

  const sorted = async (sort: string, direction = 'desc') => (await listedTrades(trader, `sort=${sort}&direction=${direction}`)).map(({ symbol, rMultiple }) => `${symbol} ${rMultiple ?? '-'}`);
  const setStop = (id: string, stopPrice: string | null) => trader.send('patch', `/api/trades/${id}`, { stopPrice }).expect(200);

  it('sorts a fresh import by symbol and hold time', async () => {
    expect(await sorted('symbol', 'asc')).toEqual(['AAPL -', 'MSFT -', 'TSLA -']);
    expect(await sorted('hold_time')).toEqual(['TSLA -', 'AAPL -', 'MSFT -']);
  });

  it('sorts by R as stops are set, changed and cleared, and keeps it when an import rebuilds the trade', async () => {
    const bySymbol = Object.fromEntries((await listedTrades(trader)).map((trade) => [trade.symbol, trade.id]));
    await setStop(bySymbol.AAPL!, '189.5'); // +100 / 50: 2R
    await setStop(bySymbol.TSLA!, '205'); // -100 / 50: -2R
    expect(await sorted('r')).toEqual(['AAPL 2', 'TSLA -2', 'MSFT -']);
    await setStop(bySymbol.AAPL!, '180'); // +100 / 1000: 0.1R
    await setStop(bySymbol.MSFT!, '399'); // +10 / 10: 1R
    expect(await sorted('r')).toEqual(['MSFT 1', 'AAPL 0.1', 'TSLA -2']);
    await setStop(bySymbol.MSFT!, null);
    expect(await sorted('r')).toEqual(['AAPL 0.1', 'TSLA -2', 'MSFT -']);

    // A later AAPL trade rebuilds the AAPL trades (new rows, new ids): the first keeps its stop, and its place.
    await importDasDay(trader, '2026-03-03', [
      { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '190', qty: 100 },
      { time: '15:30:00', symbol: 'AAPL', side: 'S', price: '189', qty: 100 },
    ]);
    expect(await sorted('r')).toEqual(['AAPL 0.1', 'TSLA -2', 'AAPL -', 'MSFT -']);
    expect(await sorted('hold_time')).toEqual(['AAPL -', 'TSLA -2', 'AAPL 0.1', 'MSFT -']);
    // Ties by id: the rebuild stores the older AAPL trade first.
    expect(await sorted('symbol', 'asc')).toEqual(['AAPL 0.1', 'AAPL -', 'MSFT -', 'TSLA -2']);
  });
});
