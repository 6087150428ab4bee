import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta: Meta<typeof EmptyState> = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No trades yet. Upload a CSV to see your trading data!' },
};
export default meta;

export const TitleOnly: StoryObj<typeof EmptyState> = {};

export const WithDescriptionAndAction: StoryObj<typeof EmptyState> = {
  args: { description: 'Import your broker export to get started.', action: <Button>Import Trades</Button> },
};
