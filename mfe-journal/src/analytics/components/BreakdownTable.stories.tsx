import { type Meta, PhoneFrame, type StoryObj } from '@tj/design-system/storybook';
import type { Bucket } from '../utils/format';
import { BreakdownTable } from './BreakdownTable';

const bucket = (key: string, label: string, tradeCount: number, winRate: number, expectancy: string, totalPnl: string): Bucket => ({
  key,
  label,
  tradeCount,
  winRate,
  expectancy,
  totalPnl,
  enoughData: tradeCount >= 20,
  winRateInterval: { low: Math.max(0, winRate - 0.2), high: Math.min(1, winRate + 0.2) },
  meanPnlInterval: tradeCount >= 2 ? { low: Number(expectancy) - 120, high: Number(expectancy) + 120 } : null,
});

/** One breakdown of /analytics: each bucket's sample, win rate and mean P&L with their 95% ranges. */
const meta: Meta<typeof BreakdownTable> = {
  title: 'Journal/BreakdownTable',
  component: BreakdownTable,
  args: {
    caption: 'Hour of entry',
    buckets: [bucket('9', '09:00-09:59', 42, 0.62, '38.4', '1612.8'), bucket('12', '12:00-12:59', 21, 0.33, '-22.1', '-464.1'), bucket('15', '15:00-15:59', 6, 0.5, '5', '30')],
    onOpen: () => {},
  },
};
export default meta;

export const Playground: StoryObj<typeof BreakdownTable> = {};

/** With the note a breakdown gives under its table. */
export const WithNote: StoryObj<typeof BreakdownTable> = { args: { note: '3 trades without a planned stop are left out.' } };

/** On a phone the totals scroll; the bucket, its sample and its ranges stay. */
export const Mobile: StoryObj<typeof BreakdownTable> = {
  render: (args) => (
    <PhoneFrame>
      <BreakdownTable {...args} />
    </PhoneFrame>
  ),
};
