import type { EntityManager } from '@mikro-orm/core';
import type { HeavyWorkPool } from '../../workers/heavy-work-pool';
import { metricPartsOf } from './domain/bucket-summary';
import { addTo, averagePnl, numberOrder, type Ranked, ranked, sizeRangeOrder, weekdayOrder } from './domain/breakdowns';
import { type ChartPoint, type DayTally, equityCurveOf } from './domain/daily-pnl';
import { weekdayOf } from './domain/local-time';
import { metricsFrom, type PerformanceMetrics } from './domain/performance-metrics';
import type { Tally } from './domain/tally';
import { type BuildWholeSummary, currentSummary, type StoredSummary, symbolsRanked } from './summary/summary-store';

/** SPEC §9: at most 5 recent trades and 5 top symbols. */
export const RECENT_TRADES = 5;

export interface Dashboard {
  timeZone: string;
  metrics: PerformanceMetrics;
  /** Top symbols by net P&L (the same list as advanced analytics' top performers). */
  symbolPerformance: Ranked<string>[];
}

export interface PerformanceChart {
  timeZone: string;
  /** Per local day with a closed trade: the day's tally and the cumulative P&L at its end. */
  points: (ChartPoint & DayTally)[];
}

export interface AdvancedAnalytics {
  timeZone: string;
  closedTrades: number;
  byWeekday: Ranked<string>[];
  byHour: Ranked<number>[];
  bySize: Ranked<string>[];
  topPerformers: Ranked<string>[];
}

/**
 * The dashboard's figures (its recent trades are the trade list's, GET /api/trades and Query.trades), folded from the user's summary (never from every trade): the same
 * functions as the trade-level definitions in METRICS.md, so every view agrees. A summary that must
 * be built from every trade (never built, or built in another zone) is built on a worker thread.
 */
export class AnalyticsService {
  private readonly buildWholeSummary: BuildWholeSummary;

  constructor(workers: HeavyWorkPool) {
    this.buildWholeSummary = (userId, timeZone) => workers.run({ kind: 'whole_summary', userId, timeZone });
  }

  async dashboard(em: EntityManager, userId: number): Promise<Dashboard> {
    const summary = await currentSummary(em, userId, { withDays: false, withBreakdowns: false }, this.buildWholeSummary);
    return { timeZone: summary.timeZone, metrics: metricsOf(summary), symbolPerformance: summary.symbols };
  }

  /** Every symbol's tally of closed trades, best net P&L first: the dashboard shows the first five. */
  async symbolPerformance(em: EntityManager, userId: number): Promise<Ranked<string>[]> {
    // The stored state keeps the top symbols alone: every symbol is tallied from the instrument rows.
    return symbolsRanked((await currentSummary(em, userId, { withDays: false, withBreakdowns: true }, this.buildWholeSummary)).instruments);
  }

  async performanceChart(em: EntityManager, userId: number): Promise<PerformanceChart> {
    const summary = await currentSummary(em, userId, { withDays: true, withBreakdowns: false }, this.buildWholeSummary);
    const days = summary.days.map(({ day, summary: { tally } }) => ({ day, tally }));
    const curve = equityCurveOf(days);
    return { timeZone: summary.timeZone, points: days.map((day, index) => ({ ...day, ...curve[index]! })) };
  }

  async advancedAnalytics(em: EntityManager, userId: number): Promise<AdvancedAnalytics> {
    const summary = await currentSummary(em, userId, { withDays: true, withBreakdowns: true }, this.buildWholeSummary);
    const byWeekday = new Map<string, Tally>();
    for (const { day, summary: daySummary } of summary.days) addTo(byWeekday, weekdayOf(day), daySummary.tally);
    const byHour = new Map<number, Tally>();
    const bySize = new Map<string, Tally>();
    for (const { stats } of summary.instruments) {
      for (const [hour, tally] of Object.entries(stats.byHour)) addTo(byHour, Number(hour), tally);
      for (const [range, tally] of Object.entries(stats.bySize)) addTo(bySize, range, tally);
    }
    return {
      timeZone: summary.timeZone,
      closedTrades: summary.instruments.reduce((count, { stats }) => count + stats.total.trades, 0),
      byWeekday: ranked(byWeekday, weekdayOrder),
      byHour: ranked(byHour, numberOrder),
      bySize: ranked(bySize, sizeRangeOrder, averagePnl),
      topPerformers: summary.symbols,
    };
  }
}

function metricsOf(summary: StoredSummary): PerformanceMetrics {
  return metricsFrom(metricPartsOf(summary.folded, summary.openTrades));
}
