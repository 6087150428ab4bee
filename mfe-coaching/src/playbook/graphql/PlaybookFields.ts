import { gql } from '@apollo/client';

export const PLAYBOOK_FIELDS = gql`
  fragment PlaybookItemFields on PlaybookItem {
    text
    why
  }
  fragment PlaybookFields on Playbook {
    id
    version
    active
    createdAt
    confidenceScore
    confidenceBasis
    raiseConfidence
    closedTrades
    tradingRules {
      ...PlaybookItemFields
    }
    riskManagement {
      name
      value
      why
    }
    optimalConditions {
      ...PlaybookItemFields
    }
    emotionalTriggers {
      ...PlaybookItemFields
    }
    biasAlerts {
      ...PlaybookItemFields
    }
    coachingTips {
      ...PlaybookItemFields
    }
    strategyRecommendations {
      ...PlaybookItemFields
    }
    hypotheses {
      trait
      score
      hypothesis
      verdict
      evidence
    }
  }
`;
