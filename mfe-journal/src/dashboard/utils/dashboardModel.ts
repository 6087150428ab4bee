import type { DashboardQuery } from '../../__generated__/graphql';

/** The stat cards' figures as the server computed them (METRICS.md): money as decimal text. */
export type DashboardStats = DashboardQuery['dashboard']['performanceStats'];

export interface SymbolPerformance {
  symbol: string;
  trades: number;
  totalPnl: string;
  winRate: number;
}

/** One group of a breakdown (a weekday, an hour, a size range) with its sample size. */
export interface BreakdownGroup {
  label: string;
  trades: number;
  totalPnl: string;
  winRate: number;
  avgPnl?: string;
}

/** SPEC §3 advanced analytics: the best weekday, hour and size range, and the top symbols. */
export interface AdvancedAnalytics {
  /** The server's reason when there is nothing to analyse. */
  message: string | null;
  bestDay: BreakdownGroup | null;
  bestHour: BreakdownGroup | null;
  topPerformers: SymbolPerformance[];
  bestRange: BreakdownGroup | null;
}

/** The stat cards and chart points that can be opened, as the API names them. */
export type ExplainedFigure = 'TOTAL_PNL' | 'WIN_RATE' | 'PROFIT_FACTOR' | 'MAX_DRAWDOWN' | 'DAILY_PNL';
