import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, listedTrades } from '../../../test/support/trade-history';

const TRADES_WITH_IDS = 'query ($ids: [ID!]!) { tradesWithIds(ids: $ids) { id symbol pnl } }';

describeEachDatabase('tradesWithIds: the trades an answer names, for its panel', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let other: Browser;

  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'ids')).browser;
    other = (await signedUpBrowser(testApp, 'ids-other')).browser;
    await importDasDay(trader, '2026-03-02', [
      { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '190.00', qty: 10 },
      { time: '14:40:00', symbol: 'AAPL', side: 'S', price: '191.00', qty: 10 },
      { time: '15:00:00', symbol: 'MSFT', side: 'B', price: '400.00', qty: 10 },
      { time: '15:10:00', symbol: 'MSFT', side: 'S', price: '398.00', qty: 10 },
    ]);
    await importDasDay(other, '2026-03-02', [
      { time: '14:30:00', symbol: 'TSLA', side: 'B', price: '200.00', qty: 10 },
      { time: '14:40:00', symbol: 'TSLA', side: 'S', price: '201.00', qty: 10 },
    ]);
  });
  afterAll(() => testApp.close());

  it("answers the caller's trades in the order asked, leaving out another user's and malformed ids", async () => {
    const mine = await listedTrades(trader);
    const [theirs] = await listedTrades(other);
    const ids = [mine.find(({ symbol }) => symbol === 'MSFT')!.id, theirs!.id, 'not-an-id', mine.find(({ symbol }) => symbol === 'AAPL')!.id];
    const answer = await trader.graphql(TRADES_WITH_IDS, { ids });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.tradesWithIds).toEqual([
      { id: ids[0], symbol: 'MSFT', pnl: '-20' },
      { id: ids[3], symbol: 'AAPL', pnl: '10' },
    ]);
    // The other user sees none of the trader's trades: they answer as not found.
    expect((await other.graphql(TRADES_WITH_IDS, { ids: mine.map(({ id }) => id) })).data!.tradesWithIds).toEqual([]);
  });

  it('refuses more than 100 ids with a clear message', async () => {
    const answer = await trader.graphql(TRADES_WITH_IDS, { ids: Array.from({ length: 101 }, (_, index) => String(index + 1)) });
    expect(answer.errors?.[0]).toMatchObject({ message: 'Ask for at most 100 trades at a time.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
