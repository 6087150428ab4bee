import type { EntityManager } from '@mikro-orm/core';
import { Trade } from './trade.entity';

export const DEFAULT_TRADES_LIMIT = 50;
export const MAX_TRADES_LIMIT = 1000;

/** Reads the user's round-trip trades (they are written by the import service). */
export class TradeService {
  /** Newest first (by entry time). */
  async list(em: EntityManager, userId: number, limit = DEFAULT_TRADES_LIMIT): Promise<Trade[]> {
    return em.find(Trade, { user: userId }, { orderBy: { entryTime: 'desc', id: 'desc' }, limit, populate: ['accountInstrument'] });
  }
}

/**
 * The trade (its account instrument populated) as both APIs answer it (SPEC §3): numbers as decimal strings, side LONG or SHORT,
 * net P&L as `pnl`. Dates stay Dates: GraphQL and JSON both write them as ISO strings.
 */
export function tradeFields(trade: Trade) {
  const instrument = trade.accountInstrument;
  return {
    id: String(trade.id),
    symbol: instrument.symbol,
    side: trade.direction,
    quantity: trade.quantity,
    closedQuantity: trade.closedQuantity,
    entryPrice: trade.entryPrice,
    exitPrice: trade.exitPrice,
    entryTime: trade.entryTime,
    exitTime: trade.exitTime,
    pnl: trade.netPnl,
    grossPnl: trade.grossPnl,
    commission: trade.commission,
    fees: trade.fees,
    status: trade.status,
    platform: instrument.platform,
    accountId: instrument.accountId,
    assetClass: instrument.assetClass,
    multiplier: instrument.multiplier,
  };
}
