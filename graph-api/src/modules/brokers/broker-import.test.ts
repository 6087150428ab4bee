import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { alpacaFill, type FakeAlpaca, startFakeAlpaca } from '../../../test/fakes/fake-alpaca';
import { FakeIbkrFlex, flexTrade } from '../../../test/fakes/fake-ibkr-flex';
import { FakeSchwab, schwabTrade } from '../../../test/fakes/fake-schwab';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

const ALPACA_KEY_ID = 'PKINTEGRATION0000001';
const ALPACA_SECRET = 'alpaca-integration-secret-0001';
const IBKR_TOKEN = '314159265358979323846264';
const IBKR_QUERY_ID = '271828';
const JULY_15 = { start_date: '2026-07-15T00:00:00.000Z', end_date: '2026-07-16T00:00:00.000Z' };
const JULY_15_TO_16 = { start_date: '2026-07-15T00:00:00.000Z', end_date: '2026-07-17T00:00:00.000Z' };

// Hand-computed: AAPL long 10 @ 227.52 → 229.10: +15.80; TSLA short 5 @ 251.30, covered @ 248.66: +13.20.
// NVDA, bought the next day, stays open.
const ALPACA_FILLS = [
  alpacaFill({ symbol: 'AAPL', side: 'buy', qty: '10', price: '227.52', at: '2026-07-15T13:35:00Z' }),
  alpacaFill({ symbol: 'TSLA', side: 'sell_short', qty: '5', price: '251.30', at: '2026-07-15T13:40:00Z' }),
  alpacaFill({ symbol: 'AAPL', side: 'sell', qty: '10', price: '229.10', at: '2026-07-15T14:02:00Z' }),
  alpacaFill({ symbol: 'TSLA', side: 'buy', qty: '5', price: '248.66', at: '2026-07-15T15:00:00Z' }),
  alpacaFill({ symbol: 'NVDA', side: 'buy', qty: '3', price: '131', at: '2026-07-16T14:00:00Z' }),
];

// AAPL 100 @ 190.25 → 191.50: gross +125, commissions 1 + 1.0386: net +122.9614.
const IBKR_TRADES = [
  flexTrade({ symbol: 'AAPL', buySell: 'BUY', quantity: '100', tradePrice: '190.25', dateTime: '20260715;093105', ibCommission: '-1' }),
  flexTrade({ symbol: 'AAPL', buySell: 'SELL', quantity: '100', tradePrice: '191.5', dateTime: '20260715;103000', ibCommission: '-1.0386' }),
];

// AAPL 50 @ 190 → 191: gross +50, fees 0.02: net +49.98.
const SCHWAB_ACCOUNTS = [
  {
    accountNumber: '12345678',
    transactions: [
      schwabTrade({ symbol: 'AAPL', amount: '50', price: '190', time: '2026-07-15T14:00:00Z', positionEffect: 'OPENING' }),
      schwabTrade({ symbol: 'AAPL', amount: '-50', price: '191', time: '2026-07-15T15:00:00Z', positionEffect: 'CLOSING', fees: { SEC_FEE: '0.01', TAF_FEE: '0.01' } }),
    ],
  },
];

