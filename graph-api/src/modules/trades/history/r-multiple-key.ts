import type { EntityManager } from '@mikro-orm/core';
import { isSqlite, placeholders, runSql } from '../../../db/raw-sql';

/** The trades whose stored R-multiple is written again: some account instruments, or one trade of one. */
export interface RMultipleScope {
  accountInstrumentIds: readonly number[];
  /** One trade of the (single) account instrument given. */
  tradeKey?: string;
  /**
   * Only trades whose journal holds a stop: rows just inserted, whose key is null already (an
   * import rebuilding thousands of trades writes only the few with a stop).
   */
  onlyWithStop?: boolean;
}

// Groups per UPDATE, as the import deletes them.
const INSTRUMENTS_PER_UPDATE = 500;

/**
 * Stores the trades' R-multiples, the key the history's R sort reads through an index: net P&L over
 * the initial risk (|entry - stop| x quantity x multiplier), computed by the database as
 * domain/r-multiple.ts defines it (closed trades with a stop; a zero risk gives none) and as the
 * sort computed it before it was stored: SQLite in 8-byte floats, MySQL in exact decimals. Run in
 * the transaction that writes the trades or the stop.
 */
export async function storeRMultiples(em: EntityManager, userId: number, scope: RMultipleScope): Promise<void> {
  const ids = [...new Set(scope.accountInstrumentIds)];
  for (let start = 0; start < ids.length; start += INSTRUMENTS_PER_UPDATE) {
    const chunk = ids.slice(start, start + INSTRUMENTS_PER_UPDATE);
    const keyed = scope.tradeKey === undefined ? [] : [scope.tradeKey];
    await runSql(em, isSqlite(em) ? sqliteUpdate(chunk.length, keyed.length > 0, scope.onlyWithStop ?? false) : mysqlUpdate(chunk.length, keyed.length > 0, scope.onlyWithStop ?? false), [userId, ...chunk, ...keyed]);
  }
}

const ENTRY_WITH_STOP = 'j.account_instrument_id = trade.account_instrument_id and j.trade_key = trade.trade_key and j.user_id = trade.user_id and j.stop_price is not null';

function sqliteUpdate(instruments: number, oneTrade: boolean, onlyWithStop: boolean): string {
  const real = (column: string) => `cast(${column} as real)`;
  const r = `${real('trade.net_pnl')} / (abs(${real('trade.entry_price')} - ${real('j.stop_price')}) * ${real('trade.quantity')} * ${real('ai.multiplier')})`;
  const value = `case when trade.status = 'closed' then (select ${r} from trade_journal_entry j join account_instrument ai on ai.id = trade.account_instrument_id and ai.user_id = trade.user_id where ${ENTRY_WITH_STOP}) end`;
  return (
    `update trade set r_multiple = ${value} where trade.user_id = ? and trade.account_instrument_id in (${placeholders(instruments)})` +
    (oneTrade ? ' and trade.trade_key = ?' : '') +
    (onlyWithStop ? ` and exists (select 1 from trade_journal_entry j where ${ENTRY_WITH_STOP})` : '')
  );
}

function mysqlUpdate(instruments: number, oneTrade: boolean, onlyWithStop: boolean): string {
  // The divisor as the sort divided by it; NULLIF because strict mode refuses to store a division by zero.
  const r = 't.net_pnl / nullif(abs(t.entry_price - j.stop_price) * t.quantity * ai.multiplier, 0)';
  const entry = `${onlyWithStop ? 'join' : 'left join'} trade_journal_entry j on j.account_instrument_id = t.account_instrument_id and j.trade_key = t.trade_key and j.user_id = t.user_id and j.stop_price is not null`;
  return (
    `update trade t join account_instrument ai on ai.id = t.account_instrument_id and ai.user_id = t.user_id ${entry} set t.r_multiple = case when t.status = 'closed' and j.id is not null then ${r} end` +
    ` where t.user_id = ? and t.account_instrument_id in (${placeholders(instruments)})` +
    (oneTrade ? ' and t.trade_key = ?' : '')
  );
}
