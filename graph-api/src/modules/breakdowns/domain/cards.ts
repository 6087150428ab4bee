import { compareMoney, compareTradeOrder, metricsOfTrades, outcomeOf, positionSizeOf } from '../../dashboard-summary';
import { type Interval, meanInterval, median, permutationTest } from '../../insights';
import { type BreakdownTrade, type BucketStats, bucketStatsOf } from './bucket-stats';
import type { DimensionBreakdown } from './breakdowns';
import { holdingMinutesOf, rMultipleOf } from './dimensions';

/** The trend card compares the newest this many closed trades with the ones before them. */
export const RECENT_TRADES = 20;
/** A difference chance would show more often than 1 time in 20 is called 'no clear change'. */
export const TREND_SIGNIFICANCE = 0.05;

export interface RiskCard {
  maxDrawdown: string;
  largestLosingStreak: { count: number; total: string };
  avgLoss: string;
  /** The worst single trade's net P&L ('0' without a loser). */
  largestLoss: string;
  tradesWithStop: number;
  /** Mean R-multiple of the trades with a planned stop, with its 95% interval (null under 2 such trades). */
  meanR: number | null;
  meanRInterval: Interval | null;
  /** Trades with a stop that lost more than they planned to risk (below -1R). */
  lossesBeyondPlannedRisk: number;
}

export type TrendVerdict = 'improving' | 'declining' | 'no clear change' | 'not enough data';

export interface TrendCard {
  recent: BucketStats;
  earlier: BucketStats;
  /** Two-sided permutation test of the recent trades' mean P&L against the earlier ones'. */
  pValue: number | null;
  verdict: TrendVerdict;
}

export interface TimingCard {
  /** Among buckets with enough data, by expectancy: null when none has enough. */
  bestHour: BucketStats | null;
  worstHour: BucketStats | null;
  bestWeekday: BucketStats | null;
  worstWeekday: BucketStats | null;
  medianWinnerHoldMinutes: number | null;
  medianLoserHoldMinutes: number | null;
}

export interface SizeCard {
  meanPositionSize: number;
  meanWinnerSize: number | null;
  meanLoserSize: number | null;
  bestRange: BucketStats | null;
  worstRange: BucketStats | null;
}

export interface AnalyticsCards {
  risk: RiskCard;
  trend: TrendCard;
  timing: TimingCard;
  size: SizeCard;
}

const mean = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);
const byExpectancy = (a: BucketStats, b: BucketStats) => compareMoney(b.expectancy, a.expectancy) || b.tally.trades - a.tally.trades;

/** The surest buckets' best and worst by expectancy; the same bucket is never both. */
function bestAndWorst(breakdown: DimensionBreakdown | undefined): [BucketStats | null, BucketStats | null] {
  const sure = (breakdown?.buckets ?? []).filter((bucket) => bucket.enoughData).sort(byExpectancy);
  return [sure[0] ?? null, sure.length > 1 ? sure.at(-1)! : null];
}

export function riskCardOf(trades: readonly BreakdownTrade[]): RiskCard {
  const metrics = metricsOfTrades(trades);
  const rs = trades.map(rMultipleOf).filter((r): r is number => r !== null);
  const rSummary = meanInterval(rs);
  const largestLoss = trades.reduce((worst, trade) => (compareMoney(trade.netPnl, worst) < 0 ? trade.netPnl : worst), '0');
  return {
    maxDrawdown: metrics.maxDrawdown.amount,
    largestLosingStreak: { count: metrics.largestLosingStreak.count, total: metrics.largestLosingStreak.total },
    avgLoss: metrics.avgLoss,
    largestLoss,
    tradesWithStop: rs.length,
    meanR: rs.length === 0 ? null : rSummary.mean,
    meanRInterval: rs.length >= 2 ? { low: rSummary.low, high: rSummary.high } : null,
    lossesBeyondPlannedRisk: rs.filter((r) => r < -1).length,
  };
}

export function trendCardOf(trades: readonly BreakdownTrade[]): TrendCard {
  const ordered = [...trades].sort(compareTradeOrder);
  const split = Math.max(0, ordered.length - RECENT_TRADES);
  const recent = bucketStatsOf('recent', `Newest ${RECENT_TRADES} trades`, ordered.slice(split));
  const earlier = bucketStatsOf('earlier', 'Earlier trades', ordered.slice(0, split));
  if (!recent.enoughData || !earlier.enoughData) return { recent, earlier, pValue: null, verdict: 'not enough data' };
  const pnl = (list: readonly BreakdownTrade[]) => list.map((trade) => Number(trade.netPnl));
  const test = permutationTest(pnl(ordered.slice(split)), pnl(ordered.slice(0, split)));
  const verdict = test.pValue >= TREND_SIGNIFICANCE ? 'no clear change' : test.difference > 0 ? 'improving' : 'declining';
  return { recent, earlier, pValue: test.pValue, verdict };
}

export function timingCardOf(trades: readonly BreakdownTrade[], byHour: DimensionBreakdown | undefined, byWeekday: DimensionBreakdown | undefined): TimingCard {
  const [bestHour, worstHour] = bestAndWorst(byHour);
  const [bestWeekday, worstWeekday] = bestAndWorst(byWeekday);
  // A date-only export's trades have placeholder times: no holding time in minutes (docs/importing.md).
  const holds = (outcome: 'win' | 'loss') => trades.filter((trade) => trade.timeGiven && outcomeOf(trade.netPnl) === outcome).map(holdingMinutesOf);
  const winners = holds('win');
  const losers = holds('loss');
  return {
    bestHour,
    worstHour,
    bestWeekday,
    worstWeekday,
    medianWinnerHoldMinutes: winners.length === 0 ? null : median(winners),
    medianLoserHoldMinutes: losers.length === 0 ? null : median(losers),
  };
}

export function sizeCardOf(trades: readonly BreakdownTrade[], bySize: DimensionBreakdown | undefined): SizeCard {
  const sizes = (list: readonly BreakdownTrade[]) => list.map((trade) => positionSizeOf(trade).toNumber());
  const [bestRange, worstRange] = bestAndWorst(bySize);
  return {
    meanPositionSize: mean(sizes(trades)) ?? 0,
    meanWinnerSize: mean(sizes(trades.filter((trade) => outcomeOf(trade.netPnl) === 'win'))),
    meanLoserSize: mean(sizes(trades.filter((trade) => outcomeOf(trade.netPnl) === 'loss'))),
    bestRange,
    worstRange,
  };
}

export function cardsOf(trades: readonly BreakdownTrade[], breakdowns: readonly DimensionBreakdown[]): AnalyticsCards {
  const find = (dimension: DimensionBreakdown['dimension']) => breakdowns.find((breakdown) => breakdown.dimension === dimension);
  return { risk: riskCardOf(trades), trend: trendCardOf(trades), timing: timingCardOf(trades, find('hour'), find('weekday')), size: sizeCardOf(trades, find('size')) };
}

