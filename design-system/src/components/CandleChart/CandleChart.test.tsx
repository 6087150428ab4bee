import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { CandleChart } from './CandleChart';
import { candleBody, plottedCandles } from './candleGeometry';

const CANDLES = [
  { time: '2024-03-04T14:35:00.000Z', open: '100.2', high: '101', low: '99.5', close: '100.8', volume: '1000' },
  { time: '2024-03-04T14:30:00.000Z', open: '100', high: '100.5', low: '99.6', close: '100', volume: '900' },
];
const MARKERS = [{ time: '2024-03-04T14:31:00.000Z', price: '100', kind: 'entry', label: 'Buy 100 at 100' }] as const;

describe('candleBody', () => {
  it('keeps a body taller than 2 percent of the plot as it is', () => {
    expect(candleBody(120, 80, 200)).toEqual({ y: 80, height: 40 });
  });

  it('grows a shorter body about its middle to 2 percent of the plot (a doji stays visible)', () => {
    expect(candleBody(100, 100, 200)).toEqual({ y: 98, height: 4 });
    expect(candleBody(101, 100, 300)).toEqual({ y: 97.5, height: 6 });
  });
});

describe('plottedCandles', () => {
  it('reads the API\'s decimal strings, oldest first, leaving out a candle it cannot read', () => {
    const plotted = plottedCandles([...CANDLES, { time: 'later', open: '1', high: '1', low: '1', close: '1' }]);
    expect(plotted.map((candle) => [candle.time.toISOString(), candle.open, candle.close])).toEqual([
      ['2024-03-04T14:30:00.000Z', 100, 100],
      ['2024-03-04T14:35:00.000Z', 100.2, 100.8],
    ]);
  });
});

describe('CandleChart', () => {
  it('draws a named chart described by its span and range, with the candles and fills as a table for screen readers', async () => {
    const { container } = renderWithTheme(<CandleChart title="AAPL, 5m candles" candles={CANDLES} markers={MARKERS} timeZone="America/New_York" emptyText="Chart data not available" />);
    expect(await screen.findByRole('img', { name: 'AAPL, 5m candles' })).toHaveAccessibleDescription('2 candles from Mar 4, 2024, 9:30 AM to Mar 4, 2024, 9:35 AM; lowest 99.5, highest 101.');
    const rows = within(screen.getByRole('table', { name: 'AAPL, 5m candles' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['TimeOpenHighLowCloseVolume', 'Mar 4, 2024, 9:30 AM100100.599.6100900', 'Mar 4, 2024, 9:35 AM100.210199.5100.81000']);
    expect(within(screen.getByRole('list', { name: 'Fills on the chart' })).getByRole('listitem')).toHaveTextContent('Buy 100 at 100, Mar 4, 2024, 9:31 AM');
    // The flat 14:30 candle (open = close) still has a body: 2 percent of the plot's 224 px (280 less 16 and 40 of padding).
    expect(container.querySelectorAll('[data-testid="candle-body"]')).toHaveLength(2);
    const flatBody = container.querySelector('[data-time="2024-03-04T14:30:00.000Z"] rect')!;
    expect(Number(flatBody.getAttribute('height'))).toBeCloseTo(4.48, 5);
  });

  it('shows its loading text, its failure as an alert and its empty text', () => {
    const { rerender } = renderWithTheme(<CandleChart title="AAPL" candles={CANDLES} emptyText="Chart data not available" loading loadingText="Loading 5m chart..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading 5m chart...');
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<CandleChart title="AAPL" candles={CANDLES} emptyText="Chart data not available" error="Failed to fetch chart data" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch chart data');
    rerender(<CandleChart title="AAPL" candles={[]} emptyText="Chart data not available" />);
    expect(screen.getByText('Chart data not available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
