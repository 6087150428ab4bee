import { gql } from '@apollo/client';

/**
 * The dashboard card's insights: no evidence or trade ids, which can run to every trade of the
 * account (fee drag, concentration) and the card does not show.
 */
export const INSIGHTS_CARD_QUERY = gql`
  query InsightsCard($filter: JournalFilterInput) {
    insights(filter: $filter) {
      id
      category
      title
      text
      confidence
      createdAt
    }
    trades(limit: 1) {
      id
    }
    settings {
      timezone
    }
  }
`;
