import { forwardRef, useId } from 'react';
import styled from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Track = styled.button<{ $checked: boolean }>`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $checked }) => ($checked ? theme.color.primary : theme.color.border)};
  cursor: pointer;
  transition: background 150ms ease;
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #fff;
    transform: translateX(${({ $checked }) => ($checked ? '20px' : '0')});
    transition: transform 150ms ease;
  }
`;

const Text = styled.label<{ $disabled: boolean }>`
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
`;

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Visible text beside the switch; it names the switch and clicking it toggles. */
  label?: string;
}

/** An on/off control: a button with role="switch", toggled by click, Space or Enter. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { checked, onCheckedChange, disabled = false, id, label, 'aria-label': ariaLabel },
  ref,
) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-switch`;
  const labelId = `${controlId}-label`;
  return (
    <Row>
      <Track
        ref={ref}
        id={controlId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label ? undefined : ariaLabel}
        aria-labelledby={label ? labelId : undefined}
        disabled={disabled}
        $checked={checked}
        onClick={() => onCheckedChange(!checked)}
      />
      {label && (
        <Text id={labelId} htmlFor={controlId} $disabled={disabled}>
          {label}
        </Text>
      )}
    </Row>
  );
});
