import { describe, expect, it } from 'vitest';
import { FakeSchwab, schwabTrade } from '../../../../../test/fakes/fake-schwab';
import { brokerApiFailureOf, fakeServerPerTest } from '../../../../../test/support/fake-broker-servers';
import { SchwabClient } from './schwab-client';
import { CONNECT_AGAIN, SchwabOAuth, type SchwabTokens } from './schwab-oauth';

const RANGE = { start: new Date('2026-07-15T00:00:00Z'), end: new Date('2026-07-16T00:00:00Z') };
const REDIRECT_URI = 'https://journal.example.test/api/brokers/schwab/callback';
const MINUTE = 60_000;

// Hand-computed: fees are Schwab's negative cash items made positive; the commission apart.
const ACCOUNTS = [
  {
    accountNumber: '12345678',
    transactions: [
      schwabTrade({ activityId: 1001, orderId: 5001, symbol: 'AAPL', amount: '100', price: '190.25', time: '2026-07-15T13:31:05Z', positionEffect: 'OPENING' }),
      schwabTrade({ activityId: 1002, orderId: 5002, symbol: 'AAPL', amount: '-100', price: '191.5', time: '2026-07-15T14:30:00Z', positionEffect: 'CLOSING', fees: { SEC_FEE: '0.01', TAF_FEE: '0.02' } }),
      schwabTrade({ activityId: 1003, symbol: 'SPXW  260717C05800000', assetType: 'OPTION', amount: '2', price: '12.4', time: '2026-07-15T15:00:00Z', fees: { COMMISSION: '1.3', OPT_REG_FEE: '0.04' } }),
      schwabTrade({ activityId: 1004, symbol: 'NVDA', amount: '1', price: '130', time: '2026-07-20T14:00:00Z' }),
    ],
  },
  { accountNumber: '87654321', transactions: [schwabTrade({ activityId: 1005, symbol: 'SPY', assetType: 'COLLECTIVE_INVESTMENT', amount: '5', price: '560.1', time: '2026-07-15T19:59:00Z' })] },
];

