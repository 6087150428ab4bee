import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationHandler } from '@tj/design-system/testing';
import { historyPage, journalTags, tradeRow } from '../testing/fixtures';
import { renderPage } from '../testing/renderPage';
import HistoryPage from './HistoryPage';

const AAPL = tradeRow();
const TSLA = tradeRow({ id: '102', symbol: 'TSLA', side: 'SHORT', entryPrice: '200', pnl: '-42.5' });
const MSFT = tradeRow({ id: '103', symbol: 'MSFT' });
const TAGS = [
  { id: '4', kind: 'SETUP' as const, name: 'Breakout', tradeCount: 3 },
  { id: '9', kind: 'MISTAKE' as const, name: 'FOMO', tradeCount: 2 },
];
const BREAKOUT = { __typename: 'JournalTag' as const, id: '4', kind: 'SETUP' as const, name: 'Breakout' };

function render(handlers: Record<string, OperationHandler> = {}) {
  return renderPage(<HistoryPage />, { TradeHistory: () => historyPage([AAPL, TSLA, MSFT]), JournalTags: () => journalTags(TAGS), ...handlers }, { path: '/history' });
}

const box = (symbol: string) => screen.findByRole('checkbox', { name: new RegExp(`^Select trade ${symbol}`) });
const rowOf = (symbol: string) => screen.getByRole('button', { name: new RegExp(`Open trade ${symbol}`) }).closest('tr')!;

describe('Trade History: tagging the selected trades at once', () => {
  it('selects rows by their labelled boxes, says how many, adds an existing tag to them all and shows it in their rows', async () => {
    const { server } = render({ BulkTagTrades: (variables) => ({ data: { bulkTagTrades: [AAPL, TSLA].filter(({ id }) => (variables.tradeIds as string[]).includes(id)).map((trade) => ({ ...trade, tags: [BREAKOUT] })) } }) });
    await userEvent.click(await box('AAPL'));
    const all = screen.getByRole('checkbox', { name: 'Select every trade shown' });
    // Space toggles a focused box, as a keyboard user expects.
    (await box('TSLA')).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByText('2 selected')).toHaveAttribute('role', 'status');
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    // Selecting is not opening: no dialog.
    expect(screen.queryByRole('dialog')).toBeNull();
    const bar = screen.getByRole('form', { name: 'Tag the selected trades' });
    await userEvent.type(within(bar).getByRole('combobox', { name: 'Tag' }), 'breakout');
    await userEvent.click(within(bar).getByRole('button', { name: 'Add tag' }));
    await waitFor(() => expect(server.callsOf('BulkTagTrades')).toHaveLength(1));
    // An existing tag is matched whatever its case: none is created.
    expect(server.callsOf('CreateJournalTag')).toHaveLength(0);
    expect(server.callsOf('BulkTagTrades')[0]!.variables).toEqual({ tradeIds: ['101', '102'], tagId: '4', action: 'ADD' });
    expect(await screen.findByText('2 selected. Added “Breakout” to 2 trades.')).toBeInTheDocument();
    expect(rowOf('AAPL')).toHaveTextContent('Breakout');
    expect(rowOf('TSLA')).toHaveTextContent('Breakout');
    expect(rowOf('MSFT')).not.toHaveTextContent('Breakout');
  });

  it('selects every trade shown from the header box, creates a new tag to add, and clears the selection', async () => {
    const { server } = render({
      CreateJournalTag: () => ({ data: { createJournalTag: { __typename: 'JournalTag', id: '12', kind: 'MISTAKE', name: 'Sized up', tradeCount: 0 } } }),
      BulkTagTrades: () => ({ data: { bulkTagTrades: [AAPL, TSLA, MSFT] } }),
    });
    await box('AAPL');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every trade shown' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    const bar = screen.getByRole('form', { name: 'Tag the selected trades' });
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Tag kind' }), 'MISTAKE');
    await userEvent.type(within(bar).getByRole('combobox', { name: 'Tag' }), 'Sized up{Enter}');
    await waitFor(() => expect(server.callsOf('BulkTagTrades')).toHaveLength(1));
    expect(server.callsOf('CreateJournalTag')[0]!.variables).toEqual({ kind: 'MISTAKE', name: 'Sized up' });
    expect(server.callsOf('BulkTagTrades')[0]!.variables).toEqual({ tradeIds: ['101', '102', '103'], tagId: '12', action: 'ADD' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('button', { name: 'Add tag' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select every trade shown' })).not.toBeChecked();
  });

  it('starts a new selection when the order changes', async () => {
    render();
    await userEvent.click(await box('AAPL'));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^P&L/ }));
    await waitFor(() => expect(screen.queryByText('1 selected')).toBeNull());
    expect(await box('AAPL')).not.toBeChecked();
  });

  it('selects a range with Shift, and refuses to remove a tag the trader does not have, sending nothing', async () => {
    const { server } = render();
    // One user, so the Shift held is the click's.
    const user = userEvent.setup();
    await user.click(await box('AAPL'));
    await user.keyboard('{Shift>}');
    await user.click(await box('MSFT'));
    await user.keyboard('{/Shift}');
    expect(await box('TSLA')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select every trade shown' })).toBeChecked();
    const bar = screen.getByRole('form', { name: 'Tag the selected trades' });
    await userEvent.type(within(bar).getByRole('combobox', { name: 'Tag' }), 'Gap fill');
    await userEvent.click(within(bar).getByRole('button', { name: 'Remove tag' }));
    expect(within(bar).getByRole('alert')).toHaveTextContent('You have no setup tag named “Gap fill”.');
    expect(server.callsOf('BulkTagTrades')).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the edit", async () => {
    render({ BulkTagTrades: () => ({ errors: [{ message: 'One of these trades already carries 30 tags, the most a trade can have: take a tag off it first. Nothing was changed.', extensions: { code: 'BAD_USER_INPUT' } }] }) });
    await userEvent.click(await box('AAPL'));
    const bar = screen.getByRole('form', { name: 'Tag the selected trades' });
    await userEvent.type(within(bar).getByRole('combobox', { name: 'Tag' }), 'Breakout');
    await userEvent.click(within(bar).getByRole('button', { name: 'Add tag' }));
    expect(await within(bar).findByRole('alert')).toHaveTextContent(/already carries 30 tags/);
  });
});
