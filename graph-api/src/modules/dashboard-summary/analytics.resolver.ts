import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { JournalFilterInput, journalFilterOf, type TradeResolver, TradeView } from '../trades';
import { type AnalyticsService, RECENT_TRADES } from './analytics.service';
import { AdvancedAnalyticsView, DashboardMetric, DashboardView, MetricExplanationView, PerformanceChartView } from './analytics.types';
import type { ExplainedMetric } from './explain';

@Resolver(() => DashboardView)
export class AnalyticsResolver {
  constructor(
    private readonly analytics: AnalyticsService,
    // The recent trades are the trade list's first page, in its shape: answered by its resolver.
    private readonly trades: TradeResolver,
  ) {}

  @Authorized()
  @Query(() => DashboardView, { description: "The caller's dashboard (SPEC §3), folded from their trade summary; under `filter`, from the filtered trades' (docs/filter-bar.md)." })
  async dashboard(@Arg('filter', () => JournalFilterInput, { nullable: true }) filter: JournalFilterInput | null, @Ctx() context: GraphQLContext): Promise<DashboardView> {
    return DashboardView.of(await this.analytics.dashboard(context.em, callerOf(context).userId, journalFilterOf(filter ?? {})), filter);
  }

  @Authorized()
  @FieldResolver(() => [TradeView], { description: "The 5 newest trades (by entry) under the dashboard's filter, open ones included, as Query.trades answers them." })
  async recentTrades(@Root() dashboard: DashboardView, @Ctx() context: GraphQLContext): Promise<TradeView[]> {
    return this.trades.trades(RECENT_TRADES, dashboard.filterInput, context);
  }

  @Authorized()
  @FieldResolver(() => MetricExplanationView, { description: 'What a figure is made of. daily_pnl takes the day (YYYY-MM-DD) as date.' })
  async explain(
    @Root() dashboard: DashboardView,
    @Arg('metric', () => DashboardMetric) metric: ExplainedMetric,
    @Arg('date', () => String, { nullable: true }) date: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<MetricExplanationView> {
    const explanation = await this.analytics.explain(context.em, callerOf(context).userId, dashboard, metric, date);
    return MetricExplanationView.of(explanation, () => this.trades.tradesByIds(context, explanation.tradeIds));
  }

  @Authorized()
  @Query(() => PerformanceChartView, { description: 'SPEC §3 performance chart: one point per local day with a closed trade.' })
  async performanceChart(@Arg('filter', () => JournalFilterInput, { nullable: true }) filter: JournalFilterInput | null, @Ctx() context: GraphQLContext): Promise<PerformanceChartView> {
    return PerformanceChartView.of(await this.analytics.performanceChart(context.em, callerOf(context).userId, journalFilterOf(filter ?? {})));
  }

  @Authorized()
  @Query(() => AdvancedAnalyticsView, { description: 'SPEC §3 advanced analytics: best day, hour, symbols and size range, with sample sizes.' })
  async advancedAnalytics(@Arg('filter', () => JournalFilterInput, { nullable: true }) filter: JournalFilterInput | null, @Ctx() context: GraphQLContext): Promise<AdvancedAnalyticsView> {
    return AdvancedAnalyticsView.of(await this.analytics.advancedAnalytics(context.em, callerOf(context).userId, journalFilterOf(filter ?? {})));
  }
}
