import { useState, type MouseEvent } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NavItem } from '../NavItem/NavItem';
import { NavSection } from '../NavSection/NavSection';
import { StatusDot } from '../StatusDot/StatusDot';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { Sidebar } from './Sidebar';

const meta: Meta<typeof Sidebar> = { title: 'Navigation/Sidebar', component: Sidebar };
export default meta;

const PAGES = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/import', label: 'Import Trades' },
  { href: '/history', label: 'Trade History' },
  { href: '/analytics', label: 'Analytics' },
  { href: '/insights', label: 'AI Insights' },
  { href: '/psychology', label: 'Psychology' },
  { href: '/playbook', label: 'Play Book' },
  { href: '/settings', label: 'Settings' },
];

const AGENTS = ['Data Ingestion', 'Pattern Recognition', 'Analysis Orchestrator'];

/** The app sidebar of SPEC §2: client-side navigation and the Agent Status panel. */
function AppSidebar({ width = 240 }: { width?: number }) {
  const [current, setCurrent] = useState('/dashboard');
  const navigate = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setCurrent(href);
  };
  return (
    <div style={{ width, background: 'var(--tj-color-surface)', border: '1px solid var(--tj-color-border)' }}>
      <Sidebar aria-label="Main navigation">
        {PAGES.map(({ href, label }) => (
          <NavItem key={href} href={href} label={label} active={href === current} onNavigate={navigate} />
        ))}
        <NavSection title="Agent Status">
          {AGENTS.map((agent) => (
            <span key={agent} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '4px 12px' }}>
              <StatusDot status="active" label={`${agent}: Active`} /> {agent}
            </span>
          ))}
        </NavSection>
      </Sidebar>
    </div>
  );
}

export const App: StoryObj<typeof Sidebar> = { render: () => <AppSidebar /> };

/** Keyboard focus on the first link (the current page). */
export const Focused: StoryObj<typeof Sidebar> = { render: () => <AppSidebar />, play: focusFirstControl };

/** On a phone: the sidebar is the app's 260 px navigation drawer, opened by the menu toggle. */
export const Mobile: StoryObj<typeof Sidebar> = {
  render: () => (
    <PhoneFrame>
      <AppSidebar width={260} />
    </PhoneFrame>
  ),
};
