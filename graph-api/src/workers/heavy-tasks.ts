import type { EntityManager } from '@mikro-orm/core';
import { type BreakdownFigures, breakdownBucketOf, breakdownFiguresOf, closedBreakdownTrades } from '../modules/breakdowns/breakdowns-computation';
import type { BucketStats } from '../modules/breakdowns/domain/bucket-stats';
import type { Dimension } from '../modules/breakdowns/domain/dimensions';
import type { ExcursionScatter } from '../modules/breakdowns/domain/excursion-scatter';
import { excursionScatterOf } from '../modules/breakdowns/excursion-scatter.service';
import { buildWholeSummary, type WholeSummaryBuilt } from '../modules/dashboard-summary/summary/summary-store';
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
  | { kind: 'breakdowns'; userId: number; timeZone: string }
  | { kind: 'breakdown_bucket'; userId: number; timeZone: string; dimension: Dimension; key: string }
  | { kind: 'excursion_scatter'; userId: number }
  | { kind: 'whole_summary'; userId: number; timeZone: string }
  | { kind: 'playbook_content'; userId: number; input: Omit<PlaybookInput, 'trades'> };

export interface HeavyResults {
  breakdowns: BreakdownFigures;
  breakdown_bucket: BucketStats | null;
  excursion_scatter: ExcursionScatter;
  whole_summary: WholeSummaryBuilt;
  playbook_content: PlaybookContent;
}

export type HeavyResult = HeavyResults[HeavyTask['kind']];

/** Runs one task on `em` (a worker's own ORM): the same functions the API would run itself, so the answers are the same. */
export async function runHeavyTask(em: EntityManager, task: HeavyTask): Promise<HeavyResult> {
  switch (task.kind) {
    case 'breakdowns':
      return breakdownFiguresOf(await closedBreakdownTrades(entityManagerReader(em), task.userId), task.timeZone);
    case 'breakdown_bucket':
      return breakdownBucketOf(await closedBreakdownTrades(entityManagerReader(em), task.userId), task.timeZone, task.dimension, task.key);
    case 'excursion_scatter':
      return excursionScatterOf(em, new HeldExcursions(new CandleStore()), task.userId);
    case 'whole_summary':
      return buildWholeSummary(em, task.userId, task.timeZone);
    case 'playbook_content':
      return generatePlaybook({ ...task.input, trades: await coachingTradesOf(em, task.userId) });
  }
}
