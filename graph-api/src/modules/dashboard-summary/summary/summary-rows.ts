import type { EntityManager } from '@mikro-orm/core';
import { insertRows } from '../../../db/bulk-insert/insert-rows';
import type { BucketSummary } from '../domain/bucket-summary';
import type { MetricTrade } from '../domain/metric-trade';
import { dayDigestsOf, type InstrumentStats, instrumentStatsOf } from './instrument-stats';

/**
 * The summary's rows as they are written: worked out from trades without the database (an import
 * does it while its trades are on their way to the server), then written with the bulk writers,
 * one LOAD DATA per table in MySQL (an import's 800 instrument rows, 3 MB of JSON, took the ORM's
 * insertMany five times as long), inside the caller's transaction.
 */
export interface InstrumentRow {
  accountInstrumentId: number;
  userId: number;
  symbol: string;
  /** InstrumentStats as JSON. */
  stats: string;
  /** Local day → digest of that day's closed trades, as JSON. */
  days: string;
}

/** An instrument's statistics, also kept unserialised for the state's totals. */
export interface InstrumentSummary {
  symbol: string;
  stats: InstrumentStats;
}

export function instrumentRowOf(userId: number, instrumentId: number, trades: readonly MetricTrade[], timeZone: string): { row: InstrumentRow; summary: InstrumentSummary } {
  const symbol = trades[0]!.symbol;
  const stats = instrumentStatsOf(trades, timeZone);
  return { row: { accountInstrumentId: instrumentId, userId, symbol, stats: JSON.stringify(stats), days: JSON.stringify(dayDigestsOf(trades, timeZone)) }, summary: { symbol, stats } };
}

const INSTRUMENT_COLUMNS = ['account_instrument_id', 'user_id', 'symbol', 'stats', 'days'] as const;

export function insertInstrumentRows(em: EntityManager, rows: readonly InstrumentRow[]): Promise<void> {
  return insertRows(em, 'analytics_instrument', INSTRUMENT_COLUMNS, rows, (row) => [row.accountInstrumentId, row.userId, row.symbol, row.stats, row.days]);
}

const DAY_COLUMNS = ['user_id', 'day', 'summary'] as const;

/** One analytics_day row per local day (YYYY-MM-DD) of `summaries`. */
export function insertDayRows(em: EntityManager, userId: number, summaries: ReadonlyMap<string, BucketSummary>): Promise<void> {
  return insertRows(em, 'analytics_day', DAY_COLUMNS, [...summaries], ([day, summary]) => [userId, day, JSON.stringify(summary)]);
}
