import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ErrorPanel } from './ErrorPanel';

const meta: Meta<typeof ErrorPanel> = {
  title: 'Feedback/ErrorPanel',
  component: ErrorPanel,
  args: { title: 'Dashboard is unavailable', message: 'This part of the app could not be loaded.' },
};
export default meta;

export const WithRetry: StoryObj<typeof ErrorPanel> = { args: { onRetry: () => undefined } };
export const WithoutRetry: StoryObj<typeof ErrorPanel> = {};
