import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge, type BadgeVariant } from './Badge';

const meta: Meta<typeof Badge> = { title: 'Components/Badge', component: Badge, args: { children: 'Most Popular' } };
export default meta;

const VARIANTS: BadgeVariant[] = ['default', 'success', 'warning', 'destructive', 'outline'];

export const Playground: StoryObj<typeof Badge> = {};

export const Variants: StoryObj<typeof Badge> = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {VARIANTS.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};
