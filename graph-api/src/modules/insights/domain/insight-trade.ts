import { type ClosedTrade, compareTradeOrder, localTimeOf, type SizeRange, sizeRangeOf, type Weekday, weekdayOf } from '../../dashboard-summary';

/** A closed trade as the insights read it: the analytics' trade, its direction and its journal. */
export interface InsightTrade extends ClosedTrade {
  direction: 'LONG' | 'SHORT';
  /** The planned stop from the trade's journal entry, when the trader gave one. */
  stopPrice: string | null;
  setupTags: readonly string[];
  mistakeTags: readonly string[];
}

/** A trade with what the detectors compare worked out once (times in the user's zone, METRICS.md). */
export interface PreparedTrade {
  trade: InsightTrade;
  /** Its place in trade order (0 first): detectors keep per-trade facts in arrays by it. */
  index: number;
  /** Net P&L as a number: the statistics work in doubles, the texts quote the exact sums. */
  pnl: number;
  /** Local hour of entry. */
  hour: number;
  /** Local day of exit (the day its P&L was realized) and its weekday. */
  day: string;
  weekday: Weekday;
  /** Dollars held at entry, and its analytics size range. */
  size: number;
  sizeRange: SizeRange;
  holdingMinutes: number;
}

/** Prepared trades in trade order (exit time, then entry, then identity). */
export function prepareTrades(trades: readonly InsightTrade[], timeZone: string): PreparedTrade[] {
  const weekdays = new Map<string, Weekday>();
  return [...trades].sort(compareTradeOrder).map((trade, index) => {
    const day = localTimeOf(trade.exitTime, timeZone).day;
    let weekday = weekdays.get(day);
    if (weekday === undefined) weekdays.set(day, (weekday = weekdayOf(day)));
    return {
      trade,
      index,
      pnl: Number(trade.netPnl),
      hour: localTimeOf(trade.entryTime, timeZone).hour,
      day,
      weekday,
      // The analytics' position size (|quantity| × entry price × multiplier) in doubles: it is compared, never summed as money.
      size: Math.abs(Number(trade.quantity) * Number(trade.entryPrice) * Number(trade.multiplier)),
      sizeRange: sizeRangeOf(trade),
      holdingMinutes: (trade.exitTime - trade.entryTime) / 60_000,
    };
  });
}

export const idsOf = (trades: readonly PreparedTrade[]): string[] => trades.map(({ trade }) => trade.id);

/**
 * The trades with a real time of day, in trade order and indexed again from 0: a date-only export's
 * trades (docs/importing.md, "time not given") have placeholder times, so no finding about hours,
 * minutes held or what came minutes before rests on them.
 */
export function timedTrades(trades: readonly PreparedTrade[]): readonly PreparedTrade[] {
  if (trades.every(({ trade }) => trade.timeGiven)) return trades;
  return trades.filter(({ trade }) => trade.timeGiven).map((trade, index) => ({ ...trade, index }));
}
