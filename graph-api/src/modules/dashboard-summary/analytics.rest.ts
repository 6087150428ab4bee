import { winRateOf } from './domain/tally';
import type { AdvancedAnalytics, Dashboard, PerformanceChart } from './analytics.service';
import { AdvancedAnalyticsView, PerformanceStatsView } from './analytics.types';

// The REST answers of SPEC §3: snake_case performance stats, numbers as JSON numbers (the SPEC's
// clients default each to 0), from the same views the GraphQL answers are built from.

const amount = (decimal: string) => Number(decimal);

export function performanceStatsJson(metrics: Dashboard['metrics']) {
  const stats = PerformanceStatsView.of(metrics);
  const streak = ({ count, total }: { count: number; total: string }) => ({ count, total: amount(total) });
  return {
    total_pnl: amount(stats.totalPnl),
    win_rate: stats.winRate,
    total_trades: stats.totalTrades,
    profit_factor: stats.profitFactor,
    profit_factor_text: stats.profitFactorText,
    avg_win: amount(stats.avgWin),
    avg_loss: amount(stats.avgLoss),
    max_drawdown: amount(stats.maxDrawdown),
    max_drawdown_peak_at: stats.maxDrawdownPeakAt,
    max_drawdown_trough_at: stats.maxDrawdownTroughAt,
    open_trades: stats.openTrades,
    winners: stats.winners,
    losers: stats.losers,
    scratches: stats.scratches,
    gross_profit: amount(stats.grossProfit),
    gross_loss: amount(stats.grossLoss),
    expectancy: amount(stats.expectancy),
    payoff_ratio: stats.payoffRatio,
    payoff_ratio_text: stats.payoffRatioText,
    largest_losing_streak: streak(stats.largestLosingStreak),
    longest_win_streak: streak(stats.longestWinStreak),
    longest_loss_streak: streak(stats.longestLossStreak),
    gross_pnl: amount(stats.grossPnl),
    commissions: amount(stats.commissions),
    fees: amount(stats.fees),
    cost_share_of_gross: stats.costShareOfGross,
  };
}

export function symbolPerformanceJson(dashboard: Dashboard) {
  return dashboard.symbolPerformance.map(({ key, tally }) => ({ symbol: key, tradeCount: tally.trades, totalPnl: amount(tally.netPnl), winRate: winRateOf(tally) }));
}

export function performanceChartJson(chart: PerformanceChart) {
  return { chart_data: chart.points.map(({ date, cumulativePnl, tally }) => ({ date, cumulative_pnl: amount(cumulativePnl), pnl: amount(tally.netPnl), trades: tally.trades })), time_zone: chart.timeZone };
}

export function advancedAnalyticsJson(analytics: AdvancedAnalytics) {
  const view = AdvancedAnalyticsView.of(analytics);
  const money = <Group extends { totalPnl: string }>(group: Group) => ({ ...group, totalPnl: amount(group.totalPnl) });
  const { bestDay, bestHour, byWeekday, byHour } = view.timeAnalytics;
  const { bestRange, ranges } = view.positionSizeAnalysis;
  const size = (range: NonNullable<typeof bestRange>) => ({ ...money(range), avgPnl: amount(range.avgPnl) });
  return {
    ...(view.message ? { message: view.message } : {}),
    timeAnalytics: { bestDay: bestDay && money(bestDay), bestHour: bestHour && money(bestHour), byWeekday: byWeekday.map(money), byHour: byHour.map(money) },
    symbolPerformance: { topPerformers: view.symbolPerformance.topPerformers.map(money) },
    positionSizeAnalysis: { bestRange: bestRange && size(bestRange), ranges: ranges.map(size) },
    timeZone: view.timeZone,
  };
}
