import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { importCenter, importRecord, recentImports } from '../testing/fixtures';
import { renderImportPage } from '../testing/renderImportPage';

const PLAN = {
  __typename: 'ImportUndo',
  canUndo: true,
  fillsAdded: 4,
  tradesAdded: 3,
  laterFillsAffected: 1,
  notes: ['Removes the 4 fills this import added and rebuilds 2 positions from the fills that remain.', 'MSFT: a later sale of 10 will close nothing in your journal.'],
  positions: [
    { __typename: 'ImportUndoPosition', accountId: 'TRIB1001', symbol: 'AAPL', fillsRemoved: 2, fillsRemaining: 0, tradesBefore: 1, tradesAfter: 0, netPnlBefore: '50', netPnlAfter: '0' },
    { __typename: 'ImportUndoPosition', accountId: 'TRIB1001', symbol: 'MSFT', fillsRemoved: 2, fillsRemaining: 1, tradesBefore: 1, tradesAfter: 0, netPnlBefore: '30', netPnlAfter: '0' },
  ],
};

describe('Undo an import from Recent Imports', () => {
  it('shows what the import added and what will be rebuilt before anything is removed, then undoes it on confirmation', async () => {
    let undone = false;
    const { server } = renderImportPage({
      ImportCenter: () => importCenter(),
      RecentImports: () => recentImports([importRecord({ id: '7', status: undone ? 'UNDONE' : 'COMPLETED' }), importRecord({ id: '6', status: 'FAILED', errors: ['Bad file'] })]),
      ImportUndoPlan: () => ({ data: { importUndoPlan: PLAN } }),
      UndoImport: () => {
        undone = true;
        return { data: { undoImport: { __typename: 'ImportUndo', fillsAdded: 4, tradesAdded: 3, import: { __typename: 'ImportRecord', id: '7', status: 'UNDONE' } } } };
      },
    });
    const history = await screen.findByRole('list', { name: 'Recent imports, newest first' });
    // A refused import stored nothing: only the completed one offers Undo.
    const undoButtons = within(history).getAllByRole('button', { name: /^Undo DAS Trader Pro import of/ });
    expect(undoButtons).toHaveLength(1);
    await userEvent.click(undoButtons[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' });
    expect(await within(dialog).findByText('This import added 4 fills in 3 trades.')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'What undoing does' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(PLAN.notes);
    expect(within(dialog).getByRole('row', { name: /MSFT/ })).toHaveTextContent('MSFT21 → 030 → 0');
    expect(server.callsOf('UndoImport')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo Import' }));
    expect(server.callsOf('UndoImport')[0]?.variables).toEqual({ importId: '7' });
    expect(await screen.findByText('Import Undone')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Undo this import?' })).not.toBeInTheDocument();
    // The history is read again: the import shows as undone, with no Undo.
    expect(await within(await screen.findByRole('list', { name: 'Recent imports, newest first' })).findByText('undone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo DAS Trader Pro import of/ })).not.toBeInTheDocument();
  });

  it('offers no Undo Import when the plan says the import cannot be undone, and says why', async () => {
    renderImportPage({
      ImportCenter: () => importCenter(),
      RecentImports: () => recentImports([importRecord({ id: '7' })]),
      ImportUndoPlan: () => ({ data: { importUndoPlan: { ...PLAN, canUndo: false, fillsAdded: 0, tradesAdded: 0, positions: [], notes: ['This import was already undone: undoing it again changes nothing.'] } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Undo DAS Trader Pro import of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' });
    expect(await within(dialog).findByText('This import was already undone: undoing it again changes nothing.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Undo Import' })).toBeDisabled();
  });
});
