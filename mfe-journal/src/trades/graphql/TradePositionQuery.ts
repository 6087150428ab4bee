import { gql } from '@apollo/client';

/** The multi-leg position a trade is a leg of, with its legs (asked for when its dialog opens). */
export const TRADE_POSITION_QUERY = gql`
  query TradePosition($id: ID!) {
    trade(id: $id) {
      id
      position {
        id
        shape
        underlying
        netDebit
        maxLoss
        maxGain
        pnl
        status
        rMultiple
        grouping
        legCount
        legs {
          tradeId
          symbol
          side
          quantity
          entryPrice
          exitPrice
          pnl
          status
          exitKind
        }
      }
    }
  }
`;

/** Takes a leg out of its position, or gives a position's legs back to the rule (docs/options.md). */
export const SPLIT_POSITION_LEG_MUTATION = gql`
  mutation SplitPositionLeg($tradeId: ID!) {
    splitPositionLeg(tradeId: $tradeId) {
      id
    }
  }
`;

export const RESET_POSITION_GROUPING_MUTATION = gql`
  mutation ResetPositionGrouping($tradeId: ID!) {
    resetPositionGrouping(tradeId: $tradeId) {
      id
    }
  }
`;

/** The trades this one's position may be merged with: same account and underlying, not in its position (docs/options.md). */
export const MERGE_CANDIDATES_QUERY = gql`
  query MergeCandidates($tradeId: ID!) {
    mergeCandidates(tradeId: $tradeId) {
      id
      symbol
      side
      entryTime
    }
  }
`;

/** Counts the positions of these trades as one (docs/options.md, "Split and merge by hand"). */
export const MERGE_POSITIONS_MUTATION = gql`
  mutation MergePositions($tradeIds: [ID!]!) {
    mergePositions(tradeIds: $tradeIds) {
      id
    }
  }
`;
