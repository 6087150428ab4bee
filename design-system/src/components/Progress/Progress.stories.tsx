import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PhoneFrame } from '../storybook/storyStates';
import { Progress } from './Progress';

const meta: Meta<typeof Progress> = {
  title: 'Feedback/Progress',
  component: Progress,
  args: { label: 'Processing your file...', value: 40 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
};
export default meta;

export const Playground: StoryObj<typeof Progress> = {};

/** SPEC §9 upload progress: +10 every 200 ms, capped at 90 until done. */
export const Steps: StoryObj<typeof Progress> = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      {[0, 10, 50, 90, 100].map((value) => (
        <Progress key={value} {...args} value={value} />
      ))}
    </div>
  ),
};

/** On a phone: the upload progress under its label, at the screen's width. */
export const Mobile: StoryObj<typeof Progress> = {
  render: (args) => (
    <PhoneFrame>
      <span>Processing your file...</span>
      <Progress {...args} value={60} />
    </PhoneFrame>
  ),
};
