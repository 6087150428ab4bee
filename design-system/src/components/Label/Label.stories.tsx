import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Input } from '../Input/Input';
import { PhoneFrame } from '../storybook/storyStates';
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

/** The label of a disabled field: the field shows the state, the label stays readable. */
export const Disabled: StoryObj<typeof Label> = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Label htmlFor="label-story-disabled">Username</Label>
      <Input id="label-story-disabled" disabled defaultValue="ada" />
    </div>
  ),
};

/** The label of an invalid field, with the message the field is described by. */
export const Error: StoryObj<typeof Label> = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Label htmlFor="label-story-error">Email</Label>
      <Input id="label-story-error" type="email" invalid defaultValue="not-an-email" aria-describedby="label-story-error-message" />
      <p id="label-story-error-message" style={{ margin: '4px 0 0', color: 'var(--tj-color-destructive)' }}>
        Please enter a valid email address
      </p>
    </div>
  ),
};

/** On a phone: a label long enough to wrap above its field. */
export const Mobile: StoryObj<typeof Label> = {
  render: () => (
    <PhoneFrame>
      <div>
        <Label htmlFor="label-story-mobile">Trade date (for platforms whose export has no dates)</Label>
        <Input id="label-story-mobile" type="date" />
      </div>
    </PhoneFrame>
  ),
};
