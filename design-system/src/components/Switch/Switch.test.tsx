import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Switch, type SwitchProps } from './Switch';

function Harness(props: Omit<SwitchProps, 'checked' | 'onCheckedChange'>) {
  const [on, setOn] = useState(false);
  return <Switch {...props} checked={on} onCheckedChange={setOn} />;
}

describe('Switch', () => {
  it('toggles on click and reports its state', async () => {
    renderWithTheme(<Harness aria-label="Daily Summary" />);
    const control = screen.getByRole('switch', { name: 'Daily Summary' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'false');
  });

  it('toggles with Space and Enter', async () => {
    renderWithTheme(<Harness aria-label="Price Alerts" />);
    const control = screen.getByRole('switch', { name: 'Price Alerts' });
    control.focus();
    await userEvent.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-checked', 'false');
  });

  it('is named by its visible label, which also toggles it', async () => {
    renderWithTheme(<Harness label="Usage Analytics" />);
    await userEvent.click(screen.getByText('Usage Analytics'));
    expect(screen.getByRole('switch', { name: 'Usage Analytics' })).toHaveAttribute('aria-checked', 'true');
  });

  it('does not change while disabled', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(<Switch aria-label="Two-Factor Auth" checked={false} onCheckedChange={onCheckedChange} disabled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Two-Factor Auth' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
