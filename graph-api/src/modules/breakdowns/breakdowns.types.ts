import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ClosedTradesFiguresView, outcomeCountsOf } from '../dashboard-summary';
import type { Interval } from '../insights';
import { describeFilter, NO_JOURNAL_FILTER, TradeView } from '../trades';
import type { Breakdowns } from './breakdowns.service';
import type { DimensionBreakdown } from './domain/breakdowns';
import { type BucketStats, MIN_BUCKET_TRADES } from './domain/bucket-stats';
import type { AnalyticsCards, TrendVerdict } from './domain/cards';
import { DIMENSIONS, type Dimension } from './domain/dimensions';
import { ExcursionScatterView } from './excursion-scatter.types';

// Money is decimal text, as on Trade; rates fractions 0-1; intervals 95% (dashboard-summary/METRICS.md).

export const BreakdownDimension = Object.fromEntries(DIMENSIONS.map((dimension) => [dimension.toUpperCase(), dimension])) as { [Key in Uppercase<Dimension>]: Lowercase<Key> };
registerEnumType(BreakdownDimension, { name: 'BreakdownDimension', description: 'What the closed trades are grouped by on /analytics.' });

@ObjectType('Interval', { description: 'A two-sided 95% interval.' })
export class IntervalView {
  @Field(() => Float)
  low!: number;

  @Field(() => Float)
  high!: number;

  static of(interval: Interval | null): IntervalView | null {
    return interval && Object.assign(new IntervalView(), { low: interval.low, high: interval.high });
  }
}

@ObjectType('BreakdownBucket', { description: `One group of closed trades with how sure its figures are; enoughData is false under ${MIN_BUCKET_TRADES} trades.` })
export class BreakdownBucketView extends ClosedTradesFiguresView {
  @Field({ description: 'What identifies the bucket in its breakdown (an hour 0-23, a weekday, a symbol, LONG or SHORT, a label).' })
  key!: string;

  @Field()
  label!: string;

  @Field(() => Int, { description: 'Closed trades in the bucket.' })
  tradeCount!: number;

  @Field(() => IntervalView, { description: "Wilson score 95% interval of the win rate." })
  winRateInterval!: IntervalView;

  @Field(() => IntervalView, { nullable: true, description: "95% t interval of the mean P&L; null under 2 trades." })
  meanPnlInterval!: IntervalView | null;

  @Field()
  enoughData!: boolean;

  @Field(() => [ID], { description: 'Its trades, newest first, at most 50 (tradeCount says how many there are).' })
  tradeIds!: string[];

  /** Reads the trades of tradeIds: set by the resolver, which has the trade services. */
  loadTrades!: () => Promise<TradeView[]>;

  @Field(() => [TradeView], { description: 'The trades of tradeIds, newest first. Ask for it on one bucket (Query.breakdownBucket), not on every bucket.' })
  async trades(): Promise<TradeView[]> {
    const trades = await this.loadTrades();
    const position = new Map(this.tradeIds.map((id, index) => [id, index]));
    return trades.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  }

  static of(bucket: BucketStats, loadTrades: (ids: string[]) => Promise<TradeView[]>): BreakdownBucketView {
    const { tally } = bucket;
    return Object.assign(new BreakdownBucketView(), {
      key: bucket.key,
      label: bucket.label,
      tradeCount: tally.trades,
      ...outcomeCountsOf(tally),
      winRate: bucket.winRate,
      winRateInterval: IntervalView.of(bucket.winRateInterval)!,
      expectancy: bucket.expectancy,
      meanPnlInterval: IntervalView.of(bucket.meanPnlInterval),
      totalPnl: tally.netPnl,
      enoughData: bucket.enoughData,
      tradeIds: bucket.tradeIds,
      loadTrades: () => loadTrades(bucket.tradeIds),
    });
  }
}

type TradeLoader = (ids: string[]) => Promise<TradeView[]>;
const bucketOrNull = (bucket: BucketStats | null, load: TradeLoader) => bucket && BreakdownBucketView.of(bucket, load);

@ObjectType('Breakdown', { description: 'Closed trades grouped by one dimension.' })
export class BreakdownView {
  @Field(() => BreakdownDimension)
  dimension!: Dimension;

  @Field()
  title!: string;

  @Field(() => [BreakdownBucketView])
  buckets!: BreakdownBucketView[];

  @Field(() => Int, { description: 'Closed trades in no bucket: R-multiple, the trades without a planned stop; hour of entry and holding time, the trades of a date-only export (time not given).' })
  tradesLeftOut!: number;

  @Field({ description: 'True when a trade can be in several buckets (tags): the buckets then do not add up to the total.' })
  overlapping!: boolean;

  static of(breakdown: DimensionBreakdown, load: TradeLoader): BreakdownView {
    return Object.assign(new BreakdownView(), { ...breakdown, buckets: breakdown.buckets.map((bucket) => BreakdownBucketView.of(bucket, load)) });
  }
}

@ObjectType('RiskCard')
export class RiskCardView {
  @Field({ description: 'As the dashboard: the largest peak-to-trough fall of cumulative net P&L, dollars.' })
  maxDrawdown!: string;

  @Field(() => Int)
  largestLosingStreakCount!: number;

  @Field()
  largestLosingStreakTotal!: string;

  @Field()
  avgLoss!: string;

  @Field({ description: "The worst single trade's net P&L ('0' without a loser)." })
  largestLoss!: string;

  @Field(() => Int, { description: 'Closed trades with a planned stop (an R-multiple).' })
  tradesWithStop!: number;

  @Field(() => Float, { nullable: true })
  meanR!: number | null;

  @Field(() => IntervalView, { nullable: true })
  meanRInterval!: IntervalView | null;

