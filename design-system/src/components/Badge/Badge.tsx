import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type BadgeVariant = 'default' | 'success' | 'warning' | 'destructive' | 'outline';

const tones = {
  default: css`background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primaryText};`,
  success: css`background: ${({ theme }) => theme.color.success}; color: #04210f;`,
  warning: css`background: ${({ theme }) => theme.color.warning}; color: #2a2000;`,
  destructive: css`background: ${({ theme }) => theme.color.destructive}; color: #fff;`,
  outline: css`background: transparent; color: ${({ theme }) => theme.color.text}; border-color: ${({ theme }) => theme.color.border};`,
};

const Pill = styled.span<{ $variant: BadgeVariant }>`
  display: inline-block;
  padding: 2px 8px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  ${({ $variant }) => tones[$variant]}
`;

export function Badge({ variant = 'default', ...rest }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <Pill $variant={variant} {...rest} />;
}
