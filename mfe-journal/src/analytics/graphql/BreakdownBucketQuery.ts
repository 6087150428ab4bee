import { gql } from '@apollo/client';
import { TRADE_FIELDS } from '../../trades/graphql/TradeFields';

/** One bucket's trades (the newest 50; tradeCount says how many there are), each opening its trade. */
export const BREAKDOWN_BUCKET_QUERY = gql`
  query BreakdownBucket($dimension: BreakdownDimension!, $key: String!, $filter: JournalFilterInput) {
    breakdownBucket(dimension: $dimension, key: $key, filter: $filter) {
      key
      label
      tradeCount
      trades {
        ...TradeFields
      }
    }
  }
  ${TRADE_FIELDS}
`;
