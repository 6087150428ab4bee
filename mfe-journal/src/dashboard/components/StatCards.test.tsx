import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '@tj/design-system';
import type { DashboardStats } from '../utils/dashboardModel';
import { StatCards } from './StatCards';

const renderCards = (stats: DashboardStats) =>
  render(
    <ThemeProvider>
      <StatCards stats={stats} loading={false} onExplain={() => undefined} />
    </ThemeProvider>,
  );

describe('StatCards', () => {
  afterEach(cleanup);

  it('reads — with the reason, not 0.0%, for the win rate of a journal without closed trades', () => {
    renderCards({ totalPnl: '0', totalTrades: 0, openTrades: 0, winRate: 0, winners: 0, losers: 0, profitFactorText: '—', maxDrawdown: '0' } as unknown as DashboardStats);
    expect(screen.queryByText('0.0%')).toBeNull();
    expect(screen.getByText('No closed trades yet').closest('section, div')?.parentElement).toHaveTextContent('—');
    expect(screen.getByText('No closed trades yet')).toBeInTheDocument();
  });

  it('shows the rate and its count once there are closed trades', () => {
    renderCards({ totalPnl: '10', totalTrades: 4, openTrades: 0, winRate: 50, winners: 2, losers: 2, profitFactorText: '1.50', maxDrawdown: '5' } as unknown as DashboardStats);
    expect(screen.getByText('2 of 4 closed trades')).toBeInTheDocument();
    expect(screen.queryByText('No closed trades yet')).toBeNull();
  });
});
