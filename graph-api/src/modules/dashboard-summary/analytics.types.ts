import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Ratio } from './domain/performance-metrics';
import type { Streak } from './domain/streaks';
import { winRateOf } from './domain/tally';
import { averagePnl, type Ranked } from './domain/breakdowns';
import { type AdvancedAnalytics, type Dashboard, ENOUGH_TRADES, type PerformanceChart } from './analytics.service';
import { describeFilter, type JournalFilterInput, NO_JOURNAL_FILTER, TradeView } from '../trades';
import { ClosedTradesFiguresView, ClosedTradesResultView, GroupPerformanceView, groupPerformanceOf, OutcomeCountsView, outcomeCountsOf } from './closed-trades.types';
import { EXPLAINED_METRICS, type ExplainedMetric, type Explanation } from './explain';

// Money is decimal text, as on Trade; ratios are numbers; win rates fractions 0-1 (SPEC §3).

export const DashboardMetric = Object.fromEntries(EXPLAINED_METRICS.map((metric) => [metric.toUpperCase(), metric])) as { [Key in Uppercase<ExplainedMetric>]: Lowercase<Key> };
registerEnumType(DashboardMetric, { name: 'DashboardMetric', description: 'A figure of the dashboard that can be explained (see graph-api/src/modules/dashboard-summary/METRICS.md).' });

/** '∞', '—' or the ratio to 2 decimals (SPEC §9). */
export const ratioText = (ratio: Ratio): string => (ratio.kind === 'infinite' ? '∞' : ratio.kind === 'none' ? '—' : ratio.value.toFixed(2));
export const ratioValue = (ratio: Ratio): number | null => (ratio.kind === 'value' ? ratio.value : null);

@ObjectType('Streak', { description: 'A run of consecutive trades of one outcome, in order of exit time.' })
export class StreakView {
  @Field(() => Int)
  count!: number;

  @Field({ description: 'Net P&L of the run.' })
  total!: string;

  static of({ count, total }: Streak): StreakView {
    return Object.assign(new StreakView(), { count, total });
  }
}

@ObjectType('PerformanceStats', { description: 'Figures of closed trades only (METRICS.md). Open trades are counted in openTrades and nowhere else.' })
export class PerformanceStatsView extends ClosedTradesFiguresView {
  @Field(() => Int, { description: 'Closed trades.' })
  totalTrades!: number;

  @Field(() => Int)
  openTrades!: number;

  @Field(() => Float, { nullable: true, description: 'Gross profit / |gross loss|; null when infinite (no loss) or undefined (neither wins nor losses): see profitFactorText.' })
  profitFactor!: number | null;

  @Field({ description: "'∞' with no loss, '—' with nothing to divide, else 2 decimals." })
  profitFactorText!: string;

  @Field({ description: 'Σ net P&L of winners.' })
  grossProfit!: string;

  @Field({ description: 'Σ net P&L of losers (negative).' })
  grossLoss!: string;

  @Field()
  avgWin!: string;

  @Field({ description: 'Negative.' })
  avgLoss!: string;

  @Field(() => Float, { nullable: true, description: 'Average win / |average loss|; null without a winner or a loser.' })
  payoffRatio!: number | null;

  @Field()
  payoffRatioText!: string;

  @Field({ description: 'Largest peak-to-trough fall of cumulative net P&L, in dollars (0 or more).' })
  maxDrawdown!: string;

  @Field(() => Date, { nullable: true, description: 'When the curve was at the peak the drawdown fell from; null: the start.' })
  maxDrawdownPeakAt!: Date | null;

  @Field(() => Date, { nullable: true })
  maxDrawdownTroughAt!: Date | null;

  @Field(() => StreakView, { description: 'The losing run with the largest total loss.' })
  largestLosingStreak!: StreakView;

  @Field(() => StreakView)
  longestWinStreak!: StreakView;

  @Field(() => StreakView)
  longestLossStreak!: StreakView;

  @Field({ description: 'Σ gross P&L of closed trades.' })
  grossPnl!: string;

