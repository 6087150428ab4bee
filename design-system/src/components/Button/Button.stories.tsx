import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

const meta: Meta<typeof Button> = { title: 'Components/Button', component: Button, args: { children: 'Button' } };
export default meta;

export const Primary: StoryObj<typeof Button> = {};

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];

/** Every variant at every size, enabled, disabled and loading. */
export const StatesMatrix: StoryObj<typeof Button> = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {VARIANTS.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {SIZES.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            disabled
          </Button>
          <Button variant={variant} loading>
            loading
          </Button>
        </div>
      ))}
    </div>
  ),
};
