import type { EntityManager } from '@mikro-orm/core';
import { selectRows } from '../../db/raw-sql';
import { isClosed, type MetricTrade, metricTradeOf } from '../dashboard-summary';
import { decimalOfColumn, legFactsOf, POSITION_FACT_COLUMNS, positionChoiceJoin, positionsOf, tradeRowColumns } from '../trades/rows';
import type { RiskTrade } from './domain/risk-checks';

type Row = Parameters<typeof metricTradeOf>[0] & { account_id: string; platform: string; entry_order_id: string | null; stop_price: string | number | null; direction: string; choice: string | null };

// The dashboard's columns (the trade's own, dashboard-summary/summary/trade-rows.ts), with the account, the journal's planned stop
// and what grouping legs into positions reads. Open legs too: a position is closed once its last leg is.
const SQL =
  `select ${tradeRowColumns('t')}, ai.symbol, ai.multiplier, ${POSITION_FACT_COLUMNS}, j.stop_price ` +
  'from trade t join account_instrument ai on ai.id = t.account_instrument_id and ai.user_id = t.user_id ' +
  'left join trade_journal_entry j on j.account_instrument_id = t.account_instrument_id and j.trade_key = t.trade_key and j.user_id = t.user_id ' +
  `${positionChoiceJoin()} where t.user_id = ?`;

/** The user's closed trades as the dashboard reads them (legs opened together as one position), with what the risk rules also need. */
export async function riskTradesOf(em: EntityManager, userId: number): Promise<RiskTrade[]> {
  const rows = await selectRows<Row>(em, SQL, [userId]);
  type Leg = MetricTrade & Pick<RiskTrade, 'accountId' | 'stopPrice'>;
  const rowOf = new Map<Leg, Row>();
  const legs = rows.map((row) => {
    const leg: Leg = { ...metricTradeOf(row), accountId: row.account_id, stopPrice: row.stop_price === null ? null : decimalOfColumn(row.stop_price) };
    rowOf.set(leg, row);
    return leg;
  });
  // A defined-risk position's planned loss is its maximum loss (a stop of 0 under an entry of that loss: positionTradeOf).
  const positions = positionsOf(legs, (leg) => legFactsOf(rowOf.get(leg)!), (figures) => ({ stopPrice: figures.maxLoss !== null && figures.maxLoss !== '0' ? '0' : null }));
  return positions.filter((trade): trade is RiskTrade => isClosed(trade));
}
