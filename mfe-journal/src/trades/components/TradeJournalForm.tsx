import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, Label } from '@tj/design-system';
import { TagPicker } from './TagPicker';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  textarea {
    width: 100%;
    min-height: 88px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    resize: vertical;
  }
`;

const Status = styled.p<{ $error: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.color.destructive : theme.color.textMuted)};
`;

/** What the trader writes on a trade. */
export interface TradeJournalDraft {
  notes: string;
  setups: string[];
  mistakes: string[];
  /** The planned stop price as typed; empty for none. */
  stopPrice: string;
}

export interface TradeJournalFormProps {
  initial: TradeJournalDraft;
  setupSuggestions: readonly string[];
  mistakeSuggestions: readonly string[];
  /** The trade's R-multiple from its saved stop, formatted, when it has one. */
  rMultiple: string | null;
  saving: boolean;
  error: string | null;
  saved: boolean;
  onSave: (draft: TradeJournalDraft) => void;
}

/** Notes, setup and mistake tags and the planned stop of one trade, saved together. */
export function TradeJournalForm({ initial, setupSuggestions, mistakeSuggestions, rMultiple, saving, error, saved, onSave }: TradeJournalFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...draft, stopPrice: draft.stopPrice.trim() });
  };
  return (
    <Form onSubmit={submit} aria-label="Trade journal">
      <div>
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <textarea id={`${id}-notes`} value={draft.notes} maxLength={10_000} onChange={(event) => setDraft({ ...draft, notes: event.target.value })} />
      </div>
      <TagPicker label="Setups" value={draft.setups} suggestions={setupSuggestions} onChange={(setups) => setDraft({ ...draft, setups })} />
      <TagPicker label="Mistakes" value={draft.mistakes} suggestions={mistakeSuggestions} onChange={(mistakes) => setDraft({ ...draft, mistakes })} />
      <div>
        <Label htmlFor={`${id}-stop`}>Planned stop price</Label>
        <Input
          id={`${id}-stop`}
          inputMode="decimal"
          value={draft.stopPrice}
          aria-describedby={`${id}-r`}
          onChange={(event) => setDraft({ ...draft, stopPrice: event.target.value })}
        />
        <p id={`${id}-r`}>{rMultiple ? `R-multiple: ${rMultiple}` : 'With a stop, the trade’s result is also shown in R (multiples of the planned risk).'}</p>
      </div>
      <div>
        <Button type="submit" loading={saving}>
          Save notes and tags
        </Button>
      </div>
      <Status role="status" $error={Boolean(error)}>
        {error ?? (saved ? 'Saved.' : '')}
      </Status>
    </Form>
  );
}
