import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Input, Label } from './Input';

const meta: Meta<typeof Input> = { title: 'Components/Input', component: Input };
export default meta;

export const States: StoryObj<typeof Input> = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      <Label htmlFor="a">Default</Label>
      <Input id="a" placeholder="Search trades..." />
      <Label htmlFor="b">Invalid</Label>
      <Input id="b" invalid defaultValue="not-an-email" />
      <Label htmlFor="c">Disabled</Label>
      <Input id="c" disabled defaultValue="read only" />
    </div>
  ),
};
