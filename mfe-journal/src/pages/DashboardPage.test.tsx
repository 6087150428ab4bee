import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokens } from '@tj/design-system';
import type { OperationHandler } from '@tj/design-system/testing';
import { advancedAnalytics, dashboard, dayEntry, daysAgo, explanation, noDayEntries, performanceChart, performanceStats } from '../testing/dashboardFixtures';
import { tradeRow } from '../testing/fixtures';
import { insight, insightsAnswer, riskAlert } from '../testing/insightFixtures';
import { renderPage } from '../testing/renderPage';
import DashboardPage from './DashboardPage';

const AAPL = tradeRow();
const POINTS = [
  { date: daysAgo(200), cumulativePnl: '500', pnl: '500', trades: 4 },
  { date: daysAgo(45), cumulativePnl: '900', pnl: '400', trades: 3 },
  { date: daysAgo(3), cumulativePnl: '1234.5', pnl: '334.5', trades: 2 },
];

function handlers(overrides: Record<string, OperationHandler> = {}): Record<string, OperationHandler> {
  return {
    Dashboard: () => dashboard({ recentTrades: [AAPL], symbols: [{ symbol: 'AAPL', tradeCount: 6, totalPnl: '501.49', winRate: 0.6667 }, { symbol: 'TSLA', tradeCount: 5, totalPnl: '-80', winRate: 0.2 }] }),
    PerformanceChart: () => performanceChart(POINTS),
    AdvancedAnalytics: () => advancedAnalytics(),
    DayJournalEntries: () => noDayEntries(),
    JournalTags: () => ({ data: { journalTags: [] } }),
    JournalFilterChoices: () => ({
      data: { journalFilterChoices: { accounts: [{ name: 'MAIN', platform: 'das_trader' }, { name: 'U123', platform: 'interactive_brokers' }], platforms: [{ id: 'das_trader', name: 'DAS Trader Pro' }, { id: 'interactive_brokers', name: 'Interactive Brokers' }] } },
    }),
    TradeFills: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: [] } } }),
    InsightsCard: () => insightsAnswer([]),
    ...overrides,
  };
}

const card = (name: string) => screen.getByRole('group', { name });
const region = (name: string) => screen.getByRole('region', { name });

