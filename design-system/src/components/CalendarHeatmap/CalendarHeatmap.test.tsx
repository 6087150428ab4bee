import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { CalendarHeatmap, compactPnl } from './CalendarHeatmap';
import type { CalendarDay } from './calendarMonth';

const DAYS: CalendarDay[] = [
  { date: '2025-03-14', pnl: 150, trades: 3 },
  { date: '2025-03-17', pnl: -42.5, trades: 1, hasEntry: true },
  { date: '2025-03-18', pnl: 0.1, trades: 1 },
  { date: '2025-03-19', pnl: 0.2, trades: 2 },
  { date: '2025-06-02', pnl: -1250, trades: 4 },
];

function Harness({ onDaySelect }: { onDaySelect: (date: string) => void }) {
  const [month, setMonth] = useState('2025-03');
  return <CalendarHeatmap month={month} onMonthChange={setMonth} days={DAYS} onDaySelect={onDaySelect} />;
}

describe('CalendarHeatmap', () => {
  it('names each day by its date, P&L, trades and journal entry', () => {
    renderWithTheme(<Harness onDaySelect={() => undefined} />);
    const grid = screen.getByRole('table', { name: 'Daily P&L, March 2025' });
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(within(grid).getByRole('button', { name: 'Friday, March 14, 2025: +$150.00, 3 trades' })).toHaveTextContent('+$150');
    expect(within(grid).getByRole('button', { name: 'Monday, March 17, 2025: -$42.50, 1 trade, journal entry' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Saturday, March 1, 2025: no trades' })).toBeInTheDocument();
  });

  it('is one tab stop; arrows move between days and into the next month', async () => {
    const onDaySelect = vi.fn();
    renderWithTheme(<Harness onDaySelect={onDaySelect} />);
    // Previous month, Next month, Year, then the month's one day stop.
    for (let stop = 0; stop < 4; stop += 1) await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleName('Saturday, March 1, 2025: no trades');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Friday, March 21, 2025: no trades');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('Friday, March 14, 2025: +$150.00, 3 trades');
    await userEvent.keyboard('{Enter}');
    expect(onDaySelect).toHaveBeenCalledWith('2025-03-14');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('heading', { name: 'April 2025' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('Friday, April 4, 2025: no trades');
  });

  it('moves between months with its buttons', async () => {
    renderWithTheme(<Harness onDaySelect={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('table', { name: 'Daily P&L, February 2025' })).toBeInTheDocument();
  });
});

describe('CalendarHeatmap totals', () => {
  it('sums each week with trades under the grid, to the cent', () => {
    renderWithTheme(<Harness onDaySelect={() => undefined} />);
    const weeks = screen.getByRole('list', { name: 'Weekly P&L, March 2025' });
    expect(within(weeks).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Week Mar 9–15+$150.00, 3 trades', 'Week Mar 16–22-$42.20, 4 trades']);
  });

  it('shows no weekly list for a month without trades', async () => {
    renderWithTheme(<Harness onDaySelect={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.queryByRole('list', { name: /^Weekly P&L/ })).not.toBeInTheDocument();
  });

  it('Year shows the twelve months with their totals; a month opens its calendar', async () => {
    renderWithTheme(<Harness onDaySelect={() => undefined} />);
    const year = screen.getByRole('button', { name: 'Year' });
    await userEvent.click(year);
    expect(year).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: '2025' })).toBeInTheDocument();
    const months = screen.getByRole('list', { name: 'Monthly P&L, 2025' });
    expect(within(months).getAllByRole('button')).toHaveLength(12);
    expect(within(months).getByRole('button', { name: 'March 2025: +$107.80, 7 trades' })).toHaveTextContent('Mar+$1087 trades');
    expect(within(months).getByRole('button', { name: 'April 2025: no trades' })).toHaveTextContent('Apr—');
    await userEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(screen.getByRole('heading', { name: '2024' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next year' }));
    await userEvent.click(within(screen.getByRole('list', { name: 'Monthly P&L, 2025' })).getByRole('button', { name: 'June 2025: -$1,250.00, 4 trades' }));
    expect(screen.getByRole('table', { name: 'Daily P&L, June 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('compactPnl', () => {
  it('writes whole dollars under $1,000 and compact amounts above, with the sign of a P&L', () => {
    expect([499.27, -27.05, 999.4, 999.6, 1263.4, -12_640, 0].map(compactPnl)).toEqual(['+$499', '-$27', '+$999', '+$1K', '+$1.3K', '-$12.6K', '$0']);
  });
});
