import { gql } from '@apollo/client';
import { BREAKDOWN_BUCKET_FIELDS } from './BreakdownBucketFields';

/** The /analytics page: the SPEC §2 risk, trend, timing and size cards and every breakdown. */
export const ANALYTICS_BREAKDOWNS_QUERY = gql`
  query AnalyticsBreakdowns {
    analyticsBreakdowns {
      timeZone
      closedTrades
      minimumTrades
      risk {
        maxDrawdown
        largestLosingStreakCount
        largestLosingStreakTotal
        avgLoss
        largestLoss
        tradesWithStop
        meanR
        meanRInterval {
          low
          high
        }
        lossesBeyondPlannedRisk
      }
      trend {
        verdict
        pValue
        recent {
          ...BreakdownBucketFields
        }
        earlier {
          ...BreakdownBucketFields
        }
      }
      timing {
        bestHour {
          ...BreakdownBucketFields
        }
        worstHour {
          ...BreakdownBucketFields
        }
        bestWeekday {
          ...BreakdownBucketFields
        }
        worstWeekday {
          ...BreakdownBucketFields
        }
        medianWinnerHoldMinutes
        medianLoserHoldMinutes
      }
      size {
        meanPositionSize
        meanWinnerSize
        meanLoserSize
        bestRange {
          ...BreakdownBucketFields
        }
        worstRange {
          ...BreakdownBucketFields
        }
      }
      breakdowns {
        dimension
        title
        tradesLeftOut
        overlapping
        buckets {
          ...BreakdownBucketFields
        }
      }
    }
  }
  ${BREAKDOWN_BUCKET_FIELDS}
`;
