import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PhoneFrame } from '../storybook/storyStates';
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

/** On a phone: a long label wraps beside the ring. */
export const Mobile: StoryObj<typeof Spinner> = {
  render: () => (
    <PhoneFrame>
      <Spinner label="Loading your journal, trades and the day's notes..." />
    </PhoneFrame>
  ),
};
