import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Label } from '../Label/Label';
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
