import type { UserDataSection } from '../../infra/users';
import { InsightRun, StoredInsight } from './insight.entity';
import type { InsightsService } from './insights.service';

/** The user's insights (derived from their trades, but held, so exported too). */
export const insightsSection = (insights: InsightsService): UserDataSection => ({
  name: 'insights',
  async export(em, userId) {
    return insights.stored(em, userId);
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(StoredInsight, { user: userId });
    await em.nativeDelete(InsightRun, { user: userId });
  },
});
