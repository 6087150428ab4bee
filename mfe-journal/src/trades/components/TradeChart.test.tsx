import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OperationHandler } from '@tj/design-system/testing';
import { tradeRow } from '../../testing/fixtures';
import { renderPage } from '../../testing/renderPage';
import { candleSource, emptyChart, tradeChart } from '../../testing/tradeDialogFixtures';
import { CHART_TIMEFRAME_STORAGE_KEY } from '../utils/chartTimeframe';
import { TradeChart } from './TradeChart';

const FILLS = [
  { __typename: 'TradeFill', executedAt: '2025-03-14T13:31:05.000Z', side: 'BUY', role: 'entry', quantity: '100', price: '189.5', commission: '0', fees: '0' },
  { __typename: 'TradeFill', executedAt: '2025-03-14T13:45:12.000Z', side: 'SELL', role: 'exit', quantity: '100', price: '190.25', commission: '0', fees: '0' },
];
const fills: OperationHandler = ({ id }) => ({ data: { trade: { __typename: 'Trade', id, fills: FILLS } } });

const renderChart = (handlers: Record<string, OperationHandler>) =>
  renderPage(<TradeChart trade={tradeRow({ stopPrice: '189' })} timeZone="America/New_York" />, { TradeFills: fills, ...handlers });

beforeEach(() => window.sessionStorage.clear());

