import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PhoneFrame } from '../storybook/storyStates';
import { Avatar } from './Avatar';

const meta: Meta<typeof Avatar> = { title: 'Components/Avatar', component: Avatar, args: { name: 'Ada Lovelace' } };
export default meta;

const PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3b82f6"/><text x="32" y="41" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">AL</text></svg>',
)}`;

export const Playground: StoryObj<typeof Avatar> = { args: { src: PHOTO } };

/** With a picture, without one, and with one that fails to load, at three sizes. */
export const States: StoryObj<typeof Avatar> = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 16, alignItems: 'center' }}>
      {[24, 32, 64].flatMap((size) => [
        <Avatar key={`photo-${size}`} name="Ada Lovelace" src={PHOTO} size={size} />,
        <Avatar key={`none-${size}`} name="No picture" src={null} size={size} />,
        <Avatar key={`broken-${size}`} name="Broken picture" src="/missing-avatar.png" size={size} />,
      ])}
    </div>
  ),
};

/** A picture that fails to load: the default avatar takes its place, with the same name. */
export const Error: StoryObj<typeof Avatar> = { args: { src: '/missing-avatar.png', name: 'Broken picture', size: 64 } };

/** On a phone: the signed-in user beside a long name that truncates instead of widening the page. */
export const Mobile: StoryObj<typeof Avatar> = {
  render: () => (
    <PhoneFrame>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', minWidth: 0 }}>
        <Avatar name="Ada Lovelace" src={PHOTO} size={32} />
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>Ada Augusta King, Countess of Lovelace</span>
      </div>
    </PhoneFrame>
  ),
};
