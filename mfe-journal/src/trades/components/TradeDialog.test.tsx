import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journalTags, tradeRow } from '../../testing/fixtures';
import { renderPage } from '../../testing/renderPage';
import { emptyChart, tradeAnalysis, tradeChart } from '../../testing/tradeDialogFixtures';
import { TradeDialog } from './TradeDialog';

const fill = (overrides: Record<string, string>) => ({ __typename: 'TradeFill', commission: '0', fees: '0', ...overrides });

// AAPL long 150: 100 @ 190 and 50 @ 190.50 in, 120 @ 191 and 30 @ 189 out.
const FILLS = [
  fill({ executedAt: '2025-03-14T13:31:05.000Z', side: 'BUY', role: 'entry', quantity: '100', price: '190', fees: '0.3' }),
  fill({ executedAt: '2025-03-14T13:32:00.000Z', side: 'BUY', role: 'entry', quantity: '50', price: '190.5', fees: '0.15' }),
  fill({ executedAt: '2025-03-14T13:40:00.000Z', side: 'SELL', role: 'exit', quantity: '120', price: '191', commission: '1.2' }),
  fill({ executedAt: '2025-03-14T13:45:12.000Z', side: 'SELL', role: 'exit', quantity: '30', price: '189', commission: '0.3' }),
];

describe('TradeDialog', () => {
  it("lists the trade's fills in a table: time, side, quantity, price, commission and fees", async () => {
    const trade = tradeRow({ quantity: '150', closedQuantity: '150', entryPrice: '190.16666667', exitPrice: '190.6' });
    const { server } = renderPage(<TradeDialog trade={trade} timeZone="America/New_York" onClose={() => undefined} />, {
      TradeFills: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: FILLS } } }),
      JournalTags: () => journalTags(),
      TradeChart: () => tradeChart(),
      TradeAnalysis: () => tradeAnalysis(),
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status', { name: 'Loading fills' })).toBeInTheDocument();
    const table = await within(dialog).findByRole('table', { name: 'Fills of this trade, in the order they were matched' });
    expect(server.callsOf('TradeFills')[0]!.variables).toEqual({ id: '101' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('columnheader').map((cell) => cell.textContent))[0]).toEqual(['Time', 'Side', 'Qty', 'Price', 'Commission', 'Fees']);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Mar 14, 2025, 9:31:05 AM', 'Buy (entry)', '100', '190.00', '$0.00', '$0.30']);
    expect(within(rows[3]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Mar 14, 2025, 9:40:00 AM', 'Sell (exit)', '120', '191.00', '$1.20', '$0.00']);
    expect(rows).toHaveLength(5);
  });

  it('says so when the fills cannot be loaded, and still shows the trade', async () => {
    renderPage(<TradeDialog trade={tradeRow()} timeZone="UTC" onClose={() => undefined} />, {
      TradeFills: () => {
        throw new Error('offline');
      },
      JournalTags: () => journalTags(),
      TradeChart: () => emptyChart(),
      TradeAnalysis: () => tradeAnalysis(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The fills of this trade could not be loaded. Close the trade and open it again.');
    expect(screen.getByRole('dialog')).toHaveTextContent('How its P&L adds up');
  });

  it('charts the trade with its fills marked and analyses it, asking only for this trade', async () => {
    const trade = tradeRow({ quantity: '150', closedQuantity: '150', entryPrice: '190.16666667', exitPrice: '190.6' });
    const { server } = renderPage(<TradeDialog trade={trade} timeZone="America/New_York" onClose={() => undefined} />, {
      TradeFills: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: FILLS } } }),
      JournalTags: () => journalTags(),
      TradeChart: () => tradeChart(),
      TradeAnalysis: () => tradeAnalysis(),
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Loading 5m chart...')).toBeInTheDocument();
    expect(within(dialog).getByText('Analyzing trade...')).toBeInTheDocument();
    await within(dialog).findByRole('table', { name: 'AAPL, 5m candles' });
    expect(within(await within(dialog).findByRole('list', { name: 'Fills on the chart' })).getAllByRole('listitem')).toHaveLength(4);
    expect(await within(dialog).findByLabelText('Excursions')).toBeInTheDocument();
    expect(server.callsOf('TradeChart').map((call) => call.variables)).toEqual([{ input: { tradeId: '101', timeframe: '5m' } }]);
    expect(server.callsOf('TradeAnalysis').map((call) => call.variables)).toEqual([{ tradeId: '101' }]);
  });

  it('asks for no chart or analysis while closed', () => {
    const { server } = renderPage(<TradeDialog trade={null} timeZone="UTC" onClose={() => undefined} />, { JournalTags: () => journalTags() });
    expect(server.callsOf('TradeChart')).toHaveLength(0);
    expect(server.callsOf('TradeAnalysis')).toHaveLength(0);
  });
});
