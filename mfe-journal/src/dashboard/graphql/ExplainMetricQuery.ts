import { gql } from '@apollo/client';

/** What one figure is made of: the server's formula in words, its inputs, and the trades behind it. */
export const EXPLAIN_METRIC_QUERY = gql`
  query ExplainMetric($metric: DashboardMetric!, $date: String) {
    dashboard {
      explain(metric: $metric, date: $date) {
        metric
        formula
        inputs {
          name
          value
        }
        tradeCount
        tradeIds
      }
    }
  }
`;