describe('Schwab Trader API client against a local Schwab', () => {
  const { start } = fakeServerPerTest(() => FakeSchwab.start(ACCOUNTS));
  const app = (server: FakeSchwab) => ({ baseUrl: server.baseUrl, clientId: server.clientId, clientSecret: server.clientSecret, sleep: async () => {} });
  const freshTokens = (server: FakeSchwab, now = Date.now()): SchwabTokens => ({
    ...server.grantTokens(),
    accessTokenExpiresAt: new Date(now + 30 * MINUTE).toISOString(),
    refreshTokenExpiresAt: new Date(now + 7 * 24 * 60 * MINUTE).toISOString(),
  });
  const clientWith = (server: FakeSchwab, tokens: SchwabTokens, renewed: SchwabTokens[] = []) =>
    new SchwabClient({ ...app(server), tokens, onRenewed: async (next) => void renewed.push(next) });

  it('exchanges the authorization code with HTTP Basic client auth, once', async () => {
    const server = await start();
    const authorize = new URL(`${server.baseUrl}/v1/oauth/authorize`);
    authorize.search = new URLSearchParams({ client_id: server.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', state: 's1' }).toString();
    const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location') ?? '');
    const code = back.searchParams.get('code') ?? '';
    expect(code).toMatch(/^C0\..+@$/);

    const issuedAt = new Date('2026-07-15T12:00:00Z');
    const tokens = await new SchwabOAuth({ ...app(server), now: () => issuedAt }).exchangeCode(code, REDIRECT_URI);
    expect(tokens).toEqual({
      accessToken: expect.stringMatching(/^I0\./),
      refreshToken: expect.stringMatching(/^R0\./),
      accessTokenExpiresAt: '2026-07-15T12:30:00.000Z',
      refreshTokenExpiresAt: '2026-07-22T12:00:00.000Z',
    });
    expect(server.tokenRequests).toEqual([{ form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI }, clientAuthenticated: true }]);

    const reused = await brokerApiFailureOf(new SchwabOAuth(app(server)).exchangeCode(code, REDIRECT_URI));
    expect(reused).toMatchObject({ kind: 'auth', message: 'Charles Schwab did not accept the authorization. Please connect again.' });
  });

  it('reads the TRADE transactions of every account into fills, fees apart from the commission', async () => {
    const server = await start();
    const executions = await clientWith(server, freshTokens(server)).fetchExecutions(RANGE);
    expect(executions.map(({ accountId, instrument, side, quantity, price, commission, fees, executedAtMs, externalId, positionEffect }) => ({ accountId, symbol: instrument.symbol, multiplier: instrument.multiplier, side, quantity, price, commission, fees, executedAt: new Date(executedAtMs).toISOString(), externalId, positionEffect }))).toEqual([
      { accountId: '12345678', symbol: 'AAPL', multiplier: '1', side: 'BUY', quantity: '100', price: '190.25', commission: '0', fees: '0', executedAt: '2026-07-15T13:31:05.000Z', externalId: '1001', positionEffect: 'open' },
      { accountId: '12345678', symbol: 'AAPL', multiplier: '1', side: 'SELL', quantity: '100', price: '191.5', commission: '0', fees: '0.03', executedAt: '2026-07-15T14:30:00.000Z', externalId: '1002', positionEffect: 'close' },
      { accountId: '12345678', symbol: 'SPXW 260717C5800', multiplier: '100', side: 'BUY', quantity: '2', price: '12.4', commission: '1.3', fees: '0.04', executedAt: '2026-07-15T15:00:00.000Z', externalId: '1003', positionEffect: undefined },
      { accountId: '87654321', symbol: 'SPY', multiplier: '1', side: 'BUY', quantity: '5', price: '560.1', commission: '0', fees: '0', executedAt: '2026-07-15T19:59:00.000Z', externalId: '1005', positionEffect: undefined },
    ]);
    // Each transaction's orderId (the order's, shared by a multi-leg order's legs: docs/options.md).
    expect(executions.slice(0, 2).map((execution) => execution.orderId)).toEqual(['5001', '5002']);
    expect(server.apiRequests).toEqual([
      { path: '/accounts/accountNumbers', query: {} },
      { path: `/accounts/${server.hashOf('12345678')}/transactions`, query: { startDate: '2026-07-15T00:00:00.000Z', endDate: '2026-07-16T00:00:00.000Z', types: 'TRADE' } },
      { path: `/accounts/${server.hashOf('87654321')}/transactions`, query: { startDate: '2026-07-15T00:00:00.000Z', endDate: '2026-07-16T00:00:00.000Z', types: 'TRADE' } },
    ]);
  });

  it('refreshes an access token Schwab calls expired, retries, and hands the renewed tokens over', async () => {
    const server = await start();
    const tokens = freshTokens(server);
    server.expireAccessTokens();
    const renewed: SchwabTokens[] = [];
    expect(await clientWith(server, tokens, renewed).fetchExecutions(RANGE)).toHaveLength(4);
    expect(renewed).toEqual([{ accessToken: expect.any(String), refreshToken: tokens.refreshToken, accessTokenExpiresAt: expect.any(String), refreshTokenExpiresAt: tokens.refreshTokenExpiresAt }]);
    expect(renewed[0]!.accessToken).not.toBe(tokens.accessToken);
    expect(Date.parse(renewed[0]!.accessTokenExpiresAt) - Date.now()).toBeGreaterThan(29 * MINUTE);
    expect(server.tokenRequests).toEqual([{ form: { grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, clientAuthenticated: true }]);
    expect(server.apiRequests.map(({ path }) => path)).toEqual(['/accounts/accountNumbers', '/accounts/accountNumbers', expect.stringMatching(/transactions$/), expect.stringMatching(/transactions$/)]);
  });

  it('refreshes first when the stored access token is known to have expired', async () => {
    const server = await start();
    const tokens = { ...freshTokens(server), accessTokenExpiresAt: new Date(Date.now() - MINUTE).toISOString() };
    server.expireAccessTokens();
    const renewed: SchwabTokens[] = [];
    await clientWith(server, tokens, renewed).fetchExecutions(RANGE);
    expect(renewed).toHaveLength(1);
    expect(server.apiRequests).toHaveLength(3);
  });

  it('asks to connect again when Schwab refuses the refresh token', async () => {
    const server = await start();
    const tokens = freshTokens(server);
    server.expireAccessTokens();
    server.expireRefreshTokens();
    const renewed: SchwabTokens[] = [];
    const error = await brokerApiFailureOf(clientWith(server, tokens, renewed).fetchExecutions(RANGE));
    expect(error).toMatchObject({ kind: 'auth', message: CONNECT_AGAIN });
    expect(renewed).toEqual([]);
  });

  it('asks to connect again without calling Schwab once the refresh token is past its 7 days', async () => {
    const server = await start();
    const tokens = { ...freshTokens(server), refreshTokenExpiresAt: new Date(Date.now() - MINUTE).toISOString() };
    expect(await brokerApiFailureOf(clientWith(server, tokens).fetchExecutions(RANGE))).toMatchObject({ kind: 'auth', message: CONNECT_AGAIN });
    expect(server.apiRequests).toEqual([]);
    expect(server.tokenRequests).toEqual([]);
  });

  it('does not refresh twice in one import: a second 401 means the authorization is gone', async () => {
    const server = await start();
    const tokens = freshTokens(server);
    server.expireAccessTokens();
    const failing: SchwabClient = new SchwabClient({
      ...app(server),
      tokens,
      onRenewed: async () => server.expireAccessTokens(),
    });
    expect(await brokerApiFailureOf(failing.fetchExecutions(RANGE))).toMatchObject({ kind: 'auth', message: CONNECT_AGAIN });
    expect(server.tokenRequests).toHaveLength(1);
  });

  it.each([
    ['an object instead of a list', { transactions: [] }, /transactions are not a list/],
    ['a null transaction', [null], /transaction number 1 that is not an object/],
    ['a trade without a time', [{ activityId: 7, type: 'TRADE', transferItems: [] }], /transaction 7: time "" is not a time/],
    ['a trade without transfer items', [{ activityId: 8, type: 'TRADE', time: '2026-07-15T15:00:00+0000' }], /transaction 8: it has no transferItems/],
    ['a quantity that is not a number', [{ activityId: 9, type: 'TRADE', time: '2026-07-15T15:00:00+0000', transferItems: [{ instrument: { assetType: 'EQUITY', symbol: 'AAPL' }, amount: 'many', price: 1 }] }], /transaction 9: quantity "many"/],
    ['a security without a symbol', [{ activityId: 10, type: 'TRADE', time: '2026-07-15T15:00:00+0000', transferItems: [{ instrument: { assetType: 'EQUITY' }, amount: 1, price: 1 }] }], /transaction 10: the equity traded has no symbol/],
  ])('refuses %s as a bad answer, not a TypeError', async (_what, body, message) => {
    const server = await start();
    server.answerTransactionsWith(body);
    const error = await brokerApiFailureOf(clientWith(server, freshTokens(server)).fetchExecutions(RANGE));
    expect(error.kind).toBe('bad_response');
    expect(error.message).toMatch(message);
  });
});
