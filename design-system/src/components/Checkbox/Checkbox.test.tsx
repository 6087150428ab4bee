import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Checkbox, type CheckboxProps } from './Checkbox';

function Harness(props: Omit<CheckboxProps, 'checked' | 'onCheckedChange'>) {
  const [on, setOn] = useState(false);
  return <Checkbox {...props} checked={on} onCheckedChange={setOn} />;
}

describe('Checkbox', () => {
  it('is a checkbox named by its label, toggled by click, by its label and by Space', async () => {
    renderWithTheme(<Harness label="Select trade AAPL" />);
    const box = screen.getByRole('checkbox', { name: 'Select trade AAPL' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Select trade AAPL'));
    expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('keeps a hidden label for screen readers only', () => {
    renderWithTheme(<Harness label="Select all" labelHidden />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });

  it('shows the mixed state of a partly selected list and tells a shift-click', () => {
    const onCheckedChange = vi.fn();
    const { rerender } = renderWithTheme(<Checkbox label="Select all" checked={false} indeterminate onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    expect(box.indeterminate).toBe(true);
    fireEvent.click(box, { shiftKey: true });
    expect(onCheckedChange).toHaveBeenCalledWith(true, { shiftKey: true });
    rerender(<Checkbox label="Select all" checked indeterminate={false} onCheckedChange={onCheckedChange} />);
    expect(box.indeterminate).toBe(false);
  });
});
