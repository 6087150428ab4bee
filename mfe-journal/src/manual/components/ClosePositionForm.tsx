import { useState, type FormEvent } from 'react';
import { Button, formatQuantity } from '@tj/design-system';
import { JournalForm, SaveStatus } from '../../trades/components/JournalForm';
import type { TradeRow } from '../../trades/utils/tradeRow';
import type { ManualTradeProblem } from '../hooks/useManualTrades';
import { FormField } from './FormField';
import { FieldGrid, FormActions } from './FormLayout';

export interface CloseDraft {
  price: string;
  time: string;
  fees: string;
}

export interface ClosePositionFormProps {
  trade: TradeRow;
  busy: boolean;
  problem: ManualTradeProblem | null;
  timeZoneName: string;
  onSubmit: (draft: CloseDraft) => void;
  onCancel: () => void;
}

/** Closes what is still open of a position by a fill entered by hand: its price (0 when it expired worthless) and time. */
export function ClosePositionForm({ trade, busy, problem, timeZoneName, onSubmit, onCancel }: ClosePositionFormProps) {
  const [draft, setDraft] = useState<CloseDraft>({ price: '', time: '', fees: '' });
  const set = (field: keyof CloseDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const fields = problem?.fields ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  const open = Number(trade.quantity) - Number(trade.closedQuantity);
  return (
    <JournalForm onSubmit={submit} aria-label="Close position" noValidate>
      <p className="muted">Closes the {formatQuantity(String(open))} still open, for example a position that expired or was transferred.</p>
      <FieldGrid>
        <FormField label="Exit price" value={draft.price} onChange={set('price')} problem={fields.price} inputMode="decimal" hint="0 for a contract that expired worthless." required autoFocus />
        <FormField label="Exit time" type="datetime-local" value={draft.time} onChange={set('time')} problem={fields.time} hint={`In ${timeZoneName}.`} required />
        <FormField label="Fees" value={draft.fees} onChange={set('fees')} problem={fields.fees} inputMode="decimal" placeholder="0" />
      </FieldGrid>
      <SaveStatus error={problem ? problem.message : null} saved={false} />
      <FormActions>
        <Button type="submit" disabled={busy}>
          {busy ? 'Closing…' : 'Close position'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </JournalForm>
  );
}