  @Field()
  commissions!: string;

  @Field()
  fees!: string;

  @Field(() => Float, { nullable: true, description: '(commissions + fees) / gross P&L; null when gross P&L is not above 0.' })
  costShareOfGross!: number | null;

  static of(metrics: Dashboard['metrics']): PerformanceStatsView {
    const { tally } = metrics;
    return Object.assign(new PerformanceStatsView(), {
      totalPnl: tally.netPnl,
      totalTrades: tally.trades,
      openTrades: metrics.openTrades,
      ...outcomeCountsOf(tally),
      winRate: metrics.winRate,
      profitFactor: ratioValue(metrics.profitFactor),
      profitFactorText: ratioText(metrics.profitFactor),
      grossProfit: tally.grossProfit,
      grossLoss: tally.grossLoss,
      expectancy: metrics.expectancy,
      avgWin: metrics.avgWin,
      avgLoss: metrics.avgLoss,
      payoffRatio: ratioValue(metrics.payoffRatio),
      payoffRatioText: ratioText(metrics.payoffRatio),
      maxDrawdown: metrics.maxDrawdown.amount,
      maxDrawdownPeakAt: metrics.maxDrawdown.peakAt === null ? null : new Date(metrics.maxDrawdown.peakAt),
      maxDrawdownTroughAt: metrics.maxDrawdown.troughAt === null ? null : new Date(metrics.maxDrawdown.troughAt),
      largestLosingStreak: StreakView.of(metrics.largestLosingStreak),
      longestWinStreak: StreakView.of(metrics.longestWinStreak),
      longestLossStreak: StreakView.of(metrics.longestLossStreak),
      grossPnl: tally.grossPnl,
      commissions: tally.commission,
      fees: tally.fees,
      costShareOfGross: ratioValue(metrics.costShareOfGross),
    });
  }
}

@ObjectType('SymbolPerformance', { description: 'A symbol\'s closed trades (every account holding it together).' })
export class SymbolPerformanceView extends ClosedTradesResultView {
  @Field()
  symbol!: string;

  @Field(() => Int)
  tradeCount!: number;

  static of({ key, tally }: Ranked<string>): SymbolPerformanceView {
    return Object.assign(new SymbolPerformanceView(), { symbol: key, tradeCount: tally.trades, totalPnl: tally.netPnl, winRate: winRateOf(tally), ...outcomeCountsOf(tally) });
  }
}

@ObjectType('DashboardInsight', { description: 'An insight of the insights engine (none until it is built).' })
export class DashboardInsightView {
  @Field()
  text!: string;
}

@ObjectType('MetricInput', { description: 'A value a figure is computed from.' })
export class MetricInputView {
  @Field()
  name!: string;

  @Field()
  value!: string;
}

@ObjectType('MetricExplanation', { description: 'What a figure is made of: its formula in words, its inputs, and the trades behind it.' })
export class MetricExplanationView {
  @Field(() => DashboardMetric)
  metric!: ExplainedMetric;

  @Field()
  formula!: string;

  @Field(() => [MetricInputView])
  inputs!: MetricInputView[];

  @Field(() => Int, { description: 'How many trades the figure is made of.' })
  tradeCount!: number;

  @Field(() => [ID], { description: 'Their ids, at most 50 (tradeCount says how many there are): drawdown, streaks and a day in order of exit, other sets newest first.' })
  tradeIds!: string[];

  @Field({ description: 'Which trades the figure counts, in words: "all trades" or the dashboard\'s filter.' })
  filter!: string;

  /** Reads the trades of tradeIds: set by the resolver, which has the trade services. */
  loadTrades!: () => Promise<TradeView[]>;

  // A field of the type itself rather than of a resolver class: read only when a query asks for it.
  @Field(() => [TradeView], { description: 'The trades of tradeIds (at most 50, in that order; tradeCount says how many there are), so a panel needs no second request.' })
  trades(): Promise<TradeView[]> {
    return this.loadTrades();
  }

