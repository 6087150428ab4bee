import { describe, expect, it } from 'vitest';
import { FakeIbkrFlex, type FakeIbkrFlexOptions, flexTrade } from '../../../../../test/fakes/fake-ibkr-flex';
import { brokerApiFailureOf, fakeServerPerTest } from '../../../../../test/support/fake-broker-servers';
import { IbkrFlexClient, type IbkrFlexSettings } from './ibkr-flex-client';

const TOKEN = '123456789012345678901234';
const QUERY_ID = '987654';
const NOW = new Date('2026-11-20T15:00:00Z');
// 15 July 2026, New York.
const RANGE = { start: new Date('2026-07-15T04:00:00Z'), end: new Date('2026-07-16T03:59:59Z') };

// Hand-computed: New York is UTC-4 in July; commissions are IBKR's negative cash made positive.
const TRADES = [
  flexTrade({ symbol: 'AAPL', buySell: 'BUY', quantity: '100', tradePrice: '190.25', dateTime: '20260715;093105', ibCommission: '-1', ibExecID: '0001f4e8.6695a1b2.01.01', openCloseIndicator: 'O' }),
  flexTrade({ symbol: 'AAPL', buySell: 'SELL', quantity: '100', tradePrice: '191.5', dateTime: '20260715;103000', ibCommission: '-1.0386', ibExecID: '0001f4e8.6695a1b3.01.01', openCloseIndicator: 'C' }),
  flexTrade({ symbol: 'SPXW  260717C05800000', assetCategory: 'OPT', underlyingSymbol: 'SPX', multiplier: '100', strike: '5800', expiry: '20260717', putCall: 'C', buySell: 'BUY', quantity: '2', tradePrice: '12.4', dateTime: '20260715;110000', ibCommission: '-1.3', ibExecID: 'opt-1' }),
  flexTrade({ symbol: 'ESU6', assetCategory: 'FUT', underlyingSymbol: 'ES', multiplier: '50', expiry: '20260918', buySell: 'SELL', quantity: '1', tradePrice: '6300.25', dateTime: '20260715;111500', ibCommission: '-2.25', ibExecID: 'fut-1' }),
  flexTrade({ symbol: 'MSFT', buySell: 'BUY', quantity: '10', tradePrice: '500', dateTime: '20260715;120000', tradeID: 'cancelled-1' }),
  flexTrade({ symbol: 'MSFT', buySell: 'BUY (Ca.)', quantity: '10', tradePrice: '500', dateTime: '20260715;120500', origTradeID: 'cancelled-1', notes: 'Ca' }),
  flexTrade({ symbol: 'EUR.USD', assetCategory: 'CASH', buySell: 'BUY', quantity: '1000', tradePrice: '1.09', dateTime: '20260715;130000' }),
  flexTrade({ symbol: 'NVDA', buySell: 'BUY', quantity: '1', tradePrice: '130', dateTime: '20260720;100000', ibExecID: 'later' }),
];

