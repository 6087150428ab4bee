import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { tokens } from '../../theme/tokens';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('names its group by the label and colours the figure by its tone', () => {
    renderWithTheme(<StatCard label="Win Rate" value="61.3%" tone="success" detail="19 of 31 closed trades" />);
    const card = screen.getByRole('group', { name: 'Win Rate' });
    expect(within(card).getByText('61.3%')).toHaveStyle({ color: tokens.color.success });
    expect(card).toHaveTextContent('19 of 31 closed trades');
  });

  it('offers Explain only when the page can explain the figure', async () => {
    const onExplain = vi.fn();
    const { rerender } = renderWithTheme(<StatCard label="Total P&L" value="$0.00" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<StatCard label="Total P&L" value="$0.00" onExplain={onExplain} />);
    await userEvent.click(screen.getByRole('button', { name: 'Explain Total P&L' }));
    expect(onExplain).toHaveBeenCalledOnce();
  });

  it('is busy while loading and shows the failure instead of a figure', () => {
    const { rerender } = renderWithTheme(<StatCard label="Profit Factor" loading onExplain={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Profit Factor' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<StatCard label="Profit Factor" value="1.50" error="Failed to fetch dashboard data" onExplain={() => undefined} />);
    expect(screen.getByText('Failed to fetch dashboard data')).toBeInTheDocument();
    expect(screen.queryByText('1.50')).toBeNull();
  });
});
