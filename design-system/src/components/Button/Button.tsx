import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { SpinnerRing } from '../Spinner/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

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

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primaryFill};
    color: ${({ theme }) => theme.color.primaryText};
    border-color: transparent;
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    border-color: transparent;
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.border};
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    border-color: transparent;
    &:hover:not(:disabled):not([aria-disabled='true']) { background: ${({ theme }) => theme.color.surfaceRaised}; }
  `,
  destructive: css`
    background: ${({ theme }) => theme.color.destructiveFill};
    color: ${({ theme }) => theme.color.destructiveText};
    border-color: transparent;
  `,
};

const sizes = {
  sm: css`
    min-height: 32px;
    padding: 4px 10px;
    font-size: ${({ theme }) => theme.fontSize.sm};
  `,
  md: css`
    min-height: 40px;
    padding: 8px 16px;
    font-size: ${({ theme }) => theme.fontSize.md};
  `,
  lg: css`
    min-height: 48px;
    padding: 12px 24px;
    font-size: ${({ theme }) => theme.fontSize.lg};
  `,
};

const spinnerSize = { sm: 12, md: 14, lg: 18 };

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  &:hover:not(:disabled):not([aria-disabled='true']) { filter: brightness(1.1); }
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
