import type { EntityManager } from '@mikro-orm/core';
import { decimalOfColumn, type TradeRow as TradeColumns, tradeRowColumns, tradeValuesOf } from '../../trades/rows';
import type { MetricTrade } from '../domain/metric-trade';
import { placeholders, selectRows } from '../../../db/raw-sql';

/** The trade's own columns (owned by `trades`) with its instrument's symbol and multiplier. */
interface TradeRow extends TradeColumns {
  symbol: string;
  multiplier: string | number;
}

const COLUMNS = `${tradeRowColumns('t')}, ai.symbol, ai.multiplier`;
// Joined on the user too, so each table is reached by the shard key (docs/sharding.md).
const FROM = 'from trade t join account_instrument ai on ai.id = t.account_instrument_id and ai.user_id = t.user_id';

// MySQL answers DECIMAL columns as padded text ("12.500000"): the metrics work on canonical text.
export const metricTradeOf = (row: TradeRow): MetricTrade => tradeValuesOf(row, { symbol: row.symbol, multiplier: decimalOfColumn(row.multiplier) });

/** Every trade of the user, open ones included. */
export async function allTradesOf(em: EntityManager, userId: number): Promise<MetricTrade[]> {
  return (await selectRows<TradeRow>(em, `select ${COLUMNS} ${FROM} where t.user_id = ?`, [userId])).map(metricTradeOf);
}

/** The user's closed trades that exited in [start, end). */
export async function closedTradesExitingIn(em: EntityManager, userId: number, start: Date, end: Date): Promise<MetricTrade[]> {
  const sql = `select ${COLUMNS} ${FROM} where t.user_id = ? and t.exit_time >= ? and t.exit_time < ? and t.status = 'closed'`;
  return (await selectRows<TradeRow>(em, sql, [userId, start, end])).map(metricTradeOf);
}

/** Trades by id, of the user only. */
export async function tradesOfUserById(em: EntityManager, userId: number, ids: readonly number[]): Promise<MetricTrade[]> {
  if (ids.length === 0) return [];
  return (await selectRows<TradeRow>(em, `select ${COLUMNS} ${FROM} where t.user_id = ? and t.id in (${placeholders(ids.length)})`, [userId, ...ids])).map(metricTradeOf);
}
