import type { ImportedExecution } from '../../../trades';
import { BrokerApiError } from '../broker-api-error';
import type { BrokerExecutionSource } from '../broker-execution-source';
import { BrokerHttp, rateLimitWaitMs } from '../broker-http';
import { asRecord, textOf } from '../json-values';
import { CONNECT_AGAIN, type SchwabAppSettings, SchwabOAuth, type SchwabTokens } from './schwab-oauth';
import { executionsOfTransaction } from './schwab-transactions';

export interface SchwabClientSettings extends SchwabAppSettings {
  tokens: SchwabTokens;
  /** Called with renewed tokens before they are used, so they are stored even if the import fails later. */
  onRenewed: (tokens: SchwabTokens) => Promise<void>;
}

/** Schwab rejects transaction windows longer than a year. */
const MAX_WINDOW_MS = 365 * 86_400_000;
/** An access token this close to its end is renewed first rather than sent to fail. */
const EXPIRY_MARGIN_MS = 60_000;
const MAX_RATE_LIMIT_RETRIES = 3;

interface SchwabAccount {
  accountNumber: string;
  hashValue: string;
}

/**
 * Charles Schwab Trader API: the TRADE transactions of every account the authorization covers
 * (accounts are addressed by their hashValue, never their number). An expired access token is
 * refreshed once per import, before a call when its expiry is known to have passed, or after a 401.
 */
export class SchwabClient implements BrokerExecutionSource {
  private readonly http: BrokerHttp;
  private readonly oauth: SchwabOAuth;
  private readonly now: () => Date;
  private tokens: SchwabTokens;
  private refreshed = false;

  constructor(private readonly settings: SchwabClientSettings) {
    this.http = new BrokerHttp('Charles Schwab', settings);
    this.oauth = new SchwabOAuth(settings);
    this.now = settings.now ?? (() => new Date());
    this.tokens = settings.tokens;
  }

  async fetchExecutions(range: { start: Date; end: Date }): Promise<ImportedExecution[]> {
    if (new Date(this.tokens.refreshTokenExpiresAt) <= this.now()) throw new BrokerApiError('auth', CONNECT_AGAIN);
    const executions: ImportedExecution[] = [];
    let position = 0;
    for (const account of await this.accounts()) {
      for (let start = range.start.getTime(); start < range.end.getTime(); start += MAX_WINDOW_MS) {
        const end = Math.min(start + MAX_WINDOW_MS, range.end.getTime());
        const path = `/trader/v1/accounts/${encodeURIComponent(account.hashValue)}/transactions`;
        const query = new URLSearchParams({ startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString(), types: 'TRADE' });
        const transactions = await this.call(`${path}?${query.toString()}`);
        if (!Array.isArray(transactions)) throw this.http.badResponse('the transactions are not a list');
        for (const transaction of transactions as unknown[]) executions.push(...executionsOfTransaction(transaction, account.accountNumber, (position += 1)));
      }
    }
    return executions.filter(({ executedAtMs }) => executedAtMs >= range.start.getTime() && executedAtMs <= range.end.getTime());
  }

  private async accounts(): Promise<SchwabAccount[]> {
    const answer = await this.call('/trader/v1/accounts/accountNumbers');
    if (!Array.isArray(answer)) throw this.http.badResponse('the account numbers are not a list');
    return answer.map((entry: unknown) => {
      const record = asRecord(entry);
      const accountNumber = textOf(record?.accountNumber);
      const hashValue = textOf(record?.hashValue);
      if (!accountNumber || !hashValue) throw this.http.badResponse('an account has no number or hashValue');
      return { accountNumber, hashValue };
    });
  }

  private async call(pathAndQuery: string): Promise<unknown> {
    if (!this.refreshed && new Date(this.tokens.accessTokenExpiresAt).getTime() - EXPIRY_MARGIN_MS <= this.now().getTime()) await this.refresh();
    for (let attempt = 0; ; attempt += 1) {
      const { response, text } = await this.http.send(`${this.settings.baseUrl}${pathAndQuery}`, {
        headers: { Authorization: `Bearer ${this.tokens.accessToken}`, Accept: 'application/json' },
      });
      if (response.status === 401 && !this.refreshed) {
        await this.refresh();
        continue;
      }
      if (response.status === 401) throw new BrokerApiError('auth', CONNECT_AGAIN);
      if (response.status === 403) throw new BrokerApiError('auth', 'Charles Schwab refused access to the account. Connect Charles Schwab again and allow access to the account.');
      if (response.status === 429 && attempt < MAX_RATE_LIMIT_RETRIES) {
        await this.http.sleep(rateLimitWaitMs(response));
        continue;
      }
      if (response.status === 429) throw new BrokerApiError('rate_limited', 'Charles Schwab is limiting requests right now. Please try again in a minute.');
      if (response.status >= 500) throw new BrokerApiError('unavailable', `Charles Schwab is unavailable (HTTP ${response.status}). Please try again later.`);
      if (!response.ok) throw new BrokerApiError('bad_request', `Charles Schwab refused the request (HTTP ${response.status}).`);
      return this.http.json(text);
    }
  }

  private async refresh(): Promise<void> {
    this.refreshed = true;
    this.tokens = await this.oauth.refresh(this.tokens);
    await this.settings.onRenewed(this.tokens);
  }
}
