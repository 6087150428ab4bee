import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ImportCandlesMutation, ImportCandlesMutationVariables } from '../../__generated__/graphql';
import { IMPORT_CANDLES_MUTATION } from '../graphql/ImportCandlesMutation';
import { uploadFailureOf } from '../utils/requestMessage';

export type CandleImportState =
  | { name: 'idle' }
  | { name: 'uploading' }
  | { name: 'imported'; message: string }
  | { name: 'refused'; message: string };

export interface CandleImportRequest {
  file: File;
  symbol: string;
  timeframe: string;
  timeZone: string;
}

/**
 * A candle CSV sent to the store (importCandles: every row or none). Once stored, the trade's
 * chart and analysis are asked again, so the candles show at once.
 */
export function useCandleImport() {
  const [state, setState] = useState<CandleImportState>({ name: 'idle' });
  const [importCandles] = useMutation<ImportCandlesMutation, ImportCandlesMutationVariables>(IMPORT_CANDLES_MUTATION, {
    refetchQueries: ['TradeChart', 'TradeAnalysis'],
    awaitRefetchQueries: true,
  });
  const upload = async ({ file, symbol, timeframe, timeZone }: CandleImportRequest) => {
    setState({ name: 'uploading' });
    try {
      const { data } = await importCandles({ variables: { input: { file, symbol, timeframe, timeZone } } });
      if (!data) throw new Error('The import came back empty');
      setState({ name: 'imported', message: data.importCandles.message });
    } catch (error) {
      setState({ name: 'refused', message: uploadFailureOf(error) });
    }
  };
  return { state, upload };
}
