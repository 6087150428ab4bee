import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { focusFirstControl } from '../storybook/storyStates';
import { CandleChart } from './CandleChart';
import type { CandleInput } from './candleGeometry';

/** A story's sample session: a drift up with a pullback, and one flat candle to show the minimum body. */
function sampleCandles(count: number): CandleInput[] {
  let price = 189.5;
  return Array.from({ length: count }, (_, index) => {
    const move = index === 6 ? 0 : (((index * 7) % 5) - 1.6) * 0.12;
    const open = price;
    const close = Number((price + move).toFixed(2));
    price = close;
    return {
      time: new Date(Date.UTC(2024, 2, 4, 14, 30 + index * 5)).toISOString(),
      open,
      high: Number((Math.max(open, close) + 0.15).toFixed(2)),
      low: Number((Math.min(open, close) - 0.12).toFixed(2)),
      close,
      volume: 12_000 + index * 350,
    };
  });
}

const candles = sampleCandles(30);

const meta: Meta<typeof CandleChart> = {
  title: 'Data/CandleChart',
  component: CandleChart,
  args: {
    title: 'AAPL, 5m candles',
    candles,
    timeZone: 'America/New_York',
    emptyText: 'Chart data not available',
    markers: [
      { time: candles[4]!.time, price: candles[4]!.close, kind: 'entry', label: 'Buy 100 at entry' },
      { time: candles[20]!.time, price: candles[20]!.close, kind: 'exit', label: 'Sell 100 at exit' },
    ],
  },
};
export default meta;

type Story = StoryObj<typeof CandleChart>;

export const Playground: Story = {};

export const Loading: Story = { args: { loading: true, loadingText: 'Loading 5m chart...' } };

export const Empty: Story = { args: { candles: [] } };

export const Error: Story = { args: { error: 'Failed to fetch chart data' } };

/** A trade inside a longer session: the chart opens on the trade, with entry, exit and stop drawn across it. */
export const WithTrade: Story = {
  args: {
    candles: sampleCandles(78),
    focus: { from: candles[24]!.time, to: candles[29]!.time },
    levels: [
      { price: candles[24]!.close, kind: 'entry', label: `Entry ${candles[24]!.close}` },
      { price: candles[29]!.close, kind: 'exit', label: `Exit ${candles[29]!.close}` },
      { price: Number(candles[24]!.close) - 0.5, kind: 'stop', label: `Stop ${(Number(candles[24]!.close) - 0.5).toFixed(2)}` },
    ],
  },
};

/** The keyboard on the Trade / Session buttons. */
export const Focused: Story = { ...WithTrade, play: focusFirstControl };

export const Mobile: Story = {
  render: (args) => (
    <div style={{ width: 358 }}>
      <CandleChart {...args} />
    </div>
  ),
};
