import { gql } from '@apollo/client';
import { TRADE_FIELDS } from '../../trades/graphql/TradeFields';

/** One tag put on (or taken off) every selected trade; the trades come back, so their rows update in the cache. */
export const BULK_TAG_TRADES_MUTATION = gql`
  ${TRADE_FIELDS}
  mutation BulkTagTrades($tradeIds: [ID!]!, $tagId: ID!, $action: BulkTagAction!) {
    bulkTagTrades(tradeIds: $tradeIds, tagId: $tagId, action: $action) {
      ...TradeFields
    }
  }
`;
