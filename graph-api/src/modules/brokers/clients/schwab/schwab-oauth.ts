import { BrokerApiError } from '../broker-api-error';
import type { HttpOptions } from '../broker-execution-source';
import { BrokerHttp } from '../broker-http';
import { asRecord, textOf } from '../json-values';

/** Schwab's tokens as stored (sealed): instants as ISO strings. */
export interface SchwabTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
  refreshTokenExpiresAt: string;
}

export interface SchwabAppSettings extends HttpOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  now?: () => Date;
}

/** Access tokens last 30 minutes; Schwab says so in expires_in, this is the fallback. */
const ACCESS_TOKEN_SECONDS = 1800;
/** Refresh tokens last 7 days from the consent, a hard limit Schwab does not state in the answer. */
export const REFRESH_TOKEN_LIFETIME_MS = 7 * 86_400_000;

export const CONNECT_AGAIN = 'Your Charles Schwab authorization has expired (Schwab ends it 7 days after you connect). Connect Charles Schwab again on the Import page.';

/**
 * Schwab's OAuth 2.0 token endpoint (POST /v1/oauth/token, form body, HTTP Basic client
 * authentication): the authorization code exchange after the browser comes back, and the refresh
 * of an expired access token.
 */
export class SchwabOAuth {
  private readonly http: BrokerHttp;
  private readonly now: () => Date;

  constructor(private readonly settings: SchwabAppSettings) {
    this.http = new BrokerHttp('Charles Schwab', settings);
    this.now = settings.now ?? (() => new Date());
  }

  async exchangeCode(code: string, redirectUri: string): Promise<SchwabTokens> {
    const issuedAt = this.now();
    const answer = await this.tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, 'Charles Schwab did not accept the authorization. Please connect again.');
    return {
      ...this.accessOf(answer, issuedAt),
      refreshToken: this.requiredText(answer, 'refresh_token'),
      refreshTokenExpiresAt: new Date(issuedAt.getTime() + REFRESH_TOKEN_LIFETIME_MS).toISOString(),
    };
  }

  async refresh(tokens: SchwabTokens): Promise<SchwabTokens> {
    const issuedAt = this.now();
    if (new Date(tokens.refreshTokenExpiresAt) <= issuedAt) throw new BrokerApiError('auth', CONNECT_AGAIN);
    const answer = await this.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, CONNECT_AGAIN);
    const refreshToken = textOf(answer.refresh_token) || tokens.refreshToken;
    // The seven days count from the consent: a refresh that hands back the same refresh token does not extend them.
    const refreshTokenExpiresAt = refreshToken === tokens.refreshToken ? tokens.refreshTokenExpiresAt : new Date(issuedAt.getTime() + REFRESH_TOKEN_LIFETIME_MS).toISOString();
    return { ...this.accessOf(answer, issuedAt), refreshToken, refreshTokenExpiresAt };
  }

  private async tokenRequest(form: Record<string, string>, refusedMessage: string): Promise<Record<string, unknown>> {
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const { response, text } = await this.http.send(`${this.settings.baseUrl}/v1/oauth/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
    // invalid_grant (used or expired code, old refresh token) and invalid_client (refresh token past 7 days) both mean: consent again.
    if (response.status === 400 || response.status === 401 || response.status === 403) throw new BrokerApiError('auth', refusedMessage);
    if (response.status === 429) throw new BrokerApiError('rate_limited', 'Charles Schwab is limiting requests right now. Please try again in a minute.');
    if (!response.ok) throw new BrokerApiError('unavailable', `Charles Schwab’s sign-in service is unavailable (HTTP ${response.status}). Please try again later.`);
    const answer = asRecord(this.http.json(text));
    if (!answer) throw this.http.badResponse('the token answer is not an object');
    return answer;
  }

  private accessOf(answer: Record<string, unknown>, issuedAt: Date): Pick<SchwabTokens, 'accessToken' | 'accessTokenExpiresAt'> {
    const lifetime = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : ACCESS_TOKEN_SECONDS;
    return { accessToken: this.requiredText(answer, 'access_token'), accessTokenExpiresAt: new Date(issuedAt.getTime() + lifetime * 1000).toISOString() };
  }

  private requiredText(answer: Record<string, unknown>, name: string): string {
    const value = textOf(answer[name]);
    if (!value) throw this.http.badResponse(`the token answer has no ${name}`);
    return value;
  }
}
