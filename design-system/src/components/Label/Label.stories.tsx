import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Input } from '../Input/Input';
import { Label } from './Label';

const meta: Meta<typeof Label> = { title: 'Forms/Label', component: Label };
export default meta;

export const ForAnInput: StoryObj<typeof Label> = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Label htmlFor="label-story-email">Email</Label>
      <Input id="label-story-email" type="email" placeholder="you@example.com" />
    </div>
  ),
};
