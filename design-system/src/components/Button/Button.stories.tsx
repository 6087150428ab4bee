import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

const meta: Meta<typeof Button> = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save Changes', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
};
export default meta;

type Story = StoryObj<typeof Button>;

export const Playground: Story = {};

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];
const STATES = [
  { name: 'enabled', props: {} },
  { name: 'disabled', props: { disabled: true } },
  { name: 'loading', props: { loading: true } },
];

const cell = { padding: 8, textAlign: 'left' as const };

/** Every variant in every state (enabled, disabled, loading), at every size. */
export const StatesMatrix: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={cell}>variant</th>
          <th style={cell}>state</th>
          {SIZES.map((size) => (
            <th key={size} style={cell}>
              {size}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {VARIANTS.flatMap((variant) =>
          STATES.map((state) => (
            <tr key={`${variant}-${state.name}`}>
              <th style={cell}>{variant}</th>
              <td style={cell}>{state.name}</td>
              {SIZES.map((size) => (
                <td key={size} style={cell}>
                  <Button variant={variant} size={size} {...state.props}>
                    Button
                  </Button>
                </td>
              ))}
            </tr>
          )),
        )}
      </tbody>
    </table>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Sign In' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

/** Keyboard focus: the ring every control shows (GlobalStyle's :focus-visible). */
export const Focused: Story = { play: focusFirstControl };

/** On a phone: a full-width action and a row that wraps instead of widening the page. */
export const Mobile: Story = {
  render: () => (
    <PhoneFrame>
      <Button fullWidth>Start Free Trial</Button>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button>Confirm import</Button>
        <Button variant="outline">Cancel</Button>
        <Button variant="destructive">Delete Account</Button>
      </div>
    </PhoneFrame>
  ),
};

/** Loading keeps the button focusable: the ring stays while the action runs (aria-busy, aria-disabled). */
export const Loading: Story = { args: { loading: true, children: 'Saving...' }, play: focusFirstControl };
