import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { alpacaFill, type FakeAlpaca, startFakeAlpaca } from '../../../../test/fakes/fake-alpaca';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { describeEachDatabase } from '../../../../test/support/databases';
import { uploadFile } from '../../../../test/support/rest-imports';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

// ibkr-combo-orders.csv (Activity Flex, times Eastern, $1 commission a fill), worked out by hand
// (docs/options.md, "Multi-leg positions"):
//   SPY 20 Mar 500/490 put vertical, one combo order (IBOrderID 9101) whose legs are stamped 2 min 15 s
//   apart: debit 6.00 - 2.50 = 3.50; closed by order 9102 for 8.00 / 3.00 -> legs +198 and -52: one position, +146
//   QQQ 520 call bought (order 9201) and 530 call sold (order 9202) 20 s apart: two orders, two trades, +98 and -102
const COMBO_ORDERS = readFileSync(join(__dirname, 'fixtures/ibkr-combo-orders.csv'));

const ALPACA_KEY_ID = 'PKORDERIDS0000000001';
const ALPACA_SECRET = 'alpaca-order-ids-secret-0001';
// An Alpaca multi-leg order fills each leg under an order of its own: two order ids, half a second
// apart. Debit 3.50, closed for 8.00 / 3.00 (no commission): +200 and -50, one position of +150.
const ALPACA_FILLS = [
  alpacaFill({ symbol: 'SPY260320P00500000', side: 'buy', qty: '1', price: '6', at: '2026-03-02T15:00:00.000Z', orderId: 'e6c1a0d4-0001-4d7e-9d3a-5f0b7c2e1a01' }),
  alpacaFill({ symbol: 'SPY260320P00490000', side: 'sell', qty: '1', price: '2.5', at: '2026-03-02T15:00:00.500Z', orderId: 'e6c1a0d4-0002-4d7e-9d3a-5f0b7c2e1a02' }),
  alpacaFill({ symbol: 'SPY260320P00500000', side: 'sell', qty: '1', price: '8', at: '2026-03-05T20:00:00.000Z', orderId: 'e6c1a0d4-0003-4d7e-9d3a-5f0b7c2e1a03' }),
  alpacaFill({ symbol: 'SPY260320P00490000', side: 'buy', qty: '1', price: '3', at: '2026-03-05T20:00:00.000Z', orderId: 'e6c1a0d4-0004-4d7e-9d3a-5f0b7c2e1a04' }),
];

const POSITION = 'position { id shape netDebit maxLoss maxGain pnl rMultiple grouping legCount legs { symbol } }';
const TRADES = `{ trades(limit: 100) { id symbol pnl ${POSITION} } }`;

interface LegAnswer {
  id: string;
  symbol: string;
  pnl: string;
  position: null | { id: string; shape: string; pnl: string; grouping: string; legCount: number; legs: { symbol: string }[] };
}

