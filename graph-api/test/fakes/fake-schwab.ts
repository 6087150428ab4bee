import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Big from 'big.js';
import express from 'express';

/** A Schwab Trader API transaction as GET /accounts/{hash}/transactions answers it (numbers are JSON numbers). */
export type SchwabTransaction = Record<string, unknown>;

export interface SchwabFakeAccount {
  accountNumber: string;
  transactions: SchwabTransaction[];
}

export interface SchwabTradeSpec {
  symbol: string;
  /** Signed quantity: + bought, − sold. */
  amount: string;
  price: string;
  /** ISO instant. */
  time: string;
  assetType?: 'EQUITY' | 'OPTION' | 'COLLECTIVE_INVESTMENT';
  positionEffect?: 'OPENING' | 'CLOSING';
  /** Fee items by Schwab feeType (COMMISSION, SEC_FEE, TAF_FEE, OPT_REG_FEE…), as positive charges. */
  fees?: Record<string, string>;
  activityId?: number;
  orderId?: number;
  multiplier?: string;
  underlyingSymbol?: string;
}

let activityCounter = 95_512_265_000;

/** "2026-09-22T16:33:02+0000": how Schwab writes times (UTC, offset without a colon). */
export function schwabTime(iso: string | Date): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

/**
 * A TRADE transaction shaped as the Trader API documents it: one security item (signed amount, price, signed
 * cost) and one CURRENCY_USD item per fee (negative cost); netAmount the total cash.
 */
export function schwabTrade(spec: SchwabTradeSpec): SchwabTransaction {
  activityCounter += 1;
  const assetType = spec.assetType ?? 'EQUITY';
  const multiplier = spec.multiplier ?? (assetType === 'OPTION' ? '100' : '1');
  const cost = new Big(spec.amount).times(spec.price).times(multiplier).neg();
  const feeItems = Object.entries(spec.fees ?? {}).map(([feeType, charge]) => ({
    instrument: { assetType: 'CURRENCY', status: 'ACTIVE', symbol: 'CURRENCY_USD', description: 'USD currency', instrumentId: 1, closingPrice: 0 },
    amount: 0,
    cost: Number(new Big(charge).neg().toFixed()),
    feeType,
  }));
  const netAmount = Object.values(spec.fees ?? {}).reduce((total, charge) => total.minus(charge), cost);
  const time = schwabTime(spec.time);
  const instrument: Record<string, unknown> = {
    assetType,
    status: 'ACTIVE',
    symbol: spec.symbol,
    instrumentId: 1_000 + (activityCounter % 1000),
    closingPrice: Number(spec.price),
    ...(assetType === 'OPTION'
      ? { underlyingSymbol: spec.underlyingSymbol ?? spec.symbol.slice(0, 6).trim(), optionPremiumMultiplier: Number(multiplier), type: 'VANILLA' }
      : { type: assetType === 'EQUITY' ? 'COMMON_STOCK' : 'EXCHANGE_TRADED_FUND' }),
  };
  return {
    activityId: spec.activityId ?? activityCounter,
    time,
    accountNumber: '',
    type: 'TRADE',
    status: 'VALID',
    subAccount: 'CASH',
    tradeDate: time,
    settlementDate: time,
    positionId: activityCounter + 7,
    orderId: spec.orderId ?? activityCounter + 13,
    netAmount: Number(netAmount.toFixed()),
    activityType: 'EXECUTION',
    transferItems: [
      ...feeItems,
      { instrument, amount: Number(spec.amount), cost: Number(cost.toFixed()), price: Number(spec.price), ...(spec.positionEffect ? { positionEffect: spec.positionEffect } : {}) },
    ],
  };
}

interface AccessToken {
  expiresAt: number;
}

interface RefreshToken {
  expired: boolean;
}

