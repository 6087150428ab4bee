import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationHandler } from '@tj/design-system/testing';
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
    // Where it came from, as a trader names it (not the API's das_trader and stock).
    expect(within(dialog).getByText('Platform').nextSibling).toHaveTextContent('DAS Trader Pro');
    expect(within(dialog).getByText('Asset class').nextSibling).toHaveTextContent('Stock');
  });

  it('shows the fills of a trade whose file gave no time by their date, with "time not given"', async () => {
    const trade = tradeRow({ entryTime: '2024-12-02T17:00:00.000Z', exitTime: '2024-12-02T17:00:00.000Z', timeGiven: false });
    const dateOnly = [fill({ executedAt: '2024-12-02T17:00:00.000Z', side: 'BUY', role: 'entry', quantity: '10', price: '440' })];
    renderPage(<TradeDialog trade={trade} timeZone="America/New_York" onClose={() => undefined} />, {
      TradeFills: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: dateOnly } } }),
      JournalTags: () => journalTags(),
      TradeChart: () => emptyChart(),
      TradeAnalysis: () => tradeAnalysis(),
    });
    const table = await within(screen.getByRole('dialog')).findByRole('table', { name: 'Fills of this trade, in the order they were matched' });
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^Dec 2, 2024 · time not given$/);
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

const leg = (tradeId: string, symbol: string, side: string, entryPrice: string, exitPrice: string, pnl: string) => ({
  __typename: 'PositionLeg',
  tradeId,
  symbol,
  side,
  quantity: '2',
  entryPrice,
  exitPrice,
  pnl,
  status: 'closed',
  exitKind: null,
});

// An SPXW 6900/6910 call vertical, 2 lots: a debit of 5.00, closed for 9.00 (docs/options.md).
const VERTICAL = {
  __typename: 'Position',
  id: '101',
  shape: 'vertical',
  underlying: 'SPXW',
  netDebit: '1000',
  maxLoss: '1000',
  maxGain: '1000',
  pnl: '800',
  status: 'closed',
  rMultiple: '0.8',
  grouping: 'automatic',
  legCount: 2,
  legs: [leg('101', 'SPXW 260306C6900', 'LONG', '12', '20', '1600'), leg('102', 'SPXW 260306C6910', 'SHORT', '7', '11', '-800')],
};

describe('TradeDialog of a leg of a spread', () => {
  const dialogOf = (split: OperationHandler = () => ({ data: { splitPositionLeg: { __typename: 'Trade', id: '101' } } })) => {
    const trade = tradeRow({ symbol: 'SPXW 260306C6900', assetClass: 'option', multiplier: '100', quantity: '2', closedQuantity: '2', entryPrice: '12', exitPrice: '20', pnl: '1600', position: { id: '101', shape: 'vertical', legCount: 2, pnl: '800' } });
    return renderPage(<TradeDialog trade={trade} timeZone="America/New_York" onClose={() => undefined} />, {
      TradePosition: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, position: VERTICAL } } }),
      SplitPositionLeg: split,
      TradeFills: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: [] } } }),
      JournalTags: () => journalTags(),
      TradeChart: () => emptyChart(),
      TradeAnalysis: () => tradeAnalysis(),
    });
  };

  it('shows the position: its shape, net debit, maximum loss and gain, P&L and R, and its legs, this one marked', async () => {
    dialogOf();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText("This leg's P&L. Every figure counts its position's: +$800.00.")).toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { name: 'Position: Vertical on SPXW' })).toBeInTheDocument();
    for (const text of ['Vertical, 2 legs', 'Net debit$1,000.00', 'Max loss$1,000.00', 'Max gain$1,000.00', 'Position P&L+$800.00', 'R (P&L ÷ max loss)0.80R', 'GroupingOpened together']) {
      expect(dialog).toHaveTextContent(text);
    }
    const rows = within(within(dialog).getByRole('table', { name: 'Legs of this position' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent('SPXW 6 Mar 26 6900 C (this trade)');
    expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Short', '2', '7.00', '11.00', '-$800.00']);
  });

  it('splits the leg off its position when asked', async () => {
    const { server } = dialogOf();
    await userEvent.click(await screen.findByRole('button', { name: 'Count this leg on its own' }));
    await waitFor(() => expect(server.callsOf('SplitPositionLeg')[0]?.variables).toEqual({ tradeId: '101' }));
  });

  it('says so when the split is refused', async () => {
    dialogOf(() => {
      throw new Error('offline');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Count this leg on its own' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The position could not be changed. Try again.');
  });

  it('says which option an assignment opened the shares from, and opens that trade in the dialog', async () => {
    const shares = tradeRow({ id: '201', symbol: 'SPY', quantity: '200', closedQuantity: '0', status: 'open', exitPrice: null, exitTime: null, pnl: '0' });
    const option = tradeRow({ id: '200', symbol: 'SPY 251219P450', side: 'SHORT', assetClass: 'option', multiplier: '100', exitPrice: '0', exitKind: 'ASSIGNED', pnl: '618.6' });
    const link = (id: string) =>
      id === '201'
        ? { __typename: 'TradeAssignmentLink', tradeId: '200', symbol: 'SPY 251219P450', kind: 'assigned', linkedIs: 'option', sharesOpened: true }
        : { __typename: 'TradeAssignmentLink', tradeId: '201', symbol: 'SPY', kind: 'assigned', linkedIs: 'shares', sharesOpened: true };
    const { server } = renderPage(<TradeDialog trade={shares} timeZone="America/New_York" onClose={() => undefined} />, {
      TradeAssignmentLink: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, assignmentLink: link(String(id)) } } }),
      LinkedTrade: () => ({ data: { trade: { ...option, __typename: 'Trade' } } }),
      TradeFills: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: [] } } }),
      JournalTags: () => journalTags(),
      TradeChart: () => emptyChart(),
      TradeAnalysis: () => tradeAnalysis(),
    });
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Opened by assignment of SPY 19 Dec 25 450 P')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the option trade' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Assigned (closed at 0)'));
    expect(server.callsOf('LinkedTrade')[0]!.variables).toEqual({ id: '200' });
    expect(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Open the shares trade' })).toBeInTheDocument();
  });
});