describeEachDatabase('Legs opened by one order form one position; two orders are two (docs/options.md, "Multi-leg positions")', (database) => {
  let testApp: TestApp;
  let alpaca: FakeAlpaca;
  let trader: Browser;
  let traderId: number;
  beforeAll(async () => {
    alpaca = await startFakeAlpaca({ keyId: ALPACA_KEY_ID, secretKey: ALPACA_SECRET, activities: ALPACA_FILLS });
    testApp = await startTestApp({ ...database.env, ALPACA_BASE_URLS: alpaca.url, BROKER_TIMEOUT_MS: '5000' });
    const signedUp = await signedUpBrowser(testApp, 'comboorders');
    trader = signedUp.browser;
    traderId = signedUp.user.id;
  });
  afterAll(async () => {
    await testApp?.close();
    await alpaca?.close();
  });

  const graphql = async (browser: Browser, query: string, variables?: Record<string, unknown>) => {
    const answer = await browser.graphql(query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data as Record<string, unknown>;
  };
  const legsOf = async (browser: Browser) => (await graphql(browser, TRADES)).trades as LegAnswer[];
  const legOf = async (symbol: string, browser = trader) => (await legsOf(browser)).find((leg) => leg.symbol === symbol)!;
  const stats = async () => ((await graphql(trader, '{ dashboard { performanceStats { totalTrades totalPnl winners losers } } }')).dashboard as { performanceStats: Record<string, unknown> }).performanceStats;
  const importCombos = async () => {
    const answer = await uploadFile(trader, COMBO_ORDERS, 'combo-orders.csv', { platform: 'interactive_brokers' }).expect(200);
    expect(answer.body.success).toBe(true);
  };
  const orderIdsOf = async (platform: string, userId: number) =>
    (
      (await testApp.orm.em.getConnection().execute(
        'select ai.symbol, e.order_id from execution e join account_instrument ai on ai.id = e.account_instrument_id where ai.user_id = ? and ai.platform = ? order by e.executed_at, ai.symbol',
        [userId, platform],
      )) as { symbol: string; order_id: string | null }[]
    ).map((row) => `${row.symbol} ${row.order_id}`);

  it('groups the legs of one combo order stamped minutes apart, and keeps two orders 20 seconds apart as two trades', async () => {
    await importCombos();
    const vertical = (await legOf('SPY 260320P490')).position!;
    expect(vertical).toMatchObject({ shape: 'vertical', netDebit: '350', maxLoss: '350', maxGain: '650', pnl: '146', rMultiple: '0.4171', grouping: 'automatic', legCount: 2 });
    expect(vertical.legs.map(({ symbol }) => symbol).sort()).toEqual(['SPY 260320P490', 'SPY 260320P500']);
    expect((await legOf('QQQ 260320C520')).position).toBeNull();
    expect((await legOf('QQQ 260320C530')).position).toBeNull();
    // The vertical one trade, each QQQ call its own: three trades of +146, +98 and -102.
    expect(await stats()).toEqual({ totalTrades: 3, totalPnl: '142', winners: 2, losers: 1 });
    expect(await orderIdsOf('interactive_brokers', traderId)).toEqual([
      'SPY 260320P500 9101', 'SPY 260320P490 9101', 'QQQ 260320C520 9201', 'QQQ 260320C530 9202', 'QQQ 260320C520 9203', 'QQQ 260320C530 9204', 'SPY 260320P490 9102', 'SPY 260320P500 9102',
    ]);
  });

  it("the trader's split and merge win over the order, and survive the same file imported again", async () => {
    await graphql(trader, 'mutation($id: ID!) { splitPositionLeg(tradeId: $id) { id } }', { id: (await legOf('SPY 260320P490')).id });
    await graphql(trader, 'mutation($ids: [ID!]!) { mergePositions(tradeIds: $ids) { id } }', { ids: [(await legOf('QQQ 260320C520')).id, (await legOf('QQQ 260320C530')).id] });
    const check = async () => {
      expect((await legOf('SPY 260320P490')).position).toBeNull();
      expect((await legOf('SPY 260320P500')).position).toBeNull();
      expect((await legOf('QQQ 260320C520')).position).toMatchObject({ shape: 'vertical', pnl: '-4', grouping: 'manual', legCount: 2 });
      expect(await stats()).toEqual({ totalTrades: 3, totalPnl: '142', winners: 1, losers: 2 });
    };
    await check();
    await importCombos();
    await check();

    await graphql(trader, 'mutation($id: ID!) { resetPositionGrouping(tradeId: $id) { id } }', { id: (await legOf('SPY 260320P490')).id });
    await graphql(trader, 'mutation($id: ID!) { resetPositionGrouping(tradeId: $id) { id } }', { id: (await legOf('QQQ 260320C520')).id });
    expect((await legOf('SPY 260320P500')).position).toMatchObject({ shape: 'vertical', pnl: '146', grouping: 'automatic' });
    expect((await legOf('QQQ 260320C520')).position).toBeNull();
    expect(await stats()).toEqual({ totalTrades: 3, totalPnl: '142', winners: 2, losers: 1 });
  });

  it("stores Alpaca's order ids with its fills, and groups a multi-leg order's legs (an order id each) by the window", async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'alpacaorders');
    await browser
      .post('/api/import-trades', { platform: 'alpaca', method: 'api', credentials: { apiKey: ALPACA_KEY_ID, secretKey: ALPACA_SECRET }, start_date: '2026-03-02T00:00:00.000Z', end_date: '2026-03-06T00:00:00.000Z' })
      .expect(200);
    expect((await legOf('SPY 260320P500', browser)).position).toMatchObject({ shape: 'vertical', pnl: '150', grouping: 'automatic', legCount: 2 });
    expect(await orderIdsOf('alpaca', user.id)).toEqual([
      'SPY 260320P500 e6c1a0d4-0001-4d7e-9d3a-5f0b7c2e1a01',
      'SPY 260320P490 e6c1a0d4-0002-4d7e-9d3a-5f0b7c2e1a02',
      'SPY 260320P490 e6c1a0d4-0004-4d7e-9d3a-5f0b7c2e1a04',
      'SPY 260320P500 e6c1a0d4-0003-4d7e-9d3a-5f0b7c2e1a03',
    ]);
  });
});
