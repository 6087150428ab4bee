import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Select } from './Select';

describe('Select', () => {
  it('renders its options and reports the choice like a native select', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Select
        aria-label="Data Retention"
        options={[
          { value: '6', label: '6 months' },
          { value: '12', label: '12 months' },
        ]}
        defaultValue="12"
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Data Retention' });
    expect(select).toHaveValue('12');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['6 months', '12 months']);
    await userEvent.selectOptions(select, '6');
    expect(onChange).toHaveBeenCalledWith('6');
  });

  it('lists grouped options after the first ones, under their group', () => {
    renderWithTheme(<Select aria-label="Timezone" options={[{ value: 'est', label: 'Eastern Time (EST)' }]} groups={[{ label: 'Every time zone', options: [{ value: 'UTC', label: 'UTC' }] }]} defaultValue="UTC" />);
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveValue('UTC');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Eastern Time (EST)', 'UTC']);
    expect(screen.getByRole('group', { name: 'Every time zone' })).toContainElement(screen.getByRole('option', { name: 'UTC' }));
  });
});
