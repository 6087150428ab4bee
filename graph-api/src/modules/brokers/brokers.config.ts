import { z } from 'zod';

/**
 * Where the broker APIs live. The defaults are the brokers' documented hosts; tests and staging
 * point them at local fakes. A base URL a user sends (Alpaca's environment) must be one of the
 * configured ones, so the server never calls an address a browser chose.
 */
export interface BrokersConfig {
  ibkrFlexBaseUrl: string;
  /** Allowed Alpaca trading API hosts, the first is the default (paper trading). */
  alpacaBaseUrls: string[];
  schwab: { baseUrl: string; clientId: string; clientSecret: string } | null;
  /** Per-request timeout of broker calls. */
  requestTimeoutMs: number;
}

const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);
const httpUrl = (name: string) => z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` }).transform((url) => url.replace(/\/+$/, ''));

export const IBKR_FLEX_DEFAULT_BASE_URL = 'https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService';
export const ALPACA_DEFAULT_BASE_URLS = ['https://paper-api.alpaca.markets', 'https://api.alpaca.markets'];
export const SCHWAB_DEFAULT_BASE_URL = 'https://api.schwabapi.com';

export const brokersEnvShape = {
  IBKR_FLEX_BASE_URL: blankAsUnset(httpUrl('IBKR_FLEX_BASE_URL').optional()),
  ALPACA_BASE_URLS: blankAsUnset(z.string().optional()),
  SCHWAB_BASE_URL: blankAsUnset(httpUrl('SCHWAB_BASE_URL').optional()),
  SCHWAB_CLIENT_ID: blankAsUnset(z.string().optional()),
  SCHWAB_CLIENT_SECRET: blankAsUnset(z.string().optional()),
  BROKER_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().min(1000).max(600_000).default(30_000)),
};

type BrokersEnv = {
  IBKR_FLEX_BASE_URL?: string;
  ALPACA_BASE_URLS?: string;
  SCHWAB_BASE_URL?: string;
  SCHWAB_CLIENT_ID?: string;
  SCHWAB_CLIENT_SECRET?: string;
  BROKER_TIMEOUT_MS: number;
};

export function brokersConfigFrom(env: BrokersEnv): BrokersConfig {
  const alpacaBaseUrls = env.ALPACA_BASE_URLS
    ? env.ALPACA_BASE_URLS.split(',').map((url) => httpUrl('ALPACA_BASE_URLS').parse(url.trim()))
    : ALPACA_DEFAULT_BASE_URLS;
  const { SCHWAB_CLIENT_ID: clientId, SCHWAB_CLIENT_SECRET: clientSecret } = env;
  return {
    ibkrFlexBaseUrl: env.IBKR_FLEX_BASE_URL ?? IBKR_FLEX_DEFAULT_BASE_URL,
    alpacaBaseUrls,
    schwab: clientId && clientSecret ? { baseUrl: env.SCHWAB_BASE_URL ?? SCHWAB_DEFAULT_BASE_URL, clientId, clientSecret } : null,
    requestTimeoutMs: env.BROKER_TIMEOUT_MS,
  };
}
