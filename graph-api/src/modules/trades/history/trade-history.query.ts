import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager, QueryBuilder } from '@mikro-orm/knex';
import { placeholders } from '../../../db/raw-sql';
import { Trade } from '../trade.entity';
import type { TimeWindow } from './entry-time-window';
import type { TradeHistoryFilter } from './trade-history-filter';

/** The filtered set of one user's trades, and the window of entry times its period and dates make. */
export interface TradeHistoryScope {
  userId: number;
  filter: TradeHistoryFilter;
  window: TimeWindow;
  /** With `filter.unreconciledOnly`: the user's imports that did not reconcile (asked of the imports module); else null. */
  unreconciledImportIds: readonly number[] | null;
  /** Whether the search can match a note or a tag name (some journal entry of the user's does): see filterLookupsOf. */
  searchesJournal: boolean;
}

/** `%`, `_` and the escape character itself match only themselves in a LIKE pattern. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;

/** A journal entry `j` whose notes or tag names hold the pattern (bound twice). */
export const JOURNAL_MATCH = `(lower(j.notes) like ? escape '!' or exists (select 1 from trade_journal_tag l join journal_tag g on g.id = l.tag_id and g.user_id = j.user_id where l.entry_id = j.id and g.name_key like ? escape '!'))`;

// The trade's journal entry is found as rebuilds keep it: by account instrument and trade key.
// The user's too, so each table is reached by the shard key (docs/sharding.md).
// A fill `e` within the trade's time in its group: one of the trade's own fills.
const FILL_OF_TRADE = 'e.account_instrument_id = t.account_instrument_id and e.executed_at >= t.entry_time and (t.exit_time is null or e.executed_at <= t.exit_time)';

export const ENTRY_OF_TRADE = 'j.account_instrument_id = t.account_instrument_id and j.trade_key = t.trade_key and j.user_id = t.user_id';

/**
 * THE filtered set: the history's pages, its totals and its CSV export all start from this query
 * (alias `t`), so the three always hold the same trades.
 * Conditions: the user; entry time in the window; winners (closed, net P&L above 0), losers
 * (closed, below 0), long or short; any of the tags; a fill of one import; and the search, matched case-insensitively
 * against the symbol, the trade id, the notes and the tag names.
 */
export function tradeHistoryQuery(em: EntityManager, { userId, filter, window, unreconciledImportIds, searchesJournal }: TradeHistoryScope): { qb: QueryBuilder<Trade> } {
  // No join: the (user_id, entry_time) index then yields the rows in the history's order (its
  // entries end with the row id), so a page reads only its own rows instead of sorting the user's.
  const qb = (em as SqlEntityManager).createQueryBuilder(Trade, 't').where({ user: userId });
  if (window.start) qb.andWhere({ entryTime: { $gte: window.start } });
  if (window.end) qb.andWhere({ entryTime: { $lt: window.end } });
  // Net P&L is a canonical decimal ("-12.5", "0"), TEXT in SQLite: its sign is read from its text,
  // which MySQL's DECIMAL, written out, shows the same way.
  if (filter.filter === 'winners') qb.andWhere(`t.status = 'closed' and t.net_pnl not like '-%' and t.net_pnl <> '0'`);
  if (filter.filter === 'losers') qb.andWhere(`t.status = 'closed' and t.net_pnl like '-%'`);
  if (filter.filter === 'long') qb.andWhere({ direction: 'LONG' });
  if (filter.filter === 'short') qb.andWhere({ direction: 'SHORT' });
  if (filter.side) qb.andWhere({ direction: filter.side === 'long' ? 'LONG' : 'SHORT' });
  const instrument: string[] = [];
  const instrumentParams: string[] = [];
  const onInstrument = (condition: string, ...values: string[]) => {
    instrument.push(condition);
    instrumentParams.push(...values);
  };
  // The filter bar's account, platform and symbol (or an option's underlying) are the instrument's.
  if (filter.account) onInstrument('ai.account_id = ?', filter.account);
  if (filter.platform) onInstrument('ai.platform = ?', filter.platform);
  if (filter.symbol) onInstrument('(ai.symbol = ? or ai.underlying = ?)', filter.symbol, filter.symbol);
  if (instrument.length > 0) {
    qb.andWhere(`t.account_instrument_id in (select ai.id from account_instrument ai where ai.user_id = ? and ${instrument.join(' and ')})`, [userId, ...instrumentParams]);
  }
  if (filter.tagIds.length > 0) {
    // Any of the tags: at least one of them on the trade; all: as many distinct ones as were named.
    qb.andWhere(
      `(select count(distinct l.tag_id) from trade_journal_entry j join trade_journal_tag l on l.entry_id = j.id where ${ENTRY_OF_TRADE} and l.tag_id in (${placeholders(filter.tagIds.length)})) >= ?`,
      [...filter.tagIds, filter.tagMatch === 'all' ? filter.tagIds.length : 1],
    );
  }
  if (filter.importId !== null) {
    // A fill of the import within the trade's time in its group: one of the trade's own fills
    // (another user's import holds no fill of this user's groups, so it matches nothing).
    qb.andWhere(
      `exists (select 1 from execution e where e.trade_import_id = ? and ${FILL_OF_TRADE})`,
      [filter.importId],
    );
  }
  if (unreconciledImportIds !== null) {
    if (unreconciledImportIds.length === 0) qb.andWhere('1 = 0');
    else qb.andWhere(`exists (select 1 from execution e where e.trade_import_id in (${placeholders(unreconciledImportIds.length)}) and ${FILL_OF_TRADE})`, [...unreconciledImportIds]);
  }
  if (filter.search) matchSearch(qb, userId, filter.search, searchesJournal);
  // Wrapped: a QueryBuilder is thenable, so a caller awaiting it would run it.
  return { qb };
}

function matchSearch(qb: QueryBuilder<Trade>, userId: number, search: string, searchesJournal: boolean): void {
  const pattern = containsPattern(search);
  const alternatives = [`t.account_instrument_id in (select ai.id from account_instrument ai where ai.user_id = ? and lower(ai.symbol) like ? escape '!')`];
  const params: Array<string | number> = [userId, pattern];
  if (/^\d{1,15}$/.test(search)) {
    alternatives.push('t.id = ?');
    params.push(Number(search));
  }
  if (searchesJournal) {
    alternatives.push(`exists (select 1 from trade_journal_entry j where ${ENTRY_OF_TRADE} and ${JOURNAL_MATCH})`);
    params.push(pattern, pattern);
  }
  qb.andWhere(`(${alternatives.join(' or ')})`, params);
}
