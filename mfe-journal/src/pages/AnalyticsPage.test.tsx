import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationHandler } from '@tj/design-system/testing';
import { analyticsBreakdowns, bucketTrades } from '../testing/analyticsFixtures';
import { tradeRow } from '../testing/fixtures';
import { renderPage } from '../testing/renderPage';
import AnalyticsPage from './AnalyticsPage';

function handlers(overrides: Record<string, OperationHandler> = {}): Record<string, OperationHandler> {
  return {
    AnalyticsBreakdowns: () => analyticsBreakdowns(),
    BreakdownBucket: ({ key }) => bucketTrades(key as string, '09:00-09:59', [tradeRow({ id: '7', symbol: 'MSFT' }), tradeRow({ id: '8' })], 24),
    JournalTags: () => ({ data: { journalTags: [] } }),
    TradeFills: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: [] } } }),
    ...overrides,
  };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('Analytics', () => {
  it('shows a loading state, then the risk, trend, timing and size cards', async () => {
    renderPage(<AnalyticsPage />, handlers(), { path: '/analytics' });
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading analytics' })).toBeInTheDocument();
    await waitFor(() => expect(region('Risk Analysis')).toHaveTextContent('Max drawdown$412.25'));
    expect(region('Risk Analysis')).toHaveTextContent('Largest losing streak3 trades, -$180.00');
    expect(region('Risk Analysis')).toHaveTextContent('Mean R-multiple0.75R');
    expect(region('Risk Analysis')).toHaveTextContent('Mean R, 95% range-0.50R to 2.00R');
    expect(region('Trend')).toHaveTextContent('Not enough data');
    expect(region('Trend')).toHaveTextContent('A trend needs 20 trades on each side');
    expect(region('Timing')).toHaveTextContent('Best hour of entry09:00-09:59 +$12.50 a trade, 24 trades');
    expect(region('Timing')).toHaveTextContent('Worst hour of entryNone with 20+ trades');
    expect(region('Timing')).toHaveTextContent('Winners held (median)12 min');
    expect(region('Timing')).toHaveTextContent('Losers held (median)1 h 35 min');
    expect(region('Position Size')).toHaveTextContent('Average losing position$7,100');
  });

  it('lists each breakdown as a table: sample, win rate and mean P&L with their 95% ranges, not enough data marked', async () => {
    renderPage(<AnalyticsPage />, handlers(), { path: '/analytics' });
    const hours = await screen.findByRole('table', { name: 'Hour of entry' });
    const rows = within(hours).getAllByRole('row');
    // The header and the two hours with trades: the 22 empty hours are not listed.
    expect(rows).toHaveLength(3);
    // The sample size under the bucket; a phone's total under it too (its Total P&L column is left out).
    expect(rows[1]).toHaveTextContent('09:00-09:5924 tradesTotal +$300.0062.5%42.7%–78.7%+$12.50-$3.25 to +$28.25+$300.00');
    expect(rows[1]).not.toHaveTextContent('Not enough data');
    expect(rows[2]).toHaveTextContent('10:00-10:593 tradesTotal -$120.00Not enough data33.3%6.2%–79.2%-$40.00-$180.50 to +$100.50-$120.00');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Bucket', 'Win rate 95% range', 'Mean P&L 95% range', 'Total P&L']);
    expect(screen.getByRole('table', { name: 'Setup tag, by bucket' })).toBeInTheDocument();
    expect(region('Setup tag')).toHaveTextContent('A trade with several tags counts under each of them');
    expect(region('R-multiple (trades with a planned stop)')).toHaveTextContent('23 closed trades without a planned stop are not in this breakdown.');
    // The charts are images named by their titles, described by the figures they show.
    expect(screen.getByRole('img', { name: 'P&L by hour of entry' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Distribution of trade results' })).toBeInTheDocument();
  });

  it('says how many trades without a time of day the hour and holding breakdowns leave out', async () => {
    const { unmount } = renderPage(<AnalyticsPage />, handlers({ AnalyticsBreakdowns: () => analyticsBreakdowns({ untimed: 3 }) }), { path: '/analytics' });
    await screen.findByRole('table', { name: 'Hour of entry' });
    expect(region('P&L by hour of entry')).toHaveTextContent('3 trades without a time of day are left out: their file gave dates only.');
    expect(region('Holding time')).toHaveTextContent('3 trades without a time of day are left out: their file gave dates only, so how long they were held is not known.');
    // The weekday is known from the date: nothing is left out there.
    expect(region('P&L by weekday')).not.toHaveTextContent('time of day');
    unmount();
    renderPage(<AnalyticsPage />, handlers({ AnalyticsBreakdowns: () => analyticsBreakdowns({ untimed: 1 }) }), { path: '/analytics' });
    await screen.findByRole('table', { name: 'Hour of entry' });
    expect(region('P&L by hour of entry')).toHaveTextContent('1 trade without a time of day is left out: their file gave dates only.');
  });

  it('adds no note to the hour breakdown when every trade has its time', async () => {
    renderPage(<AnalyticsPage />, handlers(), { path: '/analytics' });
    await screen.findByRole('table', { name: 'Hour of entry' });
    expect(region('P&L by hour of entry')).not.toHaveTextContent('left out');
  });

  it('opens a bucket’s trades by keyboard, each opening the trade dialog', async () => {
    const user = userEvent.setup();
    const { server } = renderPage(<AnalyticsPage />, handlers(), { path: '/analytics' });
    const hours = await screen.findByRole('table', { name: 'Hour of entry' });
    within(hours).getByRole('button', { name: '09:00-09:59: show its 24 trades' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Hour of entry: 09:00-09:59' });
    await waitFor(() => expect(dialog).toHaveTextContent('24 trades; the newest 2 are listed here.'));
    expect(server.callsOf('BreakdownBucket')[0]!.variables).toEqual({ dimension: 'HOUR', key: '9', filter: null });
    await user.click(within(dialog).getByRole('button', { name: /MSFT/ }));
    expect(await screen.findByRole('dialog', { name: /MSFT/ })).toBeInTheDocument();
  });

  it('shows the MAE/MFE scatter with its coverage, and opens a point’s trade from its table by keyboard', async () => {
    const user = userEvent.setup();
    const { server } = renderPage(<AnalyticsPage />, handlers({ ScatterTrade: ({ id }) => ({ data: { trade: tradeRow({ id: id as string, symbol: 'MSFT', side: 'SHORT', pnl: '-45' }) } }) }), { path: '/analytics' });
    const scatter = await screen.findByRole('region', { name: 'MAE and MFE of your trades' });
    expect(scatter).toHaveTextContent('2 of 27 closed trades have candles.');
    expect(within(scatter).getByRole('img', { name: 'MAE against MFE, one point per trade' })).toBeInTheDocument();
    within(scatter).getByRole('button', { name: 'Show the 2 trades as a table' }).focus();
    await user.keyboard('{Enter}');
    within(scatter).getByRole('button', { name: 'Open trade MSFT short, Mar 14, 2025, 11:20 AM' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: /MSFT/ })).toBeInTheDocument();
    expect(server.callsOf('ScatterTrade')[0]!.variables).toEqual({ id: '7' });
  });

  it('says so when a point’s trade cannot be loaded', async () => {
    const user = userEvent.setup();
    renderPage(<AnalyticsPage />, handlers({ ScatterTrade: () => { throw new Error('offline'); } }), { path: '/analytics' });
    const scatter = await screen.findByRole('region', { name: 'MAE and MFE of your trades' });
    await user.click(within(scatter).getByRole('button', { name: 'Show the 2 trades as a table' }));
    await user.click(within(scatter).getByRole('button', { name: /^Open trade AAPL long/ }));
    expect(await within(scatter).findByRole('alert')).toHaveTextContent('The trade could not be loaded. Try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the SPEC empty texts before any closed trade', async () => {
    renderPage(<AnalyticsPage />, handlers({ AnalyticsBreakdowns: () => analyticsBreakdowns({ closedTrades: 0 }) }), { path: '/analytics' });
    expect(await screen.findByText('No trading data available for analysis')).toBeInTheDocument();
    expect(screen.getByText('Import some trades to see your performance insights')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Risk Analysis' })).not.toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    renderPage(<AnalyticsPage />, handlers({ AnalyticsBreakdowns: () => { throw new Error('offline'); } }), { path: '/analytics' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dashboard data');
  });
});
