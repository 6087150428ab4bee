// The public entry of modules/reports: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { ReportsResolver } from './reports.resolver';
import { reportsRoutes } from './reports.routes';

/** Daily Summary and Weekly Report: e-mails, their page's query, and the one-click unsubscribe (docs/reports-and-alerts.md). */
import { wireReports } from './wiring';
export const reportsModule = {
  name: 'reports',
  entities: [],
  resolvers: [ReportsResolver],
  mount: ({ services: { reports } }) => ({ resolvers: [new ReportsResolver(reports)], routes: [reportsRoutes(reports)] }),
  services: serviceWiring(wireReports, { settings: true, dayJournal: true, riskRules: true, insights: true, notifications: true }),
} satisfies ApiModule;

export { ReportBuilder, type Report } from './report';
export { DAILY_SUMMARY_JOB, registerReportJobs, WEEKLY_REPORT_JOB } from './report-jobs';
export { ReportsService } from './reports.service';
export { UNSUBSCRIBE_PATH, UnsubscribeTokens } from './unsubscribe-token';
