import type { WiringInfra } from '../../wiring-infra';
import type { ImportService } from '../imports';
import type { JournalChanges } from '../journal';
import type { SettingsService } from '../settings';
import { BreakdownsService } from './breakdowns.service';
import { ExcursionScatterService } from './excursion-scatter.service';
import { PeriodComparisonService } from './period-comparison.service';
import { FiguresCache } from '../../workers/figures-cache';

export function wireBreakdowns(
  { heavyWork, heavyRequests, clock }: WiringInfra,
  { settings, imports, journalChanges }: { settings: SettingsService; imports: ImportService; journalChanges: JournalChanges },
) {
  // The /analytics figures, kept per user and request until what they rest on changes (figures-cache.ts).
  const figuresCache = new FiguresCache();
  imports.onCommitted((em, userId) => figuresCache.invalidate(userId, em));
  journalChanges.onChanged((em, userId) => figuresCache.invalidate(userId, em));
  settings.onInsightSettingsChanged((em, userId) => figuresCache.invalidate(userId, em));
  return {
    figuresCache,
    breakdowns: new BreakdownsService(settings, heavyWork, heavyRequests, figuresCache, clock),
    excursionScatter: new ExcursionScatterService(heavyWork, heavyRequests, figuresCache),
    periodComparison: new PeriodComparisonService(settings, heavyWork, heavyRequests, figuresCache, clock),
  };
}
