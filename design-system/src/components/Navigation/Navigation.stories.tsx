import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NavItem, NavSection, Sidebar, StatusDot } from './Navigation';

const meta: Meta<typeof Sidebar> = { title: 'Components/Sidebar', component: Sidebar };
export default meta;

export const AppSidebar: StoryObj<typeof Sidebar> = {
  render: () => (
    <div style={{ width: 240 }}>
      <Sidebar aria-label="Main navigation">
        <NavItem href="#dashboard" label="Dashboard" active onNavigate={(_href, event) => event.preventDefault()} />
        <NavItem href="#import" label="Import Trades" onNavigate={(_href, event) => event.preventDefault()} />
        <NavItem href="#history" label="Trade History" onNavigate={(_href, event) => event.preventDefault()} />
        <NavSection title="Agent Status">
          <div>
            <StatusDot status="active" label="Data Ingestion: Active" /> Data Ingestion
          </div>
          <div>
            <StatusDot status="inactive" label="Example: Inactive" /> Inactive example
          </div>
        </NavSection>
      </Sidebar>
    </div>
  ),
};
