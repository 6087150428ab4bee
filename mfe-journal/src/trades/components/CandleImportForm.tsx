import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Label, Select } from '@tj/design-system';
import { useCandleImport } from '../hooks/useCandleImport';
import { importCandlesTitle } from '../constants/texts';

/** The candle store takes 1m too; coarser charts are then built from it. */
const IMPORT_TIMEFRAMES = ['1m', '5m', '10m', '15m', '30m', '1h', '4h', '1d'].map((value) => ({ value, label: value }));

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h4 { margin: 0; font-size: ${({ theme }) => theme.fontSize.sm}; }
  p { margin: 0; font-size: ${({ theme }) => theme.fontSize.sm}; }
  .hint { color: ${({ theme }) => theme.color.textMuted}; }
  .refused { color: ${({ theme }) => theme.color.destructive}; }
  .fields { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; align-items: end; }
  .field { display: grid; gap: ${({ theme }) => theme.space.xs}; min-width: 0; }
  input[type='file'] { max-width: 100%; }
`;

export interface CandleImportFormProps {
  symbol: string;
  /** The chart's timeframe, the file's likeliest. */
  timeframe: string;
  /** Times written without a zone are read in the trader's zone. */
  timeZone: string;
}

/**
 * Where a chart has no candles: the trader's own OHLC file for the symbol, stored whole or refused
 * with its first bad line named (the server says which), after which the chart is asked again.
 */
export function CandleImportForm({ symbol, timeframe, timeZone }: CandleImportFormProps) {
  const id = useId();
  const { state, upload } = useCandleImport();
  const [file, setFile] = useState<File | null>(null);
  const [chosenTimeframe, setChosenTimeframe] = useState(timeframe);
  const [missingFile, setMissingFile] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissingFile(file === null);
    if (file) void upload({ file, symbol, timeframe: chosenTimeframe, timeZone });
  };
  return (
    <Form aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h4 id={`${id}-title`}>{importCandlesTitle(symbol)}</h4>
      <p className="hint" id={`${id}-hint`}>
        A .csv with the header time, open, high, low, close, volume; times without a zone are read in {timeZone}.
      </p>
      <div className="fields">
        <div className="field">
          <Label htmlFor={`${id}-file`}>Candle CSV file</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-hint`}
            aria-invalid={missingFile || undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissingFile(false);
            }}
          />
        </div>
        <div className="field">
          <Label htmlFor={`${id}-timeframe`}>Candle timeframe</Label>
          <Select id={`${id}-timeframe`} options={IMPORT_TIMEFRAMES} value={chosenTimeframe} onChange={(event) => setChosenTimeframe(event.target.value)} />
        </div>
        <Button type="submit" size="sm" disabled={state.name === 'uploading'}>
          {state.name === 'uploading' ? 'Importing...' : 'Import candles'}
        </Button>
      </div>
      <div aria-live="polite">
        {missingFile && <p className="refused">Choose a .csv file of candles first.</p>}
        {state.name === 'imported' && <p>{state.message}</p>}
      </div>
      {state.name === 'refused' && (
        <p className="refused" role="alert">
          {state.message}
        </p>
      )}
    </Form>
  );
}
