import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { fieldStyles } from './fieldStyles';

const StyledInput = styled.input`
  ${fieldStyles}
`;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the field invalid for assistive technology (aria-invalid) and styles it. */
  invalid?: boolean;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid, ...rest }, ref) {
  return <StyledInput ref={ref} aria-invalid={invalid || undefined} {...rest} />;
});
