import { gql } from '@apollo/client';
import { TRADE_FIELDS } from './TradeFields';

/** The trade at the other end of an assignment or exercise (docs/options.md), asked for when a dialog opens. */
export const TRADE_ASSIGNMENT_LINK_QUERY = gql`
  query TradeAssignmentLink($id: ID!) {
    trade(id: $id) {
      id
      assignmentLink {
        tradeId
        symbol
        kind
        linkedIs
        sharesOpened
      }
    }
  }
`;

/** The linked trade as the dialog shows it, when the trader opens it. */
export const LINKED_TRADE_QUERY = gql`
  query LinkedTrade($id: ID!) {
    trade(id: $id) {
      ...TradeFields
    }
  }
  ${TRADE_FIELDS}
`;
