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
    return executions.map(({ accountInstrument, tradeImport, ...execution }) => ({ ...instrumentFields(accountInstrument), ...execution, importId: tradeImport.id }));
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
    return trades.map(({ user: _user, accountInstrument, ...trade }) => ({ ...instrumentFields(accountInstrument), ...trade }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(StoredTradeFills, { accountInstrument: { user: userId } });
    await em.nativeDelete(Trade, { user: userId });
  },
};

function instrumentFields({ id: _id, user: _user, ...instrument }: AccountInstrument) {
  return instrument;
}
