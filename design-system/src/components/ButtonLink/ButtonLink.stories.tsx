import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { ButtonSize, ButtonVariant } from '../Button/buttonLook';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { ButtonLink } from './ButtonLink';

const meta: Meta<typeof ButtonLink> = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { children: 'Start Free Trial', href: '#', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
};
export default meta;

type Story = StoryObj<typeof ButtonLink>;

export const Playground: Story = {};

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];

/** Every variant at every size: the same look as Button, for links. */
export const VariantsMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {VARIANTS.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {SIZES.map((size) => (
            <ButtonLink key={size} href="#" variant={variant} size={size}>
              {variant} {size}
            </ButtonLink>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** Keyboard focus: the ring every control shows (GlobalStyle's :focus-visible). */
export const Focused: Story = { play: focusFirstControl };

/** On a phone: a full-width call to action, and a row that wraps. */
export const Mobile: Story = {
  render: () => (
    <PhoneFrame>
      <ButtonLink href="#" fullWidth size="lg">
        Start Free Trial
      </ButtonLink>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <ButtonLink href="#" variant="ghost">
          Sign In
        </ButtonLink>
        <ButtonLink href="#">Start Free Trial</ButtonLink>
      </div>
    </PhoneFrame>
  ),
};
