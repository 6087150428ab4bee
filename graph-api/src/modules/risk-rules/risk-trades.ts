import type { EntityManager } from '@mikro-orm/core';
import { selectRows } from '../../db/raw-sql';
import { isClosed, metricTradeOf } from '../dashboard-summary';
import { decimalOfColumn, tradeRowColumns } from '../trades/rows';
import type { RiskTrade } from './domain/risk-checks';

type Row = Parameters<typeof metricTradeOf>[0] & { account_id: string; stop_price: string | number | null };

// The dashboard's columns (the trade's own, dashboard-summary/summary/trade-rows.ts), with the account and the journal's planned stop.
const SQL =
  `select ${tradeRowColumns('t')}, ai.symbol, ai.multiplier, ai.account_id, j.stop_price ` +
  'from trade t join account_instrument ai on ai.id = t.account_instrument_id and ai.user_id = t.user_id ' +
  'left join trade_journal_entry j on j.account_instrument_id = t.account_instrument_id and j.trade_key = t.trade_key and j.user_id = t.user_id ' +
  "where t.user_id = ? and t.status = 'closed'";

/** The user's closed trades as the dashboard reads them, with what the risk rules also need. */
export async function riskTradesOf(em: EntityManager, userId: number): Promise<RiskTrade[]> {
  const rows = await selectRows<Row>(em, SQL, [userId]);
  return rows.flatMap((row) => {
    const trade = metricTradeOf(row);
    if (!isClosed(trade)) return [];
    return [{ ...trade, accountId: row.account_id, stopPrice: row.stop_price === null ? null : decimalOfColumn(row.stop_price) }];
  });
}