describeEachDatabase('Broker API imports', (database) => {
  let testApp: TestApp;
  let alpaca: FakeAlpaca;
  let ibkr: FakeIbkrFlex;
  let schwab: FakeSchwab;
  beforeAll(async () => {
    alpaca = await startFakeAlpaca({ keyId: ALPACA_KEY_ID, secretKey: ALPACA_SECRET, activities: ALPACA_FILLS });
    ibkr = await FakeIbkrFlex.start({ token: IBKR_TOKEN, queryId: IBKR_QUERY_ID, trades: IBKR_TRADES });
    schwab = await FakeSchwab.start(SCHWAB_ACCOUNTS);
    testApp = await startTestApp({ ...database.env, ALPACA_BASE_URLS: alpaca.url, ...ibkr.env, ...schwab.env, BROKER_TIMEOUT_MS: '5000' });
  });
  afterAll(async () => {
    await testApp?.close();
    await Promise.all([alpaca?.close(), ibkr?.close(), schwab?.close()]);
  });

  const importTrades = (browser: Browser, body: Record<string, unknown>) => browser.post('/api/import-trades', { method: 'api', ...JULY_15, ...body });
  const alpacaImport = (browser: Browser, credentials: Record<string, string> | null = { apiKey: ALPACA_KEY_ID, secretKey: ALPACA_SECRET }, range = JULY_15) =>
    importTrades(browser, { platform: 'alpaca', credentials, ...range });
  const tradesOf = async (browser: Browser) => (await browser.get('/api/trades?limit=1000').expect(200)).body as Array<Record<string, unknown>>;
  const connectionsOf = async (userId: number) =>
    (await testApp.orm.em.getConnection().execute('select platform, sealed_secrets from broker_connection where user_id = ?', [userId])) as Array<{ platform: string; sealed_secrets: string }>;
  /** Connect → Schwab's consent (the fake grants it at once) → the callback: the browser is connected. */
  const connectSchwab = async (browser: Browser) => {
    const toSchwab = await browser.get('/api/brokers/schwab/connect').expect(303);
    const backToApp = new URL((await fetch(toSchwab.headers.location as string, { redirect: 'manual' })).headers.get('location') ?? '');
    await browser.get(`${backToApp.pathname}${backToApp.search}`).expect(303);
  };

  it('imports Alpaca fills into trades and answers as SPEC §7 says', async () => {
    const { browser } = await signedUpBrowser(testApp, 'alpaca');
    const response = await alpacaImport(browser).expect(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Imported 2 trades from Alpaca',
      correlation_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      analysis: { total_trades: 2, executions_imported: 4, duplicates_skipped: 0 },
    });
    const trades = await tradesOf(browser);
    expect(trades.map(({ symbol, side, quantity, entryPrice, exitPrice, pnl, platform }) => ({ symbol, side, quantity, entryPrice, exitPrice, pnl, platform }))).toEqual([
      { symbol: 'TSLA', side: 'SHORT', quantity: '5', entryPrice: '251.3', exitPrice: '248.66', pnl: '13.2', platform: 'alpaca' },
      { symbol: 'AAPL', side: 'LONG', quantity: '10', entryPrice: '227.52', exitPrice: '229.1', pnl: '15.8', platform: 'alpaca' },
    ]);
  });

  it('keeps the credentials sealed, never sends them back, and imports again without them', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'sealed');
    const first = await alpacaImport(browser).expect(200);
    expect(first.text).not.toContain(ALPACA_SECRET);
    const [connection] = await connectionsOf(user.id);
    expect(connection?.platform).toBe('alpaca');
    expect(connection?.sealed_secrets).not.toContain(ALPACA_SECRET);
    expect(connection?.sealed_secrets).not.toContain(ALPACA_KEY_ID);

    const brokers = await browser.graphql('{ brokers { id connected } }');
    expect(JSON.stringify(brokers)).not.toContain(ALPACA_SECRET);
    expect(brokers.data?.brokers).toContainEqual({ id: 'alpaca', connected: true });

    const again = await alpacaImport(browser, null, JULY_15_TO_16).expect(200);
    expect(again.body.analysis).toEqual({ total_trades: 1, executions_imported: 1, duplicates_skipped: 4 });
  });

  it('adds nothing twice when an overlapping range is imported again', async () => {
    const { browser } = await signedUpBrowser(testApp, 'overlap');
    await alpacaImport(browser).expect(200);
    await alpacaImport(browser, undefined, JULY_15_TO_16).expect(200);
    const third = await alpacaImport(browser, undefined, JULY_15_TO_16).expect(200);
    expect(third.body).toMatchObject({ message: 'Nothing new: all 5 fills were already imported', analysis: { total_trades: 0, executions_imported: 0, duplicates_skipped: 5 } });
    expect((await tradesOf(browser)).map(({ symbol, status }) => `${String(symbol)} ${String(status)}`).sort()).toEqual(['AAPL closed', 'NVDA open', 'TSLA closed']);
  });

  it('refuses wrong keys with a clear error and stores nothing', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'wrongkeys');
    const response = await alpacaImport(browser, { apiKey: ALPACA_KEY_ID, secretKey: 'not-the-secret' }).expect(400);
    expect(response.body).toMatchObject({ success: false, error: 'broker_auth', message: expect.stringMatching(/^Alpaca rejected the API Key ID or Secret Key/) });
    expect(response.text).not.toContain('not-the-secret');
    expect(await connectionsOf(user.id)).toEqual([]);
    expect(await tradesOf(browser)).toEqual([]);
  });

  it('asks to sign in first', async () => {
    const response = await request(testApp.app).post('/api/import-trades').set('Origin', testApp.config.publicUrl).send({ platform: 'alpaca', method: 'api', ...JULY_15 }).expect(401);
    expect(response.body.message).toBe('Authentication required. Please sign in.');
  });

  it('keeps each user’s trades and credentials to themselves', async () => {
    const { browser: owner } = await signedUpBrowser(testApp, 'owner');
    await alpacaImport(owner).expect(200);
    const { browser: other } = await signedUpBrowser(testApp, 'other');
    expect(await tradesOf(other)).toEqual([]);
    const borrowed = await alpacaImport(other, null).expect(400);
    expect(borrowed.body).toMatchObject({ success: false, error: 'not_connected' });
  });

  it('imports from the IBKR Flex Web Service with a token and query id', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'ibkr');
    const response = await importTrades(browser, { platform: 'interactive_brokers', credentials: { token: IBKR_TOKEN, apiKey: IBKR_QUERY_ID } }).expect(200);
    expect(response.body).toMatchObject({ success: true, message: 'Imported 1 trades from Interactive Brokers', analysis: { total_trades: 1 } });
    expect((await tradesOf(browser)).map(({ symbol, quantity, pnl, commission }) => ({ symbol, quantity, pnl, commission }))).toEqual([{ symbol: 'AAPL', quantity: '100', pnl: '122.9614', commission: '2.0386' }]);
    const [connection] = await connectionsOf(user.id);
    expect(connection?.sealed_secrets).not.toContain(IBKR_TOKEN);

    const wrong = await importTrades(browser, { platform: 'interactive_brokers', credentials: { token: 'wrong-token', apiKey: IBKR_QUERY_ID } }).expect(400);
    expect(wrong.body).toMatchObject({ error: 'broker_auth', message: expect.stringMatching(/Flex Web Service token is invalid/) });
  });

  it('connects Charles Schwab through OAuth in the browser, then imports from it', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'schwab');
    const toSchwab = await browser.get('/api/brokers/schwab/connect').expect(303);
    const authorize = new URL(toSchwab.headers.location as string);
    expect(authorize.origin).toBe(schwab.baseUrl);
    const backToApp = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location') ?? '');
    expect(backToApp.pathname).toBe('/api/brokers/schwab/callback');

    const callback = await browser.get(`${backToApp.pathname}${backToApp.search}`).expect(303);
    expect(callback.headers.location).toBe('/import?broker=schwab&connected=1');
    const [connection] = await connectionsOf(user.id);
    expect(connection?.platform).toBe('schwab');
    expect(connection?.sealed_secrets).not.toMatch(/[IR]0\./);

    const response = await importTrades(browser, { platform: 'schwab' }).expect(200);
    expect(response.body).toMatchObject({ success: true, message: 'Imported 1 trades from Charles Schwab', analysis: { total_trades: 1 } });
    const brokers = (await browser.graphql('{ brokers { id connected } }')).data?.brokers;
    expect(brokers).toContainEqual({ id: 'schwab', connected: true });
    // Schwab's refresh token lives 7 days: once an authorization is past its expiry the page asks to connect again.
    const em = testApp.orm.em.fork();
    const stored = await testApp.services.brokerConnections.read<object>(em, user.id, 'schwab');
    await testApp.services.brokerConnections.save(em, user.id, 'schwab', stored!, new Date(testApp.clock.now().getTime() - 1000));
    expect((await browser.graphql('{ brokers { id connected } }')).data?.brokers).toContainEqual({ id: 'schwab', connected: false });
    expect((await tradesOf(browser)).map(({ symbol, pnl, accountId }) => ({ symbol, pnl, accountId }))).toEqual([{ symbol: 'AAPL', pnl: '49.98', accountId: '12345678' }]);
  });

  it('stores a renewed Schwab access token, and asks to connect again once the refresh token is refused', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'schwabrenew');
    await connectSchwab(browser);
    const sealedBefore = (await connectionsOf(user.id))[0]?.sealed_secrets;

    schwab.expireAccessTokens();
    await importTrades(browser, { platform: 'schwab' }).expect(200);
    expect((await connectionsOf(user.id))[0]?.sealed_secrets).not.toBe(sealedBefore);

    schwab.expireAccessTokens();
    schwab.expireRefreshTokens();
    const refused = await importTrades(browser, { platform: 'schwab' }).expect(400);
    expect(refused.body).toMatchObject({ error: 'broker_auth', message: expect.stringMatching(/Connect Charles Schwab again/) });
  });

  it("reads Schwab's token lifetimes on the app's clock: an access token lapsed by it is renewed first", async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'schwabclock');
    await connectSchwab(browser);
    const sealedBefore = (await connectionsOf(user.id))[0]?.sealed_secrets;

    // Half an hour later by the app's clock (the fake server would still take the old token).
    testApp.clock.advance(31 * 60_000);
    await importTrades(browser, { platform: 'schwab' }).expect(200);
    expect((await connectionsOf(user.id))[0]?.sealed_secrets).not.toBe(sealedBefore);
  });

  it('refuses a Schwab callback whose state did not come from this browser', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'schwabstate');
    await browser.get('/api/brokers/schwab/connect').expect(303);
    const callback = await browser.get('/api/brokers/schwab/callback?code=C0.forged%40&state=forged').expect(303);
    expect(callback.headers.location).toMatch(/^\/import\?broker=schwab&error=/);
    expect(await connectionsOf(user.id)).toEqual([]);
  });
});
