import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { ErrorPanel } from './ErrorPanel';

const meta: Meta<typeof ErrorPanel> = {
  title: 'Feedback/ErrorPanel',
  component: ErrorPanel,
  args: { title: 'Dashboard is unavailable', message: 'This part of the app could not be loaded.' },
};
export default meta;

export const WithRetry: StoryObj<typeof ErrorPanel> = { args: { onRetry: () => undefined } };
export const WithoutRetry: StoryObj<typeof ErrorPanel> = {};

/** Keyboard focus on Retry. */
export const Focused: StoryObj<typeof ErrorPanel> = { args: { onRetry: () => undefined }, play: focusFirstControl };

/** On a phone, with a server message long enough to wrap. */
export const Mobile: StoryObj<typeof ErrorPanel> = {
  render: () => (
    <PhoneFrame>
      <ErrorPanel
        title="Trade History is unavailable"
        message="This part of the app could not be loaded. Check your connection, then try again."
        onRetry={() => undefined}
      />
    </PhoneFrame>
  ),
};
