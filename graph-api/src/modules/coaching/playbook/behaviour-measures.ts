import { averageMoney, averagePnl, compareMoney, inTradeOrder, localDayOf, outcomeOf, type Tally, tallyOf } from '../../dashboard-summary';
import type { CoachingTrade } from './coaching-trade';

/** Fewer trades than this on either side of a comparison say nothing yet. */
export const MIN_COMPARED_TRADES = 5;
/** Fewer days than this on either side of the overtrading comparison say nothing yet. */
export const MIN_COMPARED_DAYS = 3;

export interface TradeGroup {
  tally: Tally;
  trades: CoachingTrade[];
}

/** Two groups of trades compared by their average P&L a trade. */
export interface Comparison {
  /** The group the behaviour is suspected to hurt (after a loss, without a stop). */
  suspect: TradeGroup;
  rest: TradeGroup;
  enoughData: boolean;
  /** The suspect group averaged less a trade than the rest. */
  suspectWorse: boolean;
}

const groupOf = (trades: CoachingTrade[]): TradeGroup => ({ tally: tallyOf(trades), trades });

function compare(suspect: CoachingTrade[], rest: CoachingTrade[]): Comparison {
  const [a, b] = [groupOf(suspect), groupOf(rest)];
  return {
    suspect: a,
    rest: b,
    enoughData: suspect.length >= MIN_COMPARED_TRADES && rest.length >= MIN_COMPARED_TRADES,
    suspectWorse: compareMoney(averagePnl(a.tally), averagePnl(b.tally)) < 0,
  };
}

/**
 * Trades taken right after a losing trade of the same local day (trade order) against the others.
 * A session's first trade follows no loss: the night in between is a reset.
 */
export function afterLossComparison(trades: readonly CoachingTrade[], timeZone: string): Comparison {
  const ordered = inTradeOrder(trades);
  const afterLoss: CoachingTrade[] = [];
  const otherwise: CoachingTrade[] = [];
  ordered.forEach((trade, index) => {
    const previous = ordered[index - 1];
    const followsLoss = previous !== undefined && outcomeOf(previous.netPnl) === 'loss' && localDayOf(previous.exitTime, timeZone) === localDayOf(trade.exitTime, timeZone);
    (followsLoss ? afterLoss : otherwise).push(trade);
  });
  return compare(afterLoss, otherwise);
}

/** Trades with no planned stop recorded against those with one. */
export function missingStopComparison(trades: readonly CoachingTrade[]): Comparison {
  return compare(
    trades.filter(({ hasStop }) => !hasStop),
    trades.filter(({ hasStop }) => hasStop),
  );
}

export interface DayGroup {
  days: number;
  tally: Tally;
  trades: CoachingTrade[];
  /** Net P&L per day. */
  averageDay: string;
}

export interface OvertradingComparison {
  /** More trades than this in a day is an overtrading day: twice the trader's median day. */
  threshold: number;
  medianTradesPerDay: number;
  overtrading: DayGroup;
  normal: DayGroup;
  enoughData: boolean;
  overtradingWorse: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const dayGroupOf = (days: CoachingTrade[][]): DayGroup => {
  const trades = days.flat();
  const tally = tallyOf(trades);
  return { days: days.length, tally, trades, averageDay: averageMoney(tally.netPnl, days.length) };
};

/** Days (local day of exit) with more than twice the median number of trades, against the other days. */
export function overtradingComparison(trades: readonly CoachingTrade[], timeZone: string): OvertradingComparison {
  const byDay = new Map<string, CoachingTrade[]>();
  for (const trade of trades) {
    const day = localDayOf(trade.exitTime, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), trade]);
  }
  const days = [...byDay.values()];
  const medianTradesPerDay = median(days.map((day) => day.length));
  const threshold = Math.floor(2 * medianTradesPerDay);
  const overtrading = dayGroupOf(days.filter((day) => day.length > threshold));
  const normal = dayGroupOf(days.filter((day) => day.length <= threshold));
  return {
    threshold,
    medianTradesPerDay,
    overtrading,
    normal,
    enoughData: overtrading.days >= MIN_COMPARED_DAYS && normal.days >= MIN_COMPARED_DAYS,
    overtradingWorse: compareMoney(overtrading.averageDay, normal.averageDay) < 0,
  };
}

/** Median holding time (ms) of winners and of losers, with their counts. */
export function holdingTimes(trades: readonly CoachingTrade[]) {
  const held = (outcome: 'win' | 'loss') => trades.filter(({ netPnl }) => outcomeOf(netPnl) === outcome).map(({ entryTime, exitTime }) => exitTime - entryTime);
  const [winners, losers] = [held('win'), held('loss')];
  return { winners: { count: winners.length, median: median(winners) }, losers: { count: losers.length, median: median(losers) } };
}
