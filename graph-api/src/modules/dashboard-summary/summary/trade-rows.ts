import type { EntityManager } from '@mikro-orm/core';
import { decimalOfColumn } from '../../trades';
import type { MetricTrade } from '../domain/metric-trade';
import { epochMsOf } from '../../../db/raw-values';
import { placeholders, selectRows } from '../../../db/raw-sql';

interface TradeRow {
  id: number | string;
  account_instrument_id: number;
  trade_key: string;
  symbol: string;
  status: string;
  entry_time: unknown;
  exit_time: unknown;
  net_pnl: string | number;
  gross_pnl: string | number;
  commission: string | number;
  fees: string | number;
  quantity: string | number;
  entry_price: string | number;
  multiplier: string | number;
}

const COLUMNS =
  't.id, t.account_instrument_id, t.trade_key, ai.symbol, t.status, t.entry_time, t.exit_time, t.net_pnl, t.gross_pnl, t.commission, t.fees, t.quantity, t.entry_price, ai.multiplier';
const FROM = 'from trade t join account_instrument ai on ai.id = t.account_instrument_id';

// MySQL answers DECIMAL columns as padded text ("12.500000"): the metrics work on canonical text.
const decimal = decimalOfColumn;

export function metricTradeOf(row: TradeRow): MetricTrade {
  const closed = row.status === 'closed';
  return {
    id: String(row.id),
    instrumentId: Number(row.account_instrument_id),
    tradeKey: row.trade_key,
    symbol: row.symbol,
    closed,
    entryTime: epochMsOf(row.entry_time),
    exitTime: closed && row.exit_time !== null ? epochMsOf(row.exit_time) : null,
    netPnl: decimal(row.net_pnl),
    grossPnl: decimal(row.gross_pnl),
    commission: decimal(row.commission),
    fees: decimal(row.fees),
    quantity: decimal(row.quantity),
    entryPrice: decimal(row.entry_price),
    multiplier: decimal(row.multiplier),
  };
}

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
