import { addMoney } from './money';
import { isClosed, type MetricTrade } from './metric-trade';
import { localDayOf } from './local-time';
import { type Tally, talliesByKey } from './tally';

export interface DayTally {
  day: string;
  tally: Tally;
}

/** Daily P&L: per local day of exit with a closed trade, in date order. */
export function dailyPnlOfTrades(trades: readonly MetricTrade[], timeZone: string): DayTally[] {
  const days = talliesByKey(trades, (trade) => (isClosed(trade) ? localDayOf(trade.exitTime, timeZone) : undefined));
  return [...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, tally]) => ({ day, tally }));
}

export interface ChartPoint {
  date: string;
  cumulativePnl: string;
}

/** The performance chart: the cumulative net P&L at the end of each day with a closed trade. */
export function equityCurveOf(days: readonly DayTally[]): ChartPoint[] {
  let cumulative = '0';
  return days.map(({ day, tally }) => ({ date: day, cumulativePnl: (cumulative = addMoney(cumulative, tally.netPnl)) }));
}
