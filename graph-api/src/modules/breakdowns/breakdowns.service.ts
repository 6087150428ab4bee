import type { EntityManager } from '@mikro-orm/core';
import type { HeavyWorkLimiter } from '../../workers/heavy-work-limiter';
import type { HeavyWorkPool } from '../../workers/heavy-work-pool';
import type { Clock } from '../../clock';
import type { Caller } from '../auth';
import { isNoFilter, type JournalFilter, NO_JOURNAL_FILTER, type TradeScope } from '../trades';
import type { SettingsService } from '../settings';
import type { BreakdownFigures } from './breakdowns-computation';
import { callerScopeOf } from './caller-scope';
import type { BucketStats } from './domain/bucket-stats';
import type { Dimension } from './domain/dimensions';
import type { FiguresCache } from '../../workers/figures-cache';

export interface Breakdowns extends BreakdownFigures {
  timeZone: string;
  /** The filter's window in the trader's zone; null for all trades. */
  scope: TradeScope | null;
}

/**
 * The /analytics page's figures (dashboard-summary/METRICS.md "Breakdowns by bucket"), computed from the
 * caller's closed trades with their side, stop and tags, in their Timezone setting. The trades are
 * read and bucketed on a worker thread (breakdowns-computation.ts), at most HEAVY_REQUESTS_PER_USER
 * of a user's at once, and answered again from `cache` until the journal changes.
 */
export class BreakdownsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly workers: HeavyWorkPool,
    private readonly limiter: HeavyWorkLimiter,
    private readonly cache: FiguresCache,
    private readonly clock: Clock,
  ) {}

  /** The figures under the filter bar's filter (docs/filter-bar.md): the same computation over the trades it keeps, cached per filter. */
  async breakdowns(em: EntityManager, caller: Caller, filter: JournalFilter = NO_JOURNAL_FILTER): Promise<Breakdowns> {
    const { userId } = caller;
    const { timeZone, scope } = await this.scopeOf(em, userId, filter);
    const task = { kind: 'breakdowns', userId, timeZone, scope } as const;
    const figures = await this.cache.answer(em, userId, task, (answer) => answer.closedTrades, () => this.limiter.run(caller, () => this.workers.run(task)));
    return { timeZone, scope, ...figures };
  }

  /** One bucket of one breakdown (no cards, no other breakdown), or undefined when it has no such bucket. */
  async bucket(em: EntityManager, caller: Caller, dimension: Dimension, key: string, filter: JournalFilter = NO_JOURNAL_FILTER): Promise<BucketStats | undefined> {
    const { userId } = caller;
    const { timeZone, scope } = await this.scopeOf(em, userId, filter);
    const task = { kind: 'breakdown_bucket', userId, timeZone, scope, dimension, key } as const;
    const bucket = await this.cache.answer(em, userId, task, (answer) => answer?.tally.trades ?? 1, () => this.limiter.run(caller, () => this.workers.run(task)));
    return bucket ?? undefined;
  }

  /** No filter is no scope: the figures of every trade, cached as one (not under today's window of 'all'). */
  private async scopeOf(em: EntityManager, userId: number, filter: JournalFilter): Promise<{ timeZone: string; scope: TradeScope | null }> {
    const { timeZone, scope } = await callerScopeOf(this.settings, this.clock, em, userId, filter);
    return { timeZone, scope: isNoFilter(filter) ? null : scope };
  }

  /** The filter's scope in the caller's zone as of now (null for no filter): what the scatter is handed beside the breakdowns. */
  async scopeFor(em: EntityManager, userId: number, filter: JournalFilter): Promise<TradeScope | null> {
    return (await this.scopeOf(em, userId, filter)).scope;
  }
}
