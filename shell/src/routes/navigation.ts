import { isFilteredView, journalFilterSearchOf } from '@tj/design-system';

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

/**
 * Where a sidebar item leads from the page at `pathname` + `search`: from one of the views the
 * filter bar filters, a link to another carries the bar's parameters (docs/filter-bar.md), as the
 * bar's own links do; a page's other parameters (the history's search and sort) and every other
 * link stay as they are.
 */
export function navigationHref(item: NavigationItem, { pathname, search }: { pathname: string; search: string }): string {
  if (!isFilteredView(item.href) || !isFilteredView(pathname)) return item.href;
  return `${item.href}${journalFilterSearchOf(search)}`;
}
