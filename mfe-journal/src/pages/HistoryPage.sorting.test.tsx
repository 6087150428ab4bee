import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { historyPage, journalTags, tradeRow } from '../testing/fixtures';
import { renderPage } from '../testing/renderPage';
import HistoryPage from './HistoryPage';

const CLOSED = tradeRow({ rMultiple: '1.5', stopPrice: '189', initialRisk: '50', entryTime: '2025-03-14T13:31:05.000Z', exitTime: '2025-03-14T14:36:05.000Z' });
const OPEN = tradeRow({ id: '102', symbol: 'TSLA', status: 'open', exitTime: null, exitPrice: null, pnl: '0', closedQuantity: '0' });

const location = () => screen.getByTestId('location').textContent;
const handlers = { TradeHistory: () => historyPage([CLOSED, OPEN]), JournalTags: () => journalTags() };

describe('Trade History sorting', () => {
  it('shows entry and exit times (Open without an exit), the hold time and R (— without a stop)', async () => {
    renderPage(<HistoryPage />, handlers, { path: '/history' });
    const table = await screen.findByRole('table', { name: 'Trade history, newest first' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(
      expect.arrayContaining(['Symbol', 'P&L', 'R', 'Entry time', 'Exit time', 'Hold time']),
    );
    const [, closedRow, openRow] = within(table).getAllByRole('row');
    expect(closedRow).toHaveTextContent('1.5R');
    expect(closedRow).toHaveTextContent('1h 05m');
    expect(openRow).toHaveTextContent('Open');
    expect(within(openRow!).getAllByRole('cell').map((cell) => cell.textContent)).toContain('—');
  });

  it('sorts by a header click: the server is asked, the URL carries it, a second click turns it around', async () => {
    const { server } = renderPage(<HistoryPage />, handlers, { path: '/history?filter=winners' });
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Entry time' })).toHaveAttribute('aria-sort', 'descending');
    expect(server.callsOf('TradeHistory')[0]!.variables).toMatchObject({ sortBy: 'ENTRY_TIME', sortDirection: 'DESC' });

    await userEvent.click(screen.getByRole('button', { name: 'P&L' }));
    await waitFor(() => expect(server.callsOf('TradeHistory')).toHaveLength(2));
    expect(server.callsOf('TradeHistory')[1]!.variables).toMatchObject({ sortBy: 'PNL', sortDirection: 'DESC', after: null, filter: { filter: 'WINNERS' } });
    expect(location()).toBe('/history?filter=winners&sort=pnl&dir=desc');
    expect(await screen.findByRole('table', { name: 'Trade history, by P&L, largest first' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'P&L' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Entry time' })).toHaveAttribute('aria-sort', 'none');

    // From the keyboard: Enter on the focused header button.
    screen.getByRole('button', { name: 'P&L' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/history?filter=winners&sort=pnl&dir=asc'));
    await waitFor(() => expect(server.callsOf('TradeHistory').at(-1)!.variables).toMatchObject({ sortBy: 'PNL', sortDirection: 'ASC' }));

    // Applying filters keeps the sort.
    await userEvent.selectOptions(screen.getByLabelText('Filter'), 'losers');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(location()).toBe('/history?filter=losers&sort=pnl&dir=asc'));
  });

  it('opens sorted as the URL says, so a sorted view survives a reload', async () => {
    const { server } = renderPage(<HistoryPage />, handlers, { path: '/history?sort=hold_time&dir=asc' });
    await screen.findByRole('table', { name: 'Trade history, by hold time, shortest first' });
    expect(server.callsOf('TradeHistory')[0]!.variables).toMatchObject({ sortBy: 'HOLD_TIME', sortDirection: 'ASC' });
    expect(screen.getByRole('columnheader', { name: 'Hold time' })).toHaveAttribute('aria-sort', 'ascending');
  });
});
