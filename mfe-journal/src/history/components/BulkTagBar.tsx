import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, Label, Select } from '@tj/design-system';
import type { TagKind } from '../../__generated__/graphql';
import type { KnownTag } from '../hooks/useBulkTagging';

/* Empty (its status line alone, so it is there to announce the first selection) until a trade is selected. */
const Bar = styled.form<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'block')};
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  ${({ $open, theme }) =>
    $open
      ? `padding: ${theme.space.sm}; margin-bottom: ${theme.space.sm}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceRaised};`
      : ''}
`;

const Count = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-weight: 600;
`;

const Field = styled.div`
  display: grid;
  min-width: 0;
  > input { width: 12rem; max-width: 100%; }
  label { margin-bottom: 2px; }
`;

const Message = styled.p<{ $error?: boolean }>`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.color.destructive : theme.color.textMuted)};
`;

const KINDS = [
  { value: 'SETUP', label: 'Setup' },
  { value: 'MISTAKE', label: 'Mistake' },
];

export interface BulkTagBarProps {
  selectedCount: number;
  known: readonly KnownTag[];
  /** True when the change was made. */
  onApply: (kind: TagKind, name: string, action: 'ADD' | 'REMOVE') => Promise<boolean>;
  onClear: () => void;
  busy: boolean;
  error: string | null;
  /** What the last change did ("Added “Breakout” to 2 trades."). */
  notice: string;
}

/**
 * "N selected", and one tag to add to (or remove from) every selected trade: a setup or mistake,
 * by name, offered from the trader's tags as they type (a new name is created when added). Its
 * status line is a live region, there before anything is selected, so each change is announced.
 */
export function BulkTagBar({ selectedCount, known, onApply, onClear, busy, error, notice }: BulkTagBarProps) {
  const id = useId();
  const [kind, setKind] = useState<TagKind>('SETUP');
  const [name, setName] = useState('');
  const apply = async (action: 'ADD' | 'REMOVE') => {
    if (await onApply(kind, name, action)) setName('');
  };
  const submit = (event: FormEvent) => {
    // Enter in the name adds the tag.
    event.preventDefault();
    void apply('ADD');
  };
  const open = selectedCount > 0;
  const status = open ? `${selectedCount} selected${notice ? `. ${notice}` : ''}` : notice;
  return (
    <Bar aria-label="Tag the selected trades" onSubmit={submit} $open={open}>
      <Count role="status" aria-live="polite">
        {status}
      </Count>
      {open && (
        <>
          <Field>
            <Label htmlFor={`${id}-kind`}>Tag kind</Label>
            <Select id={`${id}-kind`} options={KINDS} value={kind} onChange={(event) => setKind(event.target.value as TagKind)} />
          </Field>
          <Field>
            <Label htmlFor={`${id}-name`}>Tag</Label>
            <Input id={`${id}-name`} list={`${id}-names`} value={name} maxLength={64} placeholder="Pick or type a tag" autoComplete="off" onChange={(event) => setName(event.target.value)} />
            <datalist id={`${id}-names`}>
              {known
                .filter((tag) => tag.kind === kind)
                .map((tag) => (
                  <option key={tag.id} value={tag.name} />
                ))}
            </datalist>
          </Field>
          <Button type="submit" loading={busy} disabled={busy}>
            Add tag
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={() => void apply('REMOVE')}>
            Remove tag
          </Button>
          <Button type="button" variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
          {error && (
            <Message $error role="alert">
              {error}
            </Message>
          )}
        </>
      )}
    </Bar>
  );
}
