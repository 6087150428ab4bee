import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import styled from 'styled-components';
import { SpinnerRing } from '../Spinner/Spinner';
import { buttonLook, type ButtonLookProps, type ButtonSize, type ButtonVariant } from './buttonLook';

export type { ButtonSize, ButtonVariant } from './buttonLook';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * While an action runs: shows a spinner, sets aria-busy and aria-disabled, and ignores clicks,
   * Enter and Space (and the form submission they would start). It stays focusable, unlike
   * `disabled`, so keyboard focus stays on the button instead of falling to the page body.
   */
  loading?: boolean;
  fullWidth?: boolean;
}

const spinnerSize = { sm: 12, md: 14, lg: 18 };

const StyledButton = styled.button<ButtonLookProps>`
  ${buttonLook}
  &:disabled,
  &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { cursor: progress; }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, type = 'button', disabled = false, onClick, children, ...rest },
  ref,
) {
  // Enter, Space and a form's implicit submission all arrive as a click: cancelling it stops the
  // submit too, where the disabled attribute would have dropped focus to the page body.
  const busy = loading && !disabled;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      {...rest}
      onClick={handleClick}
    >
      {loading && <SpinnerRing $size={spinnerSize[size]} />}
      {children}
    </StyledButton>
  );
});