/**
 * A local Charles Schwab Trader API: OAuth 2.0 /v1/oauth/authorize and
 * /v1/oauth/token (HTTP Basic client auth, single-use codes, 30-minute access tokens, refresh
 * tokens that stop working when `expireRefreshTokens` says so), accountNumbers with hashValues,
 * and TRADE transactions of a startDate/endDate window. An expired access token answers 401.
 */
export class FakeSchwab {
  readonly clientId = 'fake-schwab-app-key';
  readonly clientSecret = 'fake-schwab-app-secret';
  /** Every token request's form body (grant_type…), and whether its client authentication was right. */
  readonly tokenRequests: Array<{ form: Record<string, string>; clientAuthenticated: boolean }> = [];
  /** Every Trader API request: path and query. */
  readonly apiRequests: Array<{ path: string; query: Record<string, string> }> = [];
  private accounts: Array<SchwabFakeAccount & { hashValue: string }> = [];
  private readonly codes = new Map<string, string>();
  private readonly accessTokens = new Map<string, AccessToken>();
  private readonly refreshTokens = new Map<string, RefreshToken>();
  private approves = true;
  private transactionsOverride: unknown = undefined;

  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
  ) {}

  static async start(accounts: SchwabFakeAccount[] = []): Promise<FakeSchwab> {
    const app = express();
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new FakeSchwab(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    fake.setAccounts(accounts);
    fake.mount(app);
    return fake;
  }

  get env(): Record<string, string> {
    return { SCHWAB_CLIENT_ID: this.clientId, SCHWAB_CLIENT_SECRET: this.clientSecret, SCHWAB_BASE_URL: this.baseUrl };
  }

  setAccounts(accounts: SchwabFakeAccount[]): void {
    this.accounts = accounts.map((account) => ({ ...account, hashValue: createHash('sha256').update(account.accountNumber).digest('hex').toUpperCase() }));
  }

  hashOf(accountNumber: string): string | undefined {
    return this.accounts.find((account) => account.accountNumber === accountNumber)?.hashValue;
  }

  /** Whether the next /authorize approves (true) or the person cancels (false). */
  willAuthorize(approve: boolean): void {
    this.approves = approve;
  }

  /** Tokens as if the person had just connected, for tests that do not go through the browser. */
  grantTokens(): { accessToken: string; refreshToken: string } {
    return { accessToken: this.newAccessToken(), refreshToken: this.newRefreshToken() };
  }

  /** Every access token issued so far now answers 401, as after its 30 minutes. */
  expireAccessTokens(): void {
    for (const token of this.accessTokens.values()) token.expiresAt = 0;
  }

  /** Every refresh token issued so far is refused, as after Schwab's 7 days. */
  expireRefreshTokens(): void {
    for (const token of this.refreshTokens.values()) token.expired = true;
  }

  /** The transactions endpoint answers this JSON instead (a broken answer); undefined restores it. */
  answerTransactionsWith(body: unknown): void {
    this.transactionsOverride = body;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private newAccessToken(): string {
    const token = `I0.${randomBytes(24).toString('base64url')}@`;
    this.accessTokens.set(token, { expiresAt: Date.now() + 1800 * 1000 });
    return token;
  }

  private newRefreshToken(): string {
    const token = `R0.${randomBytes(24).toString('base64url')}@`;
    this.refreshTokens.set(token, { expired: false });
    return token;
  }

  private mount(app: express.Express): void {
    app.get('/v1/oauth/authorize', (req, res) => {
      const query = req.query as Record<string, string | undefined>;
      if (query.client_id !== this.clientId || !query.redirect_uri) return void res.status(400).send('invalid client_id or redirect_uri');
      const back = new URL(query.redirect_uri);
      if (this.approves) {
        // Schwab's codes end with "@", which arrives URL-encoded as %40.
        const code = `C0.${randomBytes(18).toString('base64url')}@`;
        this.codes.set(code, query.redirect_uri);
        back.searchParams.set('code', code);
        back.searchParams.set('session', randomUUID());
      } else {
        back.searchParams.set('error', 'access_denied');
      }
      if (query.state) back.searchParams.set('state', query.state);
      res.redirect(302, back.toString());
    });

    app.post('/v1/oauth/token', express.urlencoded({ extended: false }), (req, res) => {
      const form = { ...(req.body as Record<string, string>) };
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      const clientAuthenticated = req.get('authorization') === expected;
      this.tokenRequests.push({ form, clientAuthenticated });
      if (!clientAuthenticated) return void res.status(401).json({ error: 'invalid_client', error_description: 'Client authentication failed' });
      if (form.grant_type === 'authorization_code') {
        const redirectUri = this.codes.get(form.code ?? '');
        this.codes.delete(form.code ?? '');
        if (!redirectUri || redirectUri !== form.redirect_uri) return void res.status(400).json({ error: 'invalid_grant', error_description: 'Bad authorization code' });
        return void res.json(this.tokenAnswer(this.newAccessToken(), this.newRefreshToken()));
      }
      if (form.grant_type === 'refresh_token') {
        const refresh = this.refreshTokens.get(form.refresh_token ?? '');
        if (!refresh || refresh.expired) return void res.status(400).json({ error: 'invalid_client', error_description: 'refresh_token_authentication_error' });
        // Schwab hands the same refresh token back with a new access token.
        return void res.json(this.tokenAnswer(this.newAccessToken(), form.refresh_token ?? ''));
      }
      res.status(400).json({ error: 'unsupported_grant_type' });
    });

    app.use('/trader/v1', (req, res, next) => {
      this.apiRequests.push({ path: req.path, query: { ...(req.query as Record<string, string>) } });
      const token = this.accessTokens.get(req.get('authorization')?.replace(/^Bearer /, '') ?? '');
      if (!token || token.expiresAt <= Date.now()) {
        return void res.status(401).json({ message: 'Client not authorized', errors: [{ status: 401, title: 'Unauthorized', detail: 'Access token is invalid or expired' }] });
      }
      next();
    });

    app.get('/trader/v1/accounts/accountNumbers', (_req, res) => {
      res.json(this.accounts.map(({ accountNumber, hashValue }) => ({ accountNumber, hashValue })));
    });

    app.get('/trader/v1/accounts/:hash/transactions', (req, res) => {
      const account = this.accounts.find((candidate) => candidate.hashValue === req.params.hash);
      if (!account) return void res.status(404).json({ message: 'Account not found' });
      const query = req.query as Record<string, string | undefined>;
      const start = Date.parse(query.startDate ?? '');
      const end = Date.parse(query.endDate ?? '');
      const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
      if (!iso.test(query.startDate ?? '') || !iso.test(query.endDate ?? '') || start > end) {
        return void res.status(400).json({ message: "startDate and endDate must be yyyy-MM-dd'T'HH:mm:ss.SSSZ" });
      }
      if (end - start > 366 * 86_400_000) return void res.status(400).json({ message: 'The date range may not exceed one year' });
      if (this.transactionsOverride !== undefined) return void res.json(this.transactionsOverride);
      const types = (query.types ?? '').split(',').filter((type) => type !== '');
      res.json(
        account.transactions
          .filter((transaction) => types.length === 0 || types.includes(String(transaction.type)))
          .filter((transaction) => {
            const at = Date.parse(String(transaction.time).replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
            return at >= start && at <= end;
          })
          .map((transaction) => ({ ...transaction, accountNumber: account.accountNumber })),
      );
    });

    app.use((_req, res) => {
      res.status(404).json({ message: 'Not found' });
    });
  }

  private tokenAnswer(accessToken: string, refreshToken: string) {
    return { expires_in: 1800, token_type: 'Bearer', scope: 'api', refresh_token: refreshToken, access_token: accessToken, id_token: randomBytes(32).toString('base64url') };
  }
}
