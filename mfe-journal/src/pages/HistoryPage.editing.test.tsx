import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationHandler } from '@tj/design-system/testing';
import { historyPage, journalTags, tradeRow } from '../testing/fixtures';
import { renderPage } from '../testing/renderPage';
import HistoryPage from './HistoryPage';

const AAPL = tradeRow();
const TSLA = tradeRow({ id: '102', symbol: 'TSLA', side: 'SHORT', entryPrice: '200', pnl: '-42.5', notes: 'Chased the open', tags: [{ id: '9', kind: 'MISTAKE', name: 'FOMO' }] });
const TAGS = [
  { id: '4', kind: 'SETUP' as const, name: 'Breakout', tradeCount: 3 },
  { id: '7', kind: 'SETUP' as const, name: 'Break out', tradeCount: 1 },
  { id: '9', kind: 'MISTAKE' as const, name: 'FOMO', tradeCount: 2 },
];

function render(handlers: Record<string, OperationHandler> = {}) {
  return renderPage(<HistoryPage />, { TradeHistory: () => historyPage([AAPL, TSLA]), JournalTags: () => journalTags(TAGS), ...handlers }, { path: '/history' });
}

const editButton = (symbol: string) => screen.findByRole('button', { name: new RegExp(`^Edit notes, tags and stop: ${symbol}`) });

describe('Trade History: editing a row in place', () => {
  it('edits notes, a tag and the stop from the row by keyboard, saves through the journal mutation and returns focus', async () => {
    const saved = { ...TSLA, notes: 'Chased the open. Wait 5 minutes.', stopPrice: '205', tags: [...TSLA.tags, { __typename: 'JournalTag' as const, id: '4', kind: 'SETUP' as const, name: 'Breakout' }] };
    const { server } = render({ UpdateTradeJournal: () => ({ data: { updateTradeJournal: saved } }) });
    const edit = await editButton('TSLA');
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    edit.focus();
    await userEvent.keyboard('{Enter}');
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: /^Notes, tags and stop of TSLA short/ });
    // The editor is a row of its own under the trade's row, and the cursor starts in the notes.
    expect(form.closest('tr')?.id).toBe(edit.getAttribute('aria-controls'));
    expect(within(form).getByLabelText('Notes')).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('. Wait 5 minutes.');
    await userEvent.type(within(form).getByRole('combobox', { name: 'Setups' }), 'breakout{Enter}');
    await userEvent.type(within(form).getByLabelText('Planned stop price'), '205');
    await userEvent.click(within(form).getByRole('button', { name: 'Save notes and tags' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Notes, tags and stop of/ })).toBeNull());
    // An existing tag is matched by name whatever its case: no tag is created.
    expect(server.callsOf('CreateJournalTag')).toHaveLength(0);
    expect(server.callsOf('UpdateTradeJournal')[0]!.variables).toEqual({ tradeId: '102', input: { notes: 'Chased the open. Wait 5 minutes.', tagIds: ['4', '9'], stopPrice: '205' } });
    expect(await editButton('TSLA')).toHaveFocus();
    expect(screen.getByText(/^Saved the notes, tags and stop of TSLA short/)).toHaveAttribute('role', 'status');
    const row = screen.getByRole('button', { name: /Open trade TSLA/ }).closest('tr')!;
    expect(row).toHaveTextContent('Chased the open. Wait 5 minutes.');
    expect(row).toHaveTextContent('Breakout');
  });

  it('refuses a stop on the wrong side of the entry in the row, sending nothing, and keeps the draft', async () => {
    const { server } = render();
    await userEvent.click(await editButton('TSLA'));
    const form = screen.getByRole('form', { name: /^Notes, tags and stop of TSLA/ });
    await userEvent.type(within(form).getByLabelText('Planned stop price'), '195');
    await userEvent.click(within(form).getByRole('button', { name: 'Save notes and tags' }));
    expect(within(form).getByRole('status')).toHaveTextContent('The stop of a short trade must be above its entry price (200).');
    expect(server.callsOf('UpdateTradeJournal')).toHaveLength(0);
    expect(within(form).getByLabelText('Planned stop price')).toHaveValue('195');
  });

  it("shows the server's reason when it refuses, and Escape leaves without saving", async () => {
    render({ UpdateTradeJournal: () => ({ errors: [{ message: 'That trade does not exist. It may have been rebuilt by a later import: reload your trades.', extensions: { code: 'NOT_FOUND' } }] }) });
    await userEvent.click(await editButton('AAPL'));
    const form = screen.getByRole('form', { name: /^Notes, tags and stop of AAPL/ });
    await userEvent.type(within(form).getByLabelText('Notes'), 'Late');
    await userEvent.click(within(form).getByRole('button', { name: 'Save notes and tags' }));
    expect(await within(form).findByText('That trade does not exist. It may have been rebuilt by a later import: reload your trades.')).toBeInTheDocument();
    within(form).getByLabelText('Notes').focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: /^Notes, tags and stop of/ })).toBeNull();
    expect(await editButton('AAPL')).toHaveFocus();
    expect(screen.getByRole('button', { name: /Open trade AAPL/ }).closest('tr')).not.toHaveTextContent('Late');
  });
});

