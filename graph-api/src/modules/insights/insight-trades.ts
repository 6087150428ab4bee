import type { EntityManager } from '@mikro-orm/core';
import { epochMsOf, selectRows } from '../analytics/summary/summary-sql';
import { metricTradeOf } from '../analytics/summary/trade-rows';
import { canonicalDecimal } from '../trades/domain/decimal-text';
import type { InsightTrade } from './domain/insight-trade';

type MetricRow = Parameters<typeof metricTradeOf>[0];
type InsightRow = MetricRow & { direction: 'LONG' | 'SHORT'; stop_price: string | number | null };
interface TagRow {
  account_instrument_id: number;
  trade_key: string;
  kind: 'setup' | 'mistake';
  name: string;
}

// The analytics' trade columns (one reading of a trade), its side and its journal's planned stop.
const TRADES = `select t.id, t.account_instrument_id, t.trade_key, ai.symbol, t.status, t.entry_time, t.exit_time, t.net_pnl, t.gross_pnl,
  t.commission, t.fees, t.quantity, t.entry_price, ai.multiplier, t.direction, e.stop_price
  from trade t join account_instrument ai on ai.id = t.account_instrument_id
  left join trade_journal_entry e on e.account_instrument_id = t.account_instrument_id and e.trade_key = t.trade_key
  where t.user_id = ? and t.status = 'closed'`;

// Journal entries name trades by account instrument and trade key, which survive a trade's rebuilds.
const TAGS = `select e.account_instrument_id, e.trade_key, jt.kind, jt.name
  from trade_journal_tag tt join trade_journal_entry e on e.id = tt.entry_id join journal_tag jt on jt.id = tt.tag_id
  where e.user_id = ?`;

const NO_TAGS: readonly string[] = [];

const journalKey = (instrumentId: number, tradeKey: string) => `${instrumentId}\u0000${tradeKey}`;

/** The user's closed trades with their side, planned stop and setup and mistake tags. */
export async function closedInsightTrades(em: EntityManager, userId: number): Promise<InsightTrade[]> {
  const tags = new Map<string, { setupTags: string[]; mistakeTags: string[] }>();
  for (const row of await selectRows<TagRow>(em, TAGS, [userId])) {
    const key = journalKey(Number(row.account_instrument_id), row.trade_key);
    let entry = tags.get(key);
    if (!entry) tags.set(key, (entry = { setupTags: [], mistakeTags: [] }));
    (row.kind === 'setup' ? entry.setupTags : entry.mistakeTags).push(row.name);
  }
  const rows = await selectRows<InsightRow>(em, TRADES, [userId]);
  return rows.map((row) => {
    const trade = metricTradeOf(row);
    const journal = tags.get(journalKey(trade.instrumentId, trade.tradeKey));
    // Every field written out in one literal: 100 000 objects of one shape keep the engine's reads fast (a spread does not).
    return {
      id: trade.id,
      instrumentId: trade.instrumentId,
      tradeKey: trade.tradeKey,
      symbol: trade.symbol,
      closed: true,
      entryTime: trade.entryTime,
      exitTime: trade.exitTime ?? epochMsOf(row.exit_time),
      netPnl: trade.netPnl,
      grossPnl: trade.grossPnl,
      commission: trade.commission,
      fees: trade.fees,
      quantity: trade.quantity,
      entryPrice: trade.entryPrice,
      multiplier: trade.multiplier,
      direction: row.direction,
      stopPrice: row.stop_price === null ? null : canonicalDecimal(String(row.stop_price)),
      setupTags: journal?.setupTags ?? NO_TAGS,
      mistakeTags: journal?.mistakeTags ?? NO_TAGS,
    };
  });
}
