import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { EquityCurveChart } from './EquityCurveChart';

const POINTS = [
  { date: '2025-03-13', dayPnl: 75, cumulativePnl: 75, trades: 1 },
  { date: '2025-03-14', dayPnl: -25.5, cumulativePnl: 49.5, trades: 2 },
];
const RANGES = [
  { id: '1M', label: '1M' },
  { id: 'ALL', label: 'All' },
];

describe('EquityCurveChart', () => {
  it('draws a named chart described by its span and end, with the same days as a table', async () => {
    renderWithTheme(<EquityCurveChart title="Equity curve, all time" points={POINTS} emptyText="Chart data not available" />);
    // The drawing's code loads lazily: on a busy machine that takes more than findByRole's default second.
    const chart = await screen.findByRole('img', { name: 'Equity curve, all time' }, { timeout: 10_000 });
    expect(chart).toHaveAccessibleDescription('2 days from Mar 13, 2025 to Mar 14, 2025, ending at $49.50.');
    const rows = within(screen.getByRole('table', { name: 'Equity curve, all time' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DayDay P&LCumulative P&L', 'Mar 13, 2025+$75.00$75.00', 'Mar 14, 2025-$25.50$49.50']);
  });

  it('marks the chosen range pressed and reports the others', async () => {
    const onRangeChange = vi.fn();
    renderWithTheme(<EquityCurveChart title="Equity curve" points={POINTS} emptyText="-" ranges={RANGES} range="1M" onRangeChange={onRangeChange} />);
    const group = screen.getByRole('group', { name: 'Chart range' });
    expect(within(group).getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'All' }));
    expect(onRangeChange).toHaveBeenCalledWith('ALL');
  });

  it('opens a day from its point on the chart and from its row in the table', async () => {
    const onPointSelect = vi.fn();
    const { container } = renderWithTheme(<EquityCurveChart title="Equity curve" points={POINTS} emptyText="-" onPointSelect={onPointSelect} />);
    await screen.findByRole('img', { name: 'Equity curve' });
    await userEvent.click(container.querySelector('circle[data-day="2025-03-14"]')!);
    expect(onPointSelect).toHaveBeenLastCalledWith(POINTS[1]);
    await userEvent.click(screen.getByText('Show the data as a table'));
    await userEvent.click(screen.getByRole('button', { name: 'Explain Mar 13, 2025' }));
    expect(onPointSelect).toHaveBeenLastCalledWith(POINTS[0]);
  });

  it('shows its empty text, its failure as an alert, and a skeleton while loading', () => {
    const { rerender } = renderWithTheme(<EquityCurveChart title="Equity curve" points={[]} emptyText="Chart data not available" />);
    expect(screen.getByText('Chart data not available')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<EquityCurveChart title="Equity curve" points={POINTS} emptyText="-" error="Failed to fetch chart data" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch chart data');
    rerender(<EquityCurveChart title="Equity curve" points={POINTS} emptyText="-" loading />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
