import { addDays, todayIn } from '@tj/design-system';
import type { TradeRow } from '../trades/utils/tradeRow';
import { tradeRow } from './fixtures';

/** A local day `daysAgo` before today (UTC, the fixtures' zone), so the chart's ranges hold whatever the date. */
export const daysAgo = (days: number) => addDays(todayIn('UTC'), -days);

export function performanceStats(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PerformanceStats',
    totalPnl: '1234.5',
    totalTrades: 31,
    openTrades: 1,
    winners: 19,
    losers: 10,
    scratches: 2,
    winRate: 19 / 31,
    profitFactor: 1.8,
    profitFactorText: '1.80',
    grossProfit: '2777.63',
    grossLoss: '-1543.13',
    maxDrawdown: '412.25',
    maxDrawdownPeakAt: '2025-03-03T15:00:00.000Z',
    maxDrawdownTroughAt: '2025-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export function dashboard({ stats = performanceStats(), recentTrades = [] as TradeRow[], symbols = [] as { symbol: string; tradeCount: number; totalPnl: string; winRate: number }[], tooFewTrades = false } = {}) {
  return {
    data: {
      dashboard: {
        __typename: 'Dashboard',
        timeZone: 'UTC',
        filter: 'all trades',
        tooFewTrades,
        performanceStats: stats,
        recentTrades,
        symbolPerformance: symbols.map((symbol) => ({ __typename: 'SymbolPerformance', ...symbol })),
      },
    },
  };
}

export function performanceChart(points: { date: string; cumulativePnl: string; pnl: string; trades: number }[]) {
  return { data: { performanceChart: { __typename: 'PerformanceChart', timeZone: 'UTC', chartData: points.map((point) => ({ __typename: 'ChartPoint', ...point })) } } };
}

export function advancedAnalytics({ empty = false } = {}) {
  return {
    data: {
      advancedAnalytics: {
        __typename: 'AdvancedAnalytics',
        message: empty ? 'No trading data available for analysis' : null,
        timeAnalytics: {
          __typename: 'TimeAnalytics',
          bestDay: empty ? null : { __typename: 'DayPerformance', day: 'Tuesday', trades: 8, totalPnl: '812.4', winRate: 0.75 },
          bestHour: empty ? null : { __typename: 'HourPerformance', hour: 9, trades: 12, totalPnl: '640.6', winRate: 0.5 },
        },
        symbolPerformance: { __typename: 'SymbolAnalytics', topPerformers: empty ? [] : [{ __typename: 'TopPerformer', symbol: 'AAPL', trades: 6, totalPnl: '501.49', winRate: 0.6667 }] },
        positionSizeAnalysis: {
          __typename: 'PositionSizeAnalysis',
          bestRange: empty ? null : { __typename: 'SizeRangePerformance', range: '$5K-$10K', trades: 9, winRate: 0.3333, avgPnl: '42.5', totalPnl: '382.5' },
        },
      },
    },
  };
}

interface ExplanationOptions {
  tradeIds?: string[];
  tradeCount?: number;
  inputs?: { name: string; value: string }[];
}

export function explanation(metric: string, { tradeIds = ['101'], tradeCount, inputs = [{ name: 'Winners', value: '19' }] }: ExplanationOptions = {}) {
  return {
    data: {
      dashboard: {
        __typename: 'Dashboard',
        explain: {
          __typename: 'MetricExplanation',
          metric,
          formula: `The formula of ${metric}.`,
          filter: 'all trades',
          inputs: inputs.map((input) => ({ __typename: 'MetricInput', ...input })),
          tradeCount: tradeCount ?? tradeIds.length,
          tradeIds,
          trades: tradeIds.map((id) => tradeRow({ id })),
        },
      },
    },
  };
}

export const noDayEntries = () => ({ data: { dayJournalEntries: [] } });
export const dayEntry = (date: string, plan = '', review = '') => ({ data: { dayJournalEntry: { __typename: 'DayJournalEntry', date, plan, review, updatedAt: plan || review ? '2025-03-14T22:00:00.000Z' : null } } });
