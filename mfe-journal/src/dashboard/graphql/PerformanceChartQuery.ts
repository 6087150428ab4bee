import { gql } from '@apollo/client';

/** The whole history's equity curve, one point per local day with a closed trade; the page picks the range. */
export const PERFORMANCE_CHART_QUERY = gql`
  query PerformanceChart($filter: JournalFilterInput) {
    performanceChart(filter: $filter) {
      timeZone
      chartData {
        date
        cumulativePnl
        pnl
        trades
      }
    }
  }
`;
