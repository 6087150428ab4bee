import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Select } from './Select';

const meta: Meta<typeof Select> = {
  title: 'Components/Select',
  component: Select,
  args: {
    'aria-label': 'Timezone',
    options: [
      { value: 'est', label: 'Eastern' },
      { value: 'cst', label: 'Central' },
      { value: 'mst', label: 'Mountain' },
      { value: 'pst', label: 'Pacific' },
    ],
  },
};
export default meta;

export const Default: StoryObj<typeof Select> = {};
export const Disabled: StoryObj<typeof Select> = { args: { disabled: true } };
