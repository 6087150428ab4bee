import { useId, useState, type FormEvent } from 'react';
import { Button, Label, Select } from '@tj/design-system';
import { JournalForm, SaveStatus } from '../../trades/components/JournalForm';
import type { ManualTradeProblem } from '../hooks/useManualTrades';
import type { ManualTradeDraft } from '../utils/manualTradeDraft';
import { FormField } from './FormField';
import { FieldGrid, FormActions } from './FormLayout';

const SIDES = [
  { value: 'LONG', label: 'Long (buy, then sell)' },
  { value: 'SHORT', label: 'Short (sell, then buy)' },
];

export interface ManualTradeFormProps {
  initial: ManualTradeDraft;
  /** Names the form for screen readers. */
  label: string;
  submitLabel: string;
  busy: boolean;
  problem: ManualTradeProblem | null;
  /** The trader's time zone, in which the times are typed. */
  timeZoneName: string;
  onSubmit: (draft: ManualTradeDraft) => void;
  onCancel: () => void;
}

/** A trade entered by hand: what, how many, in and out (out left empty for an open position), costs, account and notes. */
export function ManualTradeForm({ initial, label, submitLabel, busy, problem, timeZoneName, onSubmit, onCancel }: ManualTradeFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const set = (field: keyof ManualTradeDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const fields = problem?.fields ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  const timeHint = `In ${timeZoneName}.`;
  return (
    <JournalForm onSubmit={submit} aria-label={label} noValidate>
      <FieldGrid>
        <FormField label="Symbol" value={draft.symbol} onChange={set('symbol')} problem={fields.symbol} autoComplete="off" autoCapitalize="characters" required autoFocus />
        <div>
          <Label htmlFor={`${id}-side`}>Side</Label>
          <Select id={`${id}-side`} options={SIDES} value={draft.side} onChange={(event) => set('side')(event.target.value)} aria-invalid={fields.side ? true : undefined} />
          {fields.side && <SaveStatus error={fields.side} saved={false} />}
        </div>
        <FormField label="Quantity" value={draft.quantity} onChange={set('quantity')} problem={fields.quantity} inputMode="decimal" required />
        <FormField label="Account (optional)" value={draft.accountId} onChange={set('accountId')} problem={fields.accountId} autoComplete="off" />
        <FormField label="Entry price" value={draft.entryPrice} onChange={set('entryPrice')} problem={fields.entryPrice} inputMode="decimal" required />
        <FormField label="Entry time" type="datetime-local" value={draft.entryTime} onChange={set('entryTime')} problem={fields.entryTime} hint={timeHint} required />
        <FormField label="Exit price" value={draft.exitPrice} onChange={set('exitPrice')} problem={fields.exitPrice} inputMode="decimal" hint="Empty for an open position." />
        <FormField label="Exit time" type="datetime-local" value={draft.exitTime} onChange={set('exitTime')} problem={fields.exitTime} hint={timeHint} />
        <FormField label="Commission" value={draft.commission} onChange={set('commission')} problem={fields.commission} inputMode="decimal" placeholder="0" />
        <FormField label="Fees" value={draft.fees} onChange={set('fees')} problem={fields.fees} inputMode="decimal" placeholder="0" />
      </FieldGrid>
      <div>
        <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
        <textarea id={`${id}-notes`} value={draft.notes} onChange={(event) => set('notes')(event.target.value)} aria-invalid={fields.notes ? true : undefined} />
      </div>
      <SaveStatus error={problem ? problem.message : null} saved={false} />
      <FormActions>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </JournalForm>
  );
}
