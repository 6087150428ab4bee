import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationHandler } from '@tj/design-system/testing';
import { journalTags, tradeRow } from '../../testing/fixtures';
import { renderPage } from '../../testing/renderPage';
import { emptyChart, tradeAnalysis } from '../../testing/tradeDialogFixtures';
import { TradeDialog } from '../../trades/components/TradeDialog';

const DIALOG_HANDLERS: Record<string, OperationHandler> = {
  TradeFills: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: [] } } }),
  JournalTags: () => journalTags(),
  TradeChart: () => emptyChart(),
  TradeAnalysis: () => tradeAnalysis(),
};

describe('Manual trades in the trade dialog', () => {
  it('edits a trade entered by hand: the refused field is named under it, then the saved trade is shown', async () => {
    const trade = tradeRow({ manual: true, manualOnly: true, platform: 'manual', platformName: 'Entered by hand', accountId: '' });
    let attempt = 0;
    const { server } = renderPage(<TradeDialog trade={trade} timeZone="UTC" onClose={() => undefined} />, {
      ...DIALOG_HANDLERS,
      UpdateManualTrade: () => {
        attempt += 1;
        if (attempt === 1) return { errors: [{ message: 'Quantity must be more than 0.', extensions: { code: 'BAD_USER_INPUT', fields: { quantity: 'Quantity must be more than 0.' } } }] };
        return { data: { updateManualTrade: { ...trade, id: '202', quantity: '5', pnl: '12' } } };
      },
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Manual')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit trade' }));
    const form = within(dialog).getByRole('form', { name: 'Edit trade' });
    const quantity = within(form).getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save trade' }));
    expect(await within(form).findByText('Quantity must be more than 0.', { selector: 'p[id]' })).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('Quantity must be more than 0.');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save trade' }));
    expect(await within(dialog).findByRole('button', { name: 'Edit trade' })).toBeInTheDocument();
    expect(server.callsOf('UpdateManualTrade').at(-1)!.variables).toMatchObject({ tradeId: '101', input: { symbol: 'AAPL', side: 'LONG', quantity: '5' } });
  });

  it('says why an imported trade cannot be edited, and offers to close it by hand while open', async () => {
    const trade = tradeRow({ status: 'open', exitTime: null, exitPrice: null, closedQuantity: '0', manual: false, manualOnly: false });
    const { server } = renderPage(<TradeDialog trade={trade} timeZone="UTC" onClose={() => undefined} />, {
      ...DIALOG_HANDLERS,
      ClosePositionManually: () => ({ data: { closePositionManually: { ...trade, id: '303', status: 'closed', manual: true, exitPrice: '0', exitTime: '2026-03-20T20:00:00.000Z' } } }),
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Imported trades cannot be edited/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit trade' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    const form = within(dialog).getByRole('form', { name: 'Close position' });
    await userEvent.type(within(form).getByLabelText('Exit price'), '0');
    await userEvent.type(within(form).getByLabelText('Exit time'), '2026-03-20T16:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Close position' }));
    expect(await within(dialog).findByRole('button', { name: 'Remove the close entered by hand' })).toBeInTheDocument();
    expect(server.callsOf('ClosePositionManually')[0]!.variables).toEqual({ tradeId: '101', input: { price: '0', time: '2026-03-20T16:00:00.000Z', fees: null } });
  });
});
