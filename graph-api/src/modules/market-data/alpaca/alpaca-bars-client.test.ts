import { describe, expect, it } from 'vitest';
import { alpacaBarsFrom, startFakeAlpacaMarketData } from '../../../../test/fakes/fake-alpaca-market-data';
import { brokerApiFailureOf, fakeServerPerTest } from '../../../../test/support/fake-broker-servers';
import { AlpacaBarsClient } from './alpaca-bars-client';

const KEYS = { keyId: 'PKTESTDATA', secretKey: 'data-secret' };
const FIVE_BARS = alpacaBarsFrom('2024-03-08T14:30:00Z', 5, [
  [10, 11, 9.5, 10.5],
  [10.5, 12, 10.25, 11.75],
  [11.75, 11.8, 11, 11.1],
  [11.1, 11.2, 10.9, 11],
  [11, 11.05, 10.5, 10.6],
]);
const SPAN = { start: Date.parse('2024-03-08T14:30:00Z'), end: Date.parse('2024-03-08T14:50:00Z') };

describe('AlpacaBarsClient', () => {
  const fake = fakeServerPerTest(startFakeAlpacaMarketData);
  const clientFor = (url: string, secretKey = KEYS.secretKey) => new AlpacaBarsClient({ baseUrl: url, keyId: KEYS.keyId, secretKey, feed: 'iex', sleep: async () => {} });

  it('follows next_page_token to the last page and keeps the half-open span (Alpaca\'s end is inclusive)', async () => {
    const server = await fake.start({ ...KEYS, bars: [{ kind: 'stocks', symbol: 'AAPL', timeframe: '5Min', bars: FIVE_BARS }], pageSize: 2 });
    const bars = await clientFor(server.url).fetchBars('AAPL', 'stock', '5m', SPAN);
    expect(bars.map((bar) => [bar.time.toISOString(), bar.open, bar.high, bar.low, bar.close])).toEqual([
      ['2024-03-08T14:30:00.000Z', '10', '11', '9.5', '10.5'],
      ['2024-03-08T14:35:00.000Z', '10.5', '12', '10.25', '11.75'],
      ['2024-03-08T14:40:00.000Z', '11.75', '11.8', '11', '11.1'],
      ['2024-03-08T14:45:00.000Z', '11.1', '11.2', '10.9', '11'],
    ]);
    // 5 bars up to the inclusive end, 2 a page: 3 pages.
    expect(server.requests).toHaveLength(3);
    expect(server.requests[0]!.query).toMatchObject({ symbols: 'AAPL', timeframe: '5Min', feed: 'iex', adjustment: 'raw', start: '2024-03-08T14:30:00.000Z', end: '2024-03-08T14:50:00.000Z' });
    expect(server.requests[1]!.query.page_token).toBeTruthy();
  });

  it('waits and retries after a 429, then gives up with a message after three', async () => {
    const server = await fake.start({ ...KEYS, bars: [{ kind: 'stocks', symbol: 'AAPL', timeframe: '5Min', bars: FIVE_BARS }] });
    server.rateLimitNext(2);
    expect(await clientFor(server.url).fetchBars('AAPL', 'stock', '5m', SPAN)).toHaveLength(4);
    expect(server.requests).toHaveLength(3);
    server.rateLimitNext(4);
    const failure = await brokerApiFailureOf(clientFor(server.url).fetchBars('AAPL', 'stock', '5m', SPAN));
    expect(failure.kind).toBe('rate_limited');
    expect(failure.message).toBe('Alpaca is limiting market data requests right now. Please try again in a minute.');
  });

  it('reads option bars from the options endpoint, and an empty answer as no bars', async () => {
    const server = await fake.start({ ...KEYS, bars: [{ kind: 'options', symbol: 'AAPL240119C00190000', timeframe: '1Hour', bars: FIVE_BARS.slice(0, 1) }] });
    expect(await clientFor(server.url).fetchBars('AAPL240119C00190000', 'option', '1h', SPAN)).toHaveLength(1);
    expect(await clientFor(server.url).fetchBars('MSFT', 'stock', '1h', SPAN)).toEqual([]);
    expect(server.requests.map((request) => request.path)).toEqual(['/v1beta1/options/bars', '/v2/stocks/bars']);
  });

  it('names rejected keys without quoting them', async () => {
    const server = await fake.start({ ...KEYS, bars: [] });
    const failure = await brokerApiFailureOf(clientFor(server.url, 'wrong').fetchBars('AAPL', 'stock', '5m', SPAN));
    expect(failure.kind).toBe('auth');
    expect(failure.message).not.toContain('wrong');
  });
});
