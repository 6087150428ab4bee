import { placeholders, selectRows } from '../../db/raw-sql';
import type { UserDataSection } from '../../infra/users';
import { AccountInstrument, Execution, StoredTradeFills, Trade } from '../trades';
import { TradeImport } from './import.entity';

/** Import history. Registered before executions, which point at it (deletion runs in reverse). */
export const importsSection: UserDataSection = {
  name: 'imports',
  async export(em, userId) {
    const imports = await em.find(TradeImport, { user: userId }, { orderBy: { id: 'asc' } });
    return imports.map(({ user: _user, ...record }) => record);
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(TradeImport, { user: userId });
  },
  /**
   * Import records made before the cutoff: one whose fills are all gone (refused, undone, only
   * duplicates) goes; one whose fills are still held keeps its counts, since the fills point at it,
   * and loses its messages, which quote the lines of the file.
   */
  async deleteActivityBefore(em, userId, cutoff) {
    const old = await em.find(TradeImport, { user: userId, createdAt: { $lt: cutoff } }, { fields: ['id', 'errors', 'warnings'] });
    if (old.length === 0) return 0;
    const ids = old.map(({ id }) => id);
    const held = await selectRows<{ id: number }>(em, `select distinct trade_import_id as id from execution where trade_import_id in (${placeholders(ids.length)})`, ids);
    const holding = new Set(held.map(({ id }) => Number(id)));
    const empty = old.filter(({ id }) => !holding.has(id)).map(({ id }) => id);
    const quoting = old.filter(({ id, errors, warnings }) => holding.has(id) && errors.length + warnings.length > 0).map(({ id }) => id);
    if (empty.length > 0) await em.nativeDelete(TradeImport, { id: { $in: empty } });
    if (quoting.length > 0) await em.nativeUpdate(TradeImport, { id: { $in: quoting } }, { errors: [], warnings: [] });
    return empty.length + quoting.length;
  },
};

/**
 * Every fill as imported, each with its account instrument's fields. Deleted after the trades
 * (sections are deleted in reverse), and takes the account instruments with it: both point at them.
 */
export const executionsSection: UserDataSection = {
  name: 'executions',
  async export(em, userId) {
    // In time order: rows are stored grouped by account and instrument (see inStorageOrder).
    const executions = await em.find(Execution, { accountInstrument: { user: userId } }, { orderBy: { executedAt: 'asc', id: 'asc' }, populate: ['accountInstrument'] });
    // A fill entered by hand has no import (docs/journal.md, manual trades).
    return executions.map(({ accountInstrument, tradeImport, ...execution }) => ({ ...instrumentFields(accountInstrument), ...execution, importId: tradeImport?.id ?? null, manual: tradeImport === null }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(Execution, { accountInstrument: { user: userId } });
    await em.nativeDelete(AccountInstrument, { user: userId });
  },
};

/**
 * The round trips built from the executions, each with its account instrument's fields. Their
 * fills (trade_fills) are derived from the executions, which are exported: deleted, not exported.
 */
export const tradesSection: UserDataSection = {
  name: 'trades',
  async export(em, userId) {
    const trades = await em.find(Trade, { user: userId }, { orderBy: { entryTime: 'asc', id: 'asc' }, populate: ['accountInstrument'] });
    // The history's sort keys are derived from the rest (and the journal): not the trader's data.
    return trades.map(({ user: _user, accountInstrument, symbol: _symbol, holdMs: _holdMs, rMultiple: _rMultiple, ...trade }) => ({ ...instrumentFields(accountInstrument), ...trade }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(StoredTradeFills, { accountInstrument: { user: userId } });
    await em.nativeDelete(Trade, { user: userId });
  },
};

function instrumentFields({ id: _id, user: _user, ...instrument }: AccountInstrument) {
  return instrument;
}
