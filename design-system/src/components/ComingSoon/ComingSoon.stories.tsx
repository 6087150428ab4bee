import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PhoneFrame } from '../storybook/storyStates';
import { ComingSoon } from './ComingSoon';

const meta: Meta<typeof ComingSoon> = { title: 'Feedback/ComingSoon', component: ComingSoon, args: { title: 'Analytics' } };
export default meta;

export const Default: StoryObj<typeof ComingSoon> = {};

/** On a phone, with a title long enough to wrap. */
export const Mobile: StoryObj<typeof ComingSoon> = {
  render: () => (
    <PhoneFrame>
      <ComingSoon title="AI Insights and Pattern Recognition" />
    </PhoneFrame>
  ),
};
