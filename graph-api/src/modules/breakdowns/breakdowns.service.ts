import type { EntityManager } from '@mikro-orm/core';
import type { HeavyWorkLimiter } from '../../workers/heavy-work-limiter';
import type { HeavyWorkPool } from '../../workers/heavy-work-pool';
import type { Caller } from '../auth';
import { IANA_TIME_ZONES, type SettingsService } from '../settings';
import type { BreakdownFigures } from './breakdowns-computation';
import type { BucketStats } from './domain/bucket-stats';
import type { Dimension } from './domain/dimensions';

export interface Breakdowns extends BreakdownFigures {
  timeZone: string;
}

/**
 * The /analytics page's figures (dashboard-summary/METRICS.md "Breakdowns by bucket"), computed from the
 * caller's closed trades with their side, stop and tags, in their Timezone setting. The trades are
 * read and bucketed on a worker thread (breakdowns-computation.ts), at most HEAVY_REQUESTS_PER_USER
 * of a user's at once.
 */
export class BreakdownsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly workers: HeavyWorkPool,
    private readonly limiter: HeavyWorkLimiter,
  ) {}

  breakdowns(em: EntityManager, caller: Caller): Promise<Breakdowns> {
    const { userId } = caller;
    return this.limiter.run(caller, async () => {
      const timeZone = await this.timeZoneOf(em, userId);
      return { timeZone, ...(await this.workers.run({ kind: 'breakdowns', userId, timeZone })) };
    });
  }

  /** One bucket of one breakdown (no cards, no other breakdown), or undefined when it has no such bucket. */
  bucket(em: EntityManager, caller: Caller, dimension: Dimension, key: string): Promise<BucketStats | undefined> {
    const { userId } = caller;
    return this.limiter.run(caller, async () => {
      const timeZone = await this.timeZoneOf(em, userId);
      return (await this.workers.run({ kind: 'breakdown_bucket', userId, timeZone, dimension, key })) ?? undefined;
    });
  }

  private async timeZoneOf(em: EntityManager, userId: number): Promise<string> {
    return IANA_TIME_ZONES[(await this.settings.get(em, userId)).timezone];
  }
}
