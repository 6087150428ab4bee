import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Badge, Button, Input, Label } from '@tj/design-system';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.xs}; margin: 0; padding: 0; list-style: none; }
  li { display: inline-flex; align-items: center; gap: 2px; }
`;

const AddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  > input { flex: 1; min-width: 0; }
`;

const RemoveButton = styled.button`
  min-width: 24px;
  min-height: 24px;
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
`;

export interface TagPickerProps {
  /** 'Setups' or 'Mistakes'. */
  label: string;
  /** The tag names on the trade. */
  value: readonly string[];
  /** Every tag of this kind the trader has, offered as they type. */
  suggestions: readonly string[];
  onChange: (names: string[]) => void;
}

/** Tags of one kind on a trade: remove any, add one by name (an unknown name creates the tag on save). */
export function TagPicker({ label, value, suggestions, onChange }: TagPickerProps) {
  const id = useId();
  const [name, setName] = useState('');
  const add = () => {
    const trimmed = name.trim();
    if (trimmed && !value.some((tag) => tag.toLowerCase() === trimmed.toLowerCase())) onChange([...value, trimmed]);
    setName('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag instead of submitting the whole form.
    event.preventDefault();
    add();
  };
  return (
    <Root role="group" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
      </Label>
      {value.length > 0 && (
        <ul aria-label={label}>
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
              <RemoveButton type="button" aria-label={`Remove ${tag}`} onClick={() => onChange(value.filter((other) => other !== tag))}>
                ✕
              </RemoveButton>
            </li>
          ))}
        </ul>
      )}
      <AddRow>
        <Input id={`${id}-input`} list={`${id}-suggestions`} value={name} maxLength={64} placeholder="Add a tag" onChange={(event) => setName(event.target.value)} onKeyDown={onKeyDown} />
        <Button type="button" variant="outline" onClick={add} aria-label={`Add ${label.toLowerCase()} tag`}>
          Add
        </Button>
      </AddRow>
      <datalist id={`${id}-suggestions`}>
        {suggestions.filter((suggestion) => !value.includes(suggestion)).map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </Root>
  );
}