describe('IbkrFlexClient against a local Flex Web Service', () => {
  const { start } = fakeServerPerTest((options: Partial<FakeIbkrFlexOptions> = {}) => FakeIbkrFlex.start({ token: TOKEN, queryId: QUERY_ID, trades: TRADES, ...options }));
  const client = (server: FakeIbkrFlex, overrides: Partial<IbkrFlexSettings> = {}) =>
    new IbkrFlexClient({ baseUrl: server.baseUrl, token: TOKEN, queryId: QUERY_ID, now: () => NOW, sleep: async () => {}, ...overrides });

  it('asks for the period, fetches the statement where IBKR says, and reads its executions', async () => {
    const server = await start();
    const executions = await client(server).fetchExecutions(RANGE);
    expect(executions.map(({ instrument, side, quantity, price, commission, executedAtMs, externalId, positionEffect }) => ({ symbol: instrument.symbol, multiplier: instrument.multiplier, side, quantity, price, commission, executedAt: new Date(executedAtMs).toISOString(), externalId, positionEffect }))).toEqual([
      { symbol: 'AAPL', multiplier: '1', side: 'BUY', quantity: '100', price: '190.25', commission: '1', executedAt: '2026-07-15T13:31:05.000Z', externalId: '0001f4e8.6695a1b2.01.01', positionEffect: 'open' },
      { symbol: 'AAPL', multiplier: '1', side: 'SELL', quantity: '100', price: '191.5', commission: '1.0386', executedAt: '2026-07-15T14:30:00.000Z', externalId: '0001f4e8.6695a1b3.01.01', positionEffect: 'close' },
      { symbol: 'SPXW 260717C5800', multiplier: '100', side: 'BUY', quantity: '2', price: '12.4', commission: '1.3', executedAt: '2026-07-15T15:00:00.000Z', externalId: 'opt-1', positionEffect: undefined },
      { symbol: 'ESU2026', multiplier: '50', side: 'SELL', quantity: '1', price: '6300.25', commission: '2.25', executedAt: '2026-07-15T15:15:00.000Z', externalId: 'fut-1', positionEffect: undefined },
    ]);
    expect(executions.every(({ accountId }) => accountId === 'U1234567')).toBe(true);
    expect(server.requests.map(({ path, query, userAgent }) => ({ path, query, userAgent }))).toEqual([
      { path: '/AccountManagement/FlexWebService/SendRequest', query: { t: TOKEN, q: QUERY_ID, v: '3', fd: '20260715', td: '20260715' }, userAgent: expect.stringMatching(/^Node\.js\/\d+/) },
      { path: '/gdcdyn/AccountManagement/FlexWebService/GetStatement', query: { q: expect.stringMatching(/^\d{10}$/), t: TOKEN, v: '3' }, userAgent: expect.stringMatching(/^Node\.js\//) },
    ]);
  });

  it('polls while the statement is being generated (1019), waiting longer each time', async () => {
    const server = await start({ pendingPolls: 2 });
    const waits: number[] = [];
    const executions = await client(server, { sleep: async (ms) => void waits.push(ms) }).fetchExecutions(RANGE);
    expect(executions).toHaveLength(4);
    expect(waits).toEqual([5000, 7500]);
    expect(server.requests.map(({ path }) => path.split('/').pop())).toEqual(['SendRequest', 'GetStatement', 'GetStatement', 'GetStatement']);
  });

  it('stops polling after a bounded number of tries', async () => {
    const server = await start({ pendingPolls: 100 });
    const waits: number[] = [];
    const error = await brokerApiFailureOf(client(server, { sleep: async (ms) => void waits.push(ms) }).fetchExecutions(RANGE));
    expect(error).toMatchObject({ kind: 'unavailable', message: 'IBKR is still generating the statement. Please try again in a few minutes.' });
    expect(waits).toHaveLength(6);
    expect(Math.max(...waits)).toBeLessThanOrEqual(30_000);
  });

  it('waits longer when the token is throttled (1018), then carries on', async () => {
    const server = await start();
    server.failNext('SendRequest', '1018', 'Too many requests have been made from this token. Please try again shortly.');
    const waits: number[] = [];
    expect(await client(server, { sleep: async (ms) => void waits.push(ms) }).fetchExecutions(RANGE)).toHaveLength(4);
    expect(waits).toEqual([10_000]);
  });

  it.each([
    ['an invalid token (1015)', (server: FakeIbkrFlex) => client(server, { token: 'not-the-token' }), /Flex Web Service token is invalid/],
    ['an expired token (1012)', (server: FakeIbkrFlex) => (server.expireToken(), client(server)), /token has expired. Generate a new token/],
    ['an unknown query id (1014)', (server: FakeIbkrFlex) => client(server, { queryId: '111' }), /Flex Query ID is invalid/],
  ])('refuses %s as an auth error, without polling', async (_what, clientFor, message) => {
    const server = await start();
    const error = await brokerApiFailureOf(clientFor(server).fetchExecutions(RANGE));
    expect(error.kind).toBe('auth');
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(TOKEN);
    expect(server.requests).toHaveLength(1);
  });

  it('asks again without a period when IBKR has no statement for it (1003), keeping to the range', async () => {
    const server = await start();
    server.failNext('SendRequest', '1003', 'Statement is not available.');
    const executions = await client(server).fetchExecutions(RANGE);
    expect(executions.map(({ externalId }) => externalId)).toEqual(['0001f4e8.6695a1b2.01.01', '0001f4e8.6695a1b3.01.01', 'opt-1', 'fut-1']);
    expect(server.requests.filter(({ path }) => path.endsWith('SendRequest')).map(({ query }) => query.fd ?? null)).toEqual(['20260715', null]);
  });

  it('reads the statement of a query whose Format is CSV as the Flex Query CSV importer does', async () => {
    const server = await start();
    const header = '"ClientAccountID","CurrencyPrimary","AssetClass","Symbol","Description","UnderlyingSymbol","Multiplier","Strike","Expiry","Put/Call","TradeID","DateTime","TransactionType","Quantity","TradePrice","Proceeds","Taxes","IBCommission","IBCommissionCurrency","NetCash","Open/CloseIndicator","Notes/Codes","Buy/Sell","IBOrderID","IBExecID","LevelOfDetail"';
    server.answerStatementWith(
      [
        header,
        '"U1234567","USD","STK","AAPL","APPLE INC","AAPL","1","","","","1","20260715;093105","ExchTrade","100","190.25","-19025","0","-1","USD","","O","O","BUY","7001","0001f4e8.6695a1b2.01.01","EXECUTION"',
        '"U1234567","USD","STK","AAPL","APPLE INC","AAPL","1","","","","2","20260715;103000","ExchTrade","-100","191.5","19150","0","-1.0386","USD","","C","C","SELL","7002","0001f4e8.6695a1b3.01.01","EXECUTION"',
        // Outside the range asked for: left out, as from an XML statement.
        '"U1234567","USD","STK","NVDA","NVIDIA","NVDA","1","","","","3","20260720;100000","ExchTrade","1","130","-130","0","-1","USD","","O","O","BUY","7003","later","EXECUTION"',
      ].join('\n'),
    );
    const executions = await client(server).fetchExecutions(RANGE);
    // The same two fills as the XML statement's, to the second and the cent (New York is UTC-4 in July).
    expect(executions.map(({ accountId, instrument, side, quantity, price, commission, executedAtMs, externalId, positionEffect }) => ({ accountId, symbol: instrument.symbol, side, quantity, price, commission, executedAt: new Date(executedAtMs).toISOString(), externalId, positionEffect }))).toEqual([
      { accountId: 'U1234567', symbol: 'AAPL', side: 'BUY', quantity: '100', price: '190.25', commission: '1', executedAt: '2026-07-15T13:31:05.000Z', externalId: '0001f4e8.6695a1b2.01.01', positionEffect: 'open' },
      { accountId: 'U1234567', symbol: 'AAPL', side: 'SELL', quantity: '100', price: '191.5', commission: '1.0386', executedAt: '2026-07-15T14:30:00.000Z', externalId: '0001f4e8.6695a1b3.01.01', positionEffect: 'close' },
    ]);
  });

  it('refuses a CSV statement it cannot read as a bad answer, naming the line', async () => {
    const server = await start();
    server.answerStatementWith('"ClientAccountID","AssetClass","Symbol","DateTime","Quantity","TradePrice","Buy/Sell","IBExecID","LevelOfDetail"\n"U1234567","STK","AAPL","20260715;093105","abc","190.25","BUY","x","EXECUTION"\n');
    const error = await brokerApiFailureOf(client(server).fetchExecutions(RANGE));
    expect(error).toMatchObject({ kind: 'bad_response', message: expect.stringMatching(/^Interactive Brokers sent a CSV statement that could not be read: Line 2: /) });
  });

  it.each([
    ['broken XML', '<FlexQueryResponse><FlexStatements>', /could not be read: it is not XML/],
    ['XML of another kind', '<html><body>Maintenance</body></html>', /neither a statement nor a status/],
  ])('refuses %s as a bad answer', async (_what, body, message) => {
    const server = await start();
    server.answerStatementWith(body);
    const error = await brokerApiFailureOf(client(server).fetchExecutions(RANGE));
    expect(error.kind).toBe('bad_response');
    expect(error.message).toMatch(message);
  });

  it('refuses to send the token to a statement URL outside the service’s domain', async () => {
    const calls: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response('<FlexStatementResponse><Status>Success</Status><ReferenceCode>1234567890</ReferenceCode><Url>https://attacker.example.com/GetStatement</Url></FlexStatementResponse>');
    };
    const error = await brokerApiFailureOf(new IbkrFlexClient({ baseUrl: 'https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService', token: TOKEN, queryId: QUERY_ID, now: () => NOW, fetch: fetchImpl }).fetchExecutions(RANGE));
    expect(error).toMatchObject({ kind: 'bad_response', message: expect.stringMatching(/not on ndcdyn.interactivebrokers.com's domain/) });
    expect(calls).toHaveLength(1);
  });

  it('gives up after the timeout with a clear message', async () => {
    const server = await start();
    server.delayAnswers(1000);
    const error = await brokerApiFailureOf(client(server, { timeoutMs: 100 }).fetchExecutions(RANGE));
    expect(error).toMatchObject({ kind: 'unavailable', message: 'Interactive Brokers did not answer within 100 ms. Please try again later.' });
  });
});
