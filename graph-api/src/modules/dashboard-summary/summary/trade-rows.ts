import type { EntityManager } from '@mikro-orm/core';
import { decimalOfColumn, type LegFacts, legFactsOf, POSITION_FACT_COLUMNS, positionChoiceJoin, positionsOf, type TradeRow as TradeColumns, tradeRowColumns, tradeValuesOf } from '../../trades/rows';
import type { MetricTrade } from '../domain/metric-trade';
import { placeholders, selectRows } from '../../../db/raw-sql';

/** The trade's own columns (owned by `trades`) with its instrument's symbol and multiplier. */
interface TradeRow extends TradeColumns {
  symbol: string;
  multiplier: string | number;
}

/** With what grouping legs into positions reads (trades/rows.ts). */
interface LegRow extends TradeRow {
  direction: string;
  entry_order_id: string | null;
  account_id: string;
  platform: string;
  choice: string | null;
}

const COLUMNS = `${tradeRowColumns('t')}, ai.symbol, ai.multiplier, ${POSITION_FACT_COLUMNS}`;
// Joined on the user too, so each table is reached by the shard key (docs/sharding.md).
const FROM = `from trade t join account_instrument ai on ai.id = t.account_instrument_id and ai.user_id = t.user_id ${positionChoiceJoin()}`;

// MySQL answers DECIMAL columns as padded text ("12.500000"): the metrics work on canonical text.
export const metricTradeOf = (row: TradeRow): MetricTrade => tradeValuesOf(row, { symbol: row.symbol, multiplier: decimalOfColumn(row.multiplier) });

/** The rows as the figures count them: legs opened together as one position (docs/options.md). */
function positionTradesOf(rows: readonly LegRow[]): MetricTrade[] {
  const facts = new Map<MetricTrade, LegFacts>();
  const legs = rows.map((row) => {
    const leg = metricTradeOf(row);
    facts.set(leg, legFactsOf(row));
    return leg;
  });
  return positionsOf(legs, (leg) => facts.get(leg)!);
}

/** Every trade of the user, open ones included, legs grouped into positions. */
export async function allTradesOf(em: EntityManager, userId: number): Promise<MetricTrade[]> {
  return positionTradesOf(await selectRows<LegRow>(em, `select ${COLUMNS} ${FROM} where t.user_id = ?`, [userId]));
}

/** Whether the user has traded an option: their figures then group legs, which a slice of days cannot (see readSummaryBefore). */
export async function holdsOptions(em: EntityManager, userId: number): Promise<boolean> {
  // A stored option symbol is the only kind with a space in it (trades/domain/instruments.ts).
  return (await selectRows(em, "select 1 as found from account_instrument where user_id = ? and symbol like '% %' limit 1", [userId])).length > 0;
}

/** The user's closed trades that exited in [start, end): read for users without options only (their trades are their positions). */
export async function closedTradesExitingIn(em: EntityManager, userId: number, start: Date, end: Date): Promise<MetricTrade[]> {
  const sql = `select ${COLUMNS} ${FROM} where t.user_id = ? and t.exit_time >= ? and t.exit_time < ? and t.status = 'closed'`;
  return positionTradesOf(await selectRows<LegRow>(em, sql, [userId, start, end]));
}

/** Trades by id, of the user only; a position's lead leg answers for the whole position. */
export async function tradesOfUserById(em: EntityManager, userId: number, ids: readonly number[]): Promise<MetricTrade[]> {
  if (ids.length === 0) return [];
  if (await holdsOptions(em, userId)) {
    const wanted = new Set(ids.map(String));
    return (await allTradesOf(em, userId)).filter((trade) => wanted.has(trade.id));
  }
  return positionTradesOf(await selectRows<LegRow>(em, `select ${COLUMNS} ${FROM} where t.user_id = ? and t.id in (${placeholders(ids.length)})`, [userId, ...ids]));
}
