import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Tabs } from './Tabs';

const meta: Meta<typeof Tabs> = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Import method',
    items: [
      { id: 'api', label: 'Platform Connect', content: 'Connect a broker by API.' },
      { id: 'csv', label: 'CSV Upload', content: 'Upload a CSV export.' },
    ],
  },
};
export default meta;

export const Default: StoryObj<typeof Tabs> = {};
export const SecondSelected: StoryObj<typeof Tabs> = { args: { defaultValue: 'csv' } };
