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
  disabled: boolean;
  onApply: (mapping: ColumnMapping) => void;
}

/** A generic CSV's columns mapped to the fields of an execution, prefilled from the header. */
export function ColumnMappingForm({ preview, applied, disabled, onApply }: ColumnMappingFormProps) {
  const [draft, setDraft] = useState<MappingDraft>(() => initialMappingDraft(applied, preview.suggestedMapping));
  const [missing, setMissing] = useState<MappingField[]>([]);
  const columns = preview.columns.filter(Boolean).map((column) => ({ value: column, label: column }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = mappingOf(draft);
    if ('missing' in result) return setMissing(result.missing);
    setMissing([]);
    onApply(result.mapping);
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
        <Button type="submit" variant="secondary" disabled={disabled}>
          Apply mapping
        </Button>
      </div>
    </form>
  );
}
