import { gql } from '@apollo/client';

/** The trader's risk rules, each with how often it was broken in the last 30 days. */
export const RISK_RULES_QUERY = gql`
  query RiskRules {
    riskRules {
      id
      kind
      limit
      unit
      accountId
      breachesLast30Days
    }
  }
`;
