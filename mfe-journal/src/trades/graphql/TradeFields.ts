import { gql } from '@apollo/client';

/** One trade as the lists (recent trades, history, the trades behind a figure) show it, with the position it is a leg of. */
export const TRADE_FIELDS = gql`
  fragment TradeFields on Trade {
    id
    symbol
    side
    status
    quantity
    closedQuantity
    entryPrice
    exitPrice
    entryTime
    exitTime
    exitKind
    pnl
    grossPnl
    commission
    fees
    multiplier
    assetClass
    platform
    platformName
    accountId
    manual
    manualOnly
    timeGiven
    notes
    stopPrice
    initialRisk
    rMultiple
    tags {
      id
      kind
      name
    }
    position {
      id
      shape
      legCount
      pnl
    }
  }
`;
