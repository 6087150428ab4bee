import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { historyPage, journalTags, tradeRow } from '../testing/fixtures';
import { renderPage } from '../testing/renderPage';
import HistoryPage from './HistoryPage';

const AAPL = tradeRow();
const TSLA = tradeRow({ id: '102', symbol: 'TSLA', side: 'SHORT', pnl: '-42.5', notes: 'Chased the open', tags: [{ id: '9', kind: 'MISTAKE', name: 'FOMO' }] });

const location = () => screen.getByTestId('location').textContent;

describe('Trade History', () => {
  it('applies the search the header sent and lists the trades with their notes and tags', async () => {
    const { server } = renderPage(<HistoryPage />, { TradeHistory: () => historyPage([AAPL, TSLA]), JournalTags: () => journalTags() }, { path: '/history?search=aapl' });
    const table = await screen.findByRole('table', { name: 'Trade history, newest first' });
    expect(server.callsOf('TradeHistory')[0]!.variables).toMatchObject({ filter: { search: 'aapl', filter: 'ALL', period: 'ALL' }, first: 50, after: null });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('aapl');
    expect(screen.getByPlaceholderText('Search by symbol, notes...')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('FOMO');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Chased the open');
    expect(screen.getByText('Showing 2 of 2 trades')).toBeInTheDocument();
    expect(screen.getByText(/^Net P&L of these trades:/)).toHaveTextContent('Net P&L of these trades: +$32.50 (2 closed)');
  });

  it("shows only an import's trades when Recent Imports links here, says so, and offers every trade back", async () => {
    const { server } = renderPage(<HistoryPage />, { TradeHistory: () => historyPage([AAPL]), JournalTags: () => journalTags() }, { path: '/history?import=9' });
    await screen.findByRole('table');
    expect(server.callsOf('TradeHistory')[0]!.variables.filter).toMatchObject({ importId: '9' });
    expect(screen.getByRole('note')).toHaveTextContent('Only the trades of import #9 (from Recent Imports).');
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('href', '/api/trades/export.csv?importId=9');
    await userEvent.click(screen.getByRole('button', { name: 'Show all trades' }));
    expect(location()).toBe('/history');
    await waitFor(() => expect(server.callsOf('TradeHistory').at(-1)!.variables.filter).toMatchObject({ importId: null }));
  });

  it('shows only the trades of imports that did not reconcile when Recent Imports links here', async () => {
    const { server } = renderPage(<HistoryPage />, { TradeHistory: () => historyPage([AAPL]), JournalTags: () => journalTags() }, { path: '/history?unreconciled=true' });
    await screen.findByRole('table');
    expect(server.callsOf('TradeHistory')[0]!.variables.filter).toMatchObject({ unreconciledOnly: true });
    expect(screen.getByRole('note')).toHaveTextContent("Only the trades of imports that did not reconcile with the broker's figures.");
    await userEvent.click(screen.getByRole('button', { name: 'Show all trades' }));
    expect(location()).toBe('/history');
  });

  it('applies filter, period and dates as they are chosen, to the server and the URL; Apply Filters stays', async () => {
    const { server } = renderPage(<HistoryPage />, { TradeHistory: () => historyPage([AAPL]), JournalTags: () => journalTags([{ id: '4', kind: 'SETUP', name: 'Breakout' }]) }, { path: '/history' });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Filter'), 'winners');
    await waitFor(() => expect(location()).toBe('/history?filter=winners'));
    await waitFor(() => expect(server.callsOf('TradeHistory').at(-1)!.variables.filter).toMatchObject({ filter: 'WINNERS' }));
    await userEvent.selectOptions(screen.getByLabelText('Time period'), 'month');
    await userEvent.click(screen.getByRole('button', { name: 'Date Range' }));
    await userEvent.type(screen.getByLabelText('From'), '2025-03-01');
    await waitFor(() => expect(server.callsOf('TradeHistory').at(-1)!.variables.filter).toEqual({ search: null, filter: 'WINNERS', period: 'MONTH', from: '2025-03-01', to: null, tagIds: null, importId: null, unreconciledOnly: null }));
    expect(location()).toBe('/history?filter=winners&period=month&from=2025-03-01');
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('href', '/api/trades/export.csv?filter=winners&period=month&from=2025-03-01');
    // Apply Filters is still there for the keyboard, and changes nothing that is already applied.
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(location()).toBe('/history?filter=winners&period=month&from=2025-03-01');
  });

  it("has one tag filter, the filter bar's Tags: an old link's ?tag= opens as the bar's tags, sent and exported", async () => {
    const { server } = renderPage(<HistoryPage />, { TradeHistory: () => historyPage([AAPL]), JournalTags: () => journalTags([{ id: '4', kind: 'SETUP', name: 'Breakout' }]) }, { path: '/history?filter=winners&tag=4' });
    await screen.findByRole('table');
    expect(location()).toBe('/history?filter=winners&tags=4');
    expect(server.callsOf('TradeHistory').every(({ variables }) => (variables.filter as { tagIds: unknown }).tagIds !== null)).toBe(true);
    expect(server.callsOf('TradeHistory').at(-1)!.variables.filter).toMatchObject({ filter: 'WINNERS', tagIds: ['4'] });
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('href', '/api/trades/export.csv?filter=winners&tagIds=4');
    expect(within(screen.getByRole('search', { name: 'Filter bar' })).queryByLabelText('Tag')).toBeNull();
  });

  it("is one form: the search, Filter, Time period, Date Range, the bar's choices, Apply Filters and Export", async () => {
    renderPage(<HistoryPage />, { TradeHistory: () => historyPage([AAPL]), JournalTags: () => journalTags() }, { path: '/history' });
    await screen.findByRole('table');
    expect(screen.getAllByRole('search')).toHaveLength(1);
    const bar = screen.getByRole('search', { name: 'Filter bar' });
    for (const label of ['Search', 'Filter', 'Time period', 'Account', 'Platform', 'Symbol or underlying', 'Side', 'Tags']) expect(within(bar).getByLabelText(label)).toBeInTheDocument();
    expect(within(bar).getByLabelText('Filter')).toHaveDisplayValue('All Trades');
    expect(within(bar).getByLabelText('Time period')).toHaveDisplayValue('All Time');
    for (const name of ['Date Range', 'Apply Filters', 'Manage tags', 'Add trade']) expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Export' })).toBeInTheDocument();
    // The history has no Period of the bar's beside its Time period, and no comparison.
    expect(within(bar).queryByLabelText('Period')).toBeNull();
    expect(within(bar).queryByRole('switch', { name: 'Compare with previous period' })).toBeNull();
  });

  it("applies the search and a symbol typed in the bar together on Enter, and Clear filters clears both kinds of choice but the search", async () => {
    const { server } = renderPage(<HistoryPage />, { TradeHistory: () => historyPage([AAPL]), JournalTags: () => journalTags() }, { path: '/history?filter=winners&period=month&sort=pnl&dir=desc' });
    await screen.findByRole('table');
    expect(screen.getByText('Winners · This month')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Symbol or underlying'), 'aapl');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'break{Enter}');
    await waitFor(() => expect(location()).toBe('/history?search=break&filter=winners&period=month&sort=pnl&dir=desc&symbol=AAPL'));
    await waitFor(() => expect(server.callsOf('TradeHistory').at(-1)!.variables.filter).toMatchObject({ search: 'break', filter: 'WINNERS', period: 'MONTH', symbol: 'AAPL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/history?search=break&sort=pnl&dir=desc'));
    expect(screen.getByLabelText('Filter')).toHaveDisplayValue('All Trades');
    expect(screen.getByText('All trades')).toBeInTheDocument();
  });

  it('applies the search once typing pauses', async () => {
    const { server } = renderPage(<HistoryPage />, { TradeHistory: () => historyPage([AAPL]), JournalTags: () => journalTags() }, { path: '/history' });
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'msft');
    expect(location()).toBe('/history');
    await waitFor(() => expect(location()).toBe('/history?search=msft'), { timeout: 2000 });
    expect(server.callsOf('TradeHistory').at(-1)!.variables.filter.search).toBe('msft');
    expect(server.callsOf('TradeHistory').some(({ variables }) => variables.filter.search === 'm')).toBe(false);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('applies the search on Enter', async () => {
    const { server } = renderPage(<HistoryPage />, { TradeHistory: () => historyPage([AAPL]), JournalTags: () => journalTags() }, { path: '/history' });
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'tsla{Enter}');
    await waitFor(() => expect(server.callsOf('TradeHistory').at(-1)!.variables.filter.search).toBe('tsla'));
    expect(location()).toBe('/history?search=tsla');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('refuses a date range that ends before it starts', async () => {
    renderPage(<HistoryPage />, { TradeHistory: () => historyPage([AAPL]), JournalTags: () => journalTags() }, { path: '/history?from=2025-03-10' });
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('To'), '2025-03-01');
    expect(screen.getByRole('alert')).toHaveTextContent('The end of the date range is before its start.');
    expect(screen.getByRole('button', { name: 'Apply Filters' })).toBeDisabled();
  });

  it('loads the next page by cursor and appends it', async () => {
    const { server } = renderPage(
      <HistoryPage />,
      { TradeHistory: ({ after }) => (after ? historyPage([TSLA], { tradeCount: 2 }) : historyPage([AAPL], { hasNextPage: true, tradeCount: 2 })), JournalTags: () => journalTags() },
      { path: '/history' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('button', { name: /Open trade TSLA/ });
    expect(server.callsOf('TradeHistory')[1]!.variables.after).toBe('cursor-101');
    expect(screen.getAllByRole('button', { name: /Open trade/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the SPEC texts when there are no trades and when they cannot be fetched', async () => {
    renderPage(<HistoryPage />, { TradeHistory: () => historyPage([]), JournalTags: () => journalTags() }, { path: '/history' });
    expect(await screen.findByText('No trades yet. Upload a CSV to see your trading data!')).toBeInTheDocument();
  });

  it('says Failed to fetch trades when the history cannot be loaded', async () => {
    renderPage(<HistoryPage />, { TradeHistory: () => { throw new Error('offline'); }, JournalTags: () => journalTags() }, { path: '/history' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch trades');
  });

  it('opens a trade and saves its notes, a new setup tag and a stop', async () => {
    const saved = { ...AAPL, notes: 'Clean break', stopPrice: '188.5', rMultiple: '0.75', tags: [{ __typename: 'JournalTag', id: '5', kind: 'SETUP' as const, name: 'Opening drive' }] };
    const { server } = renderPage(
      <HistoryPage />,
      {
        TradeHistory: () => historyPage([AAPL]),
        JournalTags: () => journalTags(),
        CreateJournalTag: ({ kind, name }) => ({ data: { createJournalTag: { __typename: 'JournalTag', id: '5', kind, name, tradeCount: 0 } } }),
        UpdateTradeJournal: () => ({ data: { updateTradeJournal: saved } }),
        TradeFills: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: [] } } }),
      },
      { path: '/history' },
    );
    await userEvent.click(await screen.findByRole('button', { name: /Open trade AAPL/ }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Clean break');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Setups' }), 'Opening drive{Enter}');
    await userEvent.type(within(dialog).getByLabelText('Planned stop price'), '188.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save notes and tags' }));
    expect(await within(dialog).findByText('Saved.')).toBeInTheDocument();
    expect(server.callsOf('CreateJournalTag')[0]!.variables).toEqual({ kind: 'SETUP', name: 'Opening drive' });
    expect(server.callsOf('UpdateTradeJournal')[0]!.variables).toEqual({ tradeId: '101', input: { notes: 'Clean break', tagIds: ['5'], stopPrice: '188.5' } });
    expect(within(dialog).getByText('R-multiple: 0.75R')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Trade history, newest first' })).getByText('Opening drive')).toBeInTheDocument();
  });

  it('refuses a stop on the wrong side of the entry before sending anything', async () => {
    const { server } = renderPage(
      <HistoryPage />,
      { TradeHistory: () => historyPage([AAPL]), JournalTags: () => journalTags(), TradeFills: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: [] } } }) },
      { path: '/history' },
    );
    await userEvent.click(await screen.findByRole('button', { name: /Open trade AAPL/ }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Setups' }), 'Breakout{Enter}');
    await userEvent.type(within(dialog).getByLabelText('Planned stop price'), '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save notes and tags' }));
    expect(await within(dialog).findByText('The stop of a long trade must be below its entry price (189.5).')).toBeInTheDocument();
    // Nothing was sent: not even the new tag was created.
    expect(server.callsOf('UpdateTradeJournal')).toHaveLength(0);
    expect(server.callsOf('CreateJournalTag')).toHaveLength(0);
  });
});
