import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../Skeleton/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
}

const variants = {
  primary: css`background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primaryText}; border-color: transparent;`,
  secondary: css`background: ${({ theme }) => theme.color.surfaceRaised}; color: ${({ theme }) => theme.color.text}; border-color: transparent;`,
  outline: css`background: transparent; color: ${({ theme }) => theme.color.text}; border-color: ${({ theme }) => theme.color.border};`,
  ghost: css`background: transparent; color: ${({ theme }) => theme.color.text}; border-color: transparent;`,
  destructive: css`background: ${({ theme }) => theme.color.destructive}; color: #fff; border-color: transparent;`,
};

const sizes = {
  sm: css`padding: 4px 10px; font-size: ${({ theme }) => theme.fontSize.sm};`,
  md: css`padding: 8px 16px; font-size: ${({ theme }) => theme.fontSize.md};`,
  lg: css`padding: 12px 24px; font-size: ${({ theme }) => theme.fontSize.lg};`,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  &:hover:not(:disabled) { filter: brightness(1.1); }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
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
      {loading && <Spinner size={14} />}
      {children}
    </StyledButton>
  );
});
