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
    const expired = tradeRow({ id: '4', symbol: 'SPXW  260309C06970000', pnl: '-120', exitPrice: '0', exitKind: 'EXPIRED' });
    renderWithProviders(<TradeTable caption="Trades" trades={[tradeRow(), expired]} timeZone="America/New_York" onOpen={vi.fn()} />);
    const [, sold, lapsed] = within(screen.getByRole('table', { name: 'Trades' })).getAllByRole('row');
    expect(within(lapsed!).getByText('Expired')).toHaveAttribute('title', 'Expired: closed at 0 at the US close on its expiry date');
    expect(lapsed).toHaveTextContent('-$120.00Expired');
    expect(within(sold!).queryByText('Expired')).toBeNull();
  });

  it('dates a trade whose file gave no time by its day alone, saying the time is not given', async () => {
    const onOpen = vi.fn();
    // E*TRADE: 2 Dec 2024, placed at 12:00 New York by the importer (docs/importing.md, "time not given").
    const dateOnly = tradeRow({ id: '5', symbol: 'MSFT', entryTime: '2024-12-02T17:00:00.000Z', exitTime: '2024-12-02T17:00:00.000Z', timeGiven: false });
    renderWithProviders(<TradeTable caption="Trades" trades={[tradeRow(), dateOnly]} timeZone="Asia/Tokyo" onOpen={onOpen} />);
    const [, timed, untimed] = within(screen.getByRole('table', { name: 'Trades' })).getAllByRole('row');
    expect(within(untimed!).getAllByRole('cell').at(-1)).toHaveTextContent(/^Dec 2, 2024 · time not given$/);
    expect(within(timed!).getAllByRole('cell').at(-1)).toHaveTextContent(/^Mar 14, 2025, 10:45 PM$/);
    await userEvent.click(within(untimed!).getByRole('button', { name: 'Open trade MSFT long, Dec 2, 2024 · time not given' }));
    expect(onOpen).toHaveBeenCalledWith(dateOnly);
  });

  it('marks an option assigned or exercised beside its P&L', () => {
    const assigned = tradeRow({ id: '5', symbol: 'SPY 251219P450', side: 'SHORT', pnl: '618.6', exitPrice: '0', exitKind: 'ASSIGNED' });
    const exercised = tradeRow({ id: '6', symbol: 'AAPL 251219C190', pnl: '-200.7', exitPrice: '0', exitKind: 'EXERCISED' });
    renderWithProviders(<TradeTable caption="Trades" trades={[assigned, exercised]} timeZone="America/New_York" onOpen={vi.fn()} />);
    const [, first, second] = within(screen.getByRole('table', { name: 'Trades' })).getAllByRole('row');
    expect(within(first!).getByText('Assigned')).toHaveAttribute('title', 'Assigned: the option closed at 0 and its shares changed hands at the strike');
    expect(within(second!).getByText('Exercised')).toBeInTheDocument();
  });
});
