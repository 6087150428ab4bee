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

/** Options under a heading of their own (a native optgroup), after the select's first options. */
export interface SelectOptionGroup {
  label: string;
  options: SelectOption[];
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: SelectOption[];
  groups?: SelectOptionGroup[];
}

const optionsOf = (options: SelectOption[]) =>
  options.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));

/** A native select, styled: keyboard, screen-reader and mobile pickers work as users expect. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ options, groups = [], ...rest }, ref) {
  return (
    <StyledSelect ref={ref} {...rest}>
      {optionsOf(options)}
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {optionsOf(group.options)}
        </optgroup>
      ))}
    </StyledSelect>
  );
});
