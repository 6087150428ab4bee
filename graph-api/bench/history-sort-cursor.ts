import type { EntityManager } from '@mikro-orm/core';
import { NO_FILTER } from '../src/modules/trades/history/trade-history-filter';
import { tradeHistoryQuery } from '../src/modules/trades/history/trade-history.query';
import { encodeSortCursor, type TradeSort } from '../src/modules/trades/history/trade-sort';
import { sortedQuery } from '../src/modules/trades/history/trade-sort.query';
import type { TradeService } from '../src/modules/trades/trade.service';
import { Trade } from '../src/modules/trades/trade.entity';

/**
 * The cursor a client would hold after paging to the `position`th trade of a sort: for the deep
 * page's figure, without paging there (which would take the bench minutes per sort).
 */
export async function cursorAt(em: EntityManager, trades: TradeService, userId: number, sort: TradeSort, position: number): Promise<string> {
  const { qb } = await tradeHistoryQuery(em, await trades.scopeOf(em, userId, NO_FILTER));
  const sorted = sortedQuery(em, sort);
  const rows = await sorted.rows(qb.getKnexQuery(), null, position);
  const last = rows.at(-1);
  if (!last) throw new Error(`no trade at ${position} of ${sort.key} ${sort.direction}`);
  const trade = await em.findOneOrFail(Trade, { id: Number(last.id) });
  return encodeSortCursor(sorted.cursorOf(trade, last.sort_value));
}
