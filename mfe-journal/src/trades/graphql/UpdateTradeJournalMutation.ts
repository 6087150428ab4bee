import { gql } from '@apollo/client';
import { TRADE_FIELDS } from './TradeFields';

/** Notes, tags (the whole set, by id) and planned stop of one trade. */
export const UPDATE_TRADE_JOURNAL_MUTATION = gql`
  ${TRADE_FIELDS}
  mutation UpdateTradeJournal($tradeId: ID!, $input: TradeJournalInput!) {
    updateTradeJournal(tradeId: $tradeId, input: $input) {
      ...TradeFields
    }
  }
`;
