import { describe, expect, it } from 'vitest';
import { alpacaFill, type FakeAlpaca, startFakeAlpaca } from '../../../../../test/fakes/fake-alpaca';
import { brokerApiFailureOf, fakeServerPerTest } from '../../../../../test/support/fake-broker-servers';
import { AlpacaClient, type AlpacaFillActivity } from './alpaca-client';

const KEY_ID = 'PKTEST1234567890ABCD';
const SECRET = 'alpaca-secret-that-must-stay-hidden';
const RANGE = { start: new Date('2026-07-15T00:00:00Z'), end: new Date('2026-07-16T00:00:00Z') };

const FILLS: AlpacaFillActivity[] = [
  alpacaFill({ symbol: 'AAPL', side: 'buy', qty: '10', price: '227.52', at: '2026-07-15T13:35:00.123Z' }),
  alpacaFill({ symbol: 'TSLA', side: 'sell_short', qty: '5', price: '251.30', at: '2026-07-15T13:40:00Z', type: 'partial_fill', leavesQty: '5' }),
  alpacaFill({ symbol: 'AAPL', side: 'sell', qty: '10', price: '229.10', at: '2026-07-15T14:02:11Z' }),
  alpacaFill({ symbol: 'BTC/USD', side: 'buy', qty: '0.0150', price: '67250.50', at: '2026-07-15T15:00:00Z' }),
  alpacaFill({ symbol: 'AAPL260821C00230000', side: 'buy', qty: '2', price: '3.45', at: '2026-07-15T16:10:00Z' }),
  // Outside the range: left out.
  alpacaFill({ symbol: 'MSFT', side: 'buy', qty: '1', price: '500', at: '2026-07-20T14:00:00Z' }),
];

