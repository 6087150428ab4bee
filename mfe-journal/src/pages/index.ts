import DashboardPage from './DashboardPage';
import HistoryPage from './HistoryPage';
import AnalyticsPage from './AnalyticsPage';
import InsightsPage from './InsightsPage';
import WeeklyReportPage from './WeeklyReportPage';
import type { StandaloneRoute } from '@tj/design-system/app';

/** This remote's pages under the paths the shell mounts them at (used by the standalone harness). */
export const pages: StandaloneRoute[] = [
  { path: '/dashboard', title: 'Dashboard', Page: DashboardPage },
  { path: '/history', title: 'Trade History', Page: HistoryPage },
  { path: '/analytics', title: 'Analytics', Page: AnalyticsPage },
  { path: '/insights', title: 'AI Insights', Page: InsightsPage },
  { path: '/reports/weekly', title: 'Weekly Report', Page: WeeklyReportPage },
];
