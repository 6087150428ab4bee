import { gql } from '@apollo/client';

/** The fills one trade was matched from (asked for when its dialog opens: the lists do not need them). */
export const TRADE_FILLS_QUERY = gql`
  query TradeFills($id: ID!) {
    trade(id: $id) {
      id
      fills {
        executedAt
        side
        role
        quantity
        price
        commission
        fees
      }
    }
  }
`;
