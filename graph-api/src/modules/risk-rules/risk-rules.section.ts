import type { UserDataSection } from '../../infra/users';
import { RiskBreach, StoredRiskRule } from './risk-rule.entity';

/** The rules and their breaches in Export All Data, and gone with Delete Account. */
export const riskRulesSection: UserDataSection = {
  name: 'riskRules',
  async export(em, userId) {
    const rules = await em.find(StoredRiskRule, { user: userId }, { orderBy: { id: 'asc' } });
    const breaches = await em.find(RiskBreach, { user: userId }, { orderBy: { occurredAt: 'asc', id: 'asc' } });
    return {
      rules: rules.map(({ id, kind, limitValue, unit, accountId, createdAt }) => ({ id, kind, limit: limitValue, unit, accountId, createdAt })),
      breaches: breaches.map(({ ruleId, kind, day, figure, limitValue, unit, tradeIds, occurredAt }) => ({ ruleId, kind, day, figure, limit: limitValue, unit, tradeIds: JSON.parse(tradeIds) as number[], occurredAt })),
    };
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(RiskBreach, { user: userId });
    await em.nativeDelete(StoredRiskRule, { user: userId });
  },
  /** The breaches recorded before the cutoff are activity; the rules themselves are the trader's and stay. */
  deleteActivityBefore(em, userId, cutoff) {
    return em.nativeDelete(RiskBreach, { user: userId, createdAt: { $lt: cutoff } });
  },
};
