import type { EntityManager } from '@mikro-orm/core';
import { User } from '../../infra/users';

/**
 * Which market's candles: the real one every trader shares, or the demo journal's own simulated
 * market. The demo's candles are kept apart (their store symbol is prefixed, in lower case, which
 * no imported symbol can be), so its synthetic AAPL never shows on a trader's AAPL chart, and a
 * trader's candles never on the demo's.
 */
export type CandleMarket = 'real' | 'demo';

export const DEMO_MARKET_PREFIX = 'demo:';

/** The symbol a series of `market` is stored under in the candle store. */
export const storeSymbolOf = (symbol: string, market: CandleMarket): string => (market === 'demo' ? `${DEMO_MARKET_PREFIX}${symbol}` : symbol);

/** The market whose candles the user's charts and analyses read: the demo journal's account reads the demo market. */
export async function candleMarketOf(em: EntityManager, userId: number): Promise<CandleMarket> {
  return (await em.count(User, { id: userId, demo: true })) > 0 ? 'demo' : 'real';
}
