import type { WiringInfra } from '../../wiring-infra';
import { FiguresCache } from '../../workers/figures-cache';
import type { JournalChanges } from '../journal';
import type { ImportService } from '../imports';
import type { PositionChoices } from '../trades';
import { analyticsSection } from './analytics.section';
import { AnalyticsService } from './analytics.service';
import { summaryFollowsImports } from './summary/import-hook';
import { markSummaryStale } from './summary/summary-store';

/** Its rows point at account instruments: wired after imports and the journal, so deleted before them. */
export function wireDashboardSummary(
  { userData, heavyWork, clock }: WiringInfra,
  { imports, positionChoices, journalChanges }: { imports: ImportService; positionChoices: PositionChoices; journalChanges: JournalChanges },
) {
  userData.register(analyticsSection);
  // The dashboard's summary follows every import inside its transaction (dashboard-summary/METRICS.md).
  imports.followInTransaction(summaryFollowsImports);
  // A split or merge of positions regroups the trades the summary counts: built again when next read.
  positionChoices.onChanged(markSummaryStale);
  // The filtered figures (docs/filter-bar.md) are kept until the trades, their grouping, or the journal (tags) change.
  const filteredFigures = new FiguresCache();
  imports.onCommitted((_em, userId) => filteredFigures.invalidate(userId));
  journalChanges.onChanged((_em, userId) => filteredFigures.invalidate(userId));
  positionChoices.onChanged(async (_em, userId) => filteredFigures.invalidate(userId));
  return { analytics: new AnalyticsService(heavyWork, clock, filteredFigures), filteredFigures };
}
