import type { EntityManager } from '@mikro-orm/core';
import { Trade } from './trade.entity';

export const DEFAULT_TRADES_LIMIT = 50;
export const MAX_TRADES_LIMIT = 1000;

/** Reads the user's round-trip trades (they are written by the import service). */
export class TradeService {
  /** Newest first (by entry time). */
  async list(em: EntityManager, userId: number, limit = DEFAULT_TRADES_LIMIT): Promise<Trade[]> {
    return em.find(Trade, { user: userId }, { orderBy: { entryTime: 'desc', id: 'desc' }, limit });
  }
}

/** The trade as the REST API answers it (SPEC §3): numbers as decimal strings, side LONG or SHORT. */
export function tradeJson(trade: Trade) {
  return {
    id: String(trade.id),
    symbol: trade.symbol,
    side: trade.direction,
    quantity: trade.quantity,
    entryPrice: trade.entryPrice,
    exitPrice: trade.exitPrice,
    entryTime: trade.entryTime.toISOString(),
    exitTime: trade.exitTime?.toISOString() ?? null,
    pnl: trade.netPnl,
    grossPnl: trade.grossPnl,
    commission: trade.commission,
    fees: trade.fees,
    status: trade.status,
    platform: trade.platform,
    accountId: trade.accountId,
    assetClass: trade.assetClass,
    multiplier: trade.multiplier,
  };
}
