import { gql } from '@apollo/client';
import { TRADE_FIELDS } from '../../trades/graphql/TradeFields';

/** One page of the trades an insight rests on (ids of trades no longer held are left out). */
export const INSIGHT_TRADES_QUERY = gql`
  ${TRADE_FIELDS}
  query InsightTrades($ids: [ID!]!) {
    tradesWithIds(ids: $ids) {
      ...TradeFields
    }
  }
`;
