import { gql } from '@apollo/client';

/** The MAE/MFE scatter: coverage, the points (each trade measured as its dialog measures it) and the readings. */
export const EXCURSION_SCATTER_FIELDS = gql`
  fragment ExcursionScatterFields on ExcursionScatter {
    tradesWithCandles
    enoughData
    points {
      tradeId
      symbol
      direction
      exitTime
      netPnl
      maeDollars
      mfeDollars
      maeR
      mfeR
      capturedPercent
    }
    losers
    losersAheadFirst
    winners
    medianWinnerCapturedPercent
  }
`;
