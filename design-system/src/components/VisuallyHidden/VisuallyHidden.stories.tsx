import type { Meta, StoryObj } from 'storybook-react-rsbuild';
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
