import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Progress } from './Progress';

const meta: Meta<typeof Progress> = { title: 'Components/Progress', component: Progress, args: { label: 'Processing your file...' } };
export default meta;

export const Values: StoryObj<typeof Progress> = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      {[0, 30, 90, 100].map((value) => (
        <Progress key={value} {...args} value={value} />
      ))}
    </div>
  ),
};
