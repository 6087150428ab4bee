import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NavItem } from '../NavItem/NavItem';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { NavSection } from './NavSection';

const meta: Meta<typeof NavSection> = { title: 'Navigation/NavSection', component: NavSection };
export default meta;

export const WithTitle: StoryObj<typeof NavSection> = {
  render: () => (
    <div style={{ width: 240 }}>
      <NavSection title="Coaching">
        <NavItem href="#psychology" label="Psychology" onNavigate={(_href, event) => event.preventDefault()} />
        <NavItem href="#playbook" label="Play Book" onNavigate={(_href, event) => event.preventDefault()} />
      </NavSection>
    </div>
  ),
};

const preventNavigation = (_href: string, event: { preventDefault(): void }) => event.preventDefault();

/** Keyboard focus on the section's first link. */
export const Focused: StoryObj<typeof NavSection> = {
  render: () => (
    <div style={{ width: 240 }}>
      <NavSection title="Coaching">
        <NavItem href="#psychology" label="Psychology" onNavigate={preventNavigation} />
        <NavItem href="#playbook" label="Play Book" onNavigate={preventNavigation} />
      </NavSection>
    </div>
  ),
  play: focusFirstControl,
};

/** On a phone: the section in the 260 px navigation drawer. */
export const Mobile: StoryObj<typeof NavSection> = {
  render: () => (
    <PhoneFrame>
      <div style={{ width: 260 }}>
        <NavSection title="Coaching">
          <NavItem href="#psychology" label="Psychology" active onNavigate={preventNavigation} />
          <NavItem href="#playbook" label="Play Book" onNavigate={preventNavigation} />
        </NavSection>
      </div>
    </PhoneFrame>
  ),
};
