import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { ComingSoon, EmptyState, ErrorPanel } from './Feedback';

const meta: Meta = { title: 'Components/Feedback' };
export default meta;

export const Empty: StoryObj = {
  render: () => (
    <EmptyState title="No trades yet. Upload a CSV to see your trading data!" action={<Button>Import Trades</Button>} />
  ),
};
export const Error: StoryObj = {
  render: () => <ErrorPanel title="Dashboard is unavailable" message="This part of the app could not be loaded." onRetry={() => undefined} />,
};
export const NotBuiltYet: StoryObj = { render: () => <ComingSoon title="Analytics" /> };
