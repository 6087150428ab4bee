import { useQuery } from '@apollo/client/react';
import type { AdvancedAnalyticsQuery, DashboardQuery, PerformanceChartQuery } from '../../__generated__/graphql';
import { FAILED_TO_FETCH_CHART } from '../../trades/constants/texts';
import { FAILED_TO_FETCH_DASHBOARD } from '../constants/texts';
import { ADVANCED_ANALYTICS_QUERY } from '../graphql/AdvancedAnalyticsQuery';
import { DASHBOARD_QUERY } from '../graphql/DashboardQuery';
import { PERFORMANCE_CHART_QUERY } from '../graphql/PerformanceChartQuery';
import { advancedOf, equityPointsOf, symbolsOf } from '../utils/fromApi';

/** The dashboard's three calls (SPEC §7): each card shows its own loading, failure or figures. */
export function useDashboardData() {
  const dashboard = useQuery<DashboardQuery>(DASHBOARD_QUERY);
  const chart = useQuery<PerformanceChartQuery>(PERFORMANCE_CHART_QUERY);
  const advanced = useQuery<AdvancedAnalyticsQuery>(ADVANCED_ANALYTICS_QUERY);
  return {
    timeZone: dashboard.data?.dashboard.timeZone ?? chart.data?.performanceChart.timeZone ?? 'UTC',
    stats: dashboard.data?.dashboard.performanceStats,
    recentTrades: dashboard.data?.dashboard.recentTrades,
    symbols: dashboard.data ? symbolsOf(dashboard.data.dashboard.symbolPerformance) : undefined,
    dashboardLoading: dashboard.loading,
    dashboardError: dashboard.error ? FAILED_TO_FETCH_DASHBOARD : undefined,
    points: chart.data ? equityPointsOf(chart.data) : undefined,
    chartLoading: chart.loading,
    chartError: chart.error ? FAILED_TO_FETCH_CHART : undefined,
    analytics: advanced.data ? advancedOf(advanced.data) : undefined,
    analyticsLoading: advanced.loading,
    analyticsError: advanced.error ? FAILED_TO_FETCH_DASHBOARD : undefined,
  };
}