  @Field(() => Int, { description: 'Trades with a stop that lost more than they planned to risk (below -1R).' })
  lossesBeyondPlannedRisk!: number;
}

@ObjectType('TrendCard')
export class TrendCardView {
  @Field(() => BreakdownBucketView, { description: 'The newest 20 closed trades.' })
  recent!: BreakdownBucketView;

  @Field(() => BreakdownBucketView, { description: 'The closed trades before them.' })
  earlier!: BreakdownBucketView;

  @Field(() => Float, { nullable: true, description: 'Two-sided permutation test of the difference in mean P&L; null without enough data on both sides.' })
  pValue!: number | null;

  @Field(() => String, { description: "'improving', 'declining', 'no clear change' (p ≥ 0.05) or 'not enough data'." })
  verdict!: TrendVerdict;
}

@ObjectType('TimingCard')
export class TimingCardView {
  @Field(() => BreakdownBucketView, { nullable: true, description: 'The hour of entry with the highest expectancy among those with enough data.' })
  bestHour!: BreakdownBucketView | null;

  @Field(() => BreakdownBucketView, { nullable: true })
  worstHour!: BreakdownBucketView | null;

  @Field(() => BreakdownBucketView, { nullable: true })
  bestWeekday!: BreakdownBucketView | null;

  @Field(() => BreakdownBucketView, { nullable: true })
  worstWeekday!: BreakdownBucketView | null;

  @Field(() => Float, { nullable: true })
  medianWinnerHoldMinutes!: number | null;

  @Field(() => Float, { nullable: true })
  medianLoserHoldMinutes!: number | null;
}

@ObjectType('SizeCard')
export class SizeCardView {
  @Field(() => Float, { description: 'Mean position size at entry (|quantity| × entry price × multiplier), dollars.' })
  meanPositionSize!: number;

  @Field(() => Float, { nullable: true })
  meanWinnerSize!: number | null;

  @Field(() => Float, { nullable: true })
  meanLoserSize!: number | null;

  @Field(() => BreakdownBucketView, { nullable: true })
  bestRange!: BreakdownBucketView | null;

  @Field(() => BreakdownBucketView, { nullable: true })
  worstRange!: BreakdownBucketView | null;
}

@ObjectType('AnalyticsBreakdowns', { description: "The /analytics page: SPEC §2's risk, trend, timing and size cards and the breakdowns, in the user's Timezone setting." })
export class AnalyticsBreakdownsView {
  @Field()
  timeZone!: string;

  @Field(() => Int)
  closedTrades!: number;

  @Field(() => Int, { description: 'Trades a bucket needs for its figures to count as enough data.' })
  minimumTrades!: number;

  @Field({ description: 'Which trades the figures count, in words: "all trades" or the filter (docs/filter-bar.md).' })
  filter!: string;

  @Field({ description: 'True under a filter keeping fewer closed trades than minimumTrades: every figure rests on too few trades to read much into.' })
  tooFewTrades!: boolean;

  @Field(() => RiskCardView)
  risk!: RiskCardView;

  @Field(() => TrendCardView)
  trend!: TrendCardView;

  @Field(() => TimingCardView)
  timing!: TimingCardView;

  @Field(() => SizeCardView)
  size!: SizeCardView;

  @Field(() => [BreakdownView])
  breakdowns!: BreakdownView[];

  /** Measures the scatter from the trades already read: set by the resolver, which has the scatter's service. */
  loadExcursions!: () => Promise<ExcursionScatterView>;

  @Field(() => ExcursionScatterView, { description: 'MAE against MFE of the closed trades with candles held (computed only when asked for).' })
  excursions(): Promise<ExcursionScatterView> {
    return this.loadExcursions();
  }

  static of(answer: Breakdowns, load: TradeLoader, loadExcursions: () => Promise<ExcursionScatterView>): AnalyticsBreakdownsView {
    const { risk, trend, timing, size } = answer.cards;
    return Object.assign(new AnalyticsBreakdownsView(), {
      loadExcursions,
      timeZone: answer.timeZone,
      closedTrades: answer.closedTrades,
      minimumTrades: MIN_BUCKET_TRADES,
      filter: describeFilter(answer.scope?.filter ?? NO_JOURNAL_FILTER),
      tooFewTrades: answer.scope !== null && answer.closedTrades < MIN_BUCKET_TRADES,
      risk: riskView(risk),
      trend: Object.assign(new TrendCardView(), { recent: BreakdownBucketView.of(trend.recent, load), earlier: BreakdownBucketView.of(trend.earlier, load), pValue: trend.pValue, verdict: trend.verdict }),
      timing: Object.assign(new TimingCardView(), {
        ...timing,
        bestHour: bucketOrNull(timing.bestHour, load),
        worstHour: bucketOrNull(timing.worstHour, load),
        bestWeekday: bucketOrNull(timing.bestWeekday, load),
        worstWeekday: bucketOrNull(timing.worstWeekday, load),
      }),
      size: Object.assign(new SizeCardView(), { ...size, bestRange: bucketOrNull(size.bestRange, load), worstRange: bucketOrNull(size.worstRange, load) }),
      breakdowns: answer.dimensions.map((breakdown) => BreakdownView.of(breakdown, load)),
    });
  }
}

function riskView(risk: AnalyticsCards['risk']): RiskCardView {
  const { largestLosingStreak, meanRInterval, ...rest } = risk;
  return Object.assign(new RiskCardView(), {
    ...rest,
    largestLosingStreakCount: largestLosingStreak.count,
    largestLosingStreakTotal: largestLosingStreak.total,
    meanRInterval: IntervalView.of(meanRInterval),
  });
}
