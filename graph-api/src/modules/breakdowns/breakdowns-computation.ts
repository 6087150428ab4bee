import { closedInsightTrades, type RowReader } from '../insights';
import { type TradeScope, tradesInScope } from '../trades/rows';
import { allBreakdownsOf, breakdownOf, type DimensionBreakdown } from './domain/breakdowns';
import type { BreakdownTrade, BucketStats } from './domain/bucket-stats';
import { type AnalyticsCards, cardsOf } from './domain/cards';
import type { Dimension } from './domain/dimensions';

/** The /analytics page's figures of one user's closed trades, in their time zone. */
export interface BreakdownFigures {
  closedTrades: number;
  dimensions: DimensionBreakdown[];
  cards: AnalyticsCards;
}

// The reads and the bucketing below run on a worker thread (breakdowns.service.ts), reading on the
// worker's own connection: the insights read the same trades the same way (one reading of a trade,
// its journal and its stop).

/** The caller's closed trades as the breakdowns and the scatter read them; under a filter, those it keeps (docs/filter-bar.md). */
export async function closedBreakdownTrades(reader: RowReader, userId: number, scope: TradeScope | null = null): Promise<BreakdownTrade[]> {
  const trades = await closedInsightTrades(reader, userId);
  return scope === null ? trades : tradesInScope((sql, params) => reader.rows(sql, params), userId, scope, trades);
}

export function breakdownFiguresOf(trades: readonly BreakdownTrade[], timeZone: string): BreakdownFigures {
  const dimensions = allBreakdownsOf(trades, timeZone);
  return { closedTrades: trades.length, dimensions, cards: cardsOf(trades, dimensions) };
}

/** One bucket of one breakdown, or null when it has no such bucket. */
export function breakdownBucketOf(trades: readonly BreakdownTrade[], timeZone: string, dimension: Dimension, key: string): BucketStats | null {
  return breakdownOf(dimension, trades, timeZone).buckets.find((bucket) => bucket.key === key) ?? null;
}
