import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PhoneFrame } from '../storybook/storyStates';
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

/** On a phone: a row of badges wraps instead of widening the page. */
export const Mobile: StoryObj<typeof Badge> = {
  render: () => (
    <PhoneFrame>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {VARIANTS.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
        <Badge variant="outline">Breakout setup</Badge>
        <Badge variant="warning">Oversized position</Badge>
      </div>
    </PhoneFrame>
  ),
};
