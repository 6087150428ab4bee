import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { focusFirstControl } from '../storybook/storyStates';
import { EquityCurveChart, type EquityCurveChartProps } from './EquityCurveChart';
import type { EquityPoint } from './equityCurvePoints';

const RANGES = [
  { id: '1M', label: '1M' },
  { id: '3M', label: '3M' },
  { id: '1Y', label: '1Y' },
  { id: 'ALL', label: 'All' },
];

/** A story's sample curve: day P&L alternating around a drift, so both point colours show. */
function samplePoints(days: number): EquityPoint[] {
  let total = 0;
  return Array.from({ length: days }, (_, index) => {
    const dayPnl = ((index * 37) % 11) * 40 - 180;
    total += dayPnl;
    const date = new Date(Date.UTC(2025, 0, 2 + index)).toISOString().slice(0, 10);
    return { date, dayPnl, cumulativePnl: total, trades: 1 + (index % 4) };
  });
}

const meta: Meta<typeof EquityCurveChart> = {
  title: 'Data/EquityCurveChart',
  component: EquityCurveChart,
  args: { title: 'Equity curve', points: samplePoints(30), emptyText: 'Chart data not available', ranges: RANGES, range: '1M' },
};
export default meta;

type Story = StoryObj<typeof EquityCurveChart>;

export const Playground: Story = {};

/** The range buttons switch; the table under the chart lists the same days. */
function RangeSwitching(args: EquityCurveChartProps) {
  const [range, setRange] = useState('1M');
  const days = { '1M': 22, '3M': 66, '1Y': 250, ALL: 400 }[range] ?? 22;
  return <EquityCurveChart {...args} range={range} onRangeChange={setRange} points={samplePoints(days)} />;
}

export const WithRangeSwitching: Story = { render: (args) => <RangeSwitching {...args} /> };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { points: [] } };

export const Error: Story = { args: { error: 'Failed to fetch chart data' } };

export const Mobile: Story = {
  render: (args) => (
    <div style={{ width: 358 }}>
      <EquityCurveChart {...args} />
    </div>
  ),
};

/** Keyboard focus on the first range button. */
export const Focused: Story = { render: (args) => <RangeSwitching {...args} />, play: focusFirstControl };
