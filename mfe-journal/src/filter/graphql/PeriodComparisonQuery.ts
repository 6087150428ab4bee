import { gql } from '@apollo/client';

/** Compare with the previous period: the headline figures of the filter's period and the one before it. */
export const PERIOD_COMPARISON_QUERY = gql`
  query PeriodComparison($filter: JournalFilterInput!) {
    periodComparison(filter: $filter) {
      previousFrom
      previousTo
      currentTrades
      previousTrades
      minimumTrades
      figures {
        figure
        current
        previous
        change
        pValue
        verdict
      }
    }
  }
`;
