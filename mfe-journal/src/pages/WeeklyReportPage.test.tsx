import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationHandler } from '@tj/design-system/testing';
import { renderPage } from '../testing/renderPage';
import WeeklyReportPage from './WeeklyReportPage';

/** A week's report as the server answers it; `from` is the Monday of the week holding `day`. */
function reportOf(day: string, trades: number) {
  const from = day < '2037-03-09' ? '2037-03-02' : '2037-03-09';
  return {
    data: {
      weeklyReport: {
        __typename: 'Report',
        title: from === '2037-03-02' ? 'Weekly report for Mon, Mar 2, 2037 to Sun, Mar 8, 2037' : 'Weekly report for Mon, Mar 9, 2037 to Sun, Mar 15, 2037',
        from,
        to: from === '2037-03-02' ? '2037-03-08' : '2037-03-15',
        netPnl: trades === 0 ? '0' : '-575',
        trades,
        lines:
          trades === 0
            ? []
            : [
                { __typename: 'ReportLine', label: 'Net P&L', value: '-$575.00' },
                { __typename: 'ReportLine', label: 'Previous four weeks', value: 'net P&L from -$20.50 to $999.00 ($0.00, $50.00, -$20.50, $999.00)' },
              ],
        journal: [{ __typename: 'ReportJournalDay', day: from, plan: 'Only A setups.', review: 'Chased AMD.' }],
        equityDays: trades === 0 ? [] : [{ __typename: 'ReportEquityDay', day: from, cumulativePnl: -575, dayPnl: -575, trades }],
      },
    },
  };
}

function handlers(overrides: Record<string, OperationHandler> = {}): Record<string, OperationHandler> {
  return {
    WeeklyReport: ({ day }) => reportOf(String(day), String(day) < '2037-03-09' ? 4 : 0),
    ReportTimeZone: () => ({ data: { settings: { __typename: 'Settings', timezone: 'est' } } }),
    ...overrides,
  };
}

describe('Weekly Report page', () => {
  it("shows the week's figures, its range against the four weeks before, its chart and journal; moves between weeks", async () => {
    const { server } = renderPage(<WeeklyReportPage />, handlers(), { path: '/reports/weekly?week=2037-03-04' });
    expect(screen.getByRole('heading', { level: 1, name: 'Weekly Report' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the weekly report' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Weekly report for Mon, Mar 2, 2037 to Sun, Mar 8, 2037' })).toBeInTheDocument();
    expect(server.callsOf('WeeklyReport')[0]!.variables).toEqual({ day: '2037-03-04' });
    expect(server.callsOf('ReportTimeZone')).toHaveLength(0);
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(within(figures).getByText('Net P&L').nextSibling).toHaveTextContent('-$575.00');
    expect(figures).toHaveTextContent('net P&L from -$20.50 to $999.00');
    expect(screen.getByRole('region', { name: 'Equity curve' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Journal' })).toHaveTextContent('Plan: Only A setups.Review: Chased AMD.');

    const weeks = screen.getByRole('navigation', { name: 'Weeks' });
    expect(within(weeks).getByRole('link', { name: 'Previous week' })).toHaveAttribute('href', '/reports/weekly?week=2037-02-23');
    await userEvent.click(within(weeks).getByRole('link', { name: 'Next week' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/reports/weekly?week=2037-03-09');
    // A week without trades says so, and keeps its navigation and journal.
    expect(await screen.findByRole('heading', { name: 'No trades closed this week' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Figures' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous week' })).toHaveAttribute('href', '/reports/weekly?week=2037-03-02');
  });

  it("shows the server's reason for a malformed week, and retries", async () => {
    let calls = 0;
    renderPage(
      <WeeklyReportPage />,
      handlers({ WeeklyReport: () => ((calls += 1) === 1 ? { errors: [{ message: 'day must be a date as YYYY-MM-DD.' }] } : reportOf('2037-03-02', 4)) }),
      { path: '/reports/weekly?week=2037-3-4' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the weekly report');
    expect(alert).toHaveTextContent('day must be a date as YYYY-MM-DD.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Figures' })).toBeInTheDocument();
  });

  it("without a week in the address, shows the week holding the trader's today", async () => {
    const { server } = renderPage(<WeeklyReportPage />, handlers(), { path: '/reports/weekly' });
    await screen.findByRole('navigation', { name: 'Weeks' });
    expect(server.callsOf('ReportTimeZone')).toHaveLength(1);
    expect(String(server.callsOf('WeeklyReport')[0]!.variables.day)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
