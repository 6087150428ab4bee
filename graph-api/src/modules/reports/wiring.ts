import type { WiringInfra } from '../../wiring-infra';
import type { InsightsRecompute } from '../insights';
import type { DayJournalService } from '../journal';
import type { NotificationService } from '../notifications';
import type { RiskRuleService } from '../risk-rules';
import type { SettingsService } from '../settings';
import { ReportBuilder } from './report';
import { registerReportJobs } from './report-jobs';
import { ReportsService } from './reports.service';
import { UnsubscribeTokens } from './unsubscribe-token';

interface ReportsNeeds {
  settings: SettingsService;
  dayJournal: DayJournalService;
  riskRules: RiskRuleService;
  insights: InsightsRecompute;
  notifications: NotificationService;
}

export function wireReports({ config, clock, mailer, jobs, appKey }: WiringInfra, { settings, dayJournal, riskRules, insights, notifications }: ReportsNeeds) {
  const builder = new ReportBuilder(settings, dayJournal, riskRules, async (em, userId) => {
    const [top] = await insights.newestForDashboard(em, userId);
    return top ? { title: top.title, text: top.text } : null;
  });
  const reports = new ReportsService({ builder, settings, notifications, mailer, tokens: new UnsubscribeTokens(appKey), clock, publicUrl: config.publicUrl });
  registerReportJobs(jobs, reports);
  return { reports };
}
