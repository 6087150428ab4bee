import { useQuery } from '@apollo/client/react';
import type { RiskRulesQuery } from '../../__generated__/graphql';
import { RISK_RULES_QUERY } from '../graphql/RiskRulesQuery';
import { isRuleKind, limitText, RULE_KINDS } from '../model/riskRuleForm';

const timesText = (count: number) => (count === 0 ? 'Not broken in the last 30 days' : `Broken ${count} time${count === 1 ? '' : 's'} in the last 30 days`);

/** The Play Book's Risk Management tab: the trader's own rules and how often each was broken lately. */
export function RiskRuleCounts() {
  const { data } = useQuery<RiskRulesQuery>(RISK_RULES_QUERY);
  if (!data) return null;
  return (
    <section aria-label="Your risk rules">
      <h3 style={{ margin: '0 0 8px' }}>Your risk rules</h3>
      {data.riskRules.length === 0 ? (
        <p style={{ margin: 0 }}>
          You have set no risk rules. <a href="#risk-rules">Set them below</a>.
        </p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
          {data.riskRules.map((rule) => (
            <li key={rule.id}>
              <strong>{isRuleKind(rule.kind) ? RULE_KINDS[rule.kind].label : rule.kind}</strong>: {limitText(rule.limit, rule.unit)}
              {rule.accountId ? ` (account ${rule.accountId})` : ''}. {timesText(rule.breachesLast30Days)}.
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
