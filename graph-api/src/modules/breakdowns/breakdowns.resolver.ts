import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { JournalFilterInput, journalFilterOf, type TradeResolver } from '../trades';
import { BreakdownsError } from './breakdowns.errors';
import type { BreakdownsService } from './breakdowns.service';
import { AnalyticsBreakdownsView, BreakdownBucketView, BreakdownDimension } from './breakdowns.types';
import type { Dimension } from './domain/dimensions';
import type { ExcursionScatterService } from './excursion-scatter.service';
import type { PeriodComparisonService } from './period-comparison.service';
import { PeriodComparisonView } from './period-comparison.types';
import { ExcursionScatterView } from './excursion-scatter.types';

@Resolver()
export class BreakdownsResolver {
  constructor(
    private readonly breakdowns: BreakdownsService,
    private readonly excursionScatter: ExcursionScatterService,
    private readonly comparisons: PeriodComparisonService,
    // A bucket's trades are answered as Query.trades answers them: by its resolver.
    private readonly trades: TradeResolver,
  ) {}

  @Authorized()
  @Query(() => AnalyticsBreakdownsView, { description: "The /analytics page (GET /api/analytics/breakdowns): the caller's risk, trend, timing and size cards and breakdowns, of the trades `filter` keeps (docs/filter-bar.md)." })
  async analyticsBreakdowns(@Arg('filter', () => JournalFilterInput, { nullable: true }) filter: JournalFilterInput | null, @Ctx() context: GraphQLContext): Promise<AnalyticsBreakdownsView> {
    const caller = callerOf(context);
    const answer = await this.breakdowns.breakdowns(context.em, caller, journalFilterOf(filter ?? {}));
    const loadExcursions = async () => ExcursionScatterView.of(await this.excursionScatter.scatter(context.em, caller, answer.scope));
    return AnalyticsBreakdownsView.of(answer, (ids) => this.trades.tradesByIds(context, ids), loadExcursions);
  }

  @Authorized()
  @Query(() => BreakdownBucketView, { description: 'One bucket of a breakdown with its trades (at most 50, newest first). An unknown key is BAD_USER_INPUT.' })
  async breakdownBucket(
    @Arg('dimension', () => BreakdownDimension) dimension: Dimension,
    @Arg('key', () => String) key: string,
    @Arg('filter', () => JournalFilterInput, { nullable: true }) filter: JournalFilterInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<BreakdownBucketView> {
    const bucket = await this.breakdowns.bucket(context.em, callerOf(context), dimension, key, journalFilterOf(filter ?? {}));
    if (!bucket) throw new BreakdownsError('unknown_bucket', `There is no bucket "${key.slice(0, 60)}" in the ${dimension} breakdown.`);
    return BreakdownBucketView.of(bucket, (ids) => this.trades.tradesByIds(context, ids));
  }

  @Authorized()
  @Query(() => PeriodComparisonView, {
    nullable: true,
    description: "Compare with the previous period: the filter's headline figures beside the period before, with each change and whether it is more than noise; null without a period (a preset or both dates).",
  })
  async periodComparison(@Arg('filter', () => JournalFilterInput) filter: JournalFilterInput, @Ctx() context: GraphQLContext): Promise<PeriodComparisonView | null> {
    const compared = await this.comparisons.compare(context.em, callerOf(context), journalFilterOf(filter));
    return compared && PeriodComparisonView.of(compared);
  }
}
