import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NavItem } from './NavItem';

const preventNavigation = (_href: string, event: { preventDefault(): void }) => event.preventDefault();

const meta: Meta<typeof NavItem> = {
  title: 'Navigation/NavItem',
  component: NavItem,
  args: { href: '#history', label: 'Trade History', onNavigate: preventNavigation },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
};
export default meta;

/** Inactive, active (aria-current="page"), with and without an icon. */
export const States: StoryObj<typeof NavItem> = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 4 }}>
      <NavItem {...args} />
      <NavItem {...args} active label="Dashboard" />
      <NavItem {...args} icon="↑" label="Import Trades" />
      <NavItem {...args} icon="⚙" active label="Settings" />
    </div>
  ),
};
