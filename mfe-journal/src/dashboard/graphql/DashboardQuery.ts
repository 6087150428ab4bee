import { gql } from '@apollo/client';
import { TRADE_FIELDS } from '../../trades/graphql/TradeFields';

/** SPEC §3 dashboard: the stat cards' figures, the newest trades and the top symbols. */
export const DASHBOARD_QUERY = gql`
  ${TRADE_FIELDS}
  query Dashboard($filter: JournalFilterInput) {
    dashboard(filter: $filter) {
      timeZone
      filter
      tooFewTrades
      performanceStats {
        totalPnl
        totalTrades
        openTrades
        winners
        losers
        scratches
        winRate
        profitFactor
        profitFactorText
        grossProfit
        grossLoss
        maxDrawdown
        maxDrawdownPeakAt
        maxDrawdownTroughAt
      }
      recentTrades {
        ...TradeFields
      }
      symbolPerformance {
        symbol
        tradeCount
        totalPnl
        winRate
      }
    }
  }
`;
