import { gql } from '@apollo/client';

/** SPEC §3 advanced analytics: best weekday, hour and size range and the top performers, with samples. */
export const ADVANCED_ANALYTICS_QUERY = gql`
  query AdvancedAnalytics($filter: JournalFilterInput) {
    advancedAnalytics(filter: $filter) {
      message
      timeAnalytics {
        bestDay {
          day
          trades
          totalPnl
          winRate
        }
        bestHour {
          hour
          trades
          totalPnl
          winRate
        }
      }
      symbolPerformance {
        topPerformers {
          symbol
          trades
          totalPnl
          winRate
        }
      }
      positionSizeAnalysis {
        bestRange {
          range
          trades
          winRate
          avgPnl
          totalPnl
        }
      }
    }
  }
`;
