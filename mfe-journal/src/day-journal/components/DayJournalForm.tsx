import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Label } from '@tj/design-system';

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
    <Form onSubmit={submit} aria-label="Day journal">
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
      <Status role="status" $error={Boolean(error)}>
        {error ?? (saved ? 'Saved.' : '')}
      </Status>
    </Form>
  );
}
