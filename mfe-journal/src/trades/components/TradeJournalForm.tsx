import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, Label } from '@tj/design-system';
import { NOTES_MAX_LENGTH, type TradeJournalDraft } from '../utils/journalDraft';
import { JournalForm, SaveStatus } from './JournalForm';
import { TagPicker } from './TagPicker';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export type { TradeJournalDraft };

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
  /** Where it is edited in place (a history row): a Cancel button, and Escape cancels. */
  onCancel?: () => void;
  /** Puts the cursor in the notes when it opens (a row's editor; the dialog focuses itself). */
  autoFocus?: boolean;
  /** Names the form for screen readers: which trade it edits. */
  label?: string;
}

/** Notes, setup and mistake tags and the planned stop of one trade, saved together. */
export function TradeJournalForm(props: TradeJournalFormProps) {
  const { initial, setupSuggestions, mistakeSuggestions, rMultiple, saving, error, saved, onSave, onCancel, autoFocus = false, label = 'Trade journal' } = props;
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const notes = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const field = notes.current;
    if (!autoFocus || !field) return;
    field.focus();
    // After what is written: adding to a note is the common edit.
    field.setSelectionRange(field.value.length, field.value.length);
  }, [autoFocus]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...draft, stopPrice: draft.stopPrice.trim() });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onCancel) return;
    event.preventDefault();
    onCancel();
  };
  return (
    <JournalForm onSubmit={submit} onKeyDown={onKeyDown} aria-label={label}>
      <div>
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <textarea
          ref={notes}
          id={`${id}-notes`}
          value={draft.notes}
          maxLength={NOTES_MAX_LENGTH}
          aria-describedby={`${id}-status`}
          onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
        />
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
      <Actions>
        <Button type="submit" loading={saving}>
          Save notes and tags
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Actions>
      <SaveStatus id={`${id}-status`} error={error} saved={saved} />
    </JournalForm>
  );
}
