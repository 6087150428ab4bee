import type { WiringInfra } from '../../wiring-infra';
import type { ImportService } from '../imports';
import type { PositionChoices } from '../trades';
import { analyticsSection } from './analytics.section';
import { AnalyticsService } from './analytics.service';
import { summaryFollowsImports } from './summary/import-hook';
import { markSummaryStale } from './summary/summary-store';

/** Its rows point at account instruments: wired after imports and the journal, so deleted before them. */
export function wireDashboardSummary({ userData, heavyWork }: WiringInfra, { imports, positionChoices }: { imports: ImportService; positionChoices: PositionChoices }) {
  userData.register(analyticsSection);
  // The dashboard's summary follows every import inside its transaction (dashboard-summary/METRICS.md).
  imports.followInTransaction(summaryFollowsImports);
  // A split or merge of positions regroups the trades the summary counts: built again when next read.
  positionChoices.onChanged(markSummaryStale);
  return { analytics: new AnalyticsService(heavyWork) };
}
