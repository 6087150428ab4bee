import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NavItem } from '../NavItem/NavItem';
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
