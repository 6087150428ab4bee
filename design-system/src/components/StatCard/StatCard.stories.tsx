import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { focusFirstControl } from '../storybook/storyStates';
import { StatCard } from './StatCard';

const meta: Meta<typeof StatCard> = {
  title: 'Data/StatCard',
  component: StatCard,
  args: { label: 'Total P&L', value: '+$1,234.50', tone: 'positive', detail: '42 trades', onExplain: () => undefined },
};
export default meta;

type Story = StoryObj<typeof StatCard>;

export const Playground: Story = {};

export const Loading: Story = { args: { loading: true } };

/** No closed trades yet: the figure is a dash and the sample says so. */
export const Empty: Story = { args: { value: '—', tone: 'neutral', detail: '0 trades' } };

export const Error: Story = { args: { error: 'Failed to fetch dashboard data' } };

/** The four dashboard cards in one column, as on a 390 px phone. */
export const Mobile: Story = {
  render: () => (
    <div style={{ width: 358, display: 'grid', gap: 12 }}>
      <StatCard label="Total P&L" value="-$310.25" tone="negative" detail="18 trades" onExplain={() => undefined} />
      <StatCard label="Win Rate" value="44.4%" tone="warning" detail="8 of 18 closed trades" onExplain={() => undefined} />
      <StatCard label="Profit Factor" value="0.82" onExplain={() => undefined} />
      <StatCard label="Max Drawdown" value="$912.00" tone="negative" onExplain={() => undefined} />
    </div>
  ),
};

/** Keyboard focus on the Explain button. */
export const Focused: Story = { play: focusFirstControl };
