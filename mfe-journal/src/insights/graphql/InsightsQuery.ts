import { gql } from '@apollo/client';

/** The insights engine's findings (newest first), as GET /api/insights answers them. */
export const INSIGHTS_QUERY = gql`
  query Insights($filter: JournalFilterInput) {
    insights(filter: $filter) {
      id
      category
      title
      text
      evidence {
        label
        value
      }
      tradeIds
      sampleSize
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
