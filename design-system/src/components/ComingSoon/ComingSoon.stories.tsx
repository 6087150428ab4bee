import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ComingSoon } from './ComingSoon';

const meta: Meta<typeof ComingSoon> = { title: 'Feedback/ComingSoon', component: ComingSoon, args: { title: 'Analytics' } };
export default meta;

export const Default: StoryObj<typeof ComingSoon> = {};
