import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Avatar } from './Avatar';

const meta: Meta<typeof Avatar> = { title: 'Components/Avatar', component: Avatar, args: { name: 'Ada Lovelace' } };
export default meta;

export const DefaultAvatar: StoryObj<typeof Avatar> = {};
export const Large: StoryObj<typeof Avatar> = { args: { size: 64 } };
export const BrokenImageFallsBack: StoryObj<typeof Avatar> = { args: { src: '/missing.png' } };
