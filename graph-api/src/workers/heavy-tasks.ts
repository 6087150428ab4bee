import type { EntityManager } from '@mikro-orm/core';
import { type BreakdownFigures, breakdownBucketOf, breakdownFiguresOf, closedBreakdownTrades } from '../modules/breakdowns/breakdowns-computation';
import type { BucketStats } from '../modules/breakdowns/domain/bucket-stats';
import type { Dimension } from '../modules/breakdowns/domain/dimensions';
import type { ExcursionScatter } from '../modules/breakdowns/domain/excursion-scatter';
import { excursionScatterOf } from '../modules/breakdowns/excursion-scatter.service';
import type { PeriodComparison } from '../modules/breakdowns/domain/period-comparison';
import { periodComparisonIn } from '../modules/breakdowns/period-comparison.service';
import { type ExplainedMetric, type Explanation, explainMetric } from '../modules/dashboard-summary/explain';
import type { PerformanceMetrics } from '../modules/dashboard-summary/domain/performance-metrics';
import { filteredSummaryOf } from '../modules/dashboard-summary/summary/filtered-summary';
import { buildWholeSummary, type StoredSummary, type WholeSummaryBuilt } from '../modules/dashboard-summary/summary/summary-store';
import type { TradeScope } from '../modules/trades/rows';
import { coachingTradesOf } from '../modules/coaching/playbook/coaching-trade';
import { generatePlaybook, type PlaybookInput } from '../modules/coaching/playbook/generate-playbook';
import type { PlaybookContent } from '../modules/coaching/playbook/playbook-content';
import { entityManagerReader } from '../modules/insights/computation/entity-manager-reader';
import { CandleStore } from '../modules/market-data/store/candle-store';
import { HeldExcursions } from '../modules/trade-analysis/held-excursions';

/**
 * The heavy reads and computations the API hands to its worker threads (heavy-work-pool.ts): plain
 * data in (what the API's thread already knows, such as the caller's time zone), plain data out.
 */
export type HeavyTask =
  | { kind: 'breakdowns'; userId: number; timeZone: string; scope: TradeScope | null }
  | { kind: 'breakdown_bucket'; userId: number; timeZone: string; scope: TradeScope | null; dimension: Dimension; key: string }
  | { kind: 'excursion_scatter'; userId: number; scope?: TradeScope | null }
  | { kind: 'whole_summary'; userId: number; timeZone: string }
  | { kind: 'filtered_summary'; userId: number; timeZone: string; scope: TradeScope }
  | { kind: 'metric_explanation'; userId: number; timeZone: string; metric: ExplainedMetric; metrics: PerformanceMetrics; date: string | null; scope: TradeScope | null }
  | { kind: 'period_comparison'; userId: number; current: TradeScope; previous: TradeScope }
  | { kind: 'playbook_content'; userId: number; input: Omit<PlaybookInput, 'trades'> };

export interface HeavyResults {
  breakdowns: BreakdownFigures;
  breakdown_bucket: BucketStats | null;
  excursion_scatter: ExcursionScatter;
  whole_summary: WholeSummaryBuilt;
  filtered_summary: StoredSummary;
  metric_explanation: Explanation;
  period_comparison: PeriodComparison;
  playbook_content: PlaybookContent;
}

export type HeavyResult = HeavyResults[HeavyTask['kind']];

/** Runs one task on `em` (a worker's own ORM): the same functions the API would run itself, so the answers are the same. */
export async function runHeavyTask(em: EntityManager, task: HeavyTask): Promise<HeavyResult> {
  switch (task.kind) {
    case 'breakdowns':
      return breakdownFiguresOf(await closedBreakdownTrades(entityManagerReader(em), task.userId, task.scope), task.timeZone);
    case 'breakdown_bucket':
      return breakdownBucketOf(await closedBreakdownTrades(entityManagerReader(em), task.userId, task.scope), task.timeZone, task.dimension, task.key);
    case 'excursion_scatter':
      return excursionScatterOf(em, new HeldExcursions(new CandleStore()), task.userId, undefined, task.scope ?? null);
    case 'whole_summary':
      return buildWholeSummary(em, task.userId, task.timeZone);
    case 'filtered_summary':
      return filteredSummaryOf(em, task.userId, task.timeZone, task.scope);
    case 'metric_explanation':
      return explainMetric(em, task.userId, task.metric, task.metrics, task.timeZone, task.date, task.scope);
    case 'period_comparison':
      return periodComparisonIn(em, task.userId, task.current, task.previous);
    case 'playbook_content':
      return generatePlaybook({ ...task.input, trades: await coachingTradesOf(em, task.userId) });
  }
}
