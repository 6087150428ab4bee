import { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

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

/** What a Button looks like, shared with ButtonLink (a link that looks like a button). */
export interface ButtonLookProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

export const buttonLook = css<ButtonLookProps>`
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
`;
