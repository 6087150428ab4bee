// The public entry of modules/risk-rules: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { RiskBreach, StoredRiskRule } from './risk-rule.entity';
import { RiskRulesResolver } from './risk-rules.resolver';
import { wireRiskRules } from './wiring';

export const riskRulesModule = {
  name: 'risk-rules',
  entities: [StoredRiskRule, RiskBreach],
  resolvers: [RiskRulesResolver],
  mount: ({ services: { riskRules } }) => ({ resolvers: [new RiskRulesResolver(riskRules)], routes: [] }),
  services: serviceWiring(wireRiskRules, { settings: true, notifications: true, imports: true }),
} satisfies ApiModule;

// What other modules may use.
export { riskRulesSection } from './risk-rules.section';
export { RiskRuleService, type RecordedBreach } from './risk-rules.service';
export { registerRiskAlertMails, RISK_ALERT_MAIL_JOB, riskAlertMailKey } from './risk-alert-mails';
