import { gql } from '@apollo/client';
import { TRADE_FIELDS } from '../../trades/graphql/TradeFields';

/** The trade behind a point of the MAE/MFE scatter, read when the point is opened (the scatter holds only its figures). */
export const SCATTER_TRADE_QUERY = gql`
  query ScatterTrade($id: ID!) {
    trade(id: $id) {
      ...TradeFields
    }
  }
  ${TRADE_FIELDS}
`;
