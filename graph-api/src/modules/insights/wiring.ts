import type { EntityManager } from '@mikro-orm/core';
import type { WiringInfra } from '../../wiring-infra';
import type { ImportService } from '../imports';
import type { JournalChanges } from '../journal';
import type { SettingsService } from '../settings';
import { InsightsWorkers } from './computation/insights-workers';
import { InsightsRecompute, JOURNAL_QUIET_MS } from './insights-recompute';
import { insightsSection } from './insights.section';
import { type ConfidentInsightsListener, InsightsService } from './insights.service';
import { PendingRecomputes, registerInsightsJobs } from './pending-recomputes';

interface InsightsNeeds {
  settings: SettingsService;
  imports: ImportService;
  journalChanges: JournalChanges;
  /** Told of each run's confident insights (the notification centre's). */
  confidentInsights: ConfidentInsightsListener;
}

export function wireInsights({ config, clock, logger, jobs, userData }: WiringInfra, { settings, imports, journalChanges, confidentInsights }: InsightsNeeds) {
  // The engine runs on worker threads, each reading the trades on its own connection (insights/INSIGHTS.md).
  const insightsService = new InsightsService(settings, clock, new InsightsWorkers(config.database));
  insightsService.onConfidentInsights(confidentInsights);
  userData.register(insightsSection(insightsService));
  // Each computation waiting in this process is also a job, so a restart loses none (docs/jobs.md).
  // With Real-time analysis off, an import leaves them stale for the nightly run or the next reader (docs/reports-and-alerts.md).
  const realTimeAnalysis = async (em: EntityManager, userId: number) => (await settings.get(em, userId)).realTimeAnalysis;
  const insights = new InsightsRecompute(insightsService, logger.child({ component: 'insights' }), JOURNAL_QUIET_MS, new PendingRecomputes(jobs.queue, clock), realTimeAnalysis);
  // The insights follow every stored import, after its response (insights/INSIGHTS.md),
  imports.onCommitted((em, userId) => insights.afterImport(em, userId));
  // (the filtered views' findings, computed on request, are computed again when next asked for)
  imports.onCommitted((_em, userId) => insightsService.forget(userId));
  journalChanges.onChanged((_em, userId) => insightsService.forget(userId));
  settings.onInsightSettingsChanged((_em, userId) => insightsService.forget(userId));
  // every journal edit they rest on (setups, mistakes, planned stops), once the edits pause,
  journalChanges.onChanged((em, userId) => insights.afterJournalEdit(em, userId));
  // and a change of the Timezone or Risk per Trade they are computed in.
  settings.onInsightSettingsChanged((em, userId) => insights.afterSettingsChange(em, userId));
  registerInsightsJobs(jobs, (em, userId) => insights.recomputeNow(em, userId));
  return { insights };
}
