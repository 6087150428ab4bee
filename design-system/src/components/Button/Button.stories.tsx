import type { Meta, StoryObj } from 'storybook-react-rsbuild';
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
