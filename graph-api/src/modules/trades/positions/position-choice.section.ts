import type { UserDataSection } from '../../../infra/users';
import { PositionChoice } from './position-choice.entity';

/**
 * The trader's splits and merges of positions, each leg named as rebuilds keep a trade. Registered
 * after the imports' sections: deleted before the account instruments its rows point at.
 */
export const positionChoicesSection: UserDataSection = {
  name: 'positionChoices',
  async export(em, userId) {
    const rows = await em.find(PositionChoice, { user: userId }, { orderBy: { id: 'asc' }, populate: ['accountInstrument'] });
    return rows.map(({ accountInstrument, tradeKey, choice }) => ({ platform: accountInstrument.platform, accountId: accountInstrument.accountId, symbol: accountInstrument.symbol, tradeKey, choice }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(PositionChoice, { user: userId });
  },
};
