import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { fieldStyles } from '../Input/fieldStyles';

const StyledSelect = styled.select`
  ${fieldStyles}
  width: auto;
  min-width: 160px;
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: SelectOption[];
}

/** A native select, styled: keyboard, screen-reader and mobile pickers work as users expect. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ options, ...rest }, ref) {
  return (
    <StyledSelect ref={ref} {...rest}>
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </StyledSelect>
  );
});
