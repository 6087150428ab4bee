import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Tabs } from './Tabs';

const ITEMS = [
  { id: 'a', label: 'Alpha', content: 'alpha panel' },
  { id: 'b', label: 'Beta', content: 'beta panel' },
  { id: 'c', label: 'Gamma', content: 'gamma panel' },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('links the tablist, tabs and panel, with one tab stop', () => {
    renderWithTheme(<Tabs aria-label="Modes" items={ITEMS} defaultValue="b" />);
    expect(screen.getByRole('tablist', { name: 'Modes' })).toBeInTheDocument();
    expect(tab('Beta')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Beta')).toHaveAttribute('tabindex', '0');
    expect(tab('Alpha')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Beta' });
    expect(panel).toHaveTextContent('beta panel');
    expect(tab('Beta')).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves with the arrow keys, wrapping, and jumps with Home and End', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Tabs aria-label="Modes" items={ITEMS} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(tab('Alpha')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Beta')).toHaveFocus();
    expect(tab('Beta')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('beta panel');

    await userEvent.keyboard('{End}');
    expect(tab('Gamma')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Alpha')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Gamma')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'true');

    expect(onValueChange.mock.calls.map(([id]) => id)).toEqual(['b', 'c', 'a', 'c', 'a']);
  });

  it('leaves the tablist with Tab, into the panel', async () => {
    renderWithTheme(<Tabs aria-label="Modes" items={ITEMS} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows the value it is given when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('c');
      return <Tabs aria-label="Modes" items={ITEMS} value={value} onValueChange={setValue} />;
    }
    renderWithTheme(<Controlled />);
    expect(tab('Gamma')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('Alpha'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('alpha panel');
  });
});