  static of(explanation: Explanation, loadTrades: () => Promise<TradeView[]>): MetricExplanationView {
    return Object.assign(new MetricExplanationView(), { ...explanation, inputs: explanation.inputs.map((input) => Object.assign(new MetricInputView(), input)), loadTrades });
  }
}

@ObjectType('Dashboard', { description: 'SPEC §3 dashboard response. Days and hours are in the user\'s Timezone setting.' })
export class DashboardView {
  @Field(() => PerformanceStatsView)
  performanceStats!: PerformanceStatsView;

  @Field(() => [SymbolPerformanceView], { description: 'Top 5 symbols by net P&L.' })
  symbolPerformance!: SymbolPerformanceView[];

  @Field(() => [DashboardInsightView])
  aiInsights!: DashboardInsightView[];

  @Field({ description: 'The IANA zone days and hours are counted in.' })
  timeZone!: string;

  @Field({ description: 'Which trades the figures count, in words: "all trades" or the filter.' })
  filter!: string;

  @Field({ description: `True under a filter keeping fewer than ${ENOUGH_TRADES} closed trades: the figures rest on too few trades to read much into.` })
  tooFewTrades!: boolean;

  /** The figures `explain` starts from (not a field). */
  metrics!: Dashboard['metrics'];

  /** The filter's window (not a field): explain lists the filtered trades. */
  scope!: Dashboard['scope'];

  /** The filter as sent (not a field): the recent trades are the history's first page under it. */
  filterInput!: JournalFilterInput | null;

  static of(dashboard: Dashboard, filterInput: JournalFilterInput | null = null): DashboardView {
    return Object.assign(new DashboardView(), {
      filter: describeFilter(dashboard.scope?.filter ?? NO_JOURNAL_FILTER),
      tooFewTrades: dashboard.scope !== null && dashboard.metrics.tally.trades < ENOUGH_TRADES,
      scope: dashboard.scope,
      filterInput,
      performanceStats: PerformanceStatsView.of(dashboard.metrics),
      symbolPerformance: dashboard.symbolPerformance.map(SymbolPerformanceView.of),
      aiInsights: [],
      timeZone: dashboard.timeZone,
      metrics: dashboard.metrics,
    });
  }
}

@ObjectType('ChartPoint', { description: 'A local day with at least one closed trade.' })
export class ChartPointView extends OutcomeCountsView {
  @Field({ description: 'YYYY-MM-DD.' })
  date!: string;

  @Field({ description: 'Cumulative net P&L at the end of the day.' })
  cumulativePnl!: string;

  @Field({ description: 'Net P&L of the day.' })
  pnl!: string;

  @Field(() => Int)
  trades!: number;
}

@ObjectType('PerformanceChart', { description: 'SPEC §3 performance chart: one point per local day with activity, over the whole history.' })
export class PerformanceChartView {
  @Field(() => [ChartPointView])
  chartData!: ChartPointView[];

  @Field()
  timeZone!: string;

  static of(chart: PerformanceChart): PerformanceChartView {
    return Object.assign(new PerformanceChartView(), {
      timeZone: chart.timeZone,
      chartData: chart.points.map(({ date, cumulativePnl, tally }) =>
        Object.assign(new ChartPointView(), { date, cumulativePnl, pnl: tally.netPnl, trades: tally.trades, ...outcomeCountsOf(tally) }),
      ),
    });
  }
}

@ObjectType('DayPerformance', { description: 'A weekday (local day of exit).' })
export class DayPerformanceView extends GroupPerformanceView {
  @Field({ description: 'Monday … Sunday.' })
  day!: string;

  static of({ key, tally }: Ranked<string>): DayPerformanceView {
    return Object.assign(new DayPerformanceView(), { day: key, ...groupPerformanceOf(tally) });
  }
}

@ObjectType('HourPerformance', { description: 'A local hour of entry.' })
export class HourPerformanceView extends GroupPerformanceView {
  @Field(() => Int, { description: '0-23.' })
  hour!: number;

