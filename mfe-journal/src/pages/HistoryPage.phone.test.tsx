import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaQuery } from '@tj/design-system';
import { historyPage, journalTags, tradeRow } from '../testing/fixtures';
import { renderPage } from '../testing/renderPage';
import HistoryPage from './HistoryPage';

const AAPL = tradeRow({ tags: [{ id: '9', kind: 'MISTAKE', name: 'FOMO' }] });
const TSLA = tradeRow({ id: '102', symbol: 'TSLA', side: 'SHORT', pnl: '-42.5', manual: true, manualOnly: true });
const DATE_ONLY = tradeRow({ id: '103', symbol: 'AAPL 250321C200', pnl: '-120', exitKind: 'EXPIRED', timeGiven: false, entryTime: '2025-03-17T14:30:00.000Z', exitTime: '2025-03-21T20:00:00.000Z' });
const OPEN = tradeRow({ id: '104', symbol: 'NVDA', status: 'open', exitTime: null, exitPrice: null, pnl: '0', closedQuantity: '0' });

const location = () => screen.getByTestId('location').textContent;
const handlers = { TradeHistory: () => historyPage([AAPL, TSLA, DATE_ONLY, OPEN]), JournalTags: () => journalTags() };

/** A screen as narrow as the design system's phone query says. */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query === mediaQuery.mobile, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

describe('Trade History on a phone', () => {
  beforeEach(() => screenWidth(true));
  afterEach(() => vi.unstubAllGlobals());

  it('lists each trade as a card: its name, side, toned P&L, times ("time not given" too), tags and badges, and no table', async () => {
    renderPage(<HistoryPage />, handlers, { path: '/history' });
    const list = await screen.findByRole('list', { name: 'Trade history, newest first' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const [aapl, tsla, option, open] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(aapl).getByRole('button', { name: /^Open trade AAPL long, / })).toBeInTheDocument();
    expect(aapl).toHaveTextContent('Long');
    expect(aapl).toHaveTextContent('+$75.00');
    expect(aapl).toHaveTextContent('FOMO');
    expect(within(aapl).getAllByText(/^Mar 14, 2025, \d/, { selector: 'dd' })).toHaveLength(2);
    expect(tsla).toHaveTextContent('Short');
    expect(tsla).toHaveTextContent('Manual');
    expect(tsla).toHaveTextContent('-$42.50');
    // The readable option name, its Expired badge, and the dates of a file without times.
    expect(within(option).getByRole('button', { name: /^Open trade AAPL 21 Mar 25 200 C long, Mar 21, 2025 · time not given$/ })).toBeInTheDocument();
    expect(option).toHaveTextContent('Expired');
    expect(within(option).getAllByText(/time not given/, { selector: 'dd' })).toHaveLength(2);
    expect(open).toHaveTextContent('Open');
    // Each card has its box for bulk tagging and its Edit button.
    for (const card of cards) {
      expect(within(card).getByRole('checkbox', { name: /^Select trade / })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /^Edit notes, tags and stop: / })).toBeInTheDocument();
    }
  });

  it('opens a trade from its card by keyboard, edits it in place and selects all for bulk tagging', async () => {
    renderPage(<HistoryPage />, handlers, { path: '/history' });
    const open = await screen.findByRole('button', { name: /^Open trade TSLA short, / });
    open.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const edit = screen.getByRole('button', { name: /^Edit notes, tags and stop: TSLA/ });
    await userEvent.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const card = screen.getAllByRole('listitem')[1]!;
    expect(within(card).getByRole('form', { name: /^Notes, tags and stop of TSLA/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every trade shown' }));
    expect(screen.getByText('4 selected')).toHaveAttribute('role', 'status');
  });

  it('sorts with a Sort select (no column headers on a phone): the URL and the server get it', async () => {
    const { server } = renderPage(<HistoryPage />, handlers, { path: '/history' });
    const sort = await screen.findByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveDisplayValue('Entry time, newest first');
    await userEvent.selectOptions(sort, 'pnl:asc');
    await waitFor(() => expect(location()).toBe('/history?sort=pnl&dir=asc'));
    await waitFor(() => expect(server.callsOf('TradeHistory').at(-1)!.variables).toMatchObject({ sortBy: 'PNL', sortDirection: 'ASC' }));
    expect(await screen.findByRole('list', { name: 'Trade history, by P&L, smallest first' })).toBeInTheDocument();
  });

  it('has one Filters button, beside the search, counting both kinds of choice and revealing every one', async () => {
    renderPage(<HistoryPage />, handlers, { path: '/history?filter=winners&period=month&side=long' });
    await screen.findByRole('list', { name: 'Trade history, newest first' });
    expect(screen.getAllByRole('search')).toHaveLength(1);
    const bar = screen.getByRole('search', { name: 'Filter bar' });
    // The phone's button (display: none on a desk, which is all jsdom's styles know): found by its text.
    const toggles = within(bar).getAllByText(/^Filters/, { selector: 'button' });
    expect(toggles).toHaveLength(1);
    const toggle = toggles[0]!;
    // Winners (the history's Filter), This month (Time period) and Long (the bar's Side).
    expect(toggle).toHaveTextContent('Filters (3)');
    // The search is outside what the button shows and hides, in the same row as it.
    const choices = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(choices).not.toContainElement(within(bar).getByRole('searchbox', { name: 'Search' }));
    expect(toggle.parentElement).toContainElement(within(bar).getByRole('searchbox', { name: 'Search' }));
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Filter', 'Time period', 'From', 'To', 'Account', 'Platform', 'Symbol or underlying', 'Side', 'Tags']) expect(within(choices).getByLabelText(label)).toBeInTheDocument();
    expect(within(choices).getByRole('button', { name: 'Date Range' })).toBeInTheDocument();
  });

  it('shows the table on a desk', async () => {
    screenWidth(false);
    renderPage(<HistoryPage />, handlers, { path: '/history' });
    expect(await screen.findByRole('table', { name: 'Trade history, newest first' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort' })).toBeNull();
  });
});
