import { BrokerApiError } from '../broker-api-error';
import type { BrokerHttp } from '../broker-http';

const MAX_RATE_LIMIT_RETRIES = 3;

/** An Alpaca key pair: the same one signs the trading and the market data APIs. */
export interface AlpacaKeys {
  keyId: string;
  secretKey: string;
}

/** What the user is told when Alpaca refuses a request, in the words of the API that asked. */
export interface AlpacaRefusals {
  auth: string;
  rateLimited: string;
  unavailable: (status: number) => string;
  badRequest: (status: number, text: string) => string;
}

/**
 * GETs an Alpaca URL with the key headers, waiting out a 429 a few times (the wait its headers
 * give); answers the body's text, or throws the BrokerApiError the refusal's status means.
 */
export async function alpacaGet(http: BrokerHttp, url: URL, keys: AlpacaKeys, refusals: AlpacaRefusals): Promise<string> {
  const { response, text } = await http.sendWaitingOutRateLimits(
    url,
    { headers: { 'APCA-API-KEY-ID': keys.keyId, 'APCA-API-SECRET-KEY': keys.secretKey, Accept: 'application/json' } },
    MAX_RATE_LIMIT_RETRIES,
  );
  if (response.status === 401 || response.status === 403) throw new BrokerApiError('auth', refusals.auth);
  if (response.status === 429) throw new BrokerApiError('rate_limited', refusals.rateLimited);
  if (response.status >= 500) throw new BrokerApiError('unavailable', refusals.unavailable(response.status));
  if (!response.ok) throw new BrokerApiError('bad_request', refusals.badRequest(response.status, text));
  return text;
}
