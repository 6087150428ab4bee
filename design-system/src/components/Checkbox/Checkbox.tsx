import { type MouseEvent, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  vertical-align: middle;
  gap: ${({ theme }) => theme.space.sm};
`;

/* The browser's own box (keyboard, forms and screen readers know it), sized for a finger and in the theme's colour. */
const Box = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  &:disabled { cursor: not-allowed; opacity: 0.5; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
`;

const Text = styled.label`
  cursor: pointer;
`;

export interface CheckboxProps {
  checked: boolean;
  /** Neither checked nor not: some of what it stands for is (a "select all" of a partly selected list). */
  indeterminate?: boolean;
  /** The new state, and the click that made it (a shift-click selects a range). */
  onCheckedChange: (checked: boolean, event: { shiftKey: boolean }) => void;
  /** Names the box: shown beside it, or read only by screen readers with `labelHidden`. */
  label: string;
  labelHidden?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * A real checkbox (`<input type="checkbox">`, toggled by click or Space) with its label. Its
 * indeterminate state is set on the element, as HTML has no attribute for it: screen readers read
 * it as "mixed".
 */
export function Checkbox({ checked, indeterminate = false, onCheckedChange, label, labelHidden = false, disabled = false, id }: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-checkbox`;
  const box = useRef<HTMLInputElement>(null);
  // The click's Shift key: a change event does not carry it.
  const shift = useRef(false);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Row onClick={(event: MouseEvent) => event.stopPropagation()}>
      <Box
        ref={box}
        id={controlId}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onClick={(event) => {
          shift.current = event.shiftKey;
        }}
        onChange={(event) => {
          onCheckedChange(event.target.checked, { shiftKey: shift.current });
          shift.current = false;
        }}
      />
      {labelHidden ? (
        <VisuallyHidden as="label" htmlFor={controlId}>
          {label}
        </VisuallyHidden>
      ) : (
        <Text htmlFor={controlId}>{label}</Text>
      )}
    </Row>
  );
}
