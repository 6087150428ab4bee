export interface NavigationItem {
  label: string;
  href: string;
  /** Other paths on which the item also shows as the current page. */
  alsoActiveOn?: string[];
}

/** The sidebar of SPEC §2, in its order. */
export const navigationItems: NavigationItem[] = [
  { label: 'Dashboard', href: '/dashboard', alsoActiveOn: ['/'] },
  { label: 'Import Trades', href: '/import' },
  { label: 'Trade History', href: '/history' },
  { label: 'Analytics', href: '/analytics' },
  { label: 'AI Insights', href: '/insights' },
  { label: 'Psychology', href: '/psychology' },
  { label: 'Play Book', href: '/playbook' },
  { label: 'Settings', href: '/settings' },
];

export function isNavigationItemActive(item: NavigationItem, pathname: string): boolean {
  return pathname === item.href || (item.alsoActiveOn ?? []).includes(pathname);
}