  static of({ key, tally }: Ranked<number>): HourPerformanceView {
    return Object.assign(new HourPerformanceView(), { hour: key, ...groupPerformanceOf(tally) });
  }
}

@ObjectType('TopPerformer')
export class TopPerformerView extends GroupPerformanceView {
  @Field()
  symbol!: string;

  static of({ key, tally }: Ranked<string>): TopPerformerView {
    return Object.assign(new TopPerformerView(), { symbol: key, ...groupPerformanceOf(tally) });
  }
}

@ObjectType('SizeRangePerformance', { description: 'Position size = |quantity| × entry price × multiplier.' })
export class SizeRangeView extends GroupPerformanceView {
  @Field()
  range!: string;

  @Field({ description: 'Net P&L / trades of the range.' })
  avgPnl!: string;

  static of({ key, tally }: Ranked<string>): SizeRangeView {
    return Object.assign(new SizeRangeView(), { range: key, ...groupPerformanceOf(tally), avgPnl: averagePnl(tally) });
  }
}

@ObjectType('TimeAnalytics')
export class TimeAnalyticsView {
  @Field(() => DayPerformanceView, { nullable: true, description: 'The weekday with the highest net P&L; null without trades.' })
  bestDay!: DayPerformanceView | null;

  @Field(() => HourPerformanceView, { nullable: true, description: 'The hour of entry with the highest net P&L; null without trades.' })
  bestHour!: HourPerformanceView | null;

  @Field(() => [DayPerformanceView], { description: 'Every weekday with trades, best first.' })
  byWeekday!: DayPerformanceView[];

  @Field(() => [HourPerformanceView], { description: 'Every hour with trades, best first.' })
  byHour!: HourPerformanceView[];
}

@ObjectType('SymbolAnalytics')
export class SymbolAnalyticsView {
  @Field(() => [TopPerformerView], { description: 'Top 5 symbols by net P&L.' })
  topPerformers!: TopPerformerView[];
}

@ObjectType('PositionSizeAnalysis')
export class PositionSizeAnalysisView {
  @Field(() => SizeRangeView, { nullable: true, description: 'The range with the highest average net P&L; null without trades.' })
  bestRange!: SizeRangeView | null;

  @Field(() => [SizeRangeView], { description: 'Every range with trades, best first.' })
  ranges!: SizeRangeView[];
}

export const NO_TRADING_DATA = 'No trading data available for analysis';

@ObjectType('AdvancedAnalytics', { description: 'SPEC §3 advanced analytics response, with every group\'s sample size (trades).' })
export class AdvancedAnalyticsView {
  @Field(() => String, { nullable: true, description: "'No trading data available for analysis' without closed trades." })
  message!: string | null;

  @Field(() => TimeAnalyticsView)
  timeAnalytics!: TimeAnalyticsView;

  @Field(() => SymbolAnalyticsView)
  symbolPerformance!: SymbolAnalyticsView;

  @Field(() => PositionSizeAnalysisView)
  positionSizeAnalysis!: PositionSizeAnalysisView;

  @Field()
  timeZone!: string;

  static of(analytics: AdvancedAnalytics): AdvancedAnalyticsView {
    const byWeekday = analytics.byWeekday.map(DayPerformanceView.of);
    const byHour = analytics.byHour.map(HourPerformanceView.of);
    const ranges = analytics.bySize.map(SizeRangeView.of);
    return Object.assign(new AdvancedAnalyticsView(), {
      message: analytics.closedTrades === 0 ? NO_TRADING_DATA : null,
      timeAnalytics: Object.assign(new TimeAnalyticsView(), { bestDay: byWeekday[0] ?? null, bestHour: byHour[0] ?? null, byWeekday, byHour }),
      symbolPerformance: Object.assign(new SymbolAnalyticsView(), { topPerformers: analytics.topPerformers.map(TopPerformerView.of) }),
      positionSizeAnalysis: Object.assign(new PositionSizeAnalysisView(), { bestRange: ranges[0] ?? null, ranges }),
      timeZone: analytics.timeZone,
    });
  }
}
