import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tradeRow } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { TradeDetailDialog } from './TradeDetailDialog';

describe('TradeDetailDialog', () => {
  it('shows the trade, its multiplier and fees, and how its P&L adds up', () => {
    const trade = tradeRow({ symbol: 'SPY 250321C580', assetClass: 'option', multiplier: '100', quantity: '2', closedQuantity: '2', entryPrice: '2.4', exitPrice: '3.1', grossPnl: '140', commission: '1.3', fees: '0.04', pnl: '138.66' });
    renderWithProviders(<TradeDetailDialog trade={trade} timeZone="America/New_York" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Trade: SPY 21 Mar 25 580 C long, Mar 14, 2025, 9:45 AM' });
    expect(within(dialog).getByRole('region', { name: 'Net P&L' })).toHaveTextContent('+$138.66');
    const facts = within(dialog).getByRole('region', { name: 'The trade' });
    expect(within(facts).getByText('Multiplier').nextSibling).toHaveTextContent('100');
    expect(within(facts).getByText('Instrument').nextSibling).toHaveTextContent('SPY 21 Mar 25 580 C');
    expect(within(facts).getByText('OCC code').nextSibling).toHaveTextContent('SPY 250321C00580000');
    expect(within(facts).getByText('Entry time').nextSibling).toHaveTextContent('Mar 14, 2025, 9:31:05 AM');
    const pnl = within(dialog).getByRole('region', { name: 'How its P&L adds up' });
    expect(pnl).toHaveTextContent('(3.10 − 2.40) × 2 × 100 = +$140.00');
    expect(pnl).toHaveTextContent('$140.00 − $1.30 − $0.04 = +$138.66');
  });

  it('shows the dates of a trade whose file gave no time, with "time not given" for the times', () => {
    const trade = tradeRow({ entryTime: '2024-12-02T17:00:00.000Z', exitTime: '2024-12-03T17:00:00.000Z', timeGiven: false });
    renderWithProviders(<TradeDetailDialog trade={trade} timeZone="America/New_York" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Trade: AAPL long, Dec 3, 2024 · time not given' });
    const facts = within(dialog).getByRole('region', { name: 'The trade' });
    expect(within(facts).getByText('Entry time').nextSibling).toHaveTextContent(/^Dec 2, 2024 · time not given$/);
    expect(within(facts).getByText('Exit time').nextSibling).toHaveTextContent(/^Dec 3, 2024 · time not given$/);
  });

  it('names a future by root and month, with its code and point value', () => {
    const trade = tradeRow({ symbol: 'ESH2026', assetClass: 'future', multiplier: '50' });
    renderWithProviders(<TradeDetailDialog trade={trade} timeZone="UTC" onClose={() => undefined} />);
    const facts = within(screen.getByRole('dialog')).getByRole('region', { name: 'The trade' });
    expect(within(facts).getByText('Instrument').nextSibling).toHaveTextContent('ES Mar 26');
    expect(within(facts).getByText('Contract code').nextSibling).toHaveTextContent('ESH26');
    expect(within(facts).getByText('Point value').nextSibling).toHaveTextContent('$50.00 per point');
  });

  it('shows the chart and the analysis it is given, above the trade', () => {
    renderWithProviders(<TradeDetailDialog trade={tradeRow()} timeZone="UTC" onClose={() => undefined} chart={<p>the chart</p>} analysis={<p>the analysis</p>} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(/the chart\s*the analysis\s*The trade/);
  });

  it('says an option the journal closed at its expiry expired', () => {
    renderWithProviders(<TradeDetailDialog trade={tradeRow({ exitKind: 'EXPIRED', exitPrice: '0' })} timeZone="UTC" onClose={() => undefined} />);
    const facts = within(screen.getByRole('dialog')).getByRole('region', { name: 'The trade' });
    expect(within(facts).getByText('Status').nextSibling).toHaveTextContent('Expired (closed at 0)');
  });

  it('says a trade a fill closed is closed', () => {
    renderWithProviders(<TradeDetailDialog trade={tradeRow()} timeZone="UTC" onClose={() => undefined} />);
    const facts = within(screen.getByRole('dialog')).getByRole('region', { name: 'The trade' });
    expect(within(facts).getByText('Status').nextSibling).toHaveTextContent(/^Closed$/);
  });

  it('says an open trade has no P&L yet', () => {
    renderWithProviders(<TradeDetailDialog trade={tradeRow({ status: 'open', exitPrice: null, exitTime: null })} timeZone="UTC" onClose={() => undefined} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('The trade is open: it has no P&L until it is closed');
  });

  it('closes with its Close button', async () => {
    const onClose = vi.fn();
    renderWithProviders(<TradeDetailDialog trade={tradeRow()} timeZone="UTC" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
