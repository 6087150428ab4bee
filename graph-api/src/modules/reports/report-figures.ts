import { compareMoney, inTradeOrder, isClosed, localDayOf, type MetricTrade, metricsOfTrades } from '../dashboard-summary';
import { addDays, type ReportPeriod } from './report-period';

/** The best or worst trade of a period. */
export interface ReportTrade {
  symbol: string;
  netPnl: string;
  day: string;
}

/** The figures of one period, computed by the dashboard's own functions (dashboard-summary/METRICS.md). */
export interface PeriodFigures {
  netPnl: string;
  trades: number;
  winners: number;
  /** Winners ÷ closed trades (0 with none), as the dashboard's win rate. */
  winRate: number;
  best: ReportTrade | null;
  worst: ReportTrade | null;
}

/** The closed trades of `trades` that exited on a local day of the period (days as the dashboard groups them). */
export function tradesIn(trades: readonly MetricTrade[], period: Pick<ReportPeriod, 'from' | 'to'>, timeZone: string) {
  return trades.filter(isClosed).filter((trade) => {
    const day = localDayOf(trade.exitTime, timeZone);
    return day >= period.from && day <= period.to;
  });
}

export function figuresOf(trades: readonly MetricTrade[], period: Pick<ReportPeriod, 'from' | 'to'>, timeZone: string): PeriodFigures {
  const closed = tradesIn(trades, period, timeZone);
  const { tally, winRate } = metricsOfTrades(closed);
  const byPnl = [...closed].sort((a, b) => compareMoney(a.netPnl, b.netPnl));
  const asReportTrade = (trade: (typeof closed)[number] | undefined): ReportTrade | null =>
    trade ? { symbol: trade.symbol, netPnl: trade.netPnl, day: localDayOf(trade.exitTime, timeZone) } : null;
  return { netPnl: tally.netPnl, trades: tally.trades, winners: tally.winners, winRate, best: asReportTrade(byPnl.at(-1)), worst: asReportTrade(byPnl[0]) };
}

/** The four weeks before `week`, and the lowest and highest of their net P&L: the range this week is read against. */
export interface WeekComparison {
  previousWeeks: Array<{ from: string; netPnl: string; trades: number }>;
  low: string;
  high: string;
}

export function previousFourWeeks(trades: readonly MetricTrade[], week: ReportPeriod, timeZone: string): WeekComparison {
  const previousWeeks = [4, 3, 2, 1].map((back) => {
    const from = addDays(week.from, -7 * back);
    const { netPnl, trades: count } = figuresOf(trades, { from, to: addDays(from, 6) }, timeZone);
    return { from, netPnl, trades: count };
  });
  const sorted = previousWeeks.map(({ netPnl }) => netPnl).sort(compareMoney);
  return { previousWeeks, low: sorted[0]!, high: sorted.at(-1)! };
}

/** The running net P&L after each trade of the period, in trade order: the equity curve. */
export function equityCurveOf(trades: readonly MetricTrade[], period: ReportPeriod, timeZone: string): number[] {
  const closed = inTradeOrder(tradesIn(trades, period, timeZone));
  let running = 0;
  return closed.map((trade) => (running += Number(trade.netPnl)));
}

/** One local day of the period on the page's equity chart: the running net P&L at its end. */
export interface EquityDay {
  day: string;
  cumulativePnl: number;
  dayPnl: number;
  trades: number;
}

/** The same running net P&L as equityCurveOf, one point per local day with closed trades (the design system's chart plots days). */
export function equityDaysOf(trades: readonly MetricTrade[], period: ReportPeriod, timeZone: string): EquityDay[] {
  const days: EquityDay[] = [];
  let running = 0;
  for (const trade of inTradeOrder(tradesIn(trades, period, timeZone))) {
    const day = localDayOf(trade.exitTime, timeZone);
    running += Number(trade.netPnl);
    const last = days.at(-1);
    if (last?.day === day) Object.assign(last, { cumulativePnl: running, dayPnl: last.dayPnl + Number(trade.netPnl), trades: last.trades + 1 });
    else days.push({ day, cumulativePnl: running, dayPnl: Number(trade.netPnl), trades: 1 });
  }
  return days;
}
