import type { EntityManager } from '@mikro-orm/core';
import { selectRows } from '../../../db/raw-sql';
import { type TradeScope, tradesInScope } from '../../trades/rows';
import type { BucketSummary } from '../domain/bucket-summary';
import type { Ranked } from '../domain/breakdowns';
import type { InstrumentStats } from './instrument-stats';
import { type StoredSummary, wholeSummaryOf } from './summary-store';
import { allTradesOf } from './trade-rows';

/**
 * The summary of the trades a filter keeps (docs/filter-bar.md), worked out by the very function
 * that builds the stored summary of all of them (wholeSummaryOf), only over fewer trades: a filtered
 * figure is the unfiltered figure's function, never a second definition. Nothing is stored (a filter
 * is a question, not a state); the caller caches the answer. Run on a worker thread.
 */
export async function filteredSummaryOf(em: EntityManager, userId: number, timeZone: string, scope: TradeScope): Promise<StoredSummary> {
  const trades = await tradesInScope((sql, params) => selectRows(em, sql, params), userId, scope, await allTradesOf(em, userId));
  const whole = await wholeSummaryOf(userId, timeZone, trades);
  return {
    timeZone,
    folded: JSON.parse(whole.state.folded) as BucketSummary,
    openTrades: whole.state.openTrades,
    symbols: JSON.parse(whole.state.symbols) as Ranked<string>[],
    days: [...whole.days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, summary]) => ({ day, summary })),
    instruments: whole.instruments.map((row) => ({ symbol: row.symbol, stats: JSON.parse(row.stats) as InstrumentStats })),
  };
}
