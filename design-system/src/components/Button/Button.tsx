import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { SpinnerRing } from '../Spinner/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button, shows a spinner and sets aria-busy while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
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
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.surfaceRaised}; }
  `,
  destructive: css`
    background: ${({ theme }) => theme.color.destructive};
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
  &:hover:not(:disabled) { filter: brightness(1.1); }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { cursor: progress; }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <SpinnerRing $size={spinnerSize[size]} />}
      {children}
    </StyledButton>
  );
});
