import { gql } from '@apollo/client';

/** One bucket's figures with how sure they are (graph-api METRICS.md "Breakdowns by bucket"). */
export const BREAKDOWN_BUCKET_FIELDS = gql`
  fragment BreakdownBucketFields on BreakdownBucket {
    key
    label
    tradeCount
    winRate
    winRateInterval {
      low
      high
    }
    expectancy
    meanPnlInterval {
      low
      high
    }
    totalPnl
    enoughData
  }
`;
