import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { VisuallyHidden } from './VisuallyHidden';

const meta: Meta<typeof VisuallyHidden> = { title: 'Utilities/VisuallyHidden', component: VisuallyHidden };
export default meta;

/** An icon-only link keeps a name for screen readers; nothing extra shows on screen. */
export const IconLink: StoryObj<typeof VisuallyHidden> = {
  render: () => (
    <a href="#settings">
      <span aria-hidden="true">⚙</span>
      <VisuallyHidden>Settings</VisuallyHidden>
    </a>
  ),
};

/** Keyboard focus on the icon-only link: the ring surrounds the icon, not the hidden text. */
export const Focused: StoryObj<typeof VisuallyHidden> = { render: IconLink.render, play: focusFirstControl };

/** On a phone: the hidden text takes no width, so icon-only actions fit in a row. */
export const Mobile: StoryObj<typeof VisuallyHidden> = {
  render: () => (
    <PhoneFrame>
      <div style={{ display: 'flex', gap: 16 }}>
        {[
          ['#menu', '☰', 'Open menu'],
          ['#search', '⌕', 'Search trades'],
          ['#settings', '⚙', 'Settings'],
        ].map(([href, icon, name]) => (
          <a key={href} href={href}>
            <span aria-hidden="true">{icon}</span>
            <VisuallyHidden>{name}</VisuallyHidden>
          </a>
        ))}
      </div>
    </PhoneFrame>
  ),
};
