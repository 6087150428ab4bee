import type { TradeValues } from '../../trades/rows';

/**
 * What the metrics read of a trade: the trade table's values as `trades` reads them (plain values,
 * no entity), so every figure is a pure function of a list of these.
 */
export type MetricTrade = TradeValues;

/** A closed trade: the only kind that enters a P&L figure. */
export type ClosedTrade = MetricTrade & { closed: true; exitTime: number };

export const isClosed = (trade: MetricTrade): trade is ClosedTrade => trade.closed && trade.exitTime !== null;

/** Where a trade stands in trade order (METRICS.md "Order of trades"). */
export interface TradeRef {
  exitTime: number;
  entryTime: number;
  instrumentId: number;
  tradeKey: string;
}

export const refOf = ({ exitTime, entryTime, instrumentId, tradeKey }: ClosedTrade): TradeRef => ({ exitTime, entryTime, instrumentId, tradeKey });

/** Trade order: exit time, then entry time, then the stable identity. */
export function compareTradeOrder(a: TradeRef, b: TradeRef): number {
  if (a.exitTime !== b.exitTime) return a.exitTime - b.exitTime;
  if (a.entryTime !== b.entryTime) return a.entryTime - b.entryTime;
  if (a.instrumentId !== b.instrumentId) return a.instrumentId - b.instrumentId;
  return a.tradeKey < b.tradeKey ? -1 : a.tradeKey > b.tradeKey ? 1 : 0;
}

export function inTradeOrder<Trade extends ClosedTrade>(trades: readonly Trade[]): Trade[] {
  return [...trades].sort(compareTradeOrder);
}

export type Outcome = 'win' | 'loss' | 'scratch';

/** Winner above 0, loser below, scratch at exactly 0 (canonical decimals: "0" is the only zero). */
export function outcomeOf(netPnl: string): Outcome {
  if (netPnl === '0') return 'scratch';
  return netPnl.startsWith('-') ? 'loss' : 'win';
}
