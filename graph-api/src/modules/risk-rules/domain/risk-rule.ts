/** The five optional risk rules of one page (docs/reports-and-alerts.md), each with its units. */
export const RISK_RULE_UNITS = {
  daily_loss: ['usd', 'r'],
  max_trades_per_day: ['trades'],
  loss_beyond_stop: ['usd'],
  max_position_size: ['shares', 'usd'],
  trailing_drawdown: ['usd'],
} as const;

export type RiskRuleKind = keyof typeof RISK_RULE_UNITS;
export type RiskRuleUnit = (typeof RISK_RULE_UNITS)[RiskRuleKind][number];

export const RISK_RULE_NAMES: Record<RiskRuleKind, string> = {
  daily_loss: 'Daily loss limit',
  max_trades_per_day: 'Maximum trades per day',
  loss_beyond_stop: 'Maximum loss beyond the planned stop',
  max_position_size: 'Maximum position size',
  trailing_drawdown: 'Trailing drawdown from the equity peak',
};

export interface RiskRule {
  id: number;
  kind: RiskRuleKind;
  /** A positive decimal in the rule's unit (a whole number of trades for max_trades_per_day). */
  limit: string;
  unit: RiskRuleUnit;
  /** Only this broker account's trades; null: every account. */
  accountId: string | null;
}
