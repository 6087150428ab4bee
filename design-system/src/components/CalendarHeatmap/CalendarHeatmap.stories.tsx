import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { focusMatching } from '../storybook/storyStates';
import { CalendarHeatmap, type CalendarHeatmapProps } from './CalendarHeatmap';
import type { CalendarDay } from './calendarMonth';

const DAYS: CalendarDay[] = [
  { date: '2025-03-03', pnl: 420.5, trades: 4 },
  { date: '2025-03-04', pnl: -130, trades: 2, hasEntry: true },
  { date: '2025-03-05', pnl: 35, trades: 1 },
  { date: '2025-03-10', pnl: -1210.75, trades: 7, hasEntry: true },
  { date: '2025-03-14', pnl: 150, trades: 3 },
  { date: '2025-03-17', pnl: 0, trades: 1 },
  { date: '2025-03-20', pnl: 0, trades: 0, hasEntry: true },
];

const meta: Meta<typeof CalendarHeatmap> = {
  title: 'Data/CalendarHeatmap',
  component: CalendarHeatmap,
  args: { month: '2025-03', days: DAYS, onMonthChange: () => undefined, onDaySelect: () => undefined },
};
export default meta;

type Story = StoryObj<typeof CalendarHeatmap>;

export const Playground: Story = {};

function MonthSwitching(args: CalendarHeatmapProps) {
  const [month, setMonth] = useState('2025-03');
  return <CalendarHeatmap {...args} month={month} onMonthChange={setMonth} />;
}

export const WithMonthSwitching: Story = { render: (args) => <MonthSwitching {...args} /> };

export const Loading: Story = { args: { loading: true } };

/** A month with no trades: every day still opens, to write a plan. */
export const Empty: Story = { args: { days: [] } };

export const Error: Story = { args: { error: 'Failed to fetch chart data' } };

export const Mobile: Story = {
  render: (args) => (
    <div style={{ width: 326 }}>
      <CalendarHeatmap {...args} />
    </div>
  ),
};

/** Keyboard focus on the month's one tab stop among the days (arrows move it). */
export const Focused: Story = { render: (args) => <MonthSwitching {...args} />, play: focusMatching('button[data-day][tabindex="0"]') };
