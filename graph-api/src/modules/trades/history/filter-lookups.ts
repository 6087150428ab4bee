import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { importNotFound } from '../trade.errors';
import { containsPattern, JOURNAL_MATCH } from './trade-history.query';
import type { TradeHistoryFilter } from './trade-history-filter';

/** What the filter needs read before its query is written (part of a TradeHistoryScope). */
export interface FilterLookups {
  searchesJournal: boolean;
}

const firstRow = (em: EntityManager, sql: string, params: readonly (string | number)[]) =>
  (em as SqlEntityManager).getConnection().execute(sql, [...params], 'all', em.getTransactionContext()) as Promise<unknown[]>;

/**
 * Checks the filter's import and probes its search, once per request: a page and its totals (and
 * every chunk of an export) then share the answer instead of asking again.
 * Another user's import, or one whose fills are all gone, is refused rather than shown as an empty
 * history. Most searches are symbols: probing every trade's journal entry is skipped unless some
 * entry of the user's matches.
 */
export async function filterLookupsOf(em: EntityManager, userId: number, filter: TradeHistoryFilter): Promise<FilterLookups> {
  if (filter.importId !== null) {
    const held = await firstRow(em, 'select 1 as found from execution e join account_instrument ai on ai.id = e.account_instrument_id where ai.user_id = ? and e.trade_import_id = ? limit 1', [userId, filter.importId]);
    if (held.length === 0) throw importNotFound();
  }
  if (!filter.search) return { searchesJournal: false };
  const pattern = containsPattern(filter.search);
  const matching = await firstRow(em, `select 1 as found from trade_journal_entry j where j.user_id = ? and ${JOURNAL_MATCH} limit 1`, [userId, pattern, pattern]);
  return { searchesJournal: matching.length > 0 };
}
