import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tradeRow } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { TradeTable } from './TradeTable';

describe('TradeTable', () => {
  it('has column headers, coloured P&L, open trades marked, and each row opens its trade', async () => {
    const onOpen = vi.fn();
    const loser = tradeRow({ id: '2', symbol: 'TSLA', side: 'SHORT', pnl: '-42.5' });
    const open = tradeRow({ id: '3', symbol: 'NVDA', status: 'open', exitPrice: null, exitTime: null, entryTime: '2025-03-14T15:15:00.000Z' });
    renderWithProviders(<TradeTable caption="Trades" trades={[tradeRow(), loser, open]} timeZone="America/New_York" onOpen={onOpen} />);
    const table = screen.getByRole('table', { name: 'Trades' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Symbol', 'Side', 'Qty', 'Entry', 'Exit', 'P&L', 'Date']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('+$75.00');
    expect(second).toHaveTextContent('Short');
    expect(second).toHaveTextContent('-$42.50');
    expect(third).toHaveTextContent('Open');
    await userEvent.click(within(table).getByRole('button', { name: 'Open trade TSLA short, Mar 14, 2025, 9:45 AM' }));
    expect(onOpen).toHaveBeenCalledWith(loser);
  });

  it('marks an option that expired beside its P&L, where a phone still shows it', () => {
    const expired = tradeRow({ id: '4', symbol: 'SPXW  260309C06970000', pnl: '-120', exitPrice: '0', exitKind: 'expired' });
    renderWithProviders(<TradeTable caption="Trades" trades={[tradeRow(), expired]} timeZone="America/New_York" onOpen={vi.fn()} />);
    const [, sold, lapsed] = within(screen.getByRole('table', { name: 'Trades' })).getAllByRole('row');
    expect(within(lapsed!).getByText('Expired')).toHaveAttribute('title', 'Expired: closed at 0 at the US close on its expiry date');
    expect(lapsed).toHaveTextContent('-$120.00Expired');
    expect(within(sold!).queryByText('Expired')).toBeNull();
  });

  it('marks an option assigned or exercised beside its P&L', () => {
    const assigned = tradeRow({ id: '5', symbol: 'SPY 251219P450', side: 'SHORT', pnl: '618.6', exitPrice: '0', exitKind: 'assigned' });
    const exercised = tradeRow({ id: '6', symbol: 'AAPL 251219C190', pnl: '-200.7', exitPrice: '0', exitKind: 'exercised' });
    renderWithProviders(<TradeTable caption="Trades" trades={[assigned, exercised]} timeZone="America/New_York" onOpen={vi.fn()} />);
    const [, first, second] = within(screen.getByRole('table', { name: 'Trades' })).getAllByRole('row');
    expect(within(first!).getByText('Assigned')).toHaveAttribute('title', 'Assigned: the option closed at 0 and its shares changed hands at the strike');
    expect(within(second!).getByText('Exercised')).toBeInTheDocument();
  });
});
