import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import type { FiguresCache } from '../../workers/figures-cache';
import type { HeavyWorkPool } from '../../workers/heavy-work-pool';
import { isNoFilter, type JournalFilter, NO_JOURNAL_FILTER, scopeOf, type TradeScope } from '../trades';
import { checkExplainable, type ExplainedMetric, type Explanation, explainMetric } from './explain';
import { metricPartsOf } from './domain/bucket-summary';
import { addTo, averagePnl, numberOrder, type Ranked, ranked, sizeRangeOrder, weekdayOrder } from './domain/breakdowns';
import { type ChartPoint, type DayTally, equityCurveOf } from './domain/daily-pnl';
import { weekdayOf } from './domain/local-time';
import { metricsFrom, type PerformanceMetrics } from './domain/performance-metrics';
import type { Tally } from './domain/tally';
import { type BuildWholeSummary, currentSummary, type StoredSummary, symbolsRanked, timeZoneOfUser, TOP_SYMBOLS } from './summary/summary-store';
import { holdsOptions } from './summary/trade-rows';

/** SPEC §9: at most 5 recent trades and 5 top symbols. */
export const RECENT_TRADES = 5;

/** A filtered figure resting on fewer closed trades than this says so (the /analytics sample floor, insights' MIN_SAMPLE). */
export const ENOUGH_TRADES = 20;

export interface Dashboard {
  timeZone: string;
  /** The filter's window in the trader's zone; null for all trades. */
  scope: TradeScope | null;
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

  constructor(
    private readonly workers: HeavyWorkPool,
    private readonly clock: Clock,
    private readonly cache: FiguresCache,
  ) {
    this.buildWholeSummary = (userId, timeZone) => workers.run({ kind: 'whole_summary', userId, timeZone });
  }

  /**
   * The summary the figures fold: the stored one for all trades, else the filtered trades' summary,
   * built by the same function on a worker thread and kept in `cache` until the trades or the journal
   * change (docs/filter-bar.md).
   */
  private async summaryOf(em: EntityManager, userId: number, filter: JournalFilter, parts: { withDays: boolean; withBreakdowns: boolean }): Promise<{ summary: StoredSummary; scope: TradeScope | null }> {
    if (isNoFilter(filter)) return { summary: await currentSummary(em, userId, parts, this.buildWholeSummary), scope: null };
    const timeZone = await timeZoneOfUser(em, userId);
    const scope = scopeOf(filter, timeZone, this.clock.now());
    const task = { kind: 'filtered_summary', userId, timeZone, scope } as const;
    const summary = await this.cache.answer(em, userId, task, (answer) => answer.folded.tally.trades, () => this.workers.run(task));
    return { summary, scope };
  }

  async dashboard(em: EntityManager, userId: number, filter: JournalFilter = NO_JOURNAL_FILTER): Promise<Dashboard> {
    const { summary, scope } = await this.summaryOf(em, userId, filter, { withDays: false, withBreakdowns: false });
    return { timeZone: summary.timeZone, scope, metrics: metricsOf(summary), symbolPerformance: summary.symbols.slice(0, TOP_SYMBOLS) };
  }

  /**
   * What one of the dashboard's figures is made of (explain.ts). Unfiltered, a trader without options
   * is answered from a few indexed reads on the API's thread; under a filter, or for a trader of
   * options (whose positions are grouped from every trade), the trades are read and walked on a worker
   * thread and the answer kept in `cache` per user and filter, as the filtered figures are: no
   * request holds the API's thread (docs/filter-bar.md).
   */
  async explain(em: EntityManager, userId: number, dashboard: Pick<Dashboard, 'scope' | 'metrics' | 'timeZone'>, metric: ExplainedMetric, date: string | null): Promise<Explanation> {
    const { scope, metrics, timeZone } = dashboard;
    if (scope === null && !(await holdsOptions(em, userId))) return explainMetric(em, userId, metric, metrics, timeZone, date);
    checkExplainable(metric, date);
    const task = { kind: 'metric_explanation', userId, timeZone, metric, metrics, date: metric === 'daily_pnl' ? date : null, scope } as const;
    return this.cache.answer(em, userId, task, (answer) => answer.tradeIds.length, () => this.workers.run(task));
  }

  /** Every symbol's tally of closed trades, best net P&L first: the dashboard shows the first five. */
  async symbolPerformance(em: EntityManager, userId: number): Promise<Ranked<string>[]> {
    // The stored state keeps the top symbols alone: every symbol is tallied from the instrument rows.
    return symbolsRanked((await currentSummary(em, userId, { withDays: false, withBreakdowns: true }, this.buildWholeSummary)).instruments);
  }

  async performanceChart(em: EntityManager, userId: number, filter: JournalFilter = NO_JOURNAL_FILTER): Promise<PerformanceChart> {
    const { summary } = await this.summaryOf(em, userId, filter, { withDays: true, withBreakdowns: false });
    const days = summary.days.map(({ day, summary: { tally } }) => ({ day, tally }));
    const curve = equityCurveOf(days);
    return { timeZone: summary.timeZone, points: days.map((day, index) => ({ ...day, ...curve[index]! })) };
  }

  async advancedAnalytics(em: EntityManager, userId: number, filter: JournalFilter = NO_JOURNAL_FILTER): Promise<AdvancedAnalytics> {
    const { summary } = await this.summaryOf(em, userId, filter, { withDays: true, withBreakdowns: true });
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
      topPerformers: summary.symbols.slice(0, TOP_SYMBOLS),
    };
  }
}

function metricsOf(summary: StoredSummary): PerformanceMetrics {
  return metricsFrom(metricPartsOf(summary.folded, summary.openTrades));
}
