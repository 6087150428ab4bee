import type { EntityManager } from '@mikro-orm/core';
import { entityManagerReader } from '../insights/computation/entity-manager-reader';
import { closedInsightTrades } from '../insights/insight-trades';
import type { SettingsService } from '../settings/settings.service';
import { IANA_TIME_ZONES } from '../settings/settings.values';
import { allBreakdownsOf, breakdownOf, type DimensionBreakdown } from './domain/breakdowns';
import type { BreakdownTrade, BucketStats } from './domain/bucket-stats';
import type { Dimension } from './domain/dimensions';
import { type AnalyticsCards, cardsOf } from './domain/cards';

export interface Breakdowns {
  timeZone: string;
  closedTrades: number;
  /** The closed trades read, for the scatter asked in the same request (not answered as such). */
  trades: readonly BreakdownTrade[];
  dimensions: DimensionBreakdown[];
  cards: AnalyticsCards;
}

/**
 * The /analytics page's figures (analytics/METRICS.md "Breakdowns by bucket"), computed from the
 * caller's closed trades with their side, stop and tags, in their Timezone setting.
 */
export class BreakdownsService {
  constructor(private readonly settings: SettingsService) {}

  async breakdowns(em: EntityManager, userId: number): Promise<Breakdowns> {
    const timeZone = IANA_TIME_ZONES[(await this.settings.get(em, userId)).timezone];
    // The insights read the same trades the same way: one reading of a trade, its journal and its stop.
    const trades = await closedInsightTrades(entityManagerReader(em), userId);
    const dimensions = allBreakdownsOf(trades, timeZone);
    return { timeZone, closedTrades: trades.length, trades, dimensions, cards: cardsOf(trades, dimensions) };
  }

  /** One bucket of one breakdown (no cards, no other breakdown), or undefined when it has no such bucket. */
  async bucket(em: EntityManager, userId: number, dimension: Dimension, key: string): Promise<BucketStats | undefined> {
    const timeZone = IANA_TIME_ZONES[(await this.settings.get(em, userId)).timezone];
    return breakdownOf(dimension, await closedInsightTrades(entityManagerReader(em), userId), timeZone).buckets.find((bucket) => bucket.key === key);
  }
}
