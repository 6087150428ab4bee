import type { EntityManager } from '@mikro-orm/core';
import type { HeavyWorkLimiter } from '../../workers/heavy-work-limiter';
import type { HeavyWorkPool } from '../../workers/heavy-work-pool';
import type { Clock } from '../../clock';
import type { Caller } from '../auth';
import { isNoFilter, type JournalFilter, NO_JOURNAL_FILTER, scopeOf, type TradeScope } from '../trades';
import { ianaZoneOf, type SettingsService } from '../settings';
import type { BreakdownFigures } from './breakdowns-computation';
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
  breakdowns(em: EntityManager, caller: Caller, filter: JournalFilter = NO_JOURNAL_FILTER): Promise<Breakdowns> {
    const { userId } = caller;
    return this.timeZoneOf(em, userId).then(async (timeZone) => {
      const scope = this.scopeOf(filter, timeZone);
      const task = { kind: 'breakdowns', userId, timeZone, scope } as const;
      const figures = await this.cache.answer(em, userId, task, (answer) => answer.closedTrades, () => this.limiter.run(caller, () => this.workers.run(task)));
      return { timeZone, scope, ...figures };
    });
  }

  /** One bucket of one breakdown (no cards, no other breakdown), or undefined when it has no such bucket. */
  bucket(em: EntityManager, caller: Caller, dimension: Dimension, key: string, filter: JournalFilter = NO_JOURNAL_FILTER): Promise<BucketStats | undefined> {
    const { userId } = caller;
    return this.timeZoneOf(em, userId).then(async (timeZone) => {
      const task = { kind: 'breakdown_bucket', userId, timeZone, scope: this.scopeOf(filter, timeZone), dimension, key } as const;
      const bucket = await this.cache.answer(em, userId, task, (answer) => answer?.tally.trades ?? 1, () => this.limiter.run(caller, () => this.workers.run(task)));
      return bucket ?? undefined;
    });
  }

  /** The filter's scope in the caller's zone as of now (null for no filter): what the scatter is handed beside the breakdowns. */
  async scopeFor(em: EntityManager, userId: number, filter: JournalFilter): Promise<TradeScope | null> {
    return isNoFilter(filter) ? null : this.scopeOf(filter, await this.timeZoneOf(em, userId));
  }

  private scopeOf(filter: JournalFilter, timeZone: string): TradeScope | null {
    return isNoFilter(filter) ? null : scopeOf(filter, timeZone, this.clock.now());
  }

  private async timeZoneOf(em: EntityManager, userId: number): Promise<string> {
    return ianaZoneOf((await this.settings.get(em, userId)).timezone);
  }
}
