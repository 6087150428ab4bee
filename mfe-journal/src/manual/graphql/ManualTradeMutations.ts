import { gql } from '@apollo/client';
import { TRADE_FIELDS } from '../../trades/graphql/TradeFields';

export const CREATE_MANUAL_TRADE_MUTATION = gql`
  mutation CreateManualTrade($input: ManualTradeInput!) {
    createManualTrade(input: $input) {
      ...TradeFields
    }
  }
  ${TRADE_FIELDS}
`;

export const UPDATE_MANUAL_TRADE_MUTATION = gql`
  mutation UpdateManualTrade($tradeId: ID!, $input: ManualTradeInput!) {
    updateManualTrade(tradeId: $tradeId, input: $input) {
      ...TradeFields
    }
  }
  ${TRADE_FIELDS}
`;

export const DELETE_MANUAL_TRADE_MUTATION = gql`
  mutation DeleteManualTrade($tradeId: ID!) {
    deleteManualTrade(tradeId: $tradeId)
  }
`;

export const CLOSE_POSITION_MANUALLY_MUTATION = gql`
  mutation ClosePositionManually($tradeId: ID!, $input: ManualCloseInput!) {
    closePositionManually(tradeId: $tradeId, input: $input) {
      ...TradeFields
    }
  }
  ${TRADE_FIELDS}
`;