describe('Dashboard', () => {
  it('asks every figure under the filter in the URL, and a chosen side goes into the URL and the links to the other views', async () => {
    const { server } = renderPage(<DashboardPage />, handlers({ Dashboard: () => dashboard({ stats: performanceStats({ totalTrades: 3 }), tooFewTrades: true }) }), { path: '/dashboard?symbol=AAPL' });
    await waitFor(() => expect(server.callsOf('Dashboard').length).toBeGreaterThan(0));
    const filter = { period: 'ALL', from: null, to: null, account: null, platform: null, symbol: 'AAPL', side: null, tagIds: null, tagMatch: 'ANY' };
    expect(server.callsOf('Dashboard')[0]!.variables).toEqual({ filter });
    await waitFor(() => expect(server.callsOf('PerformanceChart')[0]?.variables).toEqual({ filter }));
    expect(server.callsOf('AdvancedAnalytics')[0]!.variables).toEqual({ filter });
    expect(await screen.findByText(/This filter keeps 3 closed trades/)).toBeInTheDocument();
    const bar = screen.getByRole('search', { name: 'Filter bar' });
    expect(within(bar).getByLabelText('Symbol or underlying')).toHaveValue('AAPL');
    await userEvent.selectOptions(within(bar).getByLabelText('Side'), 'short');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?symbol=AAPL&side=short'));
    expect(within(bar).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics?symbol=AAPL&side=short');
  });

  it("offers the trader's own accounts and platforms; a chosen one goes into the URL, and an old link's account is kept", async () => {
    const { server } = renderPage(<DashboardPage />, handlers(), { path: '/dashboard?account=GONE&platform=DAS_Trader' });
    const bar = screen.getByRole('search', { name: 'Filter bar' });
    const account = within(bar).getByLabelText('Account');
    await waitFor(() => expect(within(account).getAllByRole('option').map((option) => option.textContent)).toEqual(['All accounts', 'GONE (no trades)', 'MAIN · DAS Trader Pro', 'U123 · Interactive Brokers']));
    expect(account).toHaveValue('GONE');
    // The platform of an address in another case is the trader's own, lower case as the API reads it.
    expect(within(bar).getByLabelText('Platform')).toHaveValue('das_trader');
    expect(server.callsOf('Dashboard')[0]!.variables.filter).toMatchObject({ account: 'GONE', platform: 'das_trader' });
    expect(bar).toHaveTextContent('Account GONE · DAS Trader Pro');
    await userEvent.selectOptions(account, 'U123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?account=U123&platform=das_trader'));
    await userEvent.selectOptions(within(bar).getByLabelText('Platform'), '');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\?account=U123$/));
  });

  it('sends dashboard_view once per visit (SPEC §7)', async () => {
    const { analyticsEvents } = renderPage(<DashboardPage />, handlers(), { path: '/dashboard' });
    // Once, however often the page draws itself again as its cards' data arrive. The cards draw in a
    // deferred render, begun again as each answer arrives; in the first test of the file, with every
    // module still cold, that takes jsdom more than waitFor's default second (several on a busy machine).
    await waitFor(() => expect(card('Total P&L')).toHaveTextContent('+$1,234.50'), { timeout: 15_000 });
    await waitFor(() => expect(region('Top Performing Symbols')).toHaveTextContent('AAPL'));
    expect(analyticsEvents).toEqual([{ action: 'dashboard_view', category: 'navigation', label: 'dashboard' }]);
  });

  it('shows the four stat cards with their samples and SPEC colours', async () => {
    renderPage(<DashboardPage />, handlers(), { path: '/dashboard' });
    await waitFor(() => expect(card('Total P&L')).toHaveTextContent('+$1,234.50'));
    expect(screen.queryByText('Your journal has no trades yet')).not.toBeInTheDocument();
    expect(card('Total P&L')).toHaveTextContent('31 trades · 1 open');
    expect(within(card('Total P&L')).getByText('+$1,234.50')).toHaveStyle({ color: tokens.color.success });
    expect(within(card('Win Rate')).getByText('61.3%')).toHaveStyle({ color: tokens.color.success });
    expect(card('Win Rate')).toHaveTextContent('19 of 31 closed trades');
    expect(card('Profit Factor')).toHaveTextContent('1.80');
    expect(card('Max Drawdown')).toHaveTextContent('$412.25');
  });

  it('colours a win rate under 40% red and from 40% yellow', async () => {
    renderPage(<DashboardPage />, handlers({ Dashboard: () => dashboard({ stats: performanceStats({ winRate: 0.4, totalTrades: 10 }) }) }), { path: '/dashboard' });
    await waitFor(() => expect(within(card('Win Rate')).getByText('40.0%')).toHaveStyle({ color: tokens.color.warning }));
  });

  it('lists recent trades, top symbols with their real win rates, advanced analytics in whole dollars, and the insights card', async () => {
    renderPage(<DashboardPage />, handlers(), { path: '/dashboard' });
    const recent = await screen.findByRole('table', { name: 'Recent trades, newest first' });
    expect(within(recent).getAllByRole('row')).toHaveLength(2);
    expect(within(region('Recent Trades')).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/history');
    const symbols = within(region('Top Performing Symbols')).getByRole('table');
    expect(within(symbols).getAllByRole('row')[2]).toHaveTextContent('TSLA5 trades-$80.0020.0%');
    expect(within(symbols).getByRole('link', { name: 'AAPL: show its trades' })).toHaveAttribute('href', '/history?search=AAPL');
    const advanced = region('Advanced Analytics');
    await waitFor(() => expect(advanced).toHaveTextContent('Tuesday'));
    expect(advanced).toHaveTextContent('+$812 · 75.0% win rate');
    expect(advanced).toHaveTextContent('9 AM entries');
    expect(advanced).toHaveTextContent('$5K-$10K');
    expect(advanced).toHaveTextContent('+$43 average per trade');
    expect(advanced).toHaveTextContent('9 trades');
    expect(within(advanced).getByRole('table')).toHaveTextContent('AAPL6 trades+$501');
    expect(within(region('AI Insights')).getByRole('link', { name: 'View Full Analysis' })).toHaveAttribute('href', '/insights');
  });

  it('shows the newest three insights of the engine with the times they were found, in the trader’s zone', async () => {
    const found = (id: string, createdAt: string, title: string) => insight({ id, createdAt, title });
    const insights = [
      found('pattern:a', '2025-03-10T14:00:00.000Z', 'Oldest finding'),
      found('pattern:b', '2025-03-14T15:30:00.000Z', 'Newest finding'),
      riskAlert({ createdAt: '2025-03-13T10:00:00.000Z' }),
      found('pattern:c', '2025-03-12T09:00:00.000Z', 'Third finding'),
    ];
    renderPage(<DashboardPage />, handlers({ InsightsCard: () => insightsAnswer(insights) }), { path: '/dashboard' });
    const card = region('AI Insights');
    await waitFor(() => expect(within(card).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Newest finding', 'Daily loss beyond your limit', 'Third finding']));
    expect(within(card).getByText('Mar 14, 2025, 11:30 AM')).toHaveAttribute('datetime', '2025-03-14T15:30:00.000Z');
    expect(card).toHaveTextContent('Confidence 100%');
    expect(within(card).getByRole('link', { name: 'View Full Analysis' })).toHaveAttribute('href', '/insights');
  });

  it('gives the insights card the SPEC empty texts without trades, and says none were found with trades', async () => {
    const { unmount } = renderPage(<DashboardPage />, handlers({ InsightsCard: () => insightsAnswer([], { hasTrades: false }) }), { path: '/dashboard' });
    await waitFor(() => expect(region('AI Insights')).toHaveTextContent('No trading data available for analysis. Import some trades to see your performance insights'));
    unmount();
    renderPage(<DashboardPage />, handlers(), { path: '/dashboard' });
    await waitFor(() => expect(region('AI Insights')).toHaveTextContent('No insights in your trades yet.'));
  });

  it('switches the equity curve between 1M (first and selected), 3M, 1Y and All', async () => {
    renderPage(<DashboardPage />, handlers(), { path: '/dashboard' });
    const range = await screen.findByRole('group', { name: 'Chart range' });
    expect(within(range).getAllByRole('button').map((button) => button.textContent)).toEqual(['1M', '3M', '1Y', 'All']);
    expect(within(range).getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    const rows = () => within(screen.getByRole('table', { name: /^Cumulative net P&L/ })).getAllByRole('row').length - 1;
    await waitFor(() => expect(rows()).toBe(1));
    await userEvent.click(within(range).getByRole('button', { name: '3M' }));
    expect(rows()).toBe(2);
    await userEvent.click(within(range).getByRole('button', { name: 'All' }));
    expect(rows()).toBe(3);
    expect(screen.getByRole('img', { name: 'Cumulative net P&L, all time' })).toBeInTheDocument();
  });

  it('shows the SPEC empty texts when there are no trades', async () => {
    renderPage(
      <DashboardPage />,
      handlers({
        Dashboard: () => dashboard({ stats: performanceStats({ totalPnl: '0', totalTrades: 0, openTrades: 0, winners: 0, losers: 0, scratches: 0, winRate: 0, profitFactor: null, profitFactorText: '—', maxDrawdown: '0' }) }),
        PerformanceChart: () => performanceChart([]),
        AdvancedAnalytics: () => advancedAnalytics({ empty: true }),
      }),
      { path: '/dashboard' },
    );
    expect(await within(region('Recent Trades')).findByText('No trades yet. Upload a CSV to see your trading data!')).toBeInTheDocument();
    expect(within(region('Top Performing Symbols')).getByText('No symbol data available')).toBeInTheDocument();
    await waitFor(() => expect(region('Advanced Analytics')).toHaveTextContent('No trading data available for analysis'));
    expect(region('Advanced Analytics')).toHaveTextContent('Import some trades to see your performance insights');
    expect(card('Profit Factor')).toHaveTextContent('—');
    expect(region('Performance')).toHaveTextContent('No trades yet. Upload a CSV to see your trading data!');
    expect(screen.getByText('Your journal has no trades yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import Trades' })).toHaveAttribute('href', '/import');
  });

  it('shows the SPEC failure texts', async () => {
    const fail = () => {
      throw new Error('offline');
    };
    renderPage(<DashboardPage />, handlers({ Dashboard: fail, PerformanceChart: fail, AdvancedAnalytics: fail, InsightsCard: fail }), { path: '/dashboard' });
    await waitFor(() => expect(card('Total P&L')).toHaveTextContent('Failed to fetch dashboard data'));
    expect(within(region('Performance')).getByRole('alert')).toHaveTextContent('Failed to fetch chart data');
    expect(within(region('Recent Trades')).getByRole('alert')).toHaveTextContent('Failed to fetch dashboard data');
    expect(within(region('AI Insights')).getByRole('alert')).toHaveTextContent('Failed to fetch insights');
  });

  it('explains a stat card: the server’s formula, the numbers, and the trades behind it, each opening its trade', async () => {
    const { server } = renderPage(
      <DashboardPage />,
      handlers({ ExplainMetric: ({ metric }) => explanation(String(metric), { tradeIds: ['101', '102'], tradeCount: 31, inputs: [{ name: 'Winners', value: '19' }, { name: 'Net P&L', value: '1234.5' }] }) }),
      { path: '/dashboard' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Explain Win Rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Win Rate is calculated' });
    expect(await within(dialog).findByText('The formula of WIN_RATE.')).toBeInTheDocument();
    expect(server.callsOf('ExplainMetric')[0]!.variables).toEqual({ metric: 'WIN_RATE', date: null, filter: null });
    expect(within(dialog).getByText('Net P&L').nextSibling).toHaveTextContent('$1,234.50');
    expect(dialog).toHaveTextContent('31 trades; the 2 listed here are the newest.');
    const trades = await within(dialog).findByRole('table', { name: 'The trades behind it' });
    expect(within(trades).getAllByRole('row')).toHaveLength(3);
    // The trades came with the explanation: no request per trade.
    expect(server.calls.map(({ operationName }) => operationName)).not.toContain('Trade');
    await userEvent.click(within(trades).getAllByRole('button', { name: /Open trade AAPL/ })[0]!);
    expect(await screen.findByRole('dialog', { name: /^Trade: AAPL long/ })).toHaveTextContent('How its P&L adds up');
  });

  it('opens a day from the chart with its trades and its journal entry, and saves the entry', async () => {
    const day = POINTS[2]!.date;
    const { server } = renderPage(
      <DashboardPage />,
      handlers({
        ExplainMetric: ({ metric }) => explanation(String(metric), { inputs: [{ name: 'Day', value: day }] }),
        DayJournalEntry: ({ date }) => dayEntry(String(date), 'Trade the open only'),
        SaveDayJournalEntry: ({ date, input }) => ({ data: { saveDayJournalEntry: { __typename: 'DayJournalEntry', date, plan: input.plan, review: input.review, updatedAt: '2025-03-15T00:00:00.000Z' } } }),
      }),
      { path: '/dashboard' },
    );
    await userEvent.click(await screen.findByText('Show the data as a table'));
    await userEvent.click(within(screen.getByRole('table', { name: /^Cumulative net P&L/ })).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: /^How the P&L of .* is calculated$/ });
    expect(server.callsOf('ExplainMetric').at(-1)!.variables).toEqual({ metric: 'DAILY_PNL', date: day, filter: null });
    expect(within(dialog).getByText('Net P&L of the day').nextSibling).toHaveTextContent('+$334.50');
    expect(within(dialog).getByText('Cumulative P&L at the end of the day').nextSibling).toHaveTextContent('$1,234.50');
    const plan = await within(dialog).findByLabelText('Plan');
    expect(plan).toHaveValue('Trade the open only');
    await userEvent.type(within(dialog).getByLabelText('Review'), 'Kept to it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save journal' }));
    expect(await within(dialog).findByText('Saved.')).toBeInTheDocument();
    expect(server.callsOf('SaveDayJournalEntry')[0]!.variables).toEqual({ date: day, input: { plan: 'Trade the open only', review: 'Kept to it' } });
  });

  it("says why a day's journal entry was not saved: the server's reason, else that it could not be saved", async () => {
    const day = POINTS[2]!.date;
    const answers: OperationHandler[] = [
      () => ({ errors: [{ message: 'The review must be at most 10,000 characters long.' }] }),
      () => {
        throw new Error('offline');
      },
    ];
    renderPage(
      <DashboardPage />,
      handlers({
        ExplainMetric: ({ metric }) => explanation(String(metric), { inputs: [{ name: 'Day', value: day }] }),
        DayJournalEntry: ({ date }) => dayEntry(String(date), 'Trade the open only'),
        SaveDayJournalEntry: (variables) => answers.shift()!(variables),
      }),
      { path: '/dashboard' },
    );
    await userEvent.click(await screen.findByText('Show the data as a table'));
    await userEvent.click(within(screen.getByRole('table', { name: /^Cumulative net P&L/ })).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: /^How the P&L of .* is calculated$/ });
    await userEvent.type(await within(dialog).findByLabelText('Review'), 'Kept to it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save journal' }));
    expect(await within(dialog).findByText('The review must be at most 10,000 characters long.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save journal' }));
    expect(await within(dialog).findByText('The journal entry could not be saved. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Review')).toHaveValue('Kept to it');
    expect(within(dialog).queryByText('Saved.')).not.toBeInTheDocument();
  });
});
