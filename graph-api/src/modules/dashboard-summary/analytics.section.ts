import type { UserDataSection } from '../../infra/users';
import { AnalyticsDay, AnalyticsInstrument, AnalyticsState } from './summary/analytics-summary.entities';

/**
 * The performance summary derived from the user's trades (held, so exported too). Registered after
 * the trades and executions: deleted before the account instruments its rows point at.
 */
export const analyticsSection: UserDataSection = {
  name: 'analytics',
  async export(em, userId) {
    const state = await em.findOne(AnalyticsState, { user: userId });
    const days = await em.find(AnalyticsDay, { user: userId }, { orderBy: { day: 'asc' } });
    const instruments = await em.find(AnalyticsInstrument, { user: userId }, { orderBy: { accountInstrument: 'asc' } });
    return {
      timeZone: state?.timeZone ?? null,
      days: days.map(({ day, summary }) => ({ day, summary: JSON.parse(summary) as unknown })),
      instruments: instruments.map(({ accountInstrument, symbol, stats, days: digests }) => ({ accountInstrumentId: accountInstrument.id, symbol, stats: JSON.parse(stats) as unknown, days: JSON.parse(digests) as unknown })),
    };
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(AnalyticsInstrument, { user: userId });
    await em.nativeDelete(AnalyticsDay, { user: userId });
    await em.nativeDelete(AnalyticsState, { user: userId });
  },
};
