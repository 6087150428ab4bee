import { averageMoney, compareTradeOrder, type Tally, tallyOf, winRateOf } from '../../dashboard-summary';
import { type InsightTrade, type Interval, meanInterval, MIN_SAMPLE, wilsonInterval } from '../../insights';

/**
 * Under this many trades a bucket is marked 'not enough data': the insights engine's sample minimum,
 * so a bucket the page calls sure enough is one the engine would test (METRICS.md "Breakdowns by bucket").
 */
export const MIN_BUCKET_TRADES = MIN_SAMPLE;

/** A bucket names at most this many of its trades (newest first); `tradeCount` says how many it has. */
export const MAX_BUCKET_TRADE_IDS = 50;

/** A closed trade as the breakdowns read it: the analytics' trade with its side, stop and tags. */
export type BreakdownTrade = InsightTrade;

/** The figures of one group of closed trades, each with how sure it is. */
export interface BucketStats {
  key: string;
  label: string;
  tally: Tally;
  /** Winners / trades (scratches in the denominator), as the dashboard's win rate. */
  winRate: number;
  winRateInterval: Interval;
  /** Net P&L / trades, exact to 6 places: the mean P&L per trade, as the dashboard's expectancy. */
  expectancy: string;
  /** 95% t interval of the mean P&L; null under 2 trades (one trade says nothing of the spread). */
  meanPnlInterval: Interval | null;
  enoughData: boolean;
  /** Newest first (trade order reversed), at most MAX_BUCKET_TRADE_IDS. */
  tradeIds: string[];
}

export function bucketStatsOf(key: string, label: string, trades: readonly BreakdownTrade[]): BucketStats {
  const tally = tallyOf(trades);
  const mean = meanInterval(trades.map((trade) => Number(trade.netPnl)));
  const newestFirst = [...trades].sort((a, b) => compareTradeOrder(b, a));
  return {
    key,
    label,
    tally,
    winRate: winRateOf(tally),
    winRateInterval: wilsonInterval(tally.winners, tally.trades),
    expectancy: averageMoney(tally.netPnl, tally.trades),
    meanPnlInterval: trades.length >= 2 ? { low: mean.low, high: mean.high } : null,
    enoughData: trades.length >= MIN_BUCKET_TRADES,
    tradeIds: newestFirst.slice(0, MAX_BUCKET_TRADE_IDS).map((trade) => trade.id),
  };
}
