import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Spinner } from './Spinner';

const meta: Meta<typeof Spinner> = { title: 'Feedback/Spinner', component: Spinner };
export default meta;

export const WithLabel: StoryObj<typeof Spinner> = { args: { label: 'Loading your journal...' } };

export const Sizes: StoryObj<typeof Spinner> = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size={14} />
      <Spinner />
      <Spinner size={32} label="Loading 5m chart..." />
    </div>
  ),
};
