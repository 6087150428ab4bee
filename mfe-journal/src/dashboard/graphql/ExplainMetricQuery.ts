import { gql } from '@apollo/client';
import { TRADE_FIELDS } from '../../trades/graphql/TradeFields';

/** What one figure is made of: the server's formula in words, its inputs, and the trades behind it (in the same answer). */
export const EXPLAIN_METRIC_QUERY = gql`
  ${TRADE_FIELDS}
  query ExplainMetric($metric: DashboardMetric!, $date: String, $filter: JournalFilterInput) {
    dashboard(filter: $filter) {
      explain(metric: $metric, date: $date) {
        metric
        filter
        formula
        inputs {
          name
          value
        }
        tradeCount
        tradeIds
        trades {
          ...TradeFields
        }
      }
    }
  }
`;
