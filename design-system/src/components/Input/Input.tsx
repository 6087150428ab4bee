import { forwardRef, type InputHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export const fieldStyles = css`
  width: 100%;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.destructive}; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const StyledInput = styled.input`
  ${fieldStyles}
`;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the field invalid for assistive technology and styles it. */
  invalid?: boolean;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid, ...rest }, ref) {
  return <StyledInput ref={ref} aria-invalid={invalid || undefined} {...rest} />;
});

export const Label = styled.label`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;
