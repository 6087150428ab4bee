import type { EntityManager } from '@mikro-orm/core';
import type { Trade } from '../trade.entity';
import { positionsOfTrades, type TradePosition } from './trade-positions';

/** The positions of the trades of one answer, read together the first time any is asked for (as TradeFillsLoader reads fills). */
export class PositionsLoader {
  private loaded: Promise<Map<string, TradePosition>> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly userId: number,
    private readonly trades: readonly Trade[],
  ) {}

  async of(trade: Trade): Promise<TradePosition | null> {
    this.loaded ??= positionsOfTrades(
      this.em,
      this.userId,
      this.trades.map((one) => ({ id: one.id, symbol: one.accountInstrument.symbol, accountId: one.accountInstrument.accountId })),
    );
    return (await this.loaded).get(String(trade.id)) ?? null;
  }
}
