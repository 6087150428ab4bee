import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type BadgeVariant = 'default' | 'success' | 'warning' | 'destructive' | 'outline';

const variants = {
  default: css`
    background: ${({ theme }) => theme.color.primaryFill};
    color: ${({ theme }) => theme.color.primaryText};
  `,
  success: css`
    background: ${({ theme }) => theme.color.success};
    color: ${({ theme }) => theme.color.successText};
  `,
  warning: css`
    background: ${({ theme }) => theme.color.warning};
    color: ${({ theme }) => theme.color.warningText};
  `,
  destructive: css`
    background: ${({ theme }) => theme.color.destructiveFill};
    color: ${({ theme }) => theme.color.destructiveText};
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.border};
  `,
};

const Pill = styled.span<{ $variant: BadgeVariant }>`
  display: inline-block;
  padding: 2px 8px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  ${({ $variant }) => variants[$variant]}
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', ...rest }: BadgeProps) {
  return <Pill $variant={variant} {...rest} />;
}
