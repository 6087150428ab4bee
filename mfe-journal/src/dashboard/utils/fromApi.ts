import { toFiniteNumber, type CalendarDay, type EquityPoint } from '@tj/design-system';
import type { AdvancedAnalyticsQuery, DashboardQuery, PerformanceChartQuery } from '../../__generated__/graphql';
import type { AdvancedAnalytics, SymbolPerformance } from './dashboardModel';

export function symbolsOf(symbols: DashboardQuery['dashboard']['symbolPerformance']): SymbolPerformance[] {
  return symbols.map(({ symbol, tradeCount, totalPnl, winRate }) => ({ symbol, trades: tradeCount, totalPnl, winRate }));
}

/** An hour of the day as traders say it: 0 → '12 AM', 9 → '9 AM', 13 → '1 PM'. */
export function hourLabel(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${suffix}`;
}

export function advancedOf({ advancedAnalytics: analytics }: AdvancedAnalyticsQuery): AdvancedAnalytics {
  const { bestDay, bestHour } = analytics.timeAnalytics;
  const bestRange = analytics.positionSizeAnalysis.bestRange;
  return {
    message: analytics.message,
    bestDay: bestDay && { label: bestDay.day, trades: bestDay.trades, totalPnl: bestDay.totalPnl, winRate: bestDay.winRate },
    bestHour: bestHour && { label: `${hourLabel(bestHour.hour)} entries`, trades: bestHour.trades, totalPnl: bestHour.totalPnl, winRate: bestHour.winRate },
    topPerformers: analytics.symbolPerformance.topPerformers.map(({ symbol, trades, totalPnl, winRate }) => ({ symbol, trades, totalPnl, winRate })),
    bestRange: bestRange && { label: bestRange.range, trades: bestRange.trades, totalPnl: bestRange.totalPnl, winRate: bestRange.winRate, avgPnl: bestRange.avgPnl },
  };
}

/** The chart's points as numbers to plot; the figures shown are formatted from the same values. */
export function equityPointsOf({ performanceChart }: PerformanceChartQuery): EquityPoint[] {
  return performanceChart.chartData.map(({ date, cumulativePnl, pnl, trades }) => ({
    date,
    cumulativePnl: toFiniteNumber(cumulativePnl) ?? 0,
    dayPnl: toFiniteNumber(pnl) ?? 0,
    trades,
  }));
}

/** The calendar's days: each day's P&L and trades (the chart's days) and whether it has a journal entry. */
export function calendarDaysOf(points: readonly EquityPoint[], entryDates: ReadonlySet<string>): CalendarDay[] {
  const days = new Map<string, CalendarDay>(points.map((point) => [point.date, { date: point.date, pnl: point.dayPnl ?? 0, trades: point.trades ?? 0 }]));
  for (const date of entryDates) days.set(date, { ...(days.get(date) ?? { date, pnl: 0, trades: 0 }), hasEntry: true });
  return [...days.values()];
}
