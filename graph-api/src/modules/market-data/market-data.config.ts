import { z } from 'zod';

/** Where market data comes from beyond the local candle store. */
export interface MarketDataConfig {
  /** Alpaca's market data host; tests point it at a local fake. */
  alpacaDataBaseUrl: string;
  /** Alpaca's stock feed: 'iex' works on every plan, 'sip' needs a paid one. */
  alpacaFeed: 'iex' | 'sip';
}

const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

export const ALPACA_DATA_DEFAULT_BASE_URL = 'https://data.alpaca.markets';

/** The variables of the market-data module, merged into the server's environment schema by config.ts. */
export const marketDataEnvShape = {
  ALPACA_DATA_BASE_URL: blankAsUnset(
    z
      .url({ protocol: /^https?$/, error: 'ALPACA_DATA_BASE_URL must be an http(s) URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .default(ALPACA_DATA_DEFAULT_BASE_URL),
  ),
  ALPACA_DATA_FEED: blankAsUnset(z.enum(['iex', 'sip']).default('iex')),
};

export function marketDataConfigFrom(env: { ALPACA_DATA_BASE_URL: string; ALPACA_DATA_FEED: 'iex' | 'sip' }): MarketDataConfig {
  return { alpacaDataBaseUrl: env.ALPACA_DATA_BASE_URL, alpacaFeed: env.ALPACA_DATA_FEED };
}
