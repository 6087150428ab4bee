import { gql } from '@apollo/client';

/** Stores a candle CSV of one symbol and timeframe: every row, or none and the bad line named. */
export const IMPORT_CANDLES_MUTATION = gql`
  mutation ImportCandles($input: CandleImportInput!) {
    importCandles(input: $input) {
      success
      message
      symbol
      timeframe
      candlesImported
      from
      to
    }
  }
`;
