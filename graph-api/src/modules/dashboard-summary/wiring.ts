import type { WiringInfra } from '../../wiring-infra';
import type { ImportService } from '../imports';
import { analyticsSection } from './analytics.section';
import { AnalyticsService } from './analytics.service';
import { summaryFollowsImports } from './summary/import-hook';

/** Its rows point at account instruments: wired after imports and the journal, so deleted before them. */
export function wireDashboardSummary({ userData, heavyWork }: WiringInfra, { imports }: { imports: ImportService }) {
  userData.register(analyticsSection);
  // The dashboard's summary follows every import inside its transaction (dashboard-summary/METRICS.md).
  imports.followInTransaction(summaryFollowsImports);
  return { analytics: new AnalyticsService(heavyWork) };
}