describe('AlpacaClient against a local Alpaca', () => {
  const { start, stop } = fakeServerPerTest((activities: AlpacaFillActivity[] = FILLS, pageSize?: number) =>
    startFakeAlpaca({ keyId: KEY_ID, secretKey: SECRET, activities, ...(pageSize ? { pageSize } : {}) }),
  );
  const client = (server: FakeAlpaca, overrides: Partial<ConstructorParameters<typeof AlpacaClient>[0]> = {}) =>
    new AlpacaClient({ baseUrl: server.url, keyId: KEY_ID, secretKey: SECRET, sleep: async () => {}, ...overrides });

  it('turns the FILL activities of the range into executions, with the ids as dedupe keys', async () => {
    const server = await start();
    const executions = await client(server).fetchExecutions(RANGE);
    expect(executions.map(({ instrument, side, quantity, price, commission, fees, executedAtMs, externalId }) => ({ symbol: instrument.symbol, assetClass: instrument.assetClass, multiplier: instrument.multiplier, side, quantity, price, commission, fees, executedAt: new Date(executedAtMs).toISOString(), externalId }))).toEqual([
      { symbol: 'AAPL', assetClass: 'stock', multiplier: '1', side: 'BUY', quantity: '10', price: '227.52', commission: '0', fees: '0', executedAt: '2026-07-15T13:35:00.123Z', externalId: FILLS[0]!.id },
      { symbol: 'TSLA', assetClass: 'stock', multiplier: '1', side: 'SELL', quantity: '5', price: '251.3', commission: '0', fees: '0', executedAt: '2026-07-15T13:40:00.000Z', externalId: FILLS[1]!.id },
      { symbol: 'AAPL', assetClass: 'stock', multiplier: '1', side: 'SELL', quantity: '10', price: '229.1', commission: '0', fees: '0', executedAt: '2026-07-15T14:02:11.000Z', externalId: FILLS[2]!.id },
      { symbol: 'BTC/USD', assetClass: 'crypto', multiplier: '1', side: 'BUY', quantity: '0.015', price: '67250.5', commission: '0', fees: '0', executedAt: '2026-07-15T15:00:00.000Z', externalId: FILLS[3]!.id },
      { symbol: 'AAPL 260821C230', assetClass: 'option', multiplier: '100', side: 'BUY', quantity: '2', price: '3.45', commission: '0', fees: '0', executedAt: '2026-07-15T16:10:00.000Z', externalId: FILLS[4]!.id },
    ]);
    // Each fill's order_id, kept with it (docs/options.md, "Multi-leg positions").
    expect(executions.map((execution) => execution.orderId)).toEqual(FILLS.slice(0, 5).map((fill) => fill.order_id));
    const [first] = server.requests;
    expect(first).toMatchObject({ path: '/v2/account/activities/FILL', keyId: KEY_ID, query: { direction: 'asc', page_size: '100' } });
    expect(Date.parse(first!.query.after!)).toBeLessThan(RANGE.start.getTime());
    expect(Date.parse(first!.query.until!)).toBeGreaterThan(RANGE.end.getTime());
  });

  it('marks sell_short as opening and a plain sell of shares as closing (Alpaca marks short sales); buys are left to the matcher', async () => {
    const server = await start();
    const executions = await client(server).fetchExecutions(RANGE);
    expect(executions.map(({ instrument, side, positionEffect }) => [instrument.symbol, side, positionEffect])).toEqual([
      ['AAPL', 'BUY', undefined],
      ['TSLA', 'SELL', 'open'],
      ['AAPL', 'SELL', 'close'],
      ['BTC/USD', 'BUY', undefined],
      ['AAPL 260821C230', 'BUY', undefined],
    ]);
  });

  it('follows page_token page by page until an empty page, also when the server gives fewer than asked', async () => {
    const server = await start(FILLS.slice(0, 5), 2);
    const executions = await client(server).fetchExecutions(RANGE);
    expect(executions.map(({ externalId }) => externalId)).toEqual(FILLS.slice(0, 5).map(({ id }) => id));
    expect(server.requests.map(({ query }) => query.page_token ?? null)).toEqual([null, FILLS[1]!.id, FILLS[3]!.id, FILLS[4]!.id]);
  });

  it('refuses wrong keys as an auth error that names neither key', async () => {
    const server = await start();
    const error = await brokerApiFailureOf(client(server, { secretKey: 'wrong-secret' }).fetchExecutions(RANGE));
    expect(error.kind).toBe('auth');
    expect(error.message).toMatch(/Alpaca rejected the API Key ID or Secret Key/);
    expect(error.message).not.toContain('wrong-secret');
    expect(error.message).not.toContain(KEY_ID);
  });

  it('waits and retries on 429, then gives up with a rate-limit error', async () => {
    const server = await start();
    const waits: number[] = [];
    server.rateLimitNext(2);
    const executions = await client(server, { sleep: async (ms) => void waits.push(ms) }).fetchExecutions(RANGE);
    expect(executions).toHaveLength(5);
    expect(waits).toHaveLength(2);
    expect(waits.every((ms) => ms >= 1000 && ms <= 60_000)).toBe(true);

    server.rateLimitNext(10);
    expect((await brokerApiFailureOf(client(server).fetchExecutions(RANGE))).kind).toBe('rate_limited');
  });

  it('gives up after the timeout with a clear message', async () => {
    const server = await start();
    server.delayAnswers(1000);
    const error = await brokerApiFailureOf(client(server, { timeoutMs: 100 }).fetchExecutions(RANGE));
    expect(error).toMatchObject({ kind: 'unavailable', message: 'Alpaca did not answer within 100 ms. Please try again later.' });
  });

  it('says so when Alpaca cannot be reached', async () => {
    const server = await start();
    const url = server.url;
    await stop();
    const error = await brokerApiFailureOf(new AlpacaClient({ baseUrl: url, keyId: KEY_ID, secretKey: SECRET }).fetchExecutions(RANGE));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/^Alpaca could not be reached/);
  });

  it.each([
    ['not JSON', 'Internal <b>oops</b>', /is not JSON/],
    ['an object instead of a list', '{"message":"hi"}', /not a list of activities/],
    ['a null activity', '[null]', /without an id/],
    ['a fill without a quantity', JSON.stringify([{ ...FILLS[0], qty: undefined }]), /quantity "" is not a positive number/],
    ['a fill with an unknown side', JSON.stringify([{ ...FILLS[0], side: 'hold' }]), /side "hold" is unknown/],
    ['a fill with a broken time', JSON.stringify([{ ...FILLS[0], transaction_time: 'yesterday' }]), /time "yesterday" is not a time/],
    ['a fill with numbers as objects', JSON.stringify([{ ...FILLS[0], price: { value: 1 } }]), /price "" is not a price/],
  ])('refuses %s as a bad answer, not a TypeError', async (_what, body, message) => {
    let served = false;
    const fetchOnce: typeof fetch = async () => {
      // The second page of a good first page is empty.
      const answer = served ? '[]' : body;
      served = true;
      return new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const error = await brokerApiFailureOf(new AlpacaClient({ baseUrl: 'http://alpaca.invalid', keyId: KEY_ID, secretKey: SECRET, fetch: fetchOnce }).fetchExecutions(RANGE));
    expect(error.kind).toBe('bad_response');
    expect(error.message).toMatch(message);
  });
});