describe('TradeChart', () => {
  it("draws the trade's candles at 5m with each fill marked, the candles also as a table", async () => {
    const { server } = renderChart({ TradeChart: () => tradeChart() });
    expect(screen.getByText('Loading 5m chart...')).toHaveAttribute('role', 'status');
    const table = await screen.findByRole('table', { name: 'AAPL, 5m candles' });
    expect(server.callsOf('TradeChart')[0]!.variables).toEqual({ input: { tradeId: '101', timeframe: '5m' } });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Mar 14, 2025, 9:25 AM');
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['189.4', '189.6', '189.3', '189.55', '1000']);
    const marks = await screen.findByRole('list', { name: 'Fills on the chart' });
    expect(within(marks).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Buy 100 at 189.50 (entry), Mar 14, 2025, 9:31 AM',
      'Sell 100 at 190.25 (exit), Mar 14, 2025, 9:45 AM',
    ]);
    expect(await screen.findByRole('img', { name: 'AAPL, 5m candles' })).toBeInTheDocument();
    expect(screen.getByText('Candles: Alpaca (IEX feed)')).toBeInTheDocument();
    // The trade's prices drawn across the chart, the planned stop among them.
    const lines = screen.getByRole('list', { name: 'Prices marked on the chart' });
    expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Entry 189.50', 'Exit 190.25', 'Stop 189.00']);
  });

  it.each([
    ["the reader's own upload", [candleSource('upload', 'your upload')], 'Candles: your upload'],
    ['a market-data provider, with its feed', [candleSource('alpaca-iex', 'Alpaca (IEX feed)')], 'Candles: Alpaca (IEX feed)'],
    ["the demo journal's generated market", [candleSource('demo', 'generated for the demo journal')], 'Candles: generated for the demo journal'],
    ['their upload beside the shared candles', [candleSource('upload', 'your upload'), candleSource('alpaca-sip', 'Alpaca (SIP feed)')], 'Candles: your upload and Alpaca (SIP feed)'],
  ])('says under the chart where its candles came from: %s', async (_case, sources, caption) => {
    renderChart({ TradeChart: () => tradeChart({ sources }) });
    await screen.findByRole('table', { name: 'AAPL, 5m candles' });
    expect(screen.getByText(caption)).toBeInTheDocument();
    expect(screen.getAllByText(/^Candles: /)).toHaveLength(1);
  });

  it('names no source while there are no candles', async () => {
    renderChart({ TradeChart: () => emptyChart() });
    expect(await screen.findByText('Chart data not available')).toBeInTheDocument();
    expect(screen.queryByText(/^Candles: /)).not.toBeInTheDocument();
  });

  it('asks again at the timeframe chosen and remembers it in session storage', async () => {
    let answer15m = () => undefined as void;
    const held15m = new Promise<void>((resolve) => (answer15m = resolve));
    const { server } = renderChart({
      TradeChart: async ({ input }) => {
        const { timeframe } = input as { timeframe: string };
        if (timeframe === '15m') await held15m;
        return tradeChart({ timeframe });
      },
    });
    await screen.findByRole('table', { name: 'AAPL, 5m candles' });
    await userEvent.selectOptions(screen.getByLabelText('Timeframe'), '15m');
    expect(await screen.findByText('Loading 15m chart...')).toHaveAttribute('role', 'status');
    answer15m();
    await screen.findByRole('table', { name: 'AAPL, 15m candles' });
    expect(server.callsOf('TradeChart').at(-1)!.variables).toEqual({ input: { tradeId: '101', timeframe: '15m' } });
    expect(window.sessionStorage.getItem(CHART_TIMEFRAME_STORAGE_KEY)).toBe('15m');
  });

  it('opens at the remembered timeframe', async () => {
    window.sessionStorage.setItem(CHART_TIMEFRAME_STORAGE_KEY, '1h');
    const { server } = renderChart({ TradeChart: () => tradeChart({ timeframe: '1h' }) });
    expect(screen.getByLabelText('Timeframe')).toHaveValue('1h');
    await screen.findByRole('table', { name: 'AAPL, 1h candles' });
    expect(server.callsOf('TradeChart')[0]!.variables).toEqual({ input: { tradeId: '101', timeframe: '1h' } });
  });

  it('labels a chart of the underlying and leaves the contract fills unmarked', async () => {
    renderPage(<TradeChart trade={tradeRow({ symbol: 'SPY 250321C00580000' })} timeZone="UTC" />, {
      TradeFills: fills,
      TradeChart: () => tradeChart({ symbol: 'SPY 250321C00580000', chartedSymbol: 'SPY', isUnderlying: true, label: 'SPY (underlying of SPY 250321C00580000)' }),
    });
    await screen.findByRole('table', { name: 'SPY (underlying of SPY 250321C00580000), 5m candles' });
    expect(screen.getByText(/Charted from the underlying: SPY \(underlying of SPY 250321C00580000\)/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Fills on the chart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Prices marked on the chart' })).not.toBeInTheDocument();
  });

  it("says 'Chart data not available' with the provider's reason, and offers the candle import", async () => {
    renderChart({ TradeChart: () => emptyChart({ notice: 'Alpaca refused the stored keys (401): reconnect Alpaca on the Import page.' }) });
    expect(await screen.findByText('Chart data not available')).toBeInTheDocument();
    expect(screen.getByText('Alpaca refused the stored keys (401): reconnect Alpaca on the Import page.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Import candles for AAPL' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch chart data' when the chart cannot be asked for", async () => {
    renderChart({
      TradeChart: () => {
        throw new Error('offline');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch chart data');
  });
});

describe('the candle import of an empty chart', () => {
  const csv = () => new File(['time,open,high,low,close,volume\n2025-03-14 09:25,189.4,189.6,189.3,189.55,1000\n'], 'aapl.csv', { type: 'text/csv' });

  it('sends the file with the symbol, timeframe and zone, then asks for the chart again', async () => {
    let stored = false;
    const { server } = renderChart({
      TradeChart: () => (stored ? tradeChart({ providers: ['csv'], sources: [candleSource('upload', 'your upload')] }) : emptyChart()),
      ImportCandles: ({ input }) => {
        stored = true;
        const { symbol, timeframe } = input as { symbol: string; timeframe: string };
        return { data: { importCandles: { __typename: 'CandleImportResult', success: true, message: 'Imported 1 AAPL 5m candle.', symbol, timeframe, candlesImported: 1, from: '2025-03-14T13:25:00.000Z', to: '2025-03-14T13:25:00.000Z' } } };
      },
    });
    const form = await screen.findByRole('form', { name: 'Import candles for AAPL' });
    await userEvent.upload(within(form).getByLabelText('Candle CSV file'), csv());
    await userEvent.click(within(form).getByRole('button', { name: 'Import candles' }));
    await screen.findByRole('table', { name: 'AAPL, 5m candles' });
    const { input } = server.callsOf('ImportCandles')[0]!.variables as { input: { file: File; symbol: string; timeframe: string; timeZone: string } };
    expect({ name: input.file.name, symbol: input.symbol, timeframe: input.timeframe, timeZone: input.timeZone }).toEqual({ name: 'aapl.csv', symbol: 'AAPL', timeframe: '5m', timeZone: 'America/New_York' });
    expect(screen.getByText('Candles: your upload')).toBeInTheDocument();
  });

  it('shows the line the server refused, and the chart stays empty', async () => {
    const { server } = renderChart({
      TradeChart: () => emptyChart(),
      ImportCandles: () => ({ errors: [{ message: 'Line 3: the high 189.1 is below the low 189.3.', extensions: { code: 'BAD_USER_INPUT' } }] }),
    });
    const form = await screen.findByRole('form', { name: 'Import candles for AAPL' });
    await userEvent.upload(within(form).getByLabelText('Candle CSV file'), csv());
    await userEvent.click(within(form).getByRole('button', { name: 'Import candles' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Line 3: the high 189.1 is below the low 189.3.');
    expect(server.callsOf('TradeChart')).toHaveLength(1);
    expect(screen.getByText('Chart data not available')).toBeInTheDocument();
  });

  it('asks for a file before sending anything', async () => {
    const { server } = renderChart({ TradeChart: () => emptyChart() });
    const form = await screen.findByRole('form', { name: 'Import candles for AAPL' });
    await userEvent.click(within(form).getByRole('button', { name: 'Import candles' }));
    expect(within(form).getByText('Choose a .csv file of candles first.')).toBeInTheDocument();
    await waitFor(() => expect(server.callsOf('ImportCandles')).toHaveLength(0));
  });
});
