import { gql } from '@apollo/client';
import { TRADE_FIELDS } from './TradeFields';

/** One trade by id (the trades behind an explained figure). */
export const TRADE_QUERY = gql`
  ${TRADE_FIELDS}
  query Trade($id: ID!) {
    trade(id: $id) {
      ...TradeFields
    }
  }
`;
