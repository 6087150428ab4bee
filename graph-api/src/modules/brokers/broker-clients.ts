import { type Clock, systemClock } from '../../clock';
import { BrokerError } from './broker.errors';
import type { PlatformId } from '../../infra/platforms';
import type { BrokerCredentials } from './broker-import.service';
import type { BrokersConfig } from './brokers.config';
import { AlpacaClient } from './clients/alpaca/alpaca-client';
import type { BrokerExecutionSource, HttpOptions } from './clients/broker-execution-source';
import { IbkrFlexClient } from './clients/ibkr/ibkr-flex-client';
import { SchwabClient } from './clients/schwab/schwab-client';
import { type SchwabAppSettings, SchwabOAuth, type SchwabTokens } from './clients/schwab/schwab-oauth';

/** What is stored (sealed) per broker connection. */
export type StoredBrokerSecrets =
  | { platform: 'interactive_brokers'; token: string; queryId: string }
  | { platform: 'alpaca'; keyId: string; secretKey: string; baseUrl: string }
  | ({ platform: 'schwab' } & SchwabTokens);

/** Builds the API client of each broker from configuration and a user's stored or entered access. */
export class BrokerClients {
  constructor(
    private readonly config: BrokersConfig,
    // Token lifetimes and statement date ranges are read on the app's clock, as everything else is.
    private readonly clock: Clock = systemClock,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private readonly now = () => this.clock.now();

  private get http(): HttpOptions {
    return { fetch: this.fetchImpl, timeoutMs: this.config.requestTimeoutMs };
  }

  get schwabConfigured(): boolean {
    return this.config.schwab !== null;
  }

  /** Checks the credentials form of a token or key broker; never echoes a secret in a message. */
  secretsFromForm(platform: PlatformId, credentials: BrokerCredentials): StoredBrokerSecrets {
    const required = (value: string | null | undefined, label: string) => {
      const trimmed = value?.trim();
      if (!trimmed) throw new BrokerError('validation_error', `${label} is required.`);
      return trimmed;
    };
    switch (platform) {
      case 'interactive_brokers': {
        const queryId = required(credentials.apiKey, 'Flex Query ID');
        if (!/^\d{1,12}$/.test(queryId)) throw new BrokerError('validation_error', 'Flex Query ID must be the number shown beside the query in Client Portal.');
        return { platform, token: required(credentials.token, 'Flex Web Service Token'), queryId };
      }
      case 'alpaca': {
        const baseUrl = credentials.baseUrl?.trim().replace(/\/+$/, '') || this.config.alpacaBaseUrls[0]!;
        if (!this.config.alpacaBaseUrls.includes(baseUrl)) {
          throw new BrokerError('validation_error', `Environment must be one of: ${this.config.alpacaBaseUrls.join(', ')}.`);
        }
        return { platform, keyId: required(credentials.apiKey, 'API Key ID'), secretKey: required(credentials.secretKey, 'Secret Key'), baseUrl };
      }
      default:
        throw new BrokerError('validation_error', 'This platform does not take credentials here.');
    }
  }

  sourceFor(secrets: StoredBrokerSecrets, onRenewed: (secrets: StoredBrokerSecrets) => Promise<void>): BrokerExecutionSource {
    switch (secrets.platform) {
      case 'alpaca':
        return new AlpacaClient({ baseUrl: secrets.baseUrl, keyId: secrets.keyId, secretKey: secrets.secretKey, ...this.http });
      case 'interactive_brokers':
        return new IbkrFlexClient({ baseUrl: this.config.ibkrFlexBaseUrl, token: secrets.token, queryId: secrets.queryId, now: this.now, ...this.http });
      case 'schwab': {
        const { platform, ...tokens } = secrets;
        return new SchwabClient({ ...this.schwabApp(), tokens, onRenewed: (renewed) => onRenewed({ platform, ...renewed }) });
      }
    }
  }

  /** When stored access stops working by itself (Schwab's refresh token); null when it does not. */
  expiryOf(secrets: StoredBrokerSecrets): Date | null {
    return secrets.platform === 'schwab' ? new Date(secrets.refreshTokenExpiresAt) : null;
  }

  schwabAuthorizationUrl(redirectUri: string, state: string): string {
    const schwab = this.schwabApp();
    const url = new URL(`${schwab.baseUrl}/v1/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: schwab.clientId, redirect_uri: redirectUri, response_type: 'code', state }).toString();
    return url.toString();
  }

  async exchangeSchwabCode(code: string, redirectUri: string): Promise<StoredBrokerSecrets> {
    const tokens = await new SchwabOAuth(this.schwabApp()).exchangeCode(code, redirectUri);
    return { platform: 'schwab', ...tokens };
  }

  private schwabApp(): SchwabAppSettings {
    const schwab = this.config.schwab;
    if (!schwab) throw new BrokerError('broker_unavailable', 'Charles Schwab is not set up on this server.');
    return { ...schwab, now: this.now, ...this.http };
  }
}
