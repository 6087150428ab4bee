import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavItem, Sidebar } from '@tj/design-system';
import { isNavigationItemActive, navigationItems } from '../routes/navigation';
import { navigationHref } from '../routes/navigationHref';
import { AgentStatusPanel } from './AgentStatusPanel';

export function AppSidebar({ onNavigated }: { onNavigated?: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();

  const go = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
    onNavigated?.();
  };

  return (
    <Sidebar aria-label="Main navigation">
      {navigationItems.map((item) => (
        <NavItem
          key={item.href}
          href={navigationHref(item, location)}
          label={item.label}
          active={isNavigationItemActive(item, location.pathname)}
          onNavigate={go}
        />
      ))}
      <AgentStatusPanel />
    </Sidebar>
  );
}
