import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, cssVar, Label, Select } from '@tj/design-system';
import { MAPPING_FIELDS, type MappingField } from '../constants/columnMapping';
import type { ColumnMapping, CsvPreview } from '../hooks/useCsvImport';
import { initialMappingDraft, type MappingDraft, mappingOf } from '../utils/columnMapping';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  select { width: 100%; }
`;

interface ColumnMappingFormProps {
  preview: CsvPreview;
  applied: ColumnMapping | null;
  /** Whether the file's rows that are not trades are skipped (and listed) rather than refusing it. */
  appliedSkipNonTrades: boolean;
  disabled: boolean;
  onApply: (mapping: ColumnMapping, skipNonTrades: boolean) => void;
}

/** A generic CSV's columns mapped to the fields of an execution, prefilled from the header. */
export function ColumnMappingForm({ preview, applied, appliedSkipNonTrades, disabled, onApply }: ColumnMappingFormProps) {
  const [draft, setDraft] = useState<MappingDraft>(() => initialMappingDraft(applied, preview.suggestedMapping));
  const [skipNonTrades, setSkipNonTrades] = useState(appliedSkipNonTrades);
  const [missing, setMissing] = useState<MappingField[]>([]);
  const columns = preview.columns.filter(Boolean).map((column) => ({ value: column, label: column }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = mappingOf(draft);
    if ('missing' in result) return setMissing(result.missing);
    setMissing([]);
    onApply(result.mapping, skipNonTrades);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="column-mapping-title" style={{ display: 'grid', gap: 12 }}>
      <h3 id="column-mapping-title" style={{ margin: 0 }}>
        Map the columns of your file
      </h3>
      <p style={{ margin: 0, fontSize: '0.875rem', color: cssVar('color', 'textMuted') }}>
        A generic CSV is read through this mapping: choose the column that holds each field.
      </p>
      <p style={{ margin: 0, fontSize: '0.875rem', color: cssVar('color', 'textMuted') }}>
        One row per fill: leave the exit fields out. One row per whole trade (a journal or spreadsheet export): map the exit date and price too; the date, time,
        price and side are then the entry’s (LONG or SHORT, BUY or SELL), and a trade with no exit is still open.
      </p>
      <Fields>
        {MAPPING_FIELDS.map(({ name, label, required }) => (
          <div key={name}>
            <Label htmlFor={`mapping-${name}`}>
              {label}
              {required ? ' *' : ''}
            </Label>
            <Select
              id={`mapping-${name}`}
              value={draft[name]}
              disabled={disabled}
              aria-invalid={missing.includes(name) || undefined}
              aria-required={required}
              options={[{ value: '', label: required ? 'Choose a column' : 'Not in this file' }, ...columns]}
              onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
            />
          </div>
        ))}
      </Fields>
      {missing.length > 0 && (
        <p role="alert" style={{ margin: 0, color: cssVar('color', 'destructive'), fontSize: '0.875rem' }}>
          Choose a column for {missing.map((name) => MAPPING_FIELDS.find((field) => field.name === name)?.label).join(', ')}.
        </p>
      )}
      <div>
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" checked={skipNonTrades} disabled={disabled} aria-describedby="skip-non-trades-hint" onChange={(event) => setSkipNonTrades(event.target.checked)} />
          Skip rows that are not trades
        </label>
        <p id="skip-non-trades-hint" style={{ margin: '4px 0 0', fontSize: '0.875rem', color: cssVar('color', 'textMuted') }}>
          For this file only: rows whose side is not a trade’s (a dividend, interest, a transfer) are left out and listed in the preview and the result. Otherwise
          such a row stops the import.
        </p>
      </div>
      <div>
        <Button type="submit" variant="secondary" disabled={disabled}>
          Apply mapping
        </Button>
      </div>
    </form>
  );
}
