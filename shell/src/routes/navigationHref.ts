// Apart from navigation.ts, which the end-to-end tests import in Node, where the design system's components do not load.
import { isFilteredView, journalFilterSearchOf } from '@tj/design-system';
import type { NavigationItem } from './navigation';

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
