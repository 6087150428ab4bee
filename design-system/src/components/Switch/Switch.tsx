import { forwardRef } from 'react';
import styled from 'styled-components';

const Track = styled.button<{ $checked: boolean }>`
  position: relative;
  width: 44px;
  height: 24px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $checked }) => ($checked ? theme.color.primary : theme.color.border)};
  cursor: pointer;
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $checked }) => ($checked ? '22px' : '2px')};
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #fff;
    transition: left 150ms ease;
  }
`;

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  /** Visible text beside the switch; also its accessible name. */
  label?: string;
}

export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { checked, onCheckedChange, disabled, id, label, 'aria-label': ariaLabel },
  ref,
) {
  const control = (
    <Track
      ref={ref}
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label ? undefined : ariaLabel}
      disabled={disabled}
      $checked={checked}
      onClick={() => onCheckedChange(!checked)}
    >
      {label && <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{label}</span>}
    </Track>
  );
  if (!label) return control;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {control}
      <span aria-hidden="true">{label}</span>
    </span>
  );
});
