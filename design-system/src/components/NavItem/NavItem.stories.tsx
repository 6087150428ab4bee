import type { ReactNode } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { NavItem } from './NavItem';

const preventNavigation = (_href: string, event: { preventDefault(): void }) => event.preventDefault();

/** The sidebar's width on a desktop. */
const inSidebar = (Story: () => ReactNode) => <div style={{ width: 240 }}>{Story()}</div>;

const meta: Meta<typeof NavItem> = {
  title: 'Navigation/NavItem',
  component: NavItem,
  args: { href: '#history', label: 'Trade History', onNavigate: preventNavigation },
};
export default meta;

/** Inactive, active (aria-current="page"), with and without an icon. */
export const States: StoryObj<typeof NavItem> = {
  decorators: [inSidebar],
  render: (args) => (
    <div style={{ display: 'grid', gap: 4 }}>
      <NavItem {...args} />
      <NavItem {...args} active label="Dashboard" />
      <NavItem {...args} icon="↑" label="Import Trades" />
      <NavItem {...args} icon="⚙" active label="Settings" />
    </div>
  ),
};

/** Keyboard focus on a link. */
export const Focused: StoryObj<typeof NavItem> = { decorators: [inSidebar], play: focusFirstControl };

/** On a phone: in the 260 px navigation drawer, with a label long enough to wrap. */
export const Mobile: StoryObj<typeof NavItem> = {
  decorators: [(Story) => <PhoneFrame>{Story()}</PhoneFrame>],
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, width: 260 }}>
      <NavItem {...args} active icon="▦" label="Dashboard" />
      <NavItem {...args} icon="↑" label="Import Trades from your broker or a CSV file" />
    </div>
  ),
};
