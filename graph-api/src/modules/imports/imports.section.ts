import type { UserDataSection } from '../users/user-data';
import { Execution } from '../trades/execution.entity';
import { Trade } from '../trades/trade.entity';
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

/** Every fill as imported. */
export const executionsSection: UserDataSection = {
  name: 'executions',
  async export(em, userId) {
    const executions = await em.find(Execution, { user: userId }, { orderBy: { id: 'asc' } });
    return executions.map(({ user: _user, tradeImport, ...execution }) => ({ ...execution, importId: tradeImport.id }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(Execution, { user: userId });
  },
};

/** The round trips built from the executions. */
export const tradesSection: UserDataSection = {
  name: 'trades',
  async export(em, userId) {
    const trades = await em.find(Trade, { user: userId }, { orderBy: { entryTime: 'asc', id: 'asc' } });
    return trades.map(({ user: _user, ...trade }) => trade);
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(Trade, { user: userId });
  },
};
