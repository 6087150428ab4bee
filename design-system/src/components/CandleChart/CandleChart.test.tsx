import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { CandleChart } from './CandleChart';
import { candleBody, plottedCandles, sessionVwap, TRADE_VIEW_MARGIN_CANDLES, tradeViewCandles } from './candleGeometry';

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

/** A 1-minute candle n minutes after 14:30 UTC on 4 March 2024. */
const minute = (n: number, volume: number | null = 100) => ({ time: new Date(Date.UTC(2024, 2, 4, 14, 30 + n)), open: 100 + n, high: 101 + n, low: 99 + n, close: 100.5 + n, volume });

describe('sessionVwap', () => {
  it('weighs each candle\'s typical price by its volume, from the session\'s first candle', () => {
    const candles = plottedCandles([
      { time: '2024-03-04T14:30:00Z', open: 10, high: 12, low: 9, close: 11, volume: 100 },
      { time: '2024-03-04T14:31:00Z', open: 11, high: 14, low: 11, close: 14, volume: 300 },
    ]);
    // Typical prices 32/3 and 13: (32/3 x 100 + 13 x 300) / 400.
    const [first, second] = sessionVwap(candles, 'America/New_York').map(({ vwap }) => vwap);
    expect(first).toBeCloseTo(32 / 3, 10);
    expect(second).toBeCloseTo((3200 / 3 + 3900) / 400, 10);
  });

  it('starts again on each local day, and draws none when a candle has no volume', () => {
    const twoDays = plottedCandles([
      { time: '2024-03-04T20:59:00Z', open: 10, high: 10, low: 10, close: 10, volume: 100 },
      { time: '2024-03-05T14:30:00Z', open: 20, high: 20, low: 20, close: 20, volume: 100 },
    ]);
    expect(sessionVwap(twoDays, 'America/New_York').map(({ vwap }) => vwap)).toEqual([10, 20]);
    expect(sessionVwap(plottedCandles([minute(0), minute(1, null)]))).toEqual([]);
  });
});

describe('tradeViewCandles', () => {
  const day = plottedCandles(Array.from({ length: 120 }, (_, n) => minute(n)));

  it('keeps the trade\'s candles and some either side of them', () => {
    const view = tradeViewCandles(day, minute(50).time, minute(60).time);
    expect(view[0]!.time).toEqual(minute(50 - 1 - TRADE_VIEW_MARGIN_CANDLES).time);
    expect(view.at(-1)!.time).toEqual(minute(60 + TRADE_VIEW_MARGIN_CANDLES).time);
  });

  it('keeps every candle when the trade lies outside them', () => {
    expect(tradeViewCandles(day, minute(500).time, minute(510).time)).toHaveLength(120);
  });
});

describe('CandleChart', () => {
  it('opens on the trade with the session a button away, and names its price lines', async () => {
    const candles = Array.from({ length: 120 }, (_, n) => minute(n));
    const levels = [
      { price: 150, kind: 'entry', label: 'Entry 150' },
      { price: 145, kind: 'stop', label: 'Stop 145' },
    ] as const;
    renderWithTheme(<CandleChart title="AAPL, 1m candles" candles={candles} levels={levels} focus={{ from: minute(50).time, to: minute(60).time }} timeZone="UTC" emptyText="none" />);
    const rows = () => within(screen.getByRole('table', { name: 'AAPL, 1m candles' })).getAllByRole('row').length - 1;
    expect(rows()).toBe(11 + 2 * TRADE_VIEW_MARGIN_CANDLES + 1);
    expect(screen.getByRole('button', { name: 'Trade' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Session' }));
    expect(rows()).toBe(120);
    expect(within(screen.getByRole('list', { name: 'Lines on the chart' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Entry', 'Planned stop', 'VWAP']);
    expect(within(screen.getByRole('list', { name: 'Prices marked on the chart' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Entry 150', 'Stop 145']);
    expect(await screen.findByRole('img', { name: 'AAPL, 1m candles' })).toBeInTheDocument();
  });

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
