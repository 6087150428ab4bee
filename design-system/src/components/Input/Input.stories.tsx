import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Label } from '../Label/Label';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { Input } from './Input';

const meta: Meta<typeof Input> = { title: 'Forms/Input', component: Input, args: { placeholder: 'Search trades...' } };
export default meta;

export const Playground: StoryObj<typeof Input> = { args: { 'aria-label': 'Search trades' } };

const STATES = [
  { name: 'Empty', props: { placeholder: 'Search trades...' } },
  { name: 'Filled', props: { defaultValue: 'AAPL' } },
  { name: 'Invalid', props: { invalid: true, defaultValue: 'not-an-email' } },
  { name: 'Disabled', props: { disabled: true, defaultValue: 'read only' } },
  { name: 'Password', props: { type: 'password', defaultValue: 'secret' } },
];

export const States: StoryObj<typeof Input> = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      {STATES.map(({ name, props }) => (
        <div key={name}>
          <Label htmlFor={`input-${name}`}>{name}</Label>
          <Input id={`input-${name}`} {...props} />
        </div>
      ))}
    </div>
  ),
};

/** The error form: aria-invalid, the error border, and the message the field is described by. */
export const Error: StoryObj<typeof Input> = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Label htmlFor="input-error">Email</Label>
      <Input id="input-error" type="email" invalid defaultValue="not-an-email" aria-describedby="input-error-message" />
      <p id="input-error-message" role="alert" style={{ margin: '4px 0 0', color: 'var(--tj-color-destructive)' }}>
        Please enter a valid email address
      </p>
    </div>
  ),
};

/** Keyboard focus on the field. */
export const Focused: StoryObj<typeof Input> = { args: { 'aria-label': 'Search trades' }, play: focusFirstControl };

/** On a phone, with an error under the field. */
export const Mobile: StoryObj<typeof Input> = {
  render: () => (
    <PhoneFrame>
      <Label htmlFor="input-mobile">Email</Label>
      <Input id="input-mobile" invalid defaultValue="not-an-email" aria-describedby="input-mobile-error" />
      <p id="input-mobile-error" role="alert" style={{ margin: 0, color: 'var(--tj-color-destructive)' }}>Please enter a valid email address</p>
    </PhoneFrame>
  ),
};
