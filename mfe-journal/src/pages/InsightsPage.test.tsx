import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationHandler } from '@tj/design-system/testing';
import { tradeRow } from '../testing/fixtures';
import { insight, insightsAnswer, riskAlert } from '../testing/insightFixtures';
import { renderPage } from '../testing/renderPage';
import InsightsPage from './InsightsPage';

const TRADES = [tradeRow({ id: '101', symbol: 'AAPL' }), tradeRow({ id: '102', symbol: 'TSLA', pnl: '-40' })];
const tradesOf = (ids: unknown) => TRADES.filter(({ id }) => (ids as string[]).includes(id));

function handlers(overrides: Record<string, OperationHandler> = {}): Record<string, OperationHandler> {
  return {
    Insights: () => insightsAnswer([insight(), riskAlert(), insight({ id: 'recommendation:hour:11', category: 'recommendation', title: 'Skip entries at 11 AM', text: 'Trade less at 11 AM. Based on "Leak: entries at 11 AM" (confidence 82%).' })]),
    InsightTrades: ({ ids }) => ({ data: { tradesWithIds: tradesOf(ids) } }),
    JournalTags: () => ({ data: { journalTags: [] } }),
    TradeFills: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: [] } } }),
    ...overrides,
  };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('AI Insights', () => {
  it('shows the engine’s insights in the three SPEC sections, each with its evidence, sample size, confidence and time', async () => {
    renderPage(<InsightsPage />, handlers(), { path: '/insights' });
    expect(screen.getByRole('heading', { level: 1, name: 'AI Insights' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading insights' })).toBeInTheDocument();
    const pattern = await screen.findByRole('article', { name: 'Leak: entries at 11 AM' });
    expect(within(section('Pattern Recognition')).getByRole('article')).toBe(pattern);
    expect(pattern).toHaveTextContent('24 trades averaged -$42.10');
    expect(pattern).toHaveTextContent('Sample size 24 trades');
    // Found at 15:30 UTC, shown in the trader's Timezone setting (est).
    expect(within(pattern).getByText('Mar 14, 2025, 11:30 AM')).toHaveAttribute('datetime', '2025-03-14T15:30:00.000Z');
    expect(pattern).toHaveTextContent('Confidence 82%: Strong');
    expect(pattern).toHaveTextContent('corrected for the 31 patterns tested');
    const evidence = within(pattern).getByRole('table', { name: 'Evidence' });
    expect(within(evidence).getByRole('rowheader', { name: 'Win rate' }).nextSibling).toHaveTextContent('20.8%');
    const risk = within(section('Risk Alerts')).getByRole('article', { name: 'Daily loss beyond your limit' });
    expect(risk).toHaveTextContent('Confidence 100%: Measured');
    expect(within(section('Recommendations')).getByRole('article', { name: 'Skip entries at 11 AM' })).toHaveTextContent('as sure as the finding');
  });

  it('lists an insight’s trades when asked, each opening the trade dialog', async () => {
    const { server } = renderPage(<InsightsPage />, handlers(), { path: '/insights' });
    const pattern = await screen.findByRole('article', { name: 'Leak: entries at 11 AM' });
    expect(server.callsOf('InsightTrades')).toHaveLength(0);
    const show = within(pattern).getByRole('button', { name: 'Show its 2 trades' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    const trades = await within(pattern).findByRole('table', { name: 'The trades behind “Leak: entries at 11 AM”' });
    expect(server.callsOf('InsightTrades')[0]!.variables).toEqual({ ids: ['101', '102'] });
    expect(within(trades).getAllByRole('row')).toHaveLength(3);
    expect(within(pattern).getByRole('button', { name: 'Hide its trades' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(trades).getByRole('button', { name: /Open trade TSLA/ }));
    expect(await screen.findByRole('dialog', { name: /^Trade: TSLA long/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(pattern).getByRole('button', { name: 'Hide its trades' }));
    expect(trades).not.toBeVisible();
    // Shown again without asking the server again.
    await userEvent.click(within(pattern).getByRole('button', { name: 'Show its 2 trades' }));
    expect(trades).toBeVisible();
    expect(server.callsOf('InsightTrades')).toHaveLength(1);
  });

  it('reads many trades 50 at a time, and says when a named trade is no longer held', async () => {
    const ids = Array.from({ length: 60 }, (_, index) => String(200 + index));
    const held = (asked: string[]) => asked.filter((id) => id !== '205').map((id) => tradeRow({ id, symbol: `S${id}` }));
    const { server } = renderPage(
      <InsightsPage />,
      handlers({ Insights: () => insightsAnswer([insight({ tradeIds: ids, sampleSize: 60 })]), InsightTrades: ({ ids: asked }) => ({ data: { tradesWithIds: held(asked as string[]) } }) }),
      { path: '/insights' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Show its 60 trades' }));
    expect(await screen.findByText('Showing 49 trades of 60.')).toBeInTheDocument();
    expect(screen.getByText(/^1 trade it named is no longer in your journal/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(await screen.findByText('Showing 59 trades of 60.')).toBeInTheDocument();
    expect(server.callsOf('InsightTrades').map(({ variables }) => (variables.ids as string[]).length)).toEqual([50, 10]);
    expect(screen.queryByRole('button', { name: /more$/ })).not.toBeInTheDocument();
  });

  it('says when the trades cannot be read, and retries', async () => {
    let fail = true;
    renderPage(
      <InsightsPage />,
      handlers({
        InsightTrades: ({ ids }) => {
          if (fail) throw new Error('offline');
          return { data: { tradesWithIds: tradesOf(ids) } };
        },
      }),
      { path: '/insights' },
    );
    const pattern = await screen.findByRole('article', { name: 'Leak: entries at 11 AM' });
    await userEvent.click(within(pattern).getByRole('button', { name: 'Show its 2 trades' }));
    expect(await within(pattern).findByRole('alert')).toHaveTextContent('Failed to fetch trades');
    fail = false;
    await userEvent.click(within(pattern).getByRole('button', { name: 'Retry' }));
    expect(await within(pattern).findByRole('table', { name: /^The trades behind/ })).toBeInTheDocument();
    expect(within(pattern).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the SPEC empty texts without trades, and says nothing was found with trades but no insight', async () => {
    const { unmount } = renderPage(<InsightsPage />, handlers({ Insights: () => insightsAnswer([], { hasTrades: false }) }), { path: '/insights' });
    expect(await screen.findByText('No trading data available for analysis')).toBeInTheDocument();
    expect(screen.getByText('Import some trades to see your performance insights')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import Trades' })).toHaveAttribute('href', '/import');
    unmount();
    renderPage(<InsightsPage />, handlers({ Insights: () => insightsAnswer([]) }), { path: '/insights' });
    expect(await screen.findByText('No insights in your trades yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pattern Recognition' })).not.toBeInTheDocument();
  });

  it('gives each empty section its own text', async () => {
    renderPage(<InsightsPage />, handlers({ Insights: () => insightsAnswer([riskAlert()]) }), { path: '/insights' });
    await screen.findByRole('article', { name: 'Daily loss beyond your limit' });
    expect(section('Pattern Recognition')).toHaveTextContent('No pattern stands out from chance in your trades yet.');
    expect(section('Recommendations')).toHaveTextContent('No recommendation yet');
  });

  it('shows the failure text with a Retry that asks again', async () => {
    let fail = true;
    const { server } = renderPage(
      <InsightsPage />,
      handlers({
        Insights: () => {
          if (fail) throw new Error('offline');
          return insightsAnswer([insight()]);
        },
      }),
      { path: '/insights' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch insights');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Leak: entries at 11 AM' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsOf('Insights')).toHaveLength(2));
  });
});
