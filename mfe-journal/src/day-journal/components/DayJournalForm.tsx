import { useId, useState, type FormEvent } from 'react';
import { Button, Label } from '@tj/design-system';
import { JournalForm, SaveStatus } from '../../trades/components/JournalForm';

export interface DayJournalFormProps {
  plan: string;
  review: string;
  saving: boolean;
  /** The outcome of the last save: a failure's reason, or null. */
  error: string | null;
  saved: boolean;
  onSave: (entry: { plan: string; review: string }) => void;
}

/** A trading day's plan (before the session) and review (after it). */
export function DayJournalForm({ plan, review, saving, error, saved, onSave }: DayJournalFormProps) {
  const id = useId();
  const [draft, setDraft] = useState({ plan, review });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  return (
    <JournalForm onSubmit={submit} aria-label="Day journal">
      <div>
        <Label htmlFor={`${id}-plan`}>Plan</Label>
        <textarea id={`${id}-plan`} value={draft.plan} maxLength={10_000} onChange={(event) => setDraft({ ...draft, plan: event.target.value })} />
      </div>
      <div>
        <Label htmlFor={`${id}-review`}>Review</Label>
        <textarea id={`${id}-review`} value={draft.review} maxLength={10_000} onChange={(event) => setDraft({ ...draft, review: event.target.value })} />
      </div>
      <div>
        <Button type="submit" loading={saving}>
          Save journal
        </Button>
      </div>
      <SaveStatus error={error} saved={saved} />
    </JournalForm>
  );
}
