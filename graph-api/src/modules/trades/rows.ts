// The trades module's light entry: the trade table's row, its columns and their reading, pure code
// only. The insights read trades inside worker threads, where loading index.ts (resolvers, entities,
// services) would slow every worker's start; lint/no-module-cycles.mjs lets other modules import this file.
import { epochMsOf } from '../../db/raw-values';
import { decimalOfColumn } from './domain/decimal-text';
import { groupingOrderIdOf, type LegFacts } from './positions/position-grouping';

export { decimalOfColumn };
export { type EpochWindow, keepInScope, type ReadRows, type ScopedTrade, type TradeScope, tradesInScope } from './filter/trade-scope';
export { groupingOrderIdOf, groupLegs, positionsOf, positionTradeOf, OPENED_TOGETHER_MS, type LegFacts, type PositionFigures } from './positions/position-grouping';

/**
 * What grouping legs into positions reads beyond a trade's own columns (docs/options.md, "Multi-leg
 * positions"): its side, its account, its opening order (and its platform, which says what the
 * order id names), and the trader's choice for it. The trade is `t`, its account instrument `ai`;
 * add positionChoiceJoin to the from list.
 */
export const POSITION_FACT_COLUMNS = 't.direction, t.entry_order_id, ai.account_id, ai.platform, pc.choice';
export const positionChoiceJoin = (trade = 't') =>
  `left join position_choice pc on pc.account_instrument_id = ${trade}.account_instrument_id and pc.trade_key = ${trade}.trade_key and pc.user_id = ${trade}.user_id`;

/** The row's position facts, as POSITION_FACT_COLUMNS select them. */
export const legFactsOf = (row: { direction: string; entry_order_id: string | null; account_id: string; platform: string; choice: string | null }): LegFacts => ({
  accountId: row.account_id,
  direction: row.direction as 'LONG' | 'SHORT',
  choice: row.choice ?? null,
  orderId: groupingOrderIdOf(row.platform, row.entry_order_id),
});

/** A trade row as a raw select answers it: MySQL gives DECIMAL columns as padded text, SQLite as numbers. */
export interface TradeRow {
  id: number | string;
  account_instrument_id: number | string;
  trade_key: string;
  status: string;
  entry_time: unknown;
  exit_time: unknown;
  net_pnl: string | number;
  gross_pnl: string | number;
  commission: string | number;
  fees: string | number;
  quantity: string | number;
  entry_price: string | number;
  time_given: number | boolean;
}

const TRADE_ROW_COLUMNS = ['id', 'account_instrument_id', 'trade_key', 'status', 'entry_time', 'exit_time', 'net_pnl', 'gross_pnl', 'commission', 'fees', 'quantity', 'entry_price', 'time_given'] as const;

/** The select list of a TradeRow, each column prefixed with the trade table's alias when one is given. */
export const tradeRowColumns = (alias?: string): string => TRADE_ROW_COLUMNS.map((column) => (alias ? `${alias}.${column}` : column)).join(', ');

/** What a trade's instrument adds to it. */
export interface TradeInstrument {
  symbol: string;
  /** Canonical decimal text. */
  multiplier: string;
}

/** A trade as plain values: money and quantities canonical decimal text, times epoch milliseconds. */
export interface TradeValues {
  /** The row id, for links; never used for ordering (a rebuild renumbers trades). */
  id: string;
  /** With tradeKey, what identifies the trade across re-imports (and breaks ties in exit time). */
  instrumentId: number;
  tradeKey: string;
  symbol: string;
  closed: boolean;
  entryTime: number;
  /** Null while open. */
  exitTime: number | null;
  netPnl: string;
  grossPnl: string;
  commission: string;
  fees: string;
  quantity: string;
  entryPrice: string;
  multiplier: string;
  /** False for a trade of a date-only export: its times are placeholders, out of every time-of-day figure (docs/importing.md). */
  timeGiven: boolean;
}

/** The row's values; an open trade has no exit time. Every field in one literal, so all share one shape. */
export function tradeValuesOf(row: TradeRow, instrument: TradeInstrument): TradeValues {
  const closed = row.status === 'closed';
  return {
    id: String(row.id),
    instrumentId: Number(row.account_instrument_id),
    tradeKey: row.trade_key,
    symbol: instrument.symbol,
    closed,
    entryTime: epochMsOf(row.entry_time),
    exitTime: closed && row.exit_time !== null ? epochMsOf(row.exit_time) : null,
    netPnl: decimalOfColumn(row.net_pnl),
    grossPnl: decimalOfColumn(row.gross_pnl),
    commission: decimalOfColumn(row.commission),
    fees: decimalOfColumn(row.fees),
    quantity: decimalOfColumn(row.quantity),
    entryPrice: decimalOfColumn(row.entry_price),
    multiplier: instrument.multiplier,
    timeGiven: Number(row.time_given) !== 0,
  };
}
