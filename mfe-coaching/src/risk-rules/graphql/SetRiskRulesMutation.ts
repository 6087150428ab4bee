import { gql } from '@apollo/client';

/** Replaces every rule at once; a bad rule is refused naming its field and nothing changes (docs/reports-and-alerts.md). */
export const SET_RISK_RULES_MUTATION = gql`
  mutation SetRiskRules($rules: [RiskRuleInput!]!) {
    setRiskRules(rules: $rules) {
      id
      kind
      limit
      unit
      accountId
      breachesLast30Days
    }
  }
`;
