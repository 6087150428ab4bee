import type { EntityManager } from '@mikro-orm/core';
import type { Jobs } from '../jobs/jobs';
import type { InsightsRecompute } from '../modules/insights';
import type { RiskRuleService } from '../modules/risk-rules';
import { settingsOfEveryUser } from '../modules/settings';

export const NIGHTLY_ANALYSIS_JOB = 'analysis.nightly';

/** Before the trading day, in the trader's own zone (docs/reports-and-alerts.md "Real-time analysis"). */
export const NIGHTLY_ANALYSIS_LOCAL_TIME = '02:00';

/**
 * Real-time analysis off: the trades that arrived during the day are analysed at night instead of
 * as they came. Each such trader gets one job a night that computes their insights if they are stale
 * (which tells the confident ones) and checks their risk rules (which tells the breaches).
 */
export function registerNightlyAnalysis(jobs: Pick<Jobs, 'register' | 'recurring'>, deps: { insights: Pick<InsightsRecompute, 'current'>; riskRules: Pick<RiskRuleService, 'check'> }): void {
  jobs.register(NIGHTLY_ANALYSIS_JOB, async (_payload, { job, em }) => {
    if (job.userId === null) throw new Error('A nightly analysis needs its user');
    await analyse(em, job.userId, deps);
  });
  jobs.recurring({
    kind: NIGHTLY_ANALYSIS_JOB,
    async runs(em) {
      const users = await settingsOfEveryUser(em);
      return users
        .filter(({ realTimeAnalysis }) => !realTimeAnalysis)
        .map(({ userId, timeZone }) => ({ userId, localTime: NIGHTLY_ANALYSIS_LOCAL_TIME, timeZone, cadence: { every: 'day' } }));
    },
  });
}

async function analyse(em: EntityManager, userId: number, { insights, riskRules }: Parameters<typeof registerNightlyAnalysis>[1]): Promise<void> {
  // Computed only when stale: a night with no new trades costs a read.
  await insights.current(em.fork(), userId);
  await riskRules.check(em.fork(), userId);
}