describe('TradeDialog: merging positions by hand', () => {
  // A put vertical legged in two minutes apart: the rule keeps its legs apart, the trader merges them.
  const shortPut = tradeRow({ id: '201', symbol: 'QQQ 260313P500', side: 'SHORT', assetClass: 'option', multiplier: '100', accountId: 'U1', position: null });
  const candidate = (id: string, symbol: string, side: string) => ({ __typename: 'Trade', id, symbol, side, entryTime: '2026-03-04T15:02:00.000Z' });
  const dialogOf = (merge: OperationHandler = ({ tradeIds }) => ({ data: { mergePositions: { __typename: 'Trade', id: (tradeIds as string[])[0] } } })) =>
    renderPage(<TradeDialog trade={shortPut} timeZone="America/New_York" onClose={() => undefined} />, {
      // The server answers only what the merge takes (same account and underlying, not this position).
      MergeCandidates: () => ({ data: { mergeCandidates: [candidate('202', 'QQQ 260313P490', 'LONG')] } }),
      MergePositions: merge,
      TradeFills: ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: [] } } }),
      JournalTags: () => journalTags(),
      TradeChart: () => emptyChart(),
      TradeAnalysis: () => tradeAnalysis(),
    });

  it("lists the trader's other trades of the underlying in this account, and merges the ones ticked", async () => {
    const { server } = dialogOf();
    await userEvent.click(await screen.findByRole('button', { name: 'Merge with another position…' }));
    const choices = await screen.findByRole('group', { name: 'Other trades of QQQ in this account' });
    expect(server.callsOf('MergeCandidates')[0]?.variables).toEqual({ tradeId: '201' });
    expect(within(choices).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['QQQ 13 Mar 26 490 P · Long · opened Mar 4, 2026']);
    expect(screen.getByRole('button', { name: 'Merge' })).toBeDisabled();
    await userEvent.click(within(choices).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Merge 2 trades' }));
    await waitFor(() => expect(server.callsOf('MergePositions')[0]?.variables).toEqual({ tradeIds: ['201', '202'] }));
    expect(await screen.findByText('Merged: these trades now count as one position.')).toHaveAttribute('role', 'status');
  });

  it("shows the server's reason when a merge is refused", async () => {
    dialogOf(() => ({ errors: [{ message: 'Only trades of one account and one underlying can be merged into one position.', extensions: { code: 'BAD_USER_INPUT' } }] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Merge with another position…' }));
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Merge 2 trades' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only trades of one account and one underlying can be merged into one position.');
  });
});

