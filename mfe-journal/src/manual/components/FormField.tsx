import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Input, Label, type InputProps } from '@tj/design-system';

const Field = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  /* A date-time field's own minimum width would push it past a narrow column. */
  input { min-width: 0; width: 100%; }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.destructive};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface FormFieldProps extends Omit<InputProps, 'id' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's reason this field was refused. */
  problem?: string;
  hint?: ReactNode;
}

/** A labelled field whose refusal is told under it and read with it (aria-describedby). */
export function FormField({ label, value, onChange, problem, hint, ...rest }: FormFieldProps) {
  const id = useId();
  const described = [problem ? `${id}-problem` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} invalid={Boolean(problem)} aria-describedby={described} {...rest} />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {problem && <Problem id={`${id}-problem`}>{problem}</Problem>}
    </Field>
  );
}
