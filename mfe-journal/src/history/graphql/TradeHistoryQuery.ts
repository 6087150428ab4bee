import { gql } from '@apollo/client';
import { TRADE_FIELDS } from '../../trades/graphql/TradeFields';

/** A page of the filtered history by cursor, in the chosen order, with the whole filtered set's totals. */
export const TRADE_HISTORY_QUERY = gql`
  ${TRADE_FIELDS}
  query TradeHistory($filter: TradeHistoryFilterInput, $first: Int!, $after: String, $sortBy: TradeSort, $sortDirection: SortDirection) {
    tradeHistory(filter: $filter, first: $first, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {
      trades {
        ...TradeFields
      }
      endCursor
      hasNextPage
      summary {
        tradeCount
        closedTradeCount
        netPnl
      }
    }
    settings {
      timezone
    }
  }
`;
