import { useMemo } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useAfterFirstPaint } from '@tj/design-system';
import type { AdvancedAnalyticsQuery, DashboardQuery, JournalFilterInput, PerformanceChartQuery } from '../../__generated__/graphql';
import { FAILED_TO_FETCH_CHART } from '../../trades/constants/texts';
import { FAILED_TO_FETCH_DASHBOARD } from '../constants/texts';
import { ADVANCED_ANALYTICS_QUERY } from '../graphql/AdvancedAnalyticsQuery';
import { DASHBOARD_QUERY } from '../graphql/DashboardQuery';
import { PERFORMANCE_CHART_QUERY } from '../graphql/PerformanceChartQuery';
import { advancedOf, equityPointsOf, symbolsOf } from '../utils/fromApi';

export type DashboardData = ReturnType<typeof useDashboardData>;

/**
 * The dashboard's three calls (SPEC §7): each card shows its own loading, failure or figures.
 * They start once the page's frame is on screen (useAfterFirstPaint), and count as loading until then.
 * The same object until one of them answers, so that the page draws its cards again only then.
 */
export function useDashboardData(filter: JournalFilterInput | null = null) {
  const started = useAfterFirstPaint();
  // Under the filter bar's filter (docs/filter-bar.md): every card's figures are the filtered trades'.
  const asked = started ? { variables: { filter } } : skipToken;
  const dashboardCall = useQuery<DashboardQuery>(DASHBOARD_QUERY, asked);
  const chartCall = useQuery<PerformanceChartQuery>(PERFORMANCE_CHART_QUERY, asked);
  const analyticsCall = useQuery<AdvancedAnalyticsQuery>(ADVANCED_ANALYTICS_QUERY, asked);
  const { data: dashboard, error: dashboardFailure } = dashboardCall;
  const { data: chart, error: chartFailure } = chartCall;
  const { data: advanced, error: analyticsFailure } = analyticsCall;
  const dashboardLoading = !started || dashboardCall.loading;
  const chartLoading = !started || chartCall.loading;
  const analyticsLoading = !started || analyticsCall.loading;
  return useMemo(
    () => ({
      timeZone: dashboard?.dashboard.timeZone ?? chart?.performanceChart.timeZone ?? 'UTC',
      filtered: Boolean(filter),
      tooFewTrades: dashboard?.dashboard.tooFewTrades ?? false,
      stats: dashboard?.dashboard.performanceStats,
      recentTrades: dashboard?.dashboard.recentTrades,
      symbols: dashboard ? symbolsOf(dashboard.dashboard.symbolPerformance) : undefined,
      dashboardLoading,
      dashboardError: dashboardFailure ? FAILED_TO_FETCH_DASHBOARD : undefined,
      points: chart ? equityPointsOf(chart) : undefined,
      chartLoading,
      chartError: chartFailure ? FAILED_TO_FETCH_CHART : undefined,
      analytics: advanced ? advancedOf(advanced) : undefined,
      analyticsLoading,
      analyticsError: analyticsFailure ? FAILED_TO_FETCH_DASHBOARD : undefined,
    }),
    [filter, dashboard, dashboardLoading, dashboardFailure, chart, chartLoading, chartFailure, advanced, analyticsLoading, analyticsFailure],
  );
}