describe('Trade History: Manage tags', () => {
  it('lists setup and mistake tags with their trade counts, renames one and merges one into another', async () => {
    let tags = TAGS;
    const { server } = render({
      JournalTags: () => journalTags(tags),
      RenameJournalTag: ({ id, name }) => {
        tags = tags.map((tag) => (tag.id === id ? { ...tag, name: String(name) } : tag));
        return { data: { renameJournalTag: { __typename: 'JournalTag', ...tags.find((tag) => tag.id === id)! } } };
      },
      MergeJournalTags: ({ sourceId, targetId }) => {
        tags = tags.filter((tag) => tag.id !== sourceId).map((tag) => (tag.id === targetId ? { ...tag, tradeCount: 4 } : tag));
        return { data: { mergeJournalTags: { __typename: 'JournalTag', ...tags.find((tag) => tag.id === targetId)! } } };
      },
    });
    const open = await screen.findByRole('button', { name: 'Manage tags' });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Manage tags' });
    const setups = within(dialog).getByRole('list', { name: 'Setups' });
    expect(within(setups).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Breakout3 trades'), expect.stringContaining('Break out1 trade')]);
    expect(within(within(dialog).getByRole('list', { name: 'Mistakes' })).getByRole('listitem')).toHaveTextContent('FOMO2 trades');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename FOMO' }));
    const name = within(dialog).getByLabelText('New name');
    expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'Fear of missing out{Enter}');
    expect(await within(dialog).findByText('Renamed “FOMO” to “Fear of missing out”.')).toBeInTheDocument();
    expect(server.callsOf('RenameJournalTag')[0]!.variables).toEqual({ id: '9', name: 'Fear of missing out' });
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Mistakes' })).toHaveTextContent('Fear of missing out2 trades'));
    // The history's rows are asked again: they show tag names.
    await waitFor(() => expect(server.callsOf('TradeHistory').length).toBeGreaterThan(1));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge Break out into another tag' }));
    const mergeButton = within(dialog).getByRole('button', { name: 'Merge' });
    expect(mergeButton).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Merge into'), 'Breakout (3 trades)');
    await userEvent.click(mergeButton);
    expect(await within(dialog).findByText('Merged “Break out” into “Breakout”, which is now on 4 trades.')).toBeInTheDocument();
    expect(server.callsOf('MergeJournalTags')[0]!.variables).toEqual({ sourceId: '7', targetId: '4' });
    await waitFor(() => expect(within(within(dialog).getByRole('list', { name: 'Setups' })).getAllByRole('listitem')).toHaveLength(1));

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it("shows the server's refusal and changes nothing", async () => {
    render({ RenameJournalTag: () => ({ errors: [{ message: 'A setup tag named "Breakout" already exists. Merge the two tags instead.', extensions: { code: 'CONFLICT' } }] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage tags' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage tags' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename Break out' }));
    const name = within(dialog).getByLabelText('New name');
    await userEvent.clear(name);
    await userEvent.type(name, 'breakout{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A setup tag named "Breakout" already exists. Merge the two tags instead.');
    expect(within(dialog).getByRole('list', { name: 'Setups' })).toHaveTextContent('Break out1 trade');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
