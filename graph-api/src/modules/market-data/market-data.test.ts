import { afterAll, beforeAll, expect, it } from 'vitest';
import { alpacaBarsFrom, type FakeAlpacaMarketData, startFakeAlpacaMarketData } from '../../../test/fakes/fake-alpaca-market-data';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, listedTrades } from '../../../test/support/trade-history';
import { ManualClock } from '../../../test/support/manual-clock';
import { Candle } from './candle.entity';
import { MarketDataService } from './market-data.service';
import { CandleStore } from './store/candle-store';

const KEYS = { keyId: 'PKMARKETDATA', secretKey: 'market-data-secret' };
// 60 five-minute bars of MSFT from 13:30 UTC on 4 March 2024, rising a cent a bar.
const MSFT_BARS = alpacaBarsFrom(
  '2024-03-04T13:30:00Z',
  5,
  Array.from({ length: 60 }, (_, index) => [400 + index / 100, 400.5 + index / 100, 399.5 + index / 100, 400.25 + index / 100] as const),
);

const candleCsv = (rows: string[]) => Buffer.from(['time,open,high,low,close,volume', ...rows].join('\n'));

describeEachDatabase('market data: the candle store, the Alpaca provider and GET /api/trade-chart', (database) => {
  let testApp: TestApp;
  let alpaca: FakeAlpacaMarketData;
  let trader: Browser;
  let keyless: Browser;
  let traderId: number;
  beforeAll(async () => {
    alpaca = await startFakeAlpacaMarketData({
      ...KEYS,
      bars: [
        { kind: 'stocks', symbol: 'MSFT', timeframe: '5Min', bars: MSFT_BARS },
        { kind: 'options', symbol: 'MSFT240315C00400000', timeframe: '5Min', bars: alpacaBarsFrom('2024-03-04T15:00:00Z', 5, [[5.1, 5.4, 5, 5.3]]) },
      ],
      pageSize: 25,
    });
    testApp = await startTestApp({ ...database.env, ALPACA_DATA_BASE_URL: alpaca.url });
    const signedUp = await signedUpBrowser(testApp, 'charts');
    trader = signedUp.browser;
    traderId = signedUp.user.id;
    await testApp.services.brokerConnections.save(testApp.orm.em.fork(), traderId, 'alpaca', { platform: 'alpaca', ...KEYS, baseUrl: 'https://paper-api.alpaca.markets' });
    keyless = (await signedUpBrowser(testApp, 'keyless')).browser;
  });
  afterAll(async () => {
    await testApp.close();
    await alpaca.close();
  });

  const candleCount = () => testApp.orm.em.fork().count(Candle, {});
  const upload = (browser: Browser, file: Buffer, fields: Record<string, string>, name = 'bars.csv') => {
    const request = browser.post('/api/candles/upload').attach('file', file, name);
    for (const [key, value] of Object.entries(fields)) request.field(key, value);
    return request;
  };

  it('imports a candle CSV and charts it at its timeframe and, built from it, at a longer one', async () => {
    const rows = ['2024-03-05 09:30,50,51,49.5,50.5,100', '2024-03-05 09:35,50.5,52,50.25,51.75,200', '2024-03-05 09:40,51.75,51.8,50,50.1,300'];
    const response = await upload(keyless, candleCsv(rows), { symbol: 'zzcsv', timeframe: '5m', timeZone: 'America/New_York' }).expect(200);
    expect(response.body).toMatchObject({ success: true, message: 'Imported 3 5m candles of ZZCSV', data: { symbol: 'ZZCSV', timeframe: '5m', candlesImported: 3 } });

    const chart = (await keyless.get('/api/trade-chart?symbol=ZZCSV&entryTime=2024-03-05T14:35:00Z&timeframe=5m').expect(200)).body;
    expect(chart.candles).toEqual([
      { time: '2024-03-05T14:30:00.000Z', open: '50', high: '51', low: '49.5', close: '50.5', volume: '100' },
      { time: '2024-03-05T14:35:00.000Z', open: '50.5', high: '52', low: '50.25', close: '51.75', volume: '200' },
      { time: '2024-03-05T14:40:00.000Z', open: '51.75', high: '51.8', low: '50', close: '50.1', volume: '300' },
    ]);
    expect(chart).toMatchObject({ providers: ['csv'], chartedSymbol: 'ZZCSV', isUnderlying: false, message: null });
    const fifteen = (await keyless.get('/api/trade-chart?symbol=ZZCSV&entryTime=2024-03-05T14:35:00Z&timeframe=15m').expect(200)).body;
    expect(fifteen.candles).toEqual([{ time: '2024-03-05T14:30:00.000Z', open: '50', high: '52', low: '49.5', close: '50.1', volume: '600' }]);
  });

  it('refuses a candle file with a bad row, naming its line, and stores none of it', async () => {
    const before = await candleCount();
    const response = await upload(keyless, candleCsv(['2024-03-06T14:30:00Z,10,11,9,10,5', '2024-03-06T14:35:00Z,10,9,11,10,5']), { symbol: 'ZZBAD', timeframe: '5m' }).expect(400);
    expect(response.body).toMatchObject({ success: false, error: 'row_error', message: 'Line 3: high 9 is below low 11.', line: 3 });
    expect(await candleCount()).toBe(before);
    const wrongTimeframe = await upload(keyless, candleCsv(['2024-03-06T14:30:00Z,10,11,9,10,5']), { symbol: 'ZZBAD', timeframe: '3m' }).expect(400);
    expect(wrongTimeframe.body.message).toBe('The timeframe must be one of 1m, 5m, 10m, 15m, 30m, 1h, 4h, 1d.');
    const notCsv = await upload(keyless, candleCsv(['2024-03-06T14:30:00Z,10,11,9,10,5']), { symbol: 'ZZBAD', timeframe: '5m' }, 'bars.txt').expect(400);
    expect(notCsv.body.message).toBe('Only CSV files are supported');
    expect(await candleCount()).toBe(before);
  });

  it("fetches what the store lacks from Alpaca with the user's keys (paging, a 429 retried) and never asks for it again", async () => {
    alpaca.rateLimitNext(1);
    const first = (await trader.get('/api/trade-chart?symbol=MSFT&entryTime=2024-03-04T15:00:00Z&timeframe=5m').expect(200)).body;
    // 20 bars of context each side of the 15:00 bar: 13:20 up to 16:45; Alpaca has bars from 13:30.
    expect(first.candles).toHaveLength(39);
    expect(first.candles[0]).toEqual({ time: '2024-03-04T13:30:00.000Z', open: '400', high: '400.5', low: '399.5', close: '400.25', volume: '1000' });
    expect(first.providers).toEqual(['alpaca']);
    const callsAfterFirst = alpaca.requests.length;
    // One 429, then the 40 bars up to the inclusive end in pages of 25: two pages.
    expect(callsAfterFirst).toBe(3);

    const again = (await trader.get('/api/trade-chart?symbol=MSFT&entryTime=2024-03-04T15:00:00Z&timeframe=5m').expect(200)).body;
    expect(again.candles).toEqual(first.candles);
    // A longer timeframe inside the held span is built from the held 5m bars, without a call.
    const tenMinutes = (await keyless.get('/api/trade-chart?symbol=MSFT&entryTime=2024-03-04T15:00:00Z&timeframe=10m').expect(200)).body;
    expect(tenMinutes.candles.length).toBeGreaterThan(0);
    expect(alpaca.requests).toHaveLength(callsAfterFirst);
  });

  it("keeps each user's uploaded candles their own: another user's upload of the same symbol and span never changes their chart", async () => {
    const first = (await signedUpBrowser(testApp, 'upload-one')).browser;
    const second = (await signedUpBrowser(testApp, 'upload-two')).browser;
    const barAt = (price: number) => candleCsv([`2024-03-07T14:30:00Z,${price},${price},${price},${price},10`]);
    const chartOf = async (browser: Browser) => (await browser.get('/api/trade-chart?symbol=ZZOWN&entryTime=2024-03-07T14:30:00Z&timeframe=5m').expect(200)).body;
    const closesOf = async (browser: Browser) => (await chartOf(browser)).candles.map((candle: { close: string }) => candle.close);

    await upload(first, barAt(100), { symbol: 'ZZOWN', timeframe: '5m' }).expect(200);
    expect(await closesOf(first)).toEqual(['100']);
    expect(await chartOf(second)).toMatchObject({ candles: [], message: 'Chart data not available', sources: [] });

    await upload(second, barAt(7), { symbol: 'ZZOWN', timeframe: '5m' }).expect(200);
    expect(await closesOf(second)).toEqual(['7']);
    expect(await closesOf(first)).toEqual(['100']);
    // The answer says whose they are, over REST and GraphQL alike.
    expect((await chartOf(first)).sources).toEqual([{ source: 'upload', label: 'your upload' }]);
    const graphql = await second.graphql('query { tradeChart(input: { symbol: "ZZOWN", entryTime: "2024-03-07T14:30:00Z" }) { candles { close } sources { source label } } }');
    expect(graphql.data).toEqual({ tradeChart: { candles: [{ close: '7' }], sources: [{ source: 'upload', label: 'your upload' }] } });
  });

  it("shares the candles a provider answered: another user reads the span without a call, and their own upload there changes only their chart", async () => {
    const chart = '/api/trade-chart?symbol=MSFT&entryTime=2024-03-04T15:00:00Z&timeframe=5m';
    const fetched = (await trader.get(chart).expect(200)).body;
    const calls = alpaca.requests.length;
    const shared = (await keyless.get(chart).expect(200)).body;
    expect(shared.candles).toEqual(fetched.candles);
    expect(shared.sources).toEqual([{ source: 'alpaca-iex', label: 'Alpaca (IEX feed)' }]);

    const reader = (await signedUpBrowser(testApp, 'own-msft')).browser;
    await upload(reader, candleCsv(['2024-03-04T15:00:00Z,1,2,0.5,1.5,10']), { symbol: 'MSFT', timeframe: '5m' }).expect(200);
    const mixed = (await reader.get(chart).expect(200)).body;
    const at15 = (candles: Array<{ time: string; close: string }>) => candles.find((candle) => candle.time === '2024-03-04T15:00:00.000Z')?.close;
    // Their bar replaces the provider's in their upload's span, for them alone; the provider's bars around it stay.
    expect(at15(mixed.candles)).toBe('1.5');
    expect(mixed.candles).toHaveLength(fetched.candles.length);
    expect(mixed.sources).toEqual([
      { source: 'upload', label: 'your upload' },
      { source: 'alpaca-iex', label: 'Alpaca (IEX feed)' },
    ]);
    expect(at15((await trader.get(chart).expect(200)).body.candles)).toBe(at15(fetched.candles));
    expect(at15((await keyless.get(chart).expect(200)).body.candles)).toBe(at15(fetched.candles));
    expect(alpaca.requests).toHaveLength(calls);
  });

  it('stores the newest 20 minutes but asks for them again until they have settled', async () => {
    const clock = new ManualClock('2024-03-04T18:30:00Z');
    const marketData = new MarketDataService(new CandleStore(), testApp.services.brokerConnections, { alpacaDataBaseUrl: alpaca.url, alpacaFeed: 'iex' }, clock);
    const msft = { symbol: 'MSFT', assetClass: 'stock', underlying: null, expiry: null, strike: null, optionRight: null } as const;
    const window = marketData.windowOf(new Date('2024-03-04T18:00:00Z'), null, '5m');
    const chartNow = async () => (await marketData.candles(testApp.orm.em.fork(), traderId, msft, '5m', window)).candles;
    const stockRequests = () => alpaca.requests.filter((request) => request.path === '/v2/stocks/bars');
    const before = stockRequests().length;
    // Held from 13:20 to 16:45 by the test above: only 16:45 to now (18:30) is asked for.
    expect((await chartNow()).at(-1)!.time.toISOString()).toBe('2024-03-04T18:25:00.000Z');
    expect(stockRequests().slice(before).map((request) => [request.query.start, request.query.end])).toEqual([['2024-03-04T16:45:00.000Z', '2024-03-04T18:30:00.000Z']]);
    // 18:10 to 18:30 is not settled yet: asked again, and only it.
    await chartNow();
    expect(stockRequests().slice(before + 1).map((request) => [request.query.start, request.query.end])).toEqual([['2024-03-04T18:10:00.000Z', '2024-03-04T18:30:00.000Z']]);
    clock.advance(6 * 3_600_000);
    await chartNow();
    await chartNow();
    // Once settled, the rest of the window is asked for once, and then nothing.
    expect(stockRequests().slice(before + 2).map((request) => [request.query.start, request.query.end])).toEqual([['2024-03-04T18:10:00.000Z', '2024-03-04T19:45:00.000Z']]);
  });

  it('charts an option as itself when Alpaca has its bars, else as its underlying, labelled as such', async () => {
    const em = testApp.orm.em.fork();
    const option = (strike: string) => ({ symbol: `MSFT 240315C${strike}`, assetClass: 'option', underlying: 'MSFT', expiry: '2024-03-15', strike, optionRight: 'C' }) as const;
    const window = testApp.services.marketData.windowOf(new Date('2024-03-04T15:00:00Z'), null, '5m');
    const own = await testApp.services.marketData.candles(em, traderId, option('400'), '5m', window);
    expect(own).toMatchObject({ chartedSymbol: 'MSFT 240315C400', isUnderlying: false, providers: ['alpaca'] });
    expect(own.candles.map((candle) => [candle.time.toISOString(), candle.close])).toEqual([['2024-03-04T15:00:00.000Z', '5.3']]);
    const fallback = await testApp.services.marketData.candles(em, traderId, option('410'), '5m', window);
    expect(fallback).toMatchObject({ chartedSymbol: 'MSFT', isUnderlying: true });
    expect(fallback.candles.length).toBeGreaterThan(0);
    expect(alpaca.requests.filter((request) => request.path === '/v1beta1/options/bars').map((request) => request.query.symbols)).toEqual(['MSFT240315C00400000', 'MSFT240315C00410000']);
  });

  it("answers 'Chart data not available' when no provider has candles, with no call for a user without keys", async () => {
    const calls = alpaca.requests.length;
    const none = (await keyless.get('/api/trade-chart?symbol=NOPE&entryTime=2024-03-04T15:00:00Z').expect(200)).body;
    expect(none).toMatchObject({ candles: [], timeframe: '5m', message: 'Chart data not available', chartedSymbol: null });
    expect(alpaca.requests).toHaveLength(calls);
  });

  it('says why Alpaca could not help when it refuses the stored keys, and asks again next time', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'badkeys');
    await testApp.services.brokerConnections.save(testApp.orm.em.fork(), user.id, 'alpaca', { platform: 'alpaca', keyId: KEYS.keyId, secretKey: 'revoked', baseUrl: 'https://paper-api.alpaca.markets' });
    const chart = (await browser.get('/api/trade-chart?symbol=ZZREVOKED&entryTime=2024-03-04T15:00:00Z').expect(200)).body;
    expect(chart).toMatchObject({
      candles: [],
      message: 'Chart data not available',
      notice: 'Alpaca rejected the stored API Key ID or Secret Key for market data. Connect Alpaca again on the Import page.',
    });
    // Nothing was recorded as held: once the keys work, the span is asked for.
    const calls = alpaca.requests.length;
    await browser.get('/api/trade-chart?symbol=ZZREVOKED&entryTime=2024-03-04T15:00:00Z').expect(200);
    expect(alpaca.requests.length).toBe(calls + 1);
    const graphql = await browser.graphql('query { tradeChart(input: { symbol: "ZZREVOKED", entryTime: "2024-03-04T15:00:00Z", timeframe: "3h" }) { message } }');
    expect(graphql.errors?.[0]).toMatchObject({ message: 'The timeframe must be one of 5m, 10m, 15m, 30m, 1h, 4h, 1d.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("charts a trade by its id for its owner only: another user's trade id answers as not found", async () => {
    await importDasDay(trader, '2024-03-04', [
      { time: '15:00:00', symbol: 'MSFT', side: 'B', price: '400.3', qty: 10 },
      { time: '15:20:00', symbol: 'MSFT', side: 'S', price: '400.4', qty: 10 },
    ]);
    const [trade] = await listedTrades(trader, 'search=MSFT');
    const chart = (await trader.get(`/api/trade-chart?tradeId=${trade!.id}`).expect(200)).body;
    expect(chart.candles[0].time).toBe('2024-03-04T13:30:00.000Z');
    const stranger = await keyless.get(`/api/trade-chart?tradeId=${trade!.id}`).expect(404);
    expect(stranger.body.message).toBe('That trade does not exist. It may have been rebuilt by a later import: reload your trades.');
  });

  it.each([
    ['?entryTime=2024-03-04T15:00:00Z', 'Give the symbol to chart (or the tradeId of one of your trades).'],
    ['?tradeId=abc', 'tradeId "abc" is not a trade id (digits).'],
    ['?symbol=MSFT', 'Give the entryTime of the trade, as an ISO-8601 time such as 2024-03-08T14:35:00Z.'],
    ['?symbol=MSFT&entryTime=yesterday', 'entryTime "yesterday" is not an ISO-8601 time such as 2024-03-08T14:35:00Z.'],
    ['?symbol=MSFT&entryTime=2024-03-04T15:00:00Z&timeframe=2m', 'The timeframe must be one of 5m, 10m, 15m, 30m, 1h, 4h, 1d.'],
    ['?symbol=MSFT&entryTime=2024-03-04T15:00:00Z&exitTime=2024-03-01T15:00:00Z', 'exitTime is before entryTime.'],
    ['?symbol=MSFT&entryTime=2020-03-04T15:00:00Z&exitTime=2024-03-01T15:00:00Z', 'A 5m chart of this trade would hold more than 5000 candles; choose a longer timeframe.'],
  ])('refuses %s with a 400 saying why', async (query, message) => {
    const response = await trader.get(`/api/trade-chart${query}`).expect(400);
    expect(response.body).toMatchObject({ error: 'validation_error', message });
  });

  it('asks the signed-out to sign in', async () => {
    const { default: request } = await import('supertest');
    await request(testApp.app).get('/api/trade-chart?symbol=MSFT&entryTime=2024-03-04T15:00:00Z').expect(401);
  });
});
