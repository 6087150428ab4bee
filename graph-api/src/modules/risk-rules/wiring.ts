import type { WiringInfra } from '../../wiring-infra';
import type { ImportService } from '../imports';
import type { NotificationService } from '../notifications';
import type { SettingsService } from '../settings';
import { registerRiskAlertMails } from './risk-alert-mails';
import { riskRulesSection } from './risk-rules.section';
import { RiskRuleService } from './risk-rules.service';

export function wireRiskRules(
  { config, clock, logger, mailer, jobs, userData }: WiringInfra,
  { settings, notifications, imports }: { settings: SettingsService; notifications: NotificationService; imports: ImportService },
) {
  // Rules and breaches point only at the user.
  userData.register(riskRulesSection);
  const riskRules = new RiskRuleService(settings, notifications, jobs, clock, logger.child({ component: 'risk-rules' }));
  // Checked as trades arrive (CSV, API, sync all commit through imports), after the response.
  imports.onCommitted((em, userId) => riskRules.afterImport(em, userId));
  registerRiskAlertMails(jobs, mailer, config.publicUrl);
  return { riskRules };
}
