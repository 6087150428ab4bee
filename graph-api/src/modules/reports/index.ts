// The public entry of modules/reports: what other modules and app.ts may use (a lint refuses imports past it).
import type { ApiModule } from '../../api-module';
import { ReportsResolver } from './reports.resolver';
import { reportsRoutes } from './reports.routes';

/** Daily Summary and Weekly Report: e-mails, their page's query, and the one-click unsubscribe (docs/reports-and-alerts.md). */
export const reportsModule: ApiModule = {
  name: 'reports',
  entities: [],
  resolvers: [ReportsResolver],
  mount: ({ services: { reports } }) => ({ resolvers: [new ReportsResolver(reports)], routes: [reportsRoutes(reports)] }),
};

export { ReportBuilder, type Report } from './report';
export { DAILY_SUMMARY_JOB, registerReportJobs, WEEKLY_REPORT_JOB } from './report-jobs';
export { ReportsService } from './reports.service';
export { UNSUBSCRIBE_PATH, UnsubscribeTokens } from './unsubscribe-token';
export { wireReports } from './wiring';
