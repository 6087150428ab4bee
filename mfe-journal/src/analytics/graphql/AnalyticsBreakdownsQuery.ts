import { gql } from '@apollo/client';
import { BREAKDOWN_BUCKET_FIELDS } from './BreakdownBucketFields';
import { EXCURSION_SCATTER_FIELDS } from './ExcursionScatterFields';

/** The /analytics page: the SPEC §2 risk, trend, timing and size cards, every breakdown and the MAE/MFE scatter. */
export const ANALYTICS_BREAKDOWNS_QUERY = gql`
  query AnalyticsBreakdowns($filter: JournalFilterInput) {
    analyticsBreakdowns(filter: $filter) {
      timeZone
      closedTrades
      minimumTrades
      filter
      tooFewTrades
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
          ...TrendSideFields
        }
        earlier {
          ...TrendSideFields
        }
      }
      timing {
        bestHour {
          ...NamedBucketFields
        }
        worstHour {
          ...NamedBucketFields
        }
        bestWeekday {
          ...NamedBucketFields
        }
        worstWeekday {
          ...NamedBucketFields
        }
        medianWinnerHoldMinutes
        medianLoserHoldMinutes
      }
      size {
        meanPositionSize
        meanWinnerSize
        meanLoserSize
        bestRange {
          ...NamedBucketFields
        }
        worstRange {
          ...NamedBucketFields
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
      excursions {
        ...ExcursionScatterFields
      }
    }
  }
  fragment TrendSideFields on BreakdownBucket {
    tradeCount
    winRate
    expectancy
    meanPnlInterval {
      low
      high
    }
  }
  fragment NamedBucketFields on BreakdownBucket {
    key
    label
    tradeCount
    expectancy
  }
  ${BREAKDOWN_BUCKET_FIELDS}
  ${EXCURSION_SCATTER_FIELDS}
`;
